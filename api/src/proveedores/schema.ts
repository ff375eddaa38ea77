import { z } from 'zod';
import { activeFlag, datosDeContacto, queryFlag, requiredText } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';

export interface Proveedor extends Record<string, unknown> {
  ProveedorID: number;
  Nombre: string;
  Telefono: string;
  Direccion: string;
  Email: string;
  Active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const proveedorMapper = createMapper<Proveedor>({
  ProveedorID: 'proveedor_id',
  Nombre: 'nombre',
  Telefono: 'telefono',
  Direccion: 'direccion',
  Email: 'email',
  Active: 'active',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

const datos = {
  Nombre: requiredText('Nombre requerido', 150),
  Telefono: datosDeContacto.Telefono,
  Direccion: datosDeContacto.Direccion,
  Email: datosDeContacto.Email,
};

export const proveedorCreateSchema = z.object({ ...datos, Active: activeFlag.default(true) });

// PUT takes any subset of the fields (react-admin sends the whole record).
export const proveedorUpdateSchema = z.object({ ...datos, Active: activeFlag }).partial();

export const proveedorFilterSchema = z.object({ active: queryFlag.optional() });

export type ProveedorInput = z.infer<typeof proveedorCreateSchema>;
export type ProveedorUpdate = z.infer<typeof proveedorUpdateSchema>;
