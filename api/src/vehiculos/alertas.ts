import type { Knex } from 'knex';
import { fetchPage } from '../db/queries.js';
import { createMapper } from '../db/mapper.js';
import { parseListQuery, type ListQuery } from '../http/paging.js';
import { diaNegocio } from '#dominio/fechas';

// The alert formulas, each written once. The vehicle list's km remaining and its "con alertas"
// filter use these same functions, so a list and its alert pages can never disagree.

/** Maintenance alerts start at this many km remaining (or fewer). */
export const UMBRAL_KM_ALERTA = 500;
/** Document alerts start this many days before expiry (or fewer). */
export const DIAS_AVISO_DOCUMENTO = 30;
/** Document alerts with this many days remaining or fewer are 'Alta'. */
export const DIAS_PRIORIDAD_ALTA = 7;

export type Subtipo = 'aceite' | 'correa';

/** Per subtype: the vehicle's last-change and interval columns, and the alert's maintenance type. */
export const COLUMNAS: Record<Subtipo, { ultimo: string; intervalo: string; tipo: string }> = {
  aceite: { ultimo: 'ultimo_cambio_aceite', intervalo: 'intervalo_cambio_aceite', tipo: 'Cambio de aceite' },
  correa: { ultimo: 'ultimo_cambio_correa', intervalo: 'intervalo_cambio_correa', tipo: 'Cambio de correa' },
};

/** kmRecorridos = KilometrajeActual - UltimoCambio (SQL over a `vehiculos` row). */
export function kmRecorridosSql(subtipo: Subtipo): string {
  return `(kilometraje_actual - ${COLUMNAS[subtipo].ultimo})`;
}

/** kmFaltantes = Intervalo - kmRecorridos. */
export function kmFaltantesSql(subtipo: Subtipo): string {
  return `(${COLUMNAS[subtipo].intervalo} - ${kmRecorridosSql(subtipo)})`;
}

/** proximoMantenimiento = UltimoCambio + Intervalo. */
export function proximoMantenimientoSql(subtipo: Subtipo): string {
  return `(${COLUMNAS[subtipo].ultimo} + ${COLUMNAS[subtipo].intervalo})`;
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

export interface AlertaMantenimiento extends Record<string, unknown> {
  vehiculo: string;
  vehiculoId: number;
  tipoMantenimiento: string;
  subtipo: Subtipo;
  marca: string;
  modelo: string;
  prioridad: 'Alta' | 'Media';
  kmFaltantes: number;
  kmRecorridos: number;
  proximoMantenimiento: number;
}

export const alertaMantenimientoMapper = createMapper<AlertaMantenimiento>({
  vehiculo: 'vehiculo',
  vehiculoId: 'vehiculo_id',
  tipoMantenimiento: 'tipo_mantenimiento',
  subtipo: 'subtipo',
  marca: 'marca',
  modelo: 'modelo',
  prioridad: 'prioridad',
  kmFaltantes: 'km_faltantes',
  kmRecorridos: 'km_recorridos',
  proximoMantenimiento: 'proximo_mantenimiento',
});

export interface AlertaDocumento extends Record<string, unknown> {
  id: number;
  documentoId: number;
  vehiculoId: number;
  vehiculo: string;
  documento: string;
  numeroDocumento: string;
  marca: string;
  modelo: string;
  fechaVencimiento: string;
  diasRestantes: number;
  prioridad: 'Alta' | 'Media';
}

export const alertaDocumentoMapper = createMapper<AlertaDocumento>({
  id: 'documento_id',
  documentoId: 'documento_id',
  vehiculoId: 'vehiculo_id',
  vehiculo: 'vehiculo',
  documento: 'documento',
  numeroDocumento: 'numero_documento',
  marca: 'marca',
  modelo: 'modelo',
  fechaVencimiento: 'fecha_vencimiento',
  diasRestantes: 'dias_restantes',
  prioridad: 'prioridad',
});

/** Most urgent first, unless the caller asks for another order. */
export const ORDEN_ALERTAS_MANTENIMIENTO = { sort: 'kmFaltantes', order: 'asc' } as const;
export const ORDEN_ALERTAS_DOCUMENTOS = { sort: 'diasRestantes', order: 'asc' } as const;

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

/**
 * Maintenance alerts, most urgent first (or as `listQuery` says, one page of them). Exported
 * for any screen that shows them (alert page, top bar, dashboard).
 */
export async function alertasMantenimiento(db: Knex, listQuery?: ListQuery) {
  const { rows, total } = await fetchPage(
    consultaAlertasMantenimiento(db),
    listQuery ?? parseListQuery({}, alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO),
    'desempate',
  );
  return { data: rows.map(alertaMantenimientoMapper.toApi), total };
}

/** Document alerts for the business day of `now` in zone `zona`, most urgent first. */
export async function alertasDocumentos(db: Knex, now: Date, zona: string, listQuery?: ListQuery) {
  const { rows, total } = await fetchPage(
    consultaAlertasDocumentos(db, diaNegocio(now, zona)),
    listQuery ?? parseListQuery({}, alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS),
    'documento_id',
  );
  return { data: rows.map(alertaDocumentoMapper.toApi), total };
}
