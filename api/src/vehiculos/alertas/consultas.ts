import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA, UMBRAL_KM_ALERTA, type Subtipo } from '#dominio/alertas';
import { RECORDATORIOS, type Recordatorio } from '#dominio/alertas';

// The alert formulas, each written once, in SQL. The km remaining and the next due days are stored
// columns of the vehicle, computed by PostgreSQL with the formulas of migration 019 and indexed. The
// vehicle list's km remaining and its "con alertas" filter read these same columns and functions, so
// a list and its alert pages can never disagree.

/** Per subtype: the vehicle's last-change, interval and km-remaining columns, and the alert's maintenance type. */
export const COLUMNAS: Record<Subtipo, { ultimo: string; intervalo: string; faltantes: string; tipo: string }> = {
  aceite: { ultimo: 'ultimo_cambio_aceite', intervalo: 'intervalo_cambio_aceite', faltantes: 'km_faltantes_aceite', tipo: 'Cambio de aceite' },
  correa: { ultimo: 'ultimo_cambio_correa', intervalo: 'intervalo_cambio_correa', faltantes: 'km_faltantes_correa', tipo: 'Cambio de correa' },
};

/** Per reminder: the vehicle's month-interval, last-change-day and next-due-day columns, and the alert's maintenance type. */
export const COLUMNAS_FECHA: Record<Recordatorio, { meses: string; fecha: string; proxima: string; tipo: string }> = {
  aceite: { meses: 'intervalo_meses_aceite', fecha: 'fecha_ultimo_cambio_aceite', proxima: 'fecha_proxima_aceite', tipo: COLUMNAS.aceite.tipo },
  correa: { meses: 'intervalo_meses_correa', fecha: 'fecha_ultimo_cambio_correa', proxima: 'fecha_proxima_correa', tipo: COLUMNAS.correa.tipo },
  service: { meses: 'intervalo_meses_service', fecha: 'fecha_ultimo_service', proxima: 'fecha_proxima_service', tipo: 'Service general' },
};

// The arithmetic runs in bigint: the columns are 32-bit integers, and a sum or difference of two of
// them must never overflow and make a read endpoint fail, whatever a stored record holds.

/** kmRecorridos = KilometrajeActual - UltimoCambio (SQL over a `vehiculos` row). */
export function kmRecorridosSql(subtipo: Subtipo): string {
  return `(kilometraje_actual::bigint - ${COLUMNAS[subtipo].ultimo}::bigint)`;
}

/** proximoMantenimiento = UltimoCambio + Intervalo. */
export function proximoMantenimientoSql(subtipo: Subtipo): string {
  return `(${COLUMNAS[subtipo].ultimo}::bigint + ${COLUMNAS[subtipo].intervalo}::bigint)`;
}

/** The last day whose due dates are alerted on business day `hoy`: DIAS_AVISO_DOCUMENTO days later. */
function ultimoDiaDeAviso(hoy: string): string {
  return DateTime.fromISO(hoy).plus({ days: DIAS_AVISO_DOCUMENTO }).toISODate()!;
}

/** diasRestantes = FechaVencimiento - today (a business day, bound as the one parameter). */
export function diasRestantesSql(fechaVencimiento: string): string {
  return `(${fechaVencimiento} - ?::date)`;
}

/** 'Alta' within DIAS_PRIORIDAD_ALTA days (or expired), else 'Media'. */
export function prioridadDocumentoSql(diasRestantes: string): string {
  return `CASE WHEN ${diasRestantes} <= ${DIAS_PRIORIDAD_ALTA} THEN 'Alta' ELSE 'Media' END`;
}

/** Above any km remaining: a reminder without km sorts after those with km. */
const SIN_KM = 10_000_000;

/**
 * The maintenance alert rows for business day `hoy`, per active vehicle and reminder (oil, belt,
 * general service), as one query (a UNION ALL over the vehicles table): usable as a subquery
 * (`select('vehiculo_id')`) or paged. Whichever comes first makes the alert: the km
 * (kmFaltantes <= 500; Alta once due) or, with a month interval, the date (diasRestantes <= 30;
 * Alta within 7 days, as documents). A reminder with no km or no date leaves those columns NULL.
 * Its conditions bound the stored columns, so each reminder reads their indexes, not every vehicle.
 */
