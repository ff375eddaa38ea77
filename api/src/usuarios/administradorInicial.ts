import type { Knex } from 'knex';
import { segundoFactorService } from '../auth/segundoFactor.js';
import type { z } from 'zod';
import { usuarioCreateSchema, type Usuario } from '#dominio/usuarios';
import type { Config } from '../config.js';
import { usuariosService } from './service.js';

/** Each field of the first administrator and the variable that gives it (README, Producción). */
const VARIABLES = {
  NombreUsuario: 'ADMIN_INICIAL_USUARIO',
  Contrasena: 'ADMIN_INICIAL_CONTRASENA',
  Email: 'ADMIN_INICIAL_EMAIL',
  Nombre: 'ADMIN_INICIAL_NOMBRE',
  Apellido: 'ADMIN_INICIAL_APELLIDO',
  Telefono: 'ADMIN_INICIAL_TELEFONO',
  Direccion: 'ADMIN_INICIAL_DIRECCION',
} as const;
type Campo = keyof typeof VARIABLES;

// Telefono and Direccion are optional here (an empty variable, as compose passes it, counts as absent);
// the administrator completes them later in Usuarios.
const SIN_CARGAR = 'Sin cargar';

/** Whether the environment names a first administrator (MIGRATE_ONLY creates it only then). */
export const administradorInicialPedido = (env: NodeJS.ProcessEnv) => Boolean(env.ADMIN_INICIAL_USUARIO);

/** The schema's data, or an Error whose message names each wrong variable with the schema's Spanish message. */
function validar<T extends z.ZodType>(schema: T, datos: Partial<Record<Campo, string>>): z.infer<T> {
  const resultado = schema.safeParse(datos);
  if (resultado.success) return resultado.data;
  const lineas = resultado.error.issues.map((issue) => `${VARIABLES[issue.path[0] as Campo] ?? issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Administrador inicial: ${[...new Set(lineas)].join('; ')}`);
}

/**
 * `npm run admin:crear` (node api/dist/server.js admin:crear), and MIGRATE_ONLY with ADMIN_INICIAL_*:
 * the Administrador the variables describe, through the users service (bcrypt, audit trail, with the
 * account as its own author). A user name (or e-mail) that already exists is recovered instead: it
 * gets the new password (which revokes its tokens), Rol Administrador, and is active and approved;
 * its second factor is cleared; then only ADMIN_INICIAL_USUARIO and ADMIN_INICIAL_CONTRASENA are read.
 */
export async function crearAdministradorInicial(db: Knex, config: Config, env: NodeJS.ProcessEnv) {
  const usuarios = usuariosService(db, config);
  const leer = (campo: Campo, porDefecto?: string) => env[VARIABLES[campo]] || porDefecto;
  const existente = await usuarios.buscarParaIngreso(leer('NombreUsuario') ?? '');
  if (existente) {
    const { Contrasena } = validar(usuarioCreateSchema.pick({ Contrasena: true }), { Contrasena: leer('Contrasena') });
    const sesion = { UsuarioID: existente.usuario_id, Rol: existente.rol, Nombre: existente.nombre, Apellido: existente.apellido };
    // A lost phone too: the shell on the server is the last way in, so the second factor is cleared to enrol again.
    if (existente.totp_activo || existente.totp_secreto) await segundoFactorService(db, config).restablecer(existente.usuario_id, sesion);
    const usuario = await usuarios.editar(existente.usuario_id, { Contrasena, Rol: 'Administrador', Active: true }, sesion);
    return { usuario, creado: false };
  }
  const datos = validar(usuarioCreateSchema, {
    NombreUsuario: leer('NombreUsuario'),
    Contrasena: leer('Contrasena'),
    Email: leer('Email'),
    Nombre: leer('Nombre'),
    Apellido: leer('Apellido'),
    Telefono: leer('Telefono', SIN_CARGAR),
    Direccion: leer('Direccion', SIN_CARGAR),
  });
  const usuario: Usuario<Date> = await usuarios.crear({ ...datos, Rol: 'Administrador', Active: true }, undefined);
  return { usuario, creado: true };
}
