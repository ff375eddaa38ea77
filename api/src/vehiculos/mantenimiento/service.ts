import type { Knex } from 'knex';
import type { AccionAuditada, Cambio } from '#dominio/auditoria';
import type { Subtipo } from '#dominio/alertas';
import type { Recordatorio } from '#dominio/alertas';
import { TIPO_SERVICE_GENERAL } from '#dominio/recordatorios';
import { diaNegocio } from '#dominio/fechas';
import type { Mantenimiento, MantenimientoInput, MantenimientoUpdate } from '#dominio/vehiculos';
import { auditar } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { enTransaccion } from '../../idempotencia/claves.js';
import { fetchPage, likePattern } from '../../db/queries.js';
import { notFound } from '../../errores.js';
import { parseListQuery } from '../../http/paging.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import { COLUMNAS, COLUMNAS_FECHA } from '../alertas/consultas.js';
import { subirKilometraje } from '../kilometraje/service.js';
import { asegurarVehiculo, bloquearVehiculo, cambiosDelVehiculo } from '../vehiculo/consultas.js';
import { mantenimientoMapper } from './mapper.js';
import { comprobarVersion, edicion, versionSiguiente } from '../../versiones.js';

export const MANTENIMIENTO_NO_ENCONTRADO = 'Mantenimiento no encontrado';
export const ORDEN_MANTENIMIENTOS = { sort: 'FechaRealizacion', order: 'desc' } as const;

/** The last-change marks a maintenance type moves: a type containing 'aceite' or 'correa', in any case. */
export function marcasQueMueve(tipoMantenimiento: string): Subtipo[] {
  const tipo = tipoMantenimiento.toLowerCase();
  return (['aceite', 'correa'] as const).filter((subtipo) => tipo.includes(subtipo));
}

/** The reminders a maintenance type restarts by date: oil and belt as their marks, and the general service. */
export function recordatoriosQueReinicia(tipoMantenimiento: string): Recordatorio[] {
  return [...marcasQueMueve(tipoMantenimiento), ...(tipoMantenimiento === TIPO_SERVICE_GENERAL ? (['service'] as const) : [])];
}

/** Maintenance records with their vehicle and the user who registered them, in one query. */
function consulta(db: Knex) {
  return db('mantenimientos as m')
    .join('vehiculos as v', 'v.vehiculo_id', 'm.vehiculo_id')
    .leftJoin('usuarios as u', 'u.usuario_id', 'm.usuario_id')
    .select(
      'm.*',
      'v.patente as vehiculo_patente',
      'v.marca as vehiculo_marca',
      'v.modelo as vehiculo_modelo',
      'v.anio as vehiculo_anio',
      'u.nombre as usuario_nombre',
      'u.apellido as usuario_apellido',
    );
}

