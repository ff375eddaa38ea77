import type { Knex } from 'knex';
import { conflict, notFound } from '../errores.js';

// The user rows and the checks every change of an account makes (unique names, the last administrator, the
// revocation stamp), apart from the use cases of service.ts that compose them.

export const NO_ENCONTRADO = 'Usuario no encontrado';
export const ULTIMO_ADMINISTRADOR = 'No se puede dejar el sistema sin un administrador activo';
// Advisory lock key that serialises every change deciding whether an active administrator exists.
const CERROJO_ADMINISTRADORES = 7_320_011;

/** The user row of `id` (404 when there is none); a change locks it (`bloquear`). */
export async function leerFila(trx: Knex, id: number, { bloquear = false } = {}) {
  const query = trx('usuarios').where({ usuario_id: id });
  // A change locks the row it starts from, so the trail's "before" is what it replaced.
  if (bloquear) query.forNoKeyUpdate();
  const row = await query.first();
  if (!row) throw notFound(NO_ENCONTRADO);
  return row;
}

/**
 * Duplicate user names and e-mails are 409 with a message that says which one. Login accepts
 * either, so a user name may not be another user's e-mail, nor an e-mail another's user name.
 * `mensajeUnico` (an anonymous registration): one query for both and one message, so neither the
 * answer nor its time tells which one is taken.
 */
export async function comprobarUnicos(trx: Knex, values: { NombreUsuario?: string; Email?: string }, exceptId?: number, mensajeUnico?: string) {
  const alguno = (valores: string[]) => {
    const query = trx('usuarios').where((w) => {
      for (const value of valores) w.orWhereRaw('lower(nombre_usuario) = lower(?)', [value]).orWhereRaw('lower(email) = lower(?)', [value]);
    });
    if (exceptId !== undefined) query.whereNot({ usuario_id: exceptId });
    return query.first('usuario_id');
  };
  const checks = [
    { value: values.NombreUsuario, message: 'El nombre de usuario ya existe' },
    { value: values.Email, message: 'El email ya está registrado' },
  ].filter((check): check is { value: string; message: string } => check.value !== undefined);
  if (mensajeUnico) {
    if (checks.length > 0 && (await alguno(checks.map((c) => c.value)))) throw conflict(mensajeUnico);
    return;
  }
  for (const { value, message } of checks) {
    if (await alguno([value])) throw conflict(message);
  }
}

/**
 * A new "tokens valid from" stamp, strictly after the current one so that it revokes every
 * token issued so far even when the clock is fixed or two changes share a millisecond.
 */
export function selloDeRevocacion(ahora: Date, row: { tokens_validos_desde: Date | string }): Date {
  return new Date(Math.max(ahora.getTime(), new Date(row.tokens_validos_desde).getTime() + 1));
}

export async function hayAdministradorActivo(trx: Knex): Promise<boolean> {
  return Boolean(await trx('usuarios').where({ rol: 'Administrador', active: true }).first('usuario_id'));
}

/** Until the transaction ends, no other one can add, demote or inactivate an administrator. */
export async function bloquearAdministradores(trx: Knex) {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [CERROJO_ADMINISTRADORES]);
}

/** 409 when the change would leave `current` (an active administrator) as the last one gone. */
export async function asegurarOtroAdministrador(trx: Knex, current: { usuario_id: number; rol: string; active: boolean }) {
  if (current.rol !== 'Administrador' || !current.active) return;
  await bloquearAdministradores(trx);
  const otro = await trx('usuarios')
    .where({ rol: 'Administrador', active: true })
    .whereNot({ usuario_id: current.usuario_id })
    .first('usuario_id');
  if (!otro) throw conflict(ULTIMO_ADMINISTRADOR);
}

/** The user row for a login name or e-mail, with its hash; only the auth service uses it. */
export async function buscarParaIngreso(db: Knex, nombreUsuarioOEmail: string) {
  return db('usuarios')
    .whereRaw('lower(nombre_usuario) = lower(?)', [nombreUsuarioOEmail])
    .orWhereRaw('lower(email) = lower(?)', [nombreUsuarioOEmail])
    .orderByRaw('lower(nombre_usuario) = lower(?) DESC', [nombreUsuarioOEmail])
    .first();
}
