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
    SegundoFactor: z.boolean().meta({ description: 'Ingresa con un código de su aplicación de autenticación (TOTP) además de la contraseña.' }),
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

/** How long a mailed link to choose a new password stays good (it also stops after its first use). */
export const MINUTOS_ENLACE_DE_RESTABLECIMIENTO = 30;
/** The same answer whether the account exists, has an e-mail, or not: it tells nobody which names exist. */
export const RECUPERACION_PEDIDA = `Si la cuenta existe y tiene un email, le enviamos un enlace para elegir una nueva contraseña. Vence en ${MINUTOS_ENLACE_DE_RESTABLECIMIENTO} minutos.`;
export const ENLACE_INVALIDO = 'El enlace no es válido, ya se usó o venció: pida uno nuevo';
export const CONTRASENA_RESTABLECIDA = 'Contraseña restablecida: ingrese con la nueva';

/** "¿Olvidó su contraseña?": the account as the login takes it, by its user name or its e-mail. */
export const recuperacionSchema = loginSchema.pick({ nombreUsuario: true });

/** The mailed link's token and the new password, with the usual rules. */
export const restablecimientoSchema = z.object({
  Token: z.string({ error: ENLACE_INVALIDO }).min(1, ENLACE_INVALIDO).max(200, ENLACE_INVALIDO),
  ContrasenaNueva: contrasena,
});

// The second factor (issue 49, item 5): a TOTP code of an authenticator app, or one of ten single-use recovery codes.
export const CODIGOS_DE_RECUPERACION = 10;
export const CODIGO_INCORRECTO = 'Código incorrecto';
export const INGRESO_VENCIDO = 'El ingreso venció: escriba otra vez su usuario y contraseña';
export const SEGUNDO_FACTOR_YA_ACTIVO = 'El segundo factor ya está activo';
export const SEGUNDO_FACTOR_SIN_ESCANEAR = 'Primero pida el código QR y escanéelo con su aplicación';
export const SEGUNDO_FACTOR_OBLIGATORIO = 'La configuración del servidor exige el segundo factor a los administradores';
export const SEGUNDO_FACTOR_INACTIVO = 'El segundo factor no está activo';
export const SEGUNDO_FACTOR_RESTABLECIDO = 'Segundo factor restablecido: el usuario lo activa otra vez';

/** What a sign-in whose password was right still needs: a code, or (REQUIERE_2FA) turning the second factor on. */
export const PASOS_SEGUNDO_FACTOR = ['codigo', 'inscripcion'] as const;
export type PasoSegundoFactor = (typeof PASOS_SEGUNDO_FACTOR)[number];

const codigo = z.string({ error: 'Código requerido' }).trim().min(1, 'Código requerido').max(20, CODIGO_INCORRECTO);
const desafio = z.string({ error: INGRESO_VENCIDO }).min(1, INGRESO_VENCIDO).max(2000, INGRESO_VENCIDO);

/** The sign-in's second step: the challenge the password step answered and a code (6 digits or a recovery code). */
export const codigoDeIngresoSchema = z.object({ Desafio: desafio, Codigo: codigo });
/** Enrolment, by the signed-in user or (REQUIERE_2FA) by the challenge of a sign-in that must turn it on. */
export const inscripcionSchema = z.object({ Desafio: desafio.optional() });
export const activacionSchema = z.object({ Codigo: codigo, Desafio: desafio.optional() });
/** Turning one's own second factor off takes a code, so a session left open is not enough. */
export const desactivacionSchema = z.object({ Codigo: codigo });

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
export type Recuperacion = z.infer<typeof recuperacionSchema>;
export type Restablecimiento = z.infer<typeof restablecimientoSchema>;
export type CodigoDeIngreso = z.infer<typeof codigoDeIngresoSchema>;
export type Activacion = z.infer<typeof activacionSchema>;
