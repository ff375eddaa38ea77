import { z } from 'zod';
import { activeFlag, conVersion, datosDeContacto, camposDeRegistro, contactoRespuesta, queryFlag, recordId } from './campos';

// Clients (docs/funcional.md, Clientes): the form's fields with their messages, and the record the API answers.

const campos = { ...datosDeContacto, Active: activeFlag };

export const clienteCreateSchema = z.object({ ...campos, Active: activeFlag.default(true) });

// PUT takes any subset of the fields (react-admin sends the whole record; unknown keys are dropped).
export const clienteUpdateSchema = z.object({ ...campos, ...conVersion }).partial();

export const clienteFilterSchema = z.object({ active: queryFlag.optional() });

export type ClienteInput = z.infer<typeof clienteCreateSchema>;
export type ClienteUpdate = z.infer<typeof clienteUpdateSchema>;
export type ClienteFilter = z.infer<typeof clienteFilterSchema>;

/** A client as the API answers it. */
export const clienteSchema = z
  .object({
    ClienteID: recordId,
    Nombre: z.string(),
    Apellido: z.string(),
    ...contactoRespuesta,
    ...camposDeRegistro,
  })
  .meta({ id: 'Cliente' });
export type Cliente = z.infer<typeof clienteSchema>;
