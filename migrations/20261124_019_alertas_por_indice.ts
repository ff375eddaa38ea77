import type { Knex } from 'knex';

// Issue 10: the fleet alerts (the dashboard, the top bar, their pages) read every vehicle and
// document to find the few that are due, computing each one's km and dates on the way.
//
// Maintenance: per reminder, the km remaining and the next due day become stored columns of the
// vehicle, each with an index, so an alert list reads only the vehicles that are due by km or by
// date. The formulas are the alerts' (api/src/vehiculos/alertas/consultas.ts reads these columns):
// - km remaining = interval - (current km - km at the last change), in bigint, which no stored
//   values overflow;
// - next due day = day of the last change + the month interval (NULL without one); PostgreSQL's
//   date + months keeps to the month's last day, as proximaFechaPorMeses in dominio.
// The indexes are not partial (WHERE active): the alert queries' `active = $1` would not match the
// predicate of a plan made for any value, and the inactive vehicles are few.
//
// Documents: unreviewed documents by due day, so the alerts' page is the first entries of this
// index and their count reads only its due entries (vehiculo_id included: no table row needed);
// and the inactive vehicles by id, since an alert is a document of no inactive vehicle and its
// count then looks up those few, not every vehicle. Their queries write NOT revisado and NOT active
// as literals, which these partial indexes need. The index on (revisado, fecha_vencimiento) goes.
const KM_FALTANTES = ['aceite', 'correa'].map((s) => ({
  columna: `km_faltantes_${s}`,
  formula: `intervalo_cambio_${s}::bigint - (kilometraje_actual::bigint - ultimo_cambio_${s}::bigint)`,
}));
const FECHAS_PROXIMAS = [
  { columna: 'fecha_proxima_aceite', ultima: 'fecha_ultimo_cambio_aceite', meses: 'intervalo_meses_aceite' },
  { columna: 'fecha_proxima_correa', ultima: 'fecha_ultimo_cambio_correa', meses: 'intervalo_meses_correa' },
  { columna: 'fecha_proxima_service', ultima: 'fecha_ultimo_service', meses: 'intervalo_meses_service' },
].map(({ columna, ultima, meses }) => ({ columna, formula: `(${ultima} + make_interval(months => ${meses}))::date` }));

export async function up(knex: Knex): Promise<void> {
  const columnas = [
    ...KM_FALTANTES.map(({ columna, formula }) => `ADD COLUMN ${columna} bigint GENERATED ALWAYS AS (${formula}) STORED`),
    ...FECHAS_PROXIMAS.map(({ columna, formula }) => `ADD COLUMN ${columna} date GENERATED ALWAYS AS (${formula}) STORED`),
  ];
  await knex.raw(`ALTER TABLE vehiculos ${columnas.join(', ')}`);
  for (const { columna } of [...KM_FALTANTES, ...FECHAS_PROXIMAS]) {
    await knex.raw(`CREATE INDEX vehiculos_${columna} ON vehiculos (${columna})`);
  }

  await knex.raw(
    'CREATE INDEX documentos_vehiculo_por_vencer ON documentos_vehiculo (fecha_vencimiento, documento_id) INCLUDE (vehiculo_id) WHERE NOT revisado',
  );
  await knex.raw('CREATE INDEX vehiculos_inactivos ON vehiculos (vehiculo_id) WHERE NOT active');
  await knex.raw('DROP INDEX documentos_vehiculo_alertas');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX documentos_vehiculo_alertas ON documentos_vehiculo (revisado, fecha_vencimiento)');
  await knex.raw('DROP INDEX vehiculos_inactivos');
  await knex.raw('DROP INDEX documentos_vehiculo_por_vencer');
  // Their indexes go with them.
  await knex.raw(`ALTER TABLE vehiculos ${[...KM_FALTANTES, ...FECHAS_PROXIMAS].map(({ columna }) => `DROP COLUMN ${columna}`).join(', ')}`);
}
