import { z } from 'zod';
import { activeFlag, datosDeContacto, queryFlag, requiredText } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';
import { ROLES, type Rol } from '#dominio/usuarios';



export interface Usuario extends Record<string, unknown> {
  UsuarioID: number;
  Nombre: string;
  Apellido: string;
  Telefono: string;
  Direccion: string;
  Email: string;
  NombreUsuario: string;
  Rol: Rol;
  Active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

// The hash column is deliberately absent: Contrasena never leaves the server.
export const usuarioMapper = createMapper<Usuario>({
  UsuarioID: 'usuario_id',
  Nombre: 'nombre',
  Apellido: 'apellido',
  Telefono: 'telefono',
  Direccion: 'direccion',
  Email: 'email',
  NombreUsuario: 'nombre_usuario',
  Rol: 'rol',
  Active: 'active',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

const contrasena = z
  .string({ error: 'Contraseña requerida' })
  .min(1, 'Contraseña requerida')
  .min(6, 'Mínimo 6 caracteres')
  .max(72, 'Máximo 72 caracteres');

const rol = z.enum(ROLES, 'Rol requerido');

const datosPersonales = {
  ...datosDeContacto,
  NombreUsuario: requiredText('Nombre de usuario requerido', 50),
};

export const registroSchema = z.object({
  ...datosPersonales,
  Contrasena: contrasena,
  Rol: rol.default('Empleado'),
});

export const usuarioCreateSchema = registroSchema.extend({ Active: activeFlag.default(true) });

// PUT takes any subset of the fields; a blank Contrasena means "keep the current one".
export const usuarioUpdateSchema = z.object({
  ...Object.fromEntries(Object.entries(datosPersonales).map(([k, v]) => [k, v.optional()])),
  Contrasena: z.preprocess((v) => (v === '' || v === null ? undefined : v), contrasena.optional()),
  Rol: rol.optional(),
  Active: activeFlag.optional(),
}) as z.ZodType<Partial<z.infer<typeof usuarioCreateSchema>>>;

export const loginSchema = z.object({
  nombreUsuario: requiredText('Nombre de usuario requerido', 150),
  contrasena: z.string({ error: 'Contraseña requerida' }).min(1, 'Contraseña requerida'),
});

export const usuarioFilterSchema = z.object({ active: queryFlag.optional() });

export type UsuarioInput = z.infer<typeof usuarioCreateSchema>;
export type UsuarioUpdate = Partial<UsuarioInput>;
