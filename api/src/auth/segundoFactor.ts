import { createHash, createHmac, randomInt } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../config.js';
import { conflict, forbidden, unauthorized } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar } from '../auditoria/registro.js';
import { leerFila, selloDeRevocacion } from '../usuarios/filas.js';
import { DEMASIADOS_INTENTOS } from '../usuarios/service.js';
import { POR_CUENTA, throttle } from './throttle.js';
import {
  CODIGO_INCORRECTO,
  CODIGOS_DE_RECUPERACION,
  INGRESO_VENCIDO,
  type PasoSegundoFactor,
  SEGUNDO_FACTOR_INACTIVO,
  SEGUNDO_FACTOR_OBLIGATORIO,
  SEGUNDO_FACTOR_SIN_ESCANEAR,
  SEGUNDO_FACTOR_YA_ACTIVO,
} from '#dominio/usuarios';

// The second factor (issue 49, item 5; docs/decisiones.md 111): TOTP (RFC 6238, 6 digits every 30 seconds, the
// authenticator apps' default) with otpauth, and ten single-use recovery codes kept as SHA-256 only.

const PERIODO_S = 30;
// A code of the step before or after is accepted too: a phone's clock a few seconds off still signs in.
const VENTANA = 1;
const MINUTOS_DEL_DESAFIO = 5;
// Recovery codes without the characters people misread (0/O, 1/I/L): 10 of 31 symbols, about 50 bits each.
const SIMBOLOS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const hashDe = (texto: string) => createHash('sha256').update(texto).digest('hex');

/** The challenge's key, derived from the session tokens' secret: a challenge never passes for a session token. */
const claveDelDesafio = (config: Config) => createHmac('sha256', config.jwtSecret).update('segundo-factor').digest();

function codigoDeRecuperacion(): string {
  const simbolos = Array.from({ length: 10 }, () => SIMBOLOS[randomInt(SIMBOLOS.length)]).join('');
  return `${simbolos.slice(0, 5)}-${simbolos.slice(5)}`;
}

/** A usuarios row, with the columns this service reads. */
export type FilaDeUsuario = Record<string, unknown> & {
  usuario_id: number;
  rol: string;
  active: boolean;
  nombre_usuario: string;
  totp_secreto: string | null;
  totp_activo: boolean;
  tokens_validos_desde: Date | string;
};

