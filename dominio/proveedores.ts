import { z } from 'zod';
import { activeFlag, conVersion, datosDeContacto, camposDeRegistro, contactoRespuesta, queryFlag, recordId, requiredText } from './campos';
import { camposFiscales, fiscalRespuesta } from './fiscal';

// Suppliers (docs/funcional.md, Proveedores): Nombre, Telefono, Direccion and Email required, Email valid.

const campos = {
  Nombre: requiredText('Nombre requerido', 150),
  Telefono: datosDeContacto.Telefono,
  Direccion: datosDeContacto.Direccion,
  Email: datosDeContacto.Email,
  ...camposFiscales,
  Active: activeFlag,
};

/** Who may create a supplier (one at a time or by importing them): docs/funcional.md, Roles y permisos. */
export const ROLES_ALTA_PROVEEDOR = ['Administrador'] as const;

export const proveedorCreateSchema = z.object({ ...campos, Active: activeFlag.default(true) });

// PUT takes any subset of the fields (react-admin sends the whole record).
export const proveedorUpdateSchema = z.object({ ...campos, ...conVersion }).partial();

export const proveedorFilterSchema = z.object({ active: queryFlag.optional() });

export type ProveedorInput = z.infer<typeof proveedorCreateSchema>;
export type ProveedorUpdate = z.infer<typeof proveedorUpdateSchema>;
export type ProveedorFilter = z.infer<typeof proveedorFilterSchema>;

/** A supplier as the API answers it. */
export const proveedorSchema = z
  .object({
    ProveedorID: recordId,
    Nombre: z.string(),
    ...contactoRespuesta,
    ...fiscalRespuesta,
    ...camposDeRegistro,
  })
  .meta({ id: 'Proveedor' });
export type Proveedor = z.infer<typeof proveedorSchema>;
