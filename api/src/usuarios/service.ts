import bcrypt from 'bcrypt';
import { fetchPage, whereContainsAny } from '../db/queries.js';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { badRequest, conflict, notFound } from '../errores.js';
import type { ListQuery } from '../http/paging.js';
import type { Sesion } from './sesion.js';
import type { Usuario, UsuarioInput, UsuarioUpdate } from '#dominio/usuarios';
import { usuarioMapper } from './mapper.js';

const BCRYPT_COST = 10;
const NO_ENCONTRADO = 'Usuario no encontrado';

export interface UsuarioFilter {
  active?: boolean;
}

export function usuariosService(db: Knex, config: Config) {
  async function findRow(id: number, trx: Knex = db) {
    const row = await trx('usuarios').where({ usuario_id: id }).first();
    if (!row) throw notFound(NO_ENCONTRADO);
    return row;
  }

  /**
   * Duplicate user names and e-mails are 409 with a message that says which one. Login accepts
   * either, so a user name may not be another user's e-mail, nor an e-mail another's user name.
   */
  async function assertUnique(trx: Knex, values: { NombreUsuario?: string; Email?: string }, exceptId?: number) {
    const checks = [
      { value: values.NombreUsuario, message: 'El nombre de usuario ya existe' },
      { value: values.Email, message: 'El email ya está registrado' },
    ];
    for (const { value, message } of checks) {
      if (value === undefined) continue;
      const query = trx('usuarios').where((w) =>
        w.whereRaw('lower(nombre_usuario) = lower(?)', [value]).orWhereRaw('lower(email) = lower(?)', [value]),
      );
      if (exceptId !== undefined) query.whereNot({ usuario_id: exceptId });
      if (await query.first('usuario_id')) throw conflict(message);
    }
  }

  /**
   * A new "tokens valid from" stamp, strictly after the current one so that it revokes every
   * token issued so far even when the clock is fixed or two changes share a millisecond.
   */
  function revocationStamp(row: { tokens_validos_desde: Date | string }): Date {
    return new Date(Math.max(config.now().getTime(), new Date(row.tokens_validos_desde).getTime() + 1));
  }

  async function hasActiveAdministrator(trx: Knex = db): Promise<boolean> {
    return Boolean(await trx('usuarios').where({ rol: 'Administrador', active: true }).first('usuario_id'));
  }

  async function list(filter: UsuarioFilter, listQuery: ListQuery) {
    const query = db('usuarios').select('*');
    if (filter.active !== undefined) query.where({ active: filter.active });
    whereContainsAny(query, ['nombre', 'apellido', 'nombre_usuario', 'email'], listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'usuario_id', { tabla: 'usuarios', filtros: { active: filter.active } });
    return { data: rows.map(usuarioMapper.toApi), total };
  }

  async function get(id: number): Promise<Usuario<Date>> {
    return usuarioMapper.toApi(await findRow(id));
  }

  async function create(input: UsuarioInput): Promise<Usuario<Date>> {
    return db.transaction(async (trx) => {
      await assertUnique(trx, input);
      const { Contrasena, ...datos } = input;
      const [row] = await trx('usuarios')
        .insert({ ...usuarioMapper.toRow(datos), contrasena_hash: await bcrypt.hash(Contrasena, BCRYPT_COST) })
        .returning('*');
      return usuarioMapper.toApi(row);
    });
  }

  async function update(id: number, input: UsuarioUpdate, sesion: Sesion): Promise<Usuario<Date>> {
    if (id === sesion.UsuarioID && input.Active === false) {
      throw badRequest('No puede inactivar su propia cuenta');
    }
    return db.transaction(async (trx) => {
      const current = await findRow(id, trx);
      await assertUnique(trx, input, id);
      const { Contrasena, ...datos } = input;
      const changes: Record<string, unknown> = { ...usuarioMapper.toRow(datos), updated_at: config.now() };
      if (Contrasena !== undefined) changes.contrasena_hash = await bcrypt.hash(Contrasena, BCRYPT_COST);
      // Tokens issued before a password or role change, or an inactivation, stop working.
      if (Contrasena !== undefined || (input.Rol !== undefined && input.Rol !== current.rol) || input.Active === false) {
        changes.tokens_validos_desde = revocationStamp(current);
      }
      const [row] = await trx('usuarios').where({ usuario_id: id }).update(changes).returning('*');
      return usuarioMapper.toApi(row);
    });
  }

  async function desactivar(id: number, sesion: Sesion): Promise<Usuario<Date>> {
    if (id === sesion.UsuarioID) throw badRequest('No puede inactivar su propia cuenta');
    const current = await findRow(id);
    // Its tokens stay revoked even if the account is reactivated later.
    const [row] = await db('usuarios')
      .where({ usuario_id: id })
      .update({ active: false, updated_at: config.now(), tokens_validos_desde: revocationStamp(current) })
      .returning('*');
    return usuarioMapper.toApi(row);
  }

  /** The user row for a login name or e-mail, with its hash; only the auth service uses it. */
  async function findForLogin(nombreUsuarioOEmail: string) {
    return db('usuarios')
      .whereRaw('lower(nombre_usuario) = lower(?)', [nombreUsuarioOEmail])
      .orWhereRaw('lower(email) = lower(?)', [nombreUsuarioOEmail])
      .orderByRaw('lower(nombre_usuario) = lower(?) DESC', [nombreUsuarioOEmail])
      .first();
  }

  return { list, get, create, update, desactivar, hasActiveAdministrator, findForLogin };
}

export type UsuariosService = ReturnType<typeof usuariosService>;
