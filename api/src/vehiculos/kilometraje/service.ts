import type { Knex } from 'knex';
import { formatoCantidad } from '#dominio/formatos';
import type { CorreccionKilometraje, RegistroKilometraje } from '#dominio/vehiculos';
import { auditar } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { fetchPage } from '../../db/queries.js';
import { badRequest } from '../../errores.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import { asegurarVehiculo, bloquearVehiculo, cambiosDelVehiculo } from '../vehiculo/consultas.js';
import { registroMapper } from './mapper.js';
import { comprobarVersion, edicion, versionSiguiente } from '../../versiones.js';

// Mileage only goes up, and every reading is logged with its user: these functions are the
// only place that writes kilometraje_actual after a vehicle is created. The one way down is an
// administrator's correction, logged with its reason. A reading changes the vehicle's form fields, so
// it raises the vehicle's version: an edit made from the form read before it gets its 409.

export const KM_MENOR_AL_ACTUAL = 'El kilometraje no puede ser menor al actual';
export const ORDEN_REGISTROS = { sort: 'FechaRegistro', order: 'desc' } as const;

export interface Lectura {
  vehiculoId: number;
  kilometraje: number;
  usuarioId: number | null;
  fecha: Date;
  /** Only for an administrator's correction. */
  motivo?: string;
}

/** Writes a reading to the vehicle's mileage log; answers the log row. */
export async function anotarLectura(trx: Knex, lectura: Lectura): Promise<Record<string, unknown>> {
  const [row] = await trx('registros_kilometraje')
    .insert({
      vehiculo_id: lectura.vehiculoId,
      kilometraje: lectura.kilometraje,
      usuario_id: lectura.usuarioId,
      fecha_registro: lectura.fecha,
      motivo: lectura.motivo ?? null,
    })
    .returning('*');
  return row;
}

/**
 * A new reading: below the current mileage is 400 'El kilometraje no puede ser menor al actual'
 * (on the form field `campo`); otherwise it becomes the current mileage and is logged. The check
 * and the change are one conditional UPDATE, so two concurrent readings cannot take the mileage down.
 */
export async function registrarKilometraje(trx: Knex, lectura: Lectura, campo = 'kilometraje'): Promise<Record<string, unknown>> {
  const actualizados = await trx('vehiculos')
    .where({ vehiculo_id: lectura.vehiculoId })
    .andWhere('kilometraje_actual', '<=', lectura.kilometraje)
    .update({ kilometraje_actual: lectura.kilometraje, updated_at: lectura.fecha, version: versionSiguiente(trx) })
    .returning('vehiculo_id');
  if (actualizados.length === 0) {
    await asegurarVehiculo(trx, lectura.vehiculoId);
    throw badRequest(KM_MENOR_AL_ACTUAL, { [campo]: KM_MENOR_AL_ACTUAL });
  }
  return anotarLectura(trx, lectura);
}

/** Raises the mileage to a reading above it (and logs it); a reading not above it changes nothing. */
export async function subirKilometraje(trx: Knex, lectura: Lectura): Promise<boolean> {
  const actualizados = await trx('vehiculos')
    .where({ vehiculo_id: lectura.vehiculoId })
    .andWhere('kilometraje_actual', '<', lectura.kilometraje)
    .update({ kilometraje_actual: lectura.kilometraje, updated_at: lectura.fecha, version: versionSiguiente(trx) })
    .returning('vehiculo_id');
  if (actualizados.length > 0) await anotarLectura(trx, lectura);
  return actualizados.length > 0;
}

export function kilometrajeService(db: Knex, config: Config) {
  /** The mileage log, newest first by default, each reading with its user (or null). */
  async function listar(vehiculoId: number, listQuery: ListQuery): Promise<{ data: RegistroKilometraje[]; total: number }> {
    await asegurarVehiculo(db, vehiculoId);
    const query = db('registros_kilometraje as r')
      .leftJoin('usuarios as u', 'u.usuario_id', 'r.usuario_id')
      .where('r.vehiculo_id', vehiculoId)
      .select('r.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
    const { rows, total } = await fetchPage(query, listQuery, 'registro_id');
    const data = rows.map((row) => ({
      ...registroMapper.toApi(row),
      Usuario: row.usuario_nombre == null ? null : { Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
    }));
    return { data, total };
  }

  /**
   * POST /vehiculos/:id/kilometraje: the reading, with the acting user. The vehicle row is locked
   * so the trail's mileage "before" is the one this reading replaced.
   */
  async function registrar(vehiculoId: number, kilometraje: number, sesion: Sesion): Promise<RegistroKilometraje> {
    return db.transaction(async (trx) => {
      const vehiculo = await bloquearVehiculo(trx, vehiculoId);
      const lectura = { vehiculoId, kilometraje, usuarioId: sesion.UsuarioID, fecha: config.now() };
      const row = await registrarKilometraje(trx, lectura);
      const registro = registroMapper.toApi(row);
      await auditar(trx, sesion, {
        entidad: 'vehiculos',
        id: vehiculoId,
        accion: 'crear',
        parte: { tipo: 'kilometraje', id: registro.RegistroID },
        resumen: `${formatoCantidad(kilometraje)} km`,
        cambios: await cambiosDelVehiculo(trx, vehiculo),
      });
      return { ...registro, Usuario: { Nombre: sesion.Nombre, Apellido: sesion.Apellido } };
    });
  }

  /**
   * POST /vehiculos/:id/kilometraje/correccion (Administrador): the reading becomes the mileage,
   * lower or higher, logged with the reason. The vehicle row is locked so no reading interleaves. A
   * `version` other than the vehicle's (a reading came after the one the administrator saw) is a 409
   * with the vehicle as `leer` reads it (its GET), and nothing changes.
   */
  async function corregir(
    vehiculoId: number,
    correccion: Omit<CorreccionKilometraje, 'Version'>,
    sesion: Sesion,
    { version, leer }: { version?: number; leer: (id: number) => Promise<unknown> },
  ): Promise<RegistroKilometraje> {
    return edicion(db, leer, vehiculoId, async (trx) => {
      const vehiculo = await bloquearVehiculo(trx, vehiculoId);
      comprobarVersion(vehiculo.version, version);
      const { kilometraje, motivo } = correccion;
      const fecha = config.now();
      // A last-change mark can never exceed the mileage (the vehicle form's rule): marks above the
      // corrected reading come down to it.
      await trx('vehiculos')
        .where({ vehiculo_id: vehiculoId })
        .update({
          kilometraje_actual: kilometraje,
          ultimo_cambio_aceite: trx.raw('LEAST(ultimo_cambio_aceite, ?)', [kilometraje]),
          ultimo_cambio_correa: trx.raw('LEAST(ultimo_cambio_correa, ?)', [kilometraje]),
          updated_at: fecha,
          version: versionSiguiente(trx),
        });
      const registro = registroMapper.toApi(await anotarLectura(trx, { vehiculoId, kilometraje, usuarioId: sesion.UsuarioID, fecha, motivo }));
      // The mileage and any mark it lowered, with the reason: one 'modificar' of the vehicle's mileage.
      await auditar(trx, sesion, {
        entidad: 'vehiculos',
        id: vehiculoId,
        accion: 'modificar',
        parte: { tipo: 'kilometraje', id: registro.RegistroID },
        resumen: motivo,
        cambios: await cambiosDelVehiculo(trx, vehiculo),
      });
      return { ...registro, Usuario: { Nombre: sesion.Nombre, Apellido: sesion.Apellido } };
    });
  }

  return { listar, registrar, corregir };
}