export function consultaAlertasMantenimiento(db: Knex, hoy: string): Knex.QueryBuilder {
  const porKm = (recordatorio: Recordatorio, columna: (subtipo: Subtipo) => string) =>
    recordatorio === 'service' ? 'NULL::bigint' : columna(recordatorio);
  const kmFaltantes = (subtipo: Subtipo) => COLUMNAS[subtipo].faltantes;
  const porRecordatorio = (recordatorio: Recordatorio, desempate: number) =>
    db('vehiculos')
      .whereRaw('active')
      .select(
        'vehiculo_id',
        'patente as vehiculo',
        'marca',
        'modelo',
        db.raw('?::text AS tipo_mantenimiento', [COLUMNAS_FECHA[recordatorio].tipo]),
        db.raw('?::text AS subtipo', [recordatorio]),
        db.raw(`${porKm(recordatorio, kmRecorridosSql)} AS km_recorridos`),
        db.raw(`${porKm(recordatorio, kmFaltantes)} AS km_faltantes`),
        db.raw(`${porKm(recordatorio, proximoMantenimientoSql)} AS proximo_mantenimiento`),
        db.raw(`${COLUMNAS_FECHA[recordatorio].proxima} AS fecha_proxima`),
        // The pager's unique tie-breaker, which also orders each priority most urgent first: km
        // remaining (none, last), then vehicle and reminder (vehicle ids stay below 3 million).
        db.raw(`COALESCE(${porKm(recordatorio, kmFaltantes)}, ?) * ? + vehiculo_id * ? + ? AS desempate`, [
          SIN_KM,
          SIN_KM,
          RECORDATORIOS.length,
          desempate,
        ]),
      );
  const [primero, ...resto] = RECORDATORIOS.map(porRecordatorio);
  const diasRestantes = diasRestantesSql('fecha_proxima');
  // PostgreSQL pushes these conditions onto each reminder's indexed columns. The last day of notice goes in as
  // (SELECT ?::date) and `active` and the km threshold are written in, so the prepared page keeps a generic plan
  // instead of being planned again on every request; `IS NOT NULL` lets that plan count only the dated reminders
  // (docs/decisiones.md, Rendimiento).
  return db
    .from(primero.unionAll(resto).as('alertas'))
    .whereRaw(`(km_faltantes <= ${UMBRAL_KM_ALERTA} OR (fecha_proxima IS NOT NULL AND fecha_proxima <= (SELECT ?::date)))`, [
      ultimoDiaDeAviso(hoy),
    ])
    .select(
      '*',
      db.raw(`${diasRestantes} AS dias_restantes`, [hoy]),
      db.raw(`CASE WHEN km_faltantes <= 0 OR ${diasRestantes} <= ? THEN 'Alta' ELSE 'Media' END AS prioridad`, [hoy, DIAS_PRIORIDAD_ALTA]),
    );
}

/**
 * The document alert rows for business day `hoy`: documents of active vehicles, not Revisado, due
 * within DIAS_AVISO_DOCUMENTO days. Written for the indexes of migration 019: the due day is bounded
 * by a date (the days remaining are not indexed), and "of an active vehicle" is "of no inactive
 * vehicle" (every document has its vehicle). So a count of these rows, which reads no vehicle
 * column, drops the join to the vehicles: it reads the index of unreviewed documents and the few
 * inactive vehicles, not every vehicle.
 */
export function consultaAlertasDocumentos(db: Knex, hoy: string): Knex.QueryBuilder {
  const diasRestantes = diasRestantesSql('d.fecha_vencimiento');
  return db('documentos_vehiculo as d')
    .leftJoin('vehiculos as v', 'v.vehiculo_id', 'd.vehiculo_id')
    .whereRaw('NOT d.revisado')
    .where('d.fecha_vencimiento', '<=', ultimoDiaDeAviso(hoy))
    .whereNotExists(db('vehiculos as inactivo').select(db.raw('1')).whereRaw('NOT inactivo.active AND inactivo.vehiculo_id = d.vehiculo_id'))
    .select(
      'd.documento_id',
      'd.vehiculo_id',
      'v.patente as vehiculo',
      'd.tipo_documento as documento',
      'd.numero_documento',
      'v.marca',
      'v.modelo',
      'd.fecha_vencimiento',
      db.raw(`${diasRestantes} AS dias_restantes`, [hoy]),
      db.raw(`${prioridadDocumentoSql(diasRestantes)} AS prioridad`, [hoy]),
      'd.version',
    );
}
