import type { Knex } from 'knex';
import { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA, UMBRAL_KM_ALERTA, type Subtipo } from '#dominio/alertas';

// The alert formulas, each written once, in SQL. The vehicle list's km remaining and its "con
// alertas" filter use these same functions, so a list and its alert pages can never disagree.

/** Per subtype: the vehicle's last-change and interval columns, and the alert's maintenance type. */
export const COLUMNAS: Record<Subtipo, { ultimo: string; intervalo: string; tipo: string }> = {
  aceite: { ultimo: 'ultimo_cambio_aceite', intervalo: 'intervalo_cambio_aceite', tipo: 'Cambio de aceite' },
  correa: { ultimo: 'ultimo_cambio_correa', intervalo: 'intervalo_cambio_correa', tipo: 'Cambio de correa' },
};

// The arithmetic runs in bigint: the columns are 32-bit integers, and a sum or difference of two of
// them must never overflow and make a read endpoint fail, whatever a stored record holds.

/** kmRecorridos = KilometrajeActual - UltimoCambio (SQL over a `vehiculos` row). */
export function kmRecorridosSql(subtipo: Subtipo): string {
  return `(kilometraje_actual::bigint - ${COLUMNAS[subtipo].ultimo}::bigint)`;
}

/** kmFaltantes = Intervalo - kmRecorridos. */
export function kmFaltantesSql(subtipo: Subtipo): string {
  return `(${COLUMNAS[subtipo].intervalo}::bigint - ${kmRecorridosSql(subtipo)})`;
}

/** proximoMantenimiento = UltimoCambio + Intervalo. */
export function proximoMantenimientoSql(subtipo: Subtipo): string {
  return `(${COLUMNAS[subtipo].ultimo}::bigint + ${COLUMNAS[subtipo].intervalo}::bigint)`;
}

/** 'Alta' once the change is due (kmFaltantes <= 0), else 'Media'. */
export function prioridadMantenimientoSql(kmFaltantes: string): string {
  return `CASE WHEN ${kmFaltantes} <= 0 THEN 'Alta' ELSE 'Media' END`;
}

/** diasRestantes = FechaVencimiento - today (a business day, bound as the one parameter). */
export function diasRestantesSql(fechaVencimiento: string): string {
  return `(${fechaVencimiento} - ?::date)`;
}

/** 'Alta' within DIAS_PRIORIDAD_ALTA days (or expired), else 'Media'. */
export function prioridadDocumentoSql(diasRestantes: string): string {
  return `CASE WHEN ${diasRestantes} <= ${DIAS_PRIORIDAD_ALTA} THEN 'Alta' ELSE 'Media' END`;
}

/**
 * The maintenance alert rows of active vehicles, oil and belt separately, as one query (a
 * UNION ALL over the vehicles table): usable as a subquery (`select('vehiculo_id')`) or paged.
 */
export function consultaAlertasMantenimiento(db: Knex): Knex.QueryBuilder {
  const porSubtipo = (subtipo: Subtipo, desempate: number) =>
    db('vehiculos')
      .where({ active: true })
      .select(
        'vehiculo_id',
        'patente as vehiculo',
        'marca',
        'modelo',
        db.raw('?::text AS tipo_mantenimiento', [COLUMNAS[subtipo].tipo]),
        db.raw('?::text AS subtipo', [subtipo]),
        db.raw(`${kmRecorridosSql(subtipo)} AS km_recorridos`),
        db.raw(`${kmFaltantesSql(subtipo)} AS km_faltantes`),
        db.raw(`${proximoMantenimientoSql(subtipo)} AS proximo_mantenimiento`),
        // A unique, stable tie-breaker for the pager (oil before belt of the same vehicle).
        db.raw('vehiculo_id * 2 + ? AS desempate', [desempate]),
      );
  return db
    .from(porSubtipo('aceite', 0).unionAll(porSubtipo('correa', 1)).as('alertas'))
    .where('km_faltantes', '<=', UMBRAL_KM_ALERTA)
    .select('*', db.raw(`${prioridadMantenimientoSql('km_faltantes')} AS prioridad`));
}

/** The document alert rows for business day `hoy`: documents of active vehicles, not Revisado. */
export function consultaAlertasDocumentos(db: Knex, hoy: string): Knex.QueryBuilder {
  const diasRestantes = diasRestantesSql('d.fecha_vencimiento');
  return db('documentos_vehiculo as d')
    .join('vehiculos as v', 'v.vehiculo_id', 'd.vehiculo_id')
    .where('v.active', true)
    .where('d.revisado', false)
    .whereRaw(`${diasRestantes} <= ?`, [hoy, DIAS_AVISO_DOCUMENTO])
    .select(
      'd.documento_id',
      'v.vehiculo_id',
      'v.patente as vehiculo',
      'd.tipo_documento as documento',
      'd.numero_documento',
      'v.marca',
      'v.modelo',
      'd.fecha_vencimiento',
      db.raw(`${diasRestantes} AS dias_restantes`, [hoy]),
      db.raw(`${prioridadDocumentoSql(diasRestantes)} AS prioridad`, [hoy]),
    );
}
