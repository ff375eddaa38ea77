import { z } from 'zod';
import {
  activeFlag,
  conVersion,
  datosDeContacto,
  camposDeRegistro,
  contactoRespuesta,
  queryFlag,
  recordId,
  requiredText,
  type Instante,
} from '#dominio/campos';
import { ROLES } from '#dominio/roles';

// Registration, the user form and login, with their messages (docs/funcional.md, Sesión e ingreso).

/** bcrypt reads only the first 72 bytes of a password: a longer one would be accepted by its start alone. */
export const CONTRASENA_MAXIMO_BYTES = 72;
export const CONTRASENA_DEMASIADO_LARGA = 'La contraseña no puede superar los 72 bytes (las letras con tilde ocupan 2)';

const contrasena = z
  .string({ error: 'Contraseña requerida' })
  .min(1, 'Contraseña requerida')
  .min(6, 'Mínimo 6 caracteres')
  .refine((v) => new TextEncoder().encode(v).length <= CONTRASENA_MAXIMO_BYTES, CONTRASENA_DEMASIADO_LARGA);

const rol = z.enum(ROLES, 'Rol requerido');

/** A user as the API answers it; Contrasena never leaves the server. */
export const usuarioSchema = z
  .object({
    UsuarioID: recordId,
    Nombre: z.string(),
    Apellido: z.string(),
    ...contactoRespuesta,
    NombreUsuario: z.string(),
    Rol: rol,
    Chofer: z.boolean().meta({ description: 'Maneja un vehículo de reparto: puede tener hojas de ruta, con cualquier rol.' }),
    ResumenDiario: z
      .boolean()
      .meta({ description: 'Recibe cada mañana por correo los vencimientos de la flota y las hojas de ruta de ayer sin cerrar.' }),
    ...camposDeRegistro,
  })
  .meta({ id: 'Usuario' });
/** Dates are text once in JSON, and Dates in the API until they are sent. */
export type Usuario<Fecha extends Instante = string> = Omit<z.infer<typeof usuarioSchema>, 'createdAt' | 'updatedAt'> & {
  createdAt: Fecha;
  updatedAt: Fecha;
};

const usuarioShape = {
  ...datosDeContacto,
  NombreUsuario: requiredText('Nombre de usuario requerido', 50),
  Contrasena: contrasena,
  Rol: rol,
  Chofer: z.boolean({ error: 'Chofer debe ser verdadero o falso' }),
  ResumenDiario: z.boolean({ error: 'Resumen diario debe ser verdadero o falso' }),
  Active: activeFlag,
};

export const usuarioCreateSchema = z.object({
  ...usuarioShape,
  Rol: rol.default('Empleado'),
  Chofer: usuarioShape.Chofer.default(false),
  // Absent: the column's default (off).
  ResumenDiario: usuarioShape.ResumenDiario.optional(),
  Active: activeFlag.default(true),
});

/** Public registration: the user form without Active (a new account is always active). */
export const registroSchema = usuarioCreateSchema.omit({ Active: true, Chofer: true, ResumenDiario: true });

/** GET and PUT /usuarios/yo/preferencias: what a signed-in user sets for themself (issue 49, the daily digest). */
export const preferenciasSchema = z.object({ ResumenDiario: usuarioShape.ResumenDiario }).meta({ id: 'Preferencias' });
export type Preferencias = z.infer<typeof preferenciasSchema>;

// PUT takes any subset of the fields; a blank Contrasena means "keep the current one".
export const usuarioUpdateSchema = z
  .object({
    ...usuarioShape,
    Contrasena: z.preprocess((v) => (v === '' || v === null ? undefined : v), contrasena.optional()),
    ...conVersion,
  })
  .partial();

export const loginSchema = z.object({
  nombreUsuario: requiredText('Nombre de usuario requerido', 150),
  contrasena: z.string({ error: 'Contraseña requerida' }).min(1, 'Contraseña requerida'),
});

/** A signed-in user's own password change: the current one proves it is them, the new one follows the usual rules. */
export const cambioContrasenaSchema = z.object({
  ContrasenaActual: z.string({ error: 'Contraseña requerida' }).min(1, 'Contraseña requerida'),
  ContrasenaNueva: contrasena,
});

/** `pendientes=true`: the registrations waiting for an administrator (the "Pendientes" tab). */
export const usuarioFilterSchema = z.object({ active: queryFlag.optional(), pendientes: queryFlag.optional() });

/** REGISTRO: abierto (accounts start active), aprobacion (they wait for an administrator), cerrado (only an administrator creates them). */
export const MODOS_REGISTRO = ['abierto', 'aprobacion', 'cerrado'] as const;
export type ModoRegistro = (typeof MODOS_REGISTRO)[number];

export const REGISTRO_CERRADO = 'El registro de usuarios está cerrado';
export const REGISTRO_EN_ESPERA = 'Registro recibido: su cuenta espera la aprobación de un administrador';
export const CUENTA_EN_ESPERA = 'Su cuenta espera la aprobación de un administrador';
/** An anonymous registration is not told which of the two is taken (the administrator's screen is). */
export const USUARIO_O_EMAIL_REGISTRADO = 'El nombre de usuario o el email ya están registrados';

export type UsuarioInput = z.infer<typeof usuarioCreateSchema>;
export type UsuarioUpdate = z.infer<typeof usuarioUpdateSchema>;
export type Credenciales = z.infer<typeof loginSchema>;
export type CambioContrasena = z.infer<typeof cambioContrasenaSchema>;