export function segundoFactorService(db: Knex, config: Config) {
  const ahora = () => config.now();
  const intentos = throttle(db, config.now);

  /** Failed codes of an account wait as its failed passwords do (429); a good one clears its counter. */
  async function contado<T>(usuarioId: number, probar: () => Promise<T>): Promise<T> {
    const clave = `codigo:usuario:${usuarioId}`;
    await intentos.attempt([{ clave, limite: POR_CUENTA, usuarioId }], DEMASIADOS_INTENTOS);
    const resultado = await probar();
    await intentos.reset(clave);
    return resultado;
  }

  /** What a sign-in with the right password of `row` still needs, if anything. */
  function pasoPendiente(row: FilaDeUsuario): PasoSegundoFactor | undefined {
    if (row.totp_activo) return 'codigo';
    if (config.requiere2fa === 'administradores' && row.rol === 'Administrador') return 'inscripcion';
    return undefined;
  }

  /** A challenge good for five minutes, and only while the user's tokens stay valid (a password change ends it). */
  function emitirDesafio(row: FilaDeUsuario): string {
    // On the server's clock (config.now), as every other rule of time here.
    const iat = Math.floor(ahora().getTime() / 1000);
    return jwt.sign({ tv: new Date(row.tokens_validos_desde).getTime(), iat }, claveDelDesafio(config), {
      algorithm: 'HS256',
      subject: String(row.usuario_id),
      expiresIn: `${MINUTOS_DEL_DESAFIO}m`,
    });
  }

  /** The active user a challenge was given to; 401 when it is forged, past its minutes, or the user changed since. */
  async function usuarioDelDesafio(desafio: string): Promise<FilaDeUsuario> {
    let claims: { sub?: string; tv?: number };
    try {
      claims = jwt.verify(desafio, claveDelDesafio(config), {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(ahora().getTime() / 1000),
      }) as typeof claims;
    } catch {
      throw unauthorized(INGRESO_VENCIDO);
    }
    const row = await db('usuarios')
      .where({ usuario_id: Number(claims.sub) })
      .first();
    if (!row?.active || new Date(row.tokens_validos_desde).getTime() !== claims.tv) throw unauthorized(INGRESO_VENCIDO);
    return row;
  }

  /**
   * Whether `codigo` is good for the user, spending it: a TOTP code of the secret (`secreto`, the enrolled one by
   * default) at a time step later than the last one accepted, or an unused recovery code (`recuperacion`). Both
   * spend with a conditional update, so two requests with one code cannot both pass.
   */
  async function gastarCodigo(
    trx: Knex,
    row: FilaDeUsuario,
    codigo: string,
    { secreto = row.totp_secreto, recuperacion = true } = {},
  ): Promise<'totp' | 'recuperacion' | undefined> {
    const limpio = codigo.replace(/[\s-]/g, '').toUpperCase();
    if (/^\d{6}$/.test(limpio) && secreto) {
      const timestamp = ahora().getTime();
      const delta = TOTP.validate({ token: limpio, secret: Secret.fromBase32(secreto), period: PERIODO_S, window: VENTANA, timestamp });
      if (delta === null) return undefined;
      const paso = TOTP.counter({ period: PERIODO_S, timestamp }) + delta;
      const gastado = await trx('usuarios')
        .where({ usuario_id: row.usuario_id })
        .where((q) => q.whereNull('totp_ultimo_paso').orWhere('totp_ultimo_paso', '<', paso))
        .update({ totp_ultimo_paso: paso });
      return gastado === 1 ? 'totp' : undefined;
    }
    if (!recuperacion || !/^[A-Z0-9]{10}$/.test(limpio)) return undefined;
    const gastado = await trx('codigos_recuperacion')
      .where({ usuario_id: row.usuario_id, codigo_hash: hashDe(limpio) })
      .whereNull('usado_en')
      .update({ usado_en: ahora() });
    return gastado === 1 ? 'recuperacion' : undefined;
  }

  /** The sign-in's second step for the challenge's user (usuarioDelDesafio): how the code was good, or 401 CODIGO_INCORRECTO. */
  async function verificarIngreso(row: FilaDeUsuario, codigo: string) {
    return contado(row.usuario_id, async () => {
      const via = await gastarCodigo(db, row, codigo);
      if (!via) throw unauthorized(CODIGO_INCORRECTO);
      return via;
    });
  }

  /** A new secret for `usuarioId` to scan (its QR as an SVG data URL), replacing one scanned and never confirmed. */
  async function iniciarInscripcion(usuarioId: number) {
    const row = await leerFila(db, usuarioId);
    if (row.totp_activo) throw conflict(SEGUNDO_FACTOR_YA_ACTIVO);
    const secreto = new Secret({ size: 20 });
    await db('usuarios').where({ usuario_id: usuarioId }).update({ totp_secreto: secreto.base32, totp_ultimo_paso: null });
    const uri = new TOTP({ issuer: config.empresa.nombre, label: row.nombre_usuario, secret: secreto, period: PERIODO_S }).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { Secreto: secreto.base32, Uri: uri, Qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Turns the second factor on with a code of the secret just scanned: new recovery codes (answered once, kept as
   * hashes), every earlier session revoked (the caller signs a new token), and the change in the user's activity.
   */
  async function activar(usuarioId: number, codigo: string) {
    const codigos = Array.from({ length: CODIGOS_DE_RECUPERACION }, codigoDeRecuperacion);
    const row = await contado(usuarioId, () =>
      db.transaction(async (trx) => {
        const actual = await leerFila(trx, usuarioId, { bloquear: true });
        if (actual.totp_activo) throw conflict(SEGUNDO_FACTOR_YA_ACTIVO);
        if (!actual.totp_secreto) throw conflict(SEGUNDO_FACTOR_SIN_ESCANEAR);
        if (!(await gastarCodigo(trx, actual, codigo, { recuperacion: false }))) throw unauthorized(CODIGO_INCORRECTO);
        await trx('codigos_recuperacion').where({ usuario_id: usuarioId }).delete();
        await trx('codigos_recuperacion').insert(codigos.map((c) => ({ usuario_id: usuarioId, codigo_hash: hashDe(c.replace('-', '')) })));
        const [nueva] = await trx('usuarios')
          .where({ usuario_id: usuarioId })
          .update({ totp_activo: true, tokens_validos_desde: selloDeRevocacion(ahora(), actual) })
          .returning('*');
        await auditar(trx, { UsuarioID: usuarioId }, { entidad: 'usuarios', id: usuarioId, accion: 'activar_segundo_factor' });
        return nueva;
      }),
    );
    return { row, codigos };
  }

  /** Clears the secret and the recovery codes of `usuarioId`, in `trx`, named in its activity with `autor`. */
  async function quitar(trx: Knex, usuarioId: number, autor: Pick<Sesion, 'UsuarioID'>) {
    await trx('codigos_recuperacion').where({ usuario_id: usuarioId }).delete();
    await trx('usuarios').where({ usuario_id: usuarioId }).update({ totp_secreto: null, totp_activo: false, totp_ultimo_paso: null });
    await auditar(trx, autor, { entidad: 'usuarios', id: usuarioId, accion: 'desactivar_segundo_factor' });
  }

  /** One's own second factor off, with a code; not an Administrador's while REQUIERE_2FA=administradores. */
  function desactivar(usuarioId: number, codigo: string) {
    return contado(usuarioId, () =>
      db.transaction(async (trx) => {
        const row = await leerFila(trx, usuarioId, { bloquear: true });
        if (!row.totp_activo) throw conflict(SEGUNDO_FACTOR_INACTIVO);
        if (pasoPendiente({ ...row, totp_activo: false })) throw forbidden(SEGUNDO_FACTOR_OBLIGATORIO);
        if (!(await gastarCodigo(trx, row, codigo))) throw unauthorized(CODIGO_INCORRECTO);
        await quitar(trx, usuarioId, { UsuarioID: usuarioId });
      }),
    );
  }

  /** An Administrador's reset of another user's second factor (a lost phone): that user enrols again. */
  function restablecer(usuarioId: number, sesion: Sesion) {
    return db.transaction(async (trx) => {
      const row = await leerFila(trx, usuarioId, { bloquear: true });
      if (!row.totp_activo && !row.totp_secreto) throw conflict(SEGUNDO_FACTOR_INACTIVO);
      await quitar(trx, usuarioId, sesion);
    });
  }

  return { pasoPendiente, emitirDesafio, usuarioDelDesafio, verificarIngreso, iniciarInscripcion, activar, desactivar, restablecer };
}
