import type { Knex } from 'knex';
import { AppError, forbidden, RegistroModificado } from './errores.js';
import type { Sesion } from './nucleo/sesion.js';

// Optimistic concurrency of every edit (docs/decisiones.md, 69): the client sends back the version it read (http/version.ts), the service compares it
// with the row it has locked, and every edit raises the version in its own UPDATE. An edit without a
// version is checked against nothing, as before.

/** 409 when the client saw another version than the locked row's: nothing is written yet. */
export function comprobarVersion(guardada: number, vista: number | undefined): void {
  if (vista !== undefined && vista !== guardada) throw new RegistroModificado();
}

/** The `version` of an edit's UPDATE: one more than the row's, in the same statement. */
export const versionSiguiente = (trx: Knex) => trx.raw('version + 1');

/**
 * An edit of record `id` in its own transaction. When the record changed since the client read it
 * (RegistroModificado), the transaction rolls back and the 409 carries the record as `leer` reads it
 * then, as its GET answers it, so the client can show what the other person changed.
 */
export async function edicion<T>(
  db: Knex,
  leer: (id: number) => Promise<unknown>,
  id: number,
  editar: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(editar);
  } catch (err) {
    if (!(err instanceof RegistroModificado)) throw err;
    throw new AppError(409, err.message, undefined, undefined, await leer(id));
  }
}

/** An inactivation: the edit of Active to false, checked against the version the client saw as any other. */
export const inactivacion =
  <R>(editar: (id: number, cambios: { Active: false }, sesion: Sesion, version?: number) => Promise<R>) =>
  (id: number, sesion: Sesion, version?: number) =>
    editar(id, { Active: false }, sesion, version);

/** Only an Administrador turns Active over (inactivates or reactivates); others may send it back unchanged. */
export function comprobarCambioDeActivo(enviado: boolean | undefined, actual: boolean, sesion: Sesion, mensaje: string): void {
  if (enviado !== undefined && enviado !== actual && sesion.Rol !== 'Administrador') throw forbidden(mensaje);
}
