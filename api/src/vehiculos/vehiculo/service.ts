import type { Knex } from 'knex';
import { diaNegocio } from '#dominio/fechas';
import {
  erroresDeMarcas,
  type Vehiculo,
  type VehiculoDetalle,
  type VehiculoFilter,
  type VehiculoInput,
  type VehiculoUpdate,
} from '#dominio/vehiculos';
import { auditar, auditarModificacion } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { fetchPage, likePattern, whereDays } from '../../db/queries.js';
import { badRequest, conflict, forbidden } from '../../errores.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import { consultaAlertasDocumentos, consultaAlertasMantenimiento } from '../alertas/consultas.js';
import { documentoService } from '../documento/service.js';
import { KM_MENOR_AL_ACTUAL, anotarLectura, registrarKilometraje } from '../kilometraje/service.js';
import { mantenimientoService } from '../mantenimiento/service.js';
import { ESTADO_DERIVADO_SQL, bloquearVehiculo, buscarVehiculo, camposEditados, consultaVehiculos } from './consultas.js';
import { vehiculoMapper } from './mapper.js';
import { comprobarVersion, edicion, inactivacion, versionSiguiente, comprobarCambioDeActivo } from '../../versiones.js';

export const ORDEN_VEHICULOS = { sort: 'Patente', order: 'asc' } as const;
const PATENTE_DUPLICADA = 'Ya existe un vehículo con esa patente';
const SOLO_ADMINISTRADOR_ACTIVO = 'Solo un Administrador puede activar o inactivar vehículos';

/** Duplicate patente: 409, also when a concurrent insert wins the race to the unique index. */
async function conPatenteUnica<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string; constraint?: string }).constraint === 'vehiculos_patente_unica') {
      throw conflict(PATENTE_DUPLICADA);
    }
    throw err;
  }
}

async function asegurarPatenteLibre(trx: Knex, patente: string, exceptoId?: number) {
  // Stored upper-case, so equality is the case-insensitive comparison.
  const query = trx('vehiculos').where({ patente });
  if (exceptoId !== undefined) query.whereNot({ vehiculo_id: exceptoId });
  if (await query.first('vehiculo_id')) throw conflict(PATENTE_DUPLICADA);
}