function toApi(row: Record<string, unknown>): Mantenimiento {
  return {
    ...mantenimientoMapper.toApi(row),
    Vehiculo: {
      VehiculoID: row.vehiculo_id as number,
      Patente: row.vehiculo_patente as string,
      Marca: row.vehiculo_marca as string,
      Modelo: row.vehiculo_modelo as string,
      Anio: row.vehiculo_anio as number,
    },
    Usuario: row.usuario_nombre == null ? null : { Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
  };
}

type RegistroPropio = Omit<Mantenimiento, 'Vehiculo' | 'Usuario'>;

/** The record's own fields, as its vehicle's audit trail compares them: not the joined vehicle and user. */
const propios = (registro: RegistroPropio | undefined) =>
  registro && Object.fromEntries(Object.entries(registro).filter(([campo]) => campo !== 'Vehiculo' && campo !== 'Usuario'));

/**
 * The change's one row on its vehicle's trail, naming the record by its type; `vehiculo` is what
 * the change moved on the vehicle (its mileage and last-change marks), part of the same change.
 */
function auditarRegistro(
  trx: Knex,
  sesion: Sesion,
  accion: AccionAuditada,
  { antes, despues, vehiculo }: { antes?: RegistroPropio; despues?: RegistroPropio; vehiculo?: Cambio[] },
) {
  const registro = (despues ?? antes) as RegistroPropio;
  return auditar(trx, sesion, {
    entidad: 'vehiculos',
    id: registro.VehiculoID,
    accion,
    parte: { tipo: 'mantenimientos', id: registro.MantenimientoID },
    resumen: registro.TipoMantenimiento,
    antes: propios(antes),
    despues: propios(despues),
    cambios: vehiculo,
  });
}

export function mantenimientoService(db: Knex, config: Config) {
  async function obtener(id: number, trx: Knex = db): Promise<Mantenimiento> {
    const row = await consulta(trx).where('m.mantenimiento_id', id).first();
    if (!row) throw notFound(MANTENIMIENTO_NO_ENCONTRADO);
    return toApi(row);
  }

  function deVehiculo(vehiculoId: number, q?: string) {
    const query = consulta(db).where('m.vehiculo_id', vehiculoId);
    if (q) {
      const pattern = likePattern(q);
      query.where((w) =>
        w
          .whereILike('m.tipo_mantenimiento', pattern)
          .orWhereILike('m.descripcion', pattern)
          .orWhereILike('m.proveedor', pattern)
          .orWhereILike('m.notas', pattern),
      );
    }
    return query;
  }

  /** A vehicle's records (all of them, latest first, unless `listQuery` says otherwise); q searches type, description, workshop and notes. */
  async function listar(vehiculoId: number, listQuery: ListQuery = parseListQuery({}, mantenimientoMapper, ORDEN_MANTENIMIENTOS)) {
    await asegurarVehiculo(db, vehiculoId);
    const { rows, total } = await fetchPage(deVehiculo(vehiculoId, listQuery.q), listQuery, 'mantenimiento_id');
    return { data: rows.map(toApi), total };
  }

  /**
   * What a record does to its vehicle: a Kilometraje above the current mileage raises it (and
   * logs the reading); an oil or belt type sets that last-change mark to the record's Kilometraje
   * and its last-change day to the record's FechaRealizacion, and a general repair restarts the
   * general service's date.
   */
  async function aplicarAlVehiculo(
    trx: Knex.Transaction,
    vehiculoId: number,
    registro: { tipo: string; kilometraje: number; dia: string },
    sesion: Sesion,
    fecha: Date,
  ) {
    await subirKilometraje(trx, { vehiculoId, kilometraje: registro.kilometraje, usuarioId: sesion.UsuarioID, fecha });
    const recordatorios = recordatoriosQueReinicia(registro.tipo);
    if (recordatorios.length === 0) return;
    await trx('vehiculos')
      .where({ vehiculo_id: vehiculoId })
      .update({
        ...Object.fromEntries(marcasQueMueve(registro.tipo).map((s) => [COLUMNAS[s].ultimo, registro.kilometraje])),
        ...Object.fromEntries(recordatorios.map((r) => [COLUMNAS_FECHA[r].fecha, registro.dia])),
        updated_at: fecha,
        // The vehicle's form shows these marks: an edit from before them must not put them back.
        version: versionSiguiente(trx),
      });
  }

  async function crear(vehiculoId: number, input: MantenimientoInput, sesion: Sesion, trx?: Knex.Transaction): Promise<Mantenimiento> {
    return enTransaccion(db, trx, async (trx) => {
      const vehiculo = await bloquearVehiculo(trx, vehiculoId);
      const now = config.now();
      const dia = input.FechaRealizacion ?? diaNegocio(now, config.zonaNegocio);
      const [row] = await trx('mantenimientos')
        .insert({
          ...mantenimientoMapper.toRow(input),
          fecha_realizacion: dia,
          vehiculo_id: vehiculoId,
          usuario_id: sesion.UsuarioID,
          created_at: now,
          updated_at: now,
        })
        .returning('mantenimiento_id');
      const registro = { tipo: input.TipoMantenimiento, kilometraje: input.Kilometraje, dia };
      await aplicarAlVehiculo(trx, vehiculoId, registro, sesion, now);
      const mantenimiento = await obtener(row.mantenimiento_id, trx);
      await auditarRegistro(trx, sesion, 'crear', { despues: mantenimiento, vehiculo: await cambiosDelVehiculo(trx, vehiculo) });
      return mantenimiento;
    });
  }

  /**
   * Applies the fields sent. The vehicle rules run again only when the type, the Kilometraje or
   * the day changed, so correcting the notes or cost of an old record does not move the marks back.
   */
  async function editar(id: number, input: Partial<MantenimientoUpdate>, sesion: Sesion, version?: number): Promise<Mantenimiento> {
    return edicion(db, obtener, id, async (trx) => {
      const actual = await trx('mantenimientos').where({ mantenimiento_id: id }).forNoKeyUpdate().first();
      if (!actual) throw notFound(MANTENIMIENTO_NO_ENCONTRADO);
      comprobarVersion(actual.version, version);
      const vehiculo = await bloquearVehiculo(trx, actual.vehiculo_id);
      const now = config.now();
      await trx('mantenimientos')
        .where({ mantenimiento_id: id })
        .update({ ...mantenimientoMapper.toRow(input), updated_at: now, version: versionSiguiente(trx) });
      const registro = {
        tipo: input.TipoMantenimiento ?? actual.tipo_mantenimiento,
        kilometraje: input.Kilometraje ?? actual.kilometraje,
        dia: input.FechaRealizacion ?? actual.fecha_realizacion,
      };
      if (
        registro.tipo !== actual.tipo_mantenimiento ||
        registro.kilometraje !== actual.kilometraje ||
        registro.dia !== actual.fecha_realizacion
      ) {
        await aplicarAlVehiculo(trx, actual.vehiculo_id, registro, sesion, now);
      }
      const despues = await obtener(id, trx);
      await auditarRegistro(trx, sesion, 'modificar', {
        antes: mantenimientoMapper.toApi(actual),
        despues,
        vehiculo: await cambiosDelVehiculo(trx, vehiculo),
      });
      return despues;
    });
  }

  /** The one hard delete of the product, of the version the client saw if it sent one. The vehicle's marks stay as they are. */
  async function eliminar(id: number, sesion: Sesion, version?: number): Promise<Mantenimiento> {
    return edicion(db, obtener, id, async (trx) => {
      // Locked first, so the trail keeps the record as it was deleted.
      await trx('mantenimientos').where({ mantenimiento_id: id }).forUpdate().first('mantenimiento_id');
      const detalle = await obtener(id, trx);
      comprobarVersion(detalle.Version, version);
      await trx('mantenimientos').where({ mantenimiento_id: id }).delete();
      await auditarRegistro(trx, sesion, 'eliminar', { antes: detalle });
      return detalle;
    });
  }

  return { listar, obtener, crear, editar, eliminar };
}
