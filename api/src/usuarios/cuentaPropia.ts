import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { badRequest } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { CambioContrasena, Preferencias } from '#dominio/usuarios';
import { usuarioMapper } from './mapper.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { POR_CUENTA, throttle } from '../auth/throttle.js';
import { versionSiguiente } from '../versiones.js';
import { asegurarNoComun } from './contrasenasComunes.js';
import { leerFila, selloDeRevocacion } from './filas.js';
import { CONTRASENA_ACTUAL_INCORRECTA, DEMASIADOS_INTENTOS } from './service.js';

// What a user does with their own account, apart from an administrator's use cases (service.ts): signing out
// everywhere, their password (changed, or reset through a mailed link), their preferences.

export function cuentaPropiaService(db: Knex, config: Config) {
  const intentos = throttle(db, config.now);

  /** Signing out: every token of the user issued until now stops working (the per-user "valid after" stamp). */
  async function revocarTokens(id: number): Promise<void> {
    const current = await leerFila(db, id);
    await db('usuarios')
      .where({ usuario_id: id })
      .update({ tokens_validos_desde: selloDeRevocacion(config.now(), current) });
  }

  /**
   * A user's own password change. A wrong current password leaves everything as it was; a right one
   * revokes every earlier token, as any password change does, and the caller signs a new one. The
   * trail names the change, with the user as its author, and never its value.
   * The current-password checks of an account are throttled as its sign-ins are (a stolen token must
   * not be a way to guess the password, each guess a bcrypt run); a common new password is refused
   * before, without counting.
   */
  async function cambiarContrasena(id: number, { ContrasenaActual, ContrasenaNueva }: CambioContrasena) {
    asegurarNoComun(ContrasenaNueva, 'ContrasenaNueva');
    const { contrasena_hash } = await leerFila(db, id);
    const clave = `contrasena:usuario:${id}`;
    await intentos.attempt([{ clave, limite: POR_CUENTA, usuarioId: id }], DEMASIADOS_INTENTOS);
    // bcrypt runs outside the transaction (see crear).
    if (!(await bcrypt.compare(ContrasenaActual, contrasena_hash))) {
      throw badRequest(CONTRASENA_ACTUAL_INCORRECTA, { ContrasenaActual: CONTRASENA_ACTUAL_INCORRECTA });
    }
    await intentos.reset(clave);
    return ponerContrasena(id, ContrasenaNueva, 'cambiar_contrasena');
  }

  /**
   * A password set through a mailed link (auth/restablecimiento.ts): the usual rules for the new one, and
   * `consumirEnlace` runs first in the same transaction, so a link that is no longer good changes nothing.
   */
  function restablecerContrasena(id: number, ContrasenaNueva: string, consumirEnlace: (trx: Knex.Transaction) => Promise<void>) {
    asegurarNoComun(ContrasenaNueva, 'ContrasenaNueva');
    return ponerContrasena(id, ContrasenaNueva, 'restablecer_contrasena', consumirEnlace);
  }

  /** The new password's hash, every earlier token revoked, and the user named as the author of the change in the trail. */
  async function ponerContrasena(
    id: number,
    contrasena: string,
    accion: 'cambiar_contrasena' | 'restablecer_contrasena',
    antes?: (trx: Knex.Transaction) => Promise<void>,
  ) {
    // bcrypt runs outside the transaction (see crear).
    const contrasenaHash = await bcrypt.hash(contrasena, config.costoContrasenas);
    return db.transaction(async (trx) => {
      await antes?.(trx);
      const current = await leerFila(trx, id);
      const [row] = await trx('usuarios')
        .where({ usuario_id: id })
        .update({ contrasena_hash: contrasenaHash, updated_at: config.now(), tokens_validos_desde: selloDeRevocacion(config.now(), current) })
        .returning('*');
      await auditar(trx, { UsuarioID: id }, { entidad: 'usuarios', id, accion });
      return row;
    });
  }

  /** The signed-in user's own preferences (the daily digest by mail). */
  async function preferencias(sesion: Sesion): Promise<Preferencias> {
    const { resumen_diario } = await leerFila(db, sesion.UsuarioID);
    return { ResumenDiario: resumen_diario };
  }

  /** Changes them as an edit of the user's record by themself: a new version, and in its trail when it changed. */
  async function guardarPreferencias(sesion: Sesion, input: Preferencias): Promise<Preferencias> {
    const id = sesion.UsuarioID;
    const { ResumenDiario } = await db.transaction(async (trx) => {
      const current = await leerFila(trx, id, { bloquear: true });
      const [row] = await trx('usuarios')
        .where({ usuario_id: id })
        .update({ ...usuarioMapper.toRow(input), updated_at: config.now(), version: versionSiguiente(trx) })
        .returning('*');
      return auditarModificacion(trx, sesion, {
        entidad: 'usuarios',
        id,
        antes: usuarioMapper.toApi(current),
        despues: usuarioMapper.toApi(row),
      });
    });
    return { ResumenDiario };
  }

  return { revocarTokens, cambiarContrasena, restablecerContrasena, preferencias, guardarPreferencias };
}
