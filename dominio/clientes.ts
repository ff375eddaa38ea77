import { z } from 'zod';
import { activeFlag, datosDeContacto, queryFlag, type Instante } from './campos';

// Clients (core.md): the form's fields with the messages of section 5, and the record the API answers.

const campos = { ...datosDeContacto, Active: activeFlag };

export const clienteCreateSchema = z.object({ ...campos, Active: activeFlag.default(true) });

// PUT takes any subset of the fields (react-admin sends the whole record; unknown keys are dropped).
export const clienteUpdateSchema = z.object(campos).partial();

export const clienteFilterSchema = z.object({ active: queryFlag.optional() });

export type ClienteInput = z.infer<typeof clienteCreateSchema>;
export type ClienteUpdate = z.infer<typeof clienteUpdateSchema>;
export type ClienteFilter = z.infer<typeof clienteFilterSchema>;

export type Cliente = {
  ClienteID: number;
  Nombre: string;
  Apellido: string;
  Telefono: string;
  Direccion: string;
  Email: string;
  Active: boolean;
  createdAt: Instante;
  updatedAt: Instante;
};
