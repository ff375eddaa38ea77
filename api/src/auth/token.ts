// The bearer token of a request and the session it stands for: the sign-in hands the token out, requireAuth
// (installed by app.ts) reads it back. http/ knows only the session (nucleo/sesion.ts), never how it is found.
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Rol } from '#dominio/roles';
import type { Sesion } from '../nucleo/sesion.js';
import { unauthorized } from '../errores.js';
import { preparada } from '../db/rapido/preparadas.js';

interface TokenClaims {
  sub: string;
  Rol: Rol;
  /** The user's tokens_validos_desde (epoch ms) when the token was issued. */
  tv: number;
  iat: number;
  exp: number;
}

// Given a string, jsonwebtoken builds a KeyObject on every call, after first trying (and failing) to
// read it as a PEM public key: a tenth of a list request's CPU. One key per configuration instead.
const claves = new WeakMap<Config, KeyObject>();
function claveDe(config: Config): KeyObject {
  let clave = claves.get(config);
  if (!clave) {
    clave = createSecretKey(Buffer.from(config.jwtSecret));
    claves.set(config, clave);
  }
  return clave;
}

/**
 * The token carries the user's "valid from" stamp; a password, role or activity change moves
 * the stamp, which revokes every token issued before, even within the same second.
 */
export function signToken(config: Config, usuario: { UsuarioID: number; Rol: Rol }, tokensValidosDesde: Date | string): string {
  return jwt.sign({ Rol: usuario.Rol, tv: new Date(tokensValidosDesde).getTime() }, claveDe(config), {
    algorithm: 'HS256',
    subject: String(usuario.UsuarioID),
    expiresIn: config.jwtExpiresIn as jwt.SignOptions['expiresIn'],
  });
}

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}

function verify(config: Config, token: string): TokenClaims {
  try {
    return jwt.verify(token, claveDe(config), { algorithms: ['HS256'] }) as TokenClaims;
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw unauthorized('Token expirado');
    throw unauthorized('Token inválido');
  }
}

/**
 * Resolves the token's user: it must exist, be active, and the token must have been issued
 * after the user's last password, role or activity change.
 */
async function sessionFor(db: Knex, config: Config, token: string): Promise<Sesion> {
  const claims = verify(config, token);
  const usuario = await preparada(
    db('usuarios')
      .where({ usuario_id: Number(claims.sub) })
      .first('usuario_id', 'rol', 'nombre', 'apellido', 'active', 'tokens_validos_desde'),
  );
  if (!usuario?.active) throw unauthorized('Usuario inactivo o inexistente');
  if (claims.tv !== new Date(usuario.tokens_validos_desde).getTime()) {
    throw unauthorized('Token revocado, inicie sesión nuevamente');
  }
  return { UsuarioID: usuario.usuario_id, Rol: usuario.rol, Nombre: usuario.nombre, Apellido: usuario.apellido };
}

/** Requires a valid token of an active user and puts the session in ctx.state.sesion. */
export function requireAuth(db: Knex, config: Config): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized('Token no proporcionado');
    ctx.state.sesion = await sessionFor(db, config, token);
    await next();
  };
}

/** The session when a valid token came along, else undefined (public endpoints). */
export async function optionalSession(db: Knex, config: Config, ctx: Context): Promise<Sesion | undefined> {
  const token = bearerToken(ctx);
  if (!token) return undefined;
  try {
    return await sessionFor(db, config, token);
  } catch {
    return undefined;
  }
}
