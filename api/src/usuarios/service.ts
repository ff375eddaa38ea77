import bcrypt from 'bcrypt';
import { fetchPage, whereSearch } from '../db/queries.js';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { badRequest, conflict, forbidden } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { USUARIO_O_EMAIL_REGISTRADO, type Usuario, type UsuarioInput, type UsuarioUpdate } from '#dominio/usuarios';
import { usuarioMapper } from './mapper.js';
import { CAMBIO_DE_CONTRASENA } from '#dominio/auditoria';
import { auditar, auditarModificacion, cambiosEntre } from '../auditoria/registro.js';
import { throttle } from '../auth/throttle.js';
import { comprobarVersion, edicion, versionSiguiente } from '../versiones.js';
import { asegurarNoComun } from './contrasenasComunes.js';
import {
  asegurarOtroAdministrador,
  bloquearAdministradores,
  buscarParaIngreso,
  comprobarUnicos,
  hayAdministradorActivo,
  leerFila,
  selloDeRevocacion,
} from './filas.js';

export const SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR = 'Solo un administrador puede registrar otro administrador';
export const CONTRASENA_ACTUAL_INCORRECTA = 'La contraseña actual no es correcta';
export const DEMASIADOS_INTENTOS = 'Demasiados intentos fallidos';

export const NO_PENDIENTE = 'El usuario no está pendiente de aprobación';

export interface UsuarioFilter {
  active?: boolean;
  /** Only the registrations waiting for an administrator. */
  pendientes?: boolean;
}

/** How an account comes to be, besides its data (see crear). */
export interface OpcionesAlta {
  /** Public registration of an administrator: allowed only while none is active. */
  sinAdministradorActivo?: boolean;
  /** REGISTRO=aprobacion: the account starts inactive and waits for an administrator's decision. */
  pendiente?: boolean;
  /** Anonymous: a taken user name or e-mail is answered with one message for both. */
  anonimo?: boolean;
}

