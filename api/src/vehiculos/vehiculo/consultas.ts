import type { Knex } from 'knex';
import type { Cambio } from '#dominio/auditoria';
import type { Vehiculo } from '#dominio/vehiculos';
import { cambiosEntre } from '../../auditoria/registro.js';
import { notFound } from '../../errores.js';
import { COLUMNAS } from '../alertas/consultas.js';
import { vehiculoMapper } from './mapper.js';

// The vehicle rows every sub-resource reads: the vehicle with its derived fields, and the 404 and
// row lock the documents, readings and maintenance records check their vehicle with.

export const VEHICULO_NO_ENCONTRADO = 'Vehículo no encontrado';

/** The list status: 'Disponible' if Disponible; 'En uso' if not Disponible but Active; else 'Mantenimiento'. */
export const ESTADO_DERIVADO_SQL = `CASE WHEN disponible THEN 'Disponible' WHEN active THEN 'En uso' ELSE 'Mantenimiento' END`;

/**
 * Vehicles with their derived fields (status, document count, km left for oil and belt), in
 * one query, so a list page needs no call per vehicle.
 */
export function consultaVehiculos(db: Knex): Knex.QueryBuilder {
  return db('vehiculos').select(
    'vehiculos.*',
    db.raw(`${ESTADO_DERIVADO_SQL} AS estado_derivado`),
    db.raw('(SELECT count(*) FROM documentos_vehiculo d WHERE d.vehiculo_id = vehiculos.vehiculo_id) AS cantidad_documentos'),
    `${COLUMNAS.aceite.faltantes} as km_restantes_aceite`,
    `${COLUMNAS.correa.faltantes} as km_restantes_correa`,
  );
}

/** One vehicle with its derived fields, or 404. */
export async function buscarVehiculo(db: Knex, id: number): Promise<Vehiculo> {
  const row = await consultaVehiculos(db).where('vehiculo_id', id).first();
  if (!row) throw notFound(VEHICULO_NO_ENCONTRADO);
  return vehiculoMapper.toApi(row);
}

/**
 * The vehicle's row, locked until the transaction ends, so concurrent changes to its mileage
 * and marks apply one after the other; 404 if it does not exist.
 */
export async function bloquearVehiculo(trx: Knex.Transaction, id: number) {
  const row = await trx('vehiculos').where({ vehiculo_id: id }).forUpdate().first();
  if (!row) throw notFound(VEHICULO_NO_ENCONTRADO);
  return row;
}

/** 404 unless the vehicle exists. */
export async function asegurarVehiculo(db: Knex, id: number): Promise<void> {
  if (!(await db('vehiculos').where({ vehiculo_id: id }).first('vehiculo_id'))) throw notFound(VEHICULO_NO_ENCONTRADO);
}

/** The fields the vehicle query derives from the others (status, counts, km left): no one edits them. */
const CAMPOS_DERIVADOS = new Set(['EstadoDerivado', 'CantidadDocumentos', 'KmRestantesAceite', 'KmRestantesCorrea']);

/** The vehicle as its audit trail compares it: the fields staff edit, without the derived ones. */
export function camposEditados(vehiculo: Vehiculo): Record<string, unknown> {
  return Object.fromEntries(Object.entries(vehiculo).filter(([campo]) => !CAMPOS_DERIVADOS.has(campo)));
}

/**
 * What a change to one of its parts (a reading, a load, a maintenance record) moved on the
 * vehicle, from its row as locked before the change: the mileage and last-change marks that go
 * in that part's audit row, since the part's change and the vehicle's are one.
 */
export async function cambiosDelVehiculo(trx: Knex, antes: Record<string, unknown>): Promise<Cambio[]> {
  const despues = await trx('vehiculos').where({ vehiculo_id: antes.vehiculo_id }).first();
  return cambiosEntre(camposEditados(vehiculoMapper.toApi(antes)), camposEditados(vehiculoMapper.toApi(despues)));
}
