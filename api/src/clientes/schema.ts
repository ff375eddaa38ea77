import { z } from 'zod';
import { activeFlag, datosDeContacto, queryFlag } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';

export interface Cliente extends Record<string, unknown> {
  ClienteID: number;
  Nombre: string;
  Apellido: string;
  Telefono: string;
  Direccion: string;
  Email: string;
  Active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const clienteMapper = createMapper<Cliente>({
  ClienteID: 'cliente_id',
  Nombre: 'nombre',
  Apellido: 'apellido',
  Telefono: 'telefono',
  Direccion: 'direccion',
  Email: 'email',
  Active: 'active',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

export const clienteCreateSchema = z.object({ ...datosDeContacto, Active: activeFlag.default(true) });

// PUT takes any subset of the fields (react-admin sends the whole record; unknown keys are dropped).
export const clienteUpdateSchema = clienteCreateSchema.partial().extend({ Active: activeFlag.optional() });

export const clienteFilterSchema = z.object({ active: queryFlag.optional() });

export type ClienteInput = z.infer<typeof clienteCreateSchema>;
export type ClienteUpdate = z.infer<typeof clienteUpdateSchema>;