export function usuariosService(db: Knex, config: Config) {
  const intentos = throttle(db, config.now);

  async function listar(filter: UsuarioFilter, listQuery: ListQuery) {
    const query = db('usuarios').select(usuarioMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    const estadoRegistro = filter.pendientes ? 'pendiente' : undefined;
    if (estadoRegistro) query.where({ estado_registro: estadoRegistro });
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'usuario_id', {
      tabla: 'usuarios',
      filtros: { active: filter.active, estado_registro: estadoRegistro },
      busquedaLeidaUnaVez: true,
    });
    return { data: rows.map(usuarioMapper.toApi), total };
  }

  async function obtener(id: number): Promise<Usuario<Date>> {
    return usuarioMapper.toApi(await leerFila(db, id));
  }

  /**
   * `autor`: who creates the account; none when its owner registers it, who is then its own author.
   * `sinAdministradorActivo`: the check and the insert are one serialised step, so two public
   * registrations at once make one administrator.
   */
  async function crear(input: UsuarioInput, autor: Sesion | undefined, opciones: OpcionesAlta = {}): Promise<Usuario<Date>> {
    const { sinAdministradorActivo = false, pendiente = false, anonimo = false } = opciones;
    const { Contrasena, ...datos } = pendiente ? { ...input, Active: false } : input;
    asegurarNoComun(Contrasena, 'Contrasena');
    // bcrypt runs before the transaction, which would otherwise hold a connection (PGlite's only one) meanwhile.
    const contrasenaHash = await bcrypt.hash(Contrasena, config.costoContrasenas);
    return db.transaction(async (trx) => {
      if (input.Rol === 'Administrador') await bloquearAdministradores(trx);
      if (sinAdministradorActivo && (await hayAdministradorActivo(trx))) throw forbidden(SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR);
      await comprobarUnicos(trx, input, undefined, anonimo ? USUARIO_O_EMAIL_REGISTRADO : undefined);
      const [row] = await trx('usuarios')
        .insert({ ...usuarioMapper.toRow(datos), contrasena_hash: contrasenaHash, estado_registro: pendiente ? 'pendiente' : 'aprobado' })
        .returning('*');
      const usuario = usuarioMapper.toApi(row);
      const id = usuario.UsuarioID;
      await auditar(trx, autor ?? { UsuarioID: id }, { entidad: 'usuarios', id, accion: 'crear', despues: usuario });
      return usuario;
    });
  }

  /**
   * A new password is named in the trail, never written: alone it is a 'cambiar_contrasena'; along
   * with other changes it is one more of them (CAMBIO_DE_CONTRASENA), in the one row of the update.
   */
  async function editar(id: number, input: UsuarioUpdate, sesion: Sesion, version?: number): Promise<Usuario<Date>> {
    if (id === sesion.UsuarioID && input.Active === false) {
      throw badRequest('No puede inactivar su propia cuenta');
    }
    const { Contrasena, ...datos } = input;
    if (Contrasena !== undefined) asegurarNoComun(Contrasena, 'Contrasena');
    const contrasenaHash = Contrasena === undefined ? undefined : await bcrypt.hash(Contrasena, config.costoContrasenas);
    return edicion(db, obtener, id, async (trx) => {
      const current = await leerFila(trx, id, { bloquear: true });
      comprobarVersion(current.version, version);
      if ((input.Rol !== undefined && input.Rol !== 'Administrador') || input.Active === false) await asegurarOtroAdministrador(trx, current);
      await comprobarUnicos(trx, input, id);
      const changes: Record<string, unknown> = { ...usuarioMapper.toRow(datos), updated_at: config.now(), version: versionSiguiente(trx) };
      if (contrasenaHash !== undefined) changes.contrasena_hash = contrasenaHash;
      // Activating a waiting or rejected registration by hand decides it too.
      if (input.Active === true && current.estado_registro !== 'aprobado') changes.estado_registro = 'aprobado';
      // Tokens issued before a password or role change, or an inactivation, stop working.
      if (Contrasena !== undefined || (input.Rol !== undefined && input.Rol !== current.rol) || input.Active === false) {
        changes.tokens_validos_desde = selloDeRevocacion(config.now(), current);
      }
      const [row] = await trx('usuarios').where({ usuario_id: id }).update(changes).returning('*');
      const [antes, despues] = [usuarioMapper.toApi(current), usuarioMapper.toApi(row)];
      if (Contrasena !== undefined && cambiosEntre(antes, despues).length === 0) {
        await auditar(trx, sesion, { entidad: 'usuarios', id, accion: 'cambiar_contrasena' });
        return despues;
      }
      const cambios = Contrasena === undefined ? [] : [CAMBIO_DE_CONTRASENA];
      return auditarModificacion(trx, sesion, { entidad: 'usuarios', id, antes, despues, cambios });
    });
  }

  async function desactivar(id: number, sesion: Sesion, version?: number): Promise<Usuario<Date>> {
    if (id === sesion.UsuarioID) throw badRequest('No puede inactivar su propia cuenta');
    return edicion(db, obtener, id, async (trx) => {
      const current = await leerFila(trx, id, { bloquear: true });
      comprobarVersion(current.version, version);
      await asegurarOtroAdministrador(trx, current);
      // Its tokens stay revoked even if the account is reactivated later.
      const [row] = await trx('usuarios')
        .where({ usuario_id: id })
        .update({
          active: false,
          updated_at: config.now(),
          tokens_validos_desde: selloDeRevocacion(config.now(), current),
          version: versionSiguiente(trx),
        })
        .returning('*');
      // An account already inactive changes nothing, and leaves no row.
      return auditarModificacion(trx, sesion, {
        entidad: 'usuarios',
        id,
        antes: usuarioMapper.toApi(current),
        despues: usuarioMapper.toApi(row),
      });
    });
  }

  /** An administrator's unlock: the account's failed sign-ins are cleared, so its owner can sign in at once. */
  async function desbloquear(id: number, sesion: Sesion): Promise<Usuario<Date>> {
    return db.transaction(async (trx) => {
      const usuario = usuarioMapper.toApi(await leerFila(trx, id));
      await intentos.clearAccount(id, trx);
      await auditar(trx, sesion, { entidad: 'usuarios', id, accion: 'desbloquear' });
      return usuario;
    });
  }

  /**
   * An administrator's decision on a registration waiting for one (REGISTRO=aprobacion): approving
   * activates it with the role it asked for, rejecting keeps it inactive (nothing is deleted). 409
   * once it is not waiting, or when it changed since the version the administrator saw (its role edited).
   * Either is one row of the trail.
   */
  async function decidirRegistro(id: number, aprobar: boolean, sesion: Sesion, version?: number): Promise<Usuario<Date>> {
    return edicion(db, obtener, id, async (trx) => {
      const current = await leerFila(trx, id, { bloquear: true });
      comprobarVersion(current.version, version);
      if (current.estado_registro !== 'pendiente') throw conflict(NO_PENDIENTE);
      const [row] = await trx('usuarios')
        .where({ usuario_id: id })
        .update({
          estado_registro: aprobar ? 'aprobado' : 'rechazado',
          active: aprobar,
          updated_at: config.now(),
          version: versionSiguiente(trx),
        })
        .returning('*');
      const [antes, despues] = [usuarioMapper.toApi(current), usuarioMapper.toApi(row)];
      await auditar(trx, sesion, { entidad: 'usuarios', id, accion: aprobar ? 'aprobar' : 'rechazar', antes, despues });
      return despues;
    });
  }

  return {
    listar,
    obtener,
    crear,
    editar,
    desactivar,
    desbloquear,
    aprobar: (id: number, sesion: Sesion, version?: number) => decidirRegistro(id, true, sesion, version),
    rechazar: (id: number, sesion: Sesion, version?: number) => decidirRegistro(id, false, sesion, version),
    buscarParaIngreso: (nombreUsuarioOEmail: string) => buscarParaIngreso(db, nombreUsuarioOEmail),
    hayAdministradorActivo: () => hayAdministradorActivo(db),
  };
}

export type UsuariosService = ReturnType<typeof usuariosService>;