export function vehiculoService(db: Knex, config: Config) {
  const documentos = documentoService(db, config);
  const mantenimientos = mantenimientoService(db, config);

  async function listar(filter: VehiculoFilter, listQuery: ListQuery) {
    const query = consultaVehiculos(db);
    if (listQuery.q) query.whereILike('patente', likePattern(listQuery.q));
    if (filter.marca) query.whereILike('marca', likePattern(filter.marca));
    if (filter.estado) query.whereRaw(`${ESTADO_DERIVADO_SQL} = ?`, [filter.estado]);
    if (filter.activo !== undefined) query.where('active', filter.activo);
    whereDays(query, 'fecha_creacion', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    if (filter.conAlertas !== undefined) {
      const hoy = diaNegocio(config.now(), config.zonaNegocio);
      const conMantenimiento = consultaAlertasMantenimiento(db, hoy).clearSelect().select('vehiculo_id');
      const conDocumento = consultaAlertasDocumentos(db, hoy).clearSelect().select('d.vehiculo_id');
      if (filter.conAlertas) {
        query.where((w) => w.whereIn('vehiculo_id', conMantenimiento).orWhereIn('vehiculo_id', conDocumento));
      } else {
        query.whereNotIn('vehiculo_id', conMantenimiento).whereNotIn('vehiculo_id', conDocumento);
      }
    }
    const { rows, total } = await fetchPage(query, listQuery, 'vehiculo_id', {
      tabla: 'vehiculos',
      filtros: {
        active: filter.activo,
        marca: filter.marca,
        estado_derivado: filter.estado,
        desde: filter.fechaDesde,
        hasta: filter.fechaHasta,
        con_alertas: filter.conAlertas,
      },
    });
    return { data: rows.map(vehiculoMapper.toApi), total };
  }

  /** The vehicle with its documents and maintenance records. */
  async function obtener(id: number): Promise<VehiculoDetalle> {
    const vehiculo = await buscarVehiculo(db, id);
    return { ...vehiculo, documentos: (await documentos.listar(id)).data, mantenimientos: (await mantenimientos.listar(id)).data };
  }

  async function crear(input: VehiculoInput, sesion: Sesion): Promise<Vehiculo> {
    if (!input.Active && sesion.Rol !== 'Administrador') throw forbidden(SOLO_ADMINISTRADOR_ACTIVO);
    return db.transaction(async (trx) => {
      await asegurarPatenteLibre(trx, input.Patente);
      const now = config.now();
      const hoy = diaNegocio(now, config.zonaNegocio);
      const fechas = {
        FechaUltimoCambioAceite: input.FechaUltimoCambioAceite ?? hoy,
        FechaUltimoCambioCorrea: input.FechaUltimoCambioCorrea ?? hoy,
        FechaUltimoService: input.FechaUltimoService ?? hoy,
      };
      const [row] = await conPatenteUnica(() =>
        trx('vehiculos')
          .insert({ ...vehiculoMapper.toRow({ ...input, ...fechas }), fecha_creacion: now, updated_at: now })
          .returning('vehiculo_id'),
      );
      await anotarLectura(trx, {
        vehiculoId: row.vehiculo_id,
        kilometraje: input.KilometrajeActual,
        usuarioId: sesion.UsuarioID,
        fecha: now,
      });
      // The initial reading is part of the creation: its KilometrajeActual is in this one row.
      const vehiculo = await buscarVehiculo(trx, row.vehiculo_id);
      await auditar(trx, sesion, { entidad: 'vehiculos', id: row.vehiculo_id, accion: 'crear', despues: camposEditados(vehiculo) });
      return vehiculo;
    });
  }

  /**
   * Applies the fields sent. Mileage only goes up: lower is 400, higher is logged as a reading.
   * Changing Active is the inactivation (or reactivation), so it is Administrador only.
   */
  async function editar(id: number, input: Partial<VehiculoUpdate>, sesion: Sesion, version?: number): Promise<Vehiculo> {
    return edicion(db, obtener, id, async (trx) => {
      const actual = await bloquearVehiculo(trx, id);
      comprobarVersion(actual.version, version);
      comprobarCambioDeActivo(input.Active, actual.active, sesion, SOLO_ADMINISTRADOR_ACTIVO);
      const { KilometrajeActual, ...datos } = input;
      if (KilometrajeActual !== undefined && KilometrajeActual < actual.kilometraje_actual) {
        throw badRequest(KM_MENOR_AL_ACTUAL, { KilometrajeActual: KM_MENOR_AL_ACTUAL });
      }
      const errores = erroresDeMarcas({ ...vehiculoMapper.toApi(actual), ...input } as Vehiculo);
      if (Object.keys(errores).length > 0) throw badRequest(Object.values(errores)[0], errores);
      if (datos.Patente !== undefined) await asegurarPatenteLibre(trx, datos.Patente, id);

      const now = config.now();
      await conPatenteUnica(() =>
        trx('vehiculos')
          .where({ vehiculo_id: id })
          .update({ ...vehiculoMapper.toRow(datos), updated_at: now, version: versionSiguiente(trx) }),
      );
      if (KilometrajeActual !== undefined && KilometrajeActual > actual.kilometraje_actual) {
        await registrarKilometraje(trx, { vehiculoId: id, kilometraje: KilometrajeActual, usuarioId: sesion.UsuarioID, fecha: now });
      }
      const vehiculo = await buscarVehiculo(trx, id);
      await auditarModificacion(trx, sesion, {
        entidad: 'vehiculos',
        id,
        antes: camposEditados(vehiculoMapper.toApi(actual)),
        despues: camposEditados(vehiculo),
      });
      return vehiculo;
    });
  }

  /** Inactivation keeps the vehicle (and its history); it only leaves the active lists and alerts. */
  const desactivar = inactivacion(editar);

  return { listar, obtener, crear, editar, desactivar };
}
