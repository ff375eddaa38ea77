import type { Knex } from 'knex';

// Issue 15: maintenance reminders by date as well as km, and the fuel log.
//
// Each reminder (oil, belt, general service) gets an optional interval in months and the date of
// its last change, which the date interval counts from. Existing vehicles take that date from
// their latest maintenance record of the kind, else from the day they were created (in the
// default business zone: the migration cannot read TZ_NEGOCIO, and a day's error is harmless here).
const RECORDATORIOS = [
  { meses: 'intervalo_meses_aceite', fecha: 'fecha_ultimo_cambio_aceite', tipo: '%aceite%' },
  { meses: 'intervalo_meses_correa', fecha: 'fecha_ultimo_cambio_correa', tipo: '%correa%' },
  { meses: 'intervalo_meses_service', fecha: 'fecha_ultimo_service', tipo: 'Reparación general' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vehiculos', (t) => {
    for (const r of RECORDATORIOS) {
      t.integer(r.meses);
      t.date(r.fecha);
      t.check(`${r.meses} IS NULL OR ${r.meses} BETWEEN 1 AND 120`, [], `vehiculos_${r.meses}_check`);
    }
  });
  for (const r of RECORDATORIOS) {
    await knex.raw(
      `UPDATE vehiculos v SET ${r.fecha} = COALESCE(
         (SELECT max(m.fecha_realizacion) FROM mantenimientos m WHERE m.vehiculo_id = v.vehiculo_id AND m.tipo_mantenimiento ILIKE ?),
         (v.fecha_creacion AT TIME ZONE 'America/Argentina/Buenos_Aires')::date)`,
      [r.tipo],
    );
    // The API always writes the business day; the default only serves direct inserts (seeds, scripts).
    await knex.raw(`ALTER TABLE vehiculos ALTER COLUMN ${r.fecha} SET NOT NULL, ALTER COLUMN ${r.fecha} SET DEFAULT CURRENT_DATE`);
  }

  await knex.schema.createTable('cargas_combustible', (t) => {
    t.increments('carga_id').primary();
    t.integer('vehiculo_id').notNullable().references('vehiculos.vehiculo_id');
    t.date('fecha').notNullable();
    t.integer('kilometraje').notNullable();
    t.decimal('litros', 8, 2).notNullable();
    t.decimal('importe', 12, 2).notNullable();
    t.boolean('tanque_lleno').notNullable().defaultTo(true);
    t.string('estacion', 150);
    // Fixed when the load is written: a new load is always the latest by km (mileage only goes up).
    t.decimal('consumo_l100km', 8, 2);
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('kilometraje >= 0', [], 'cargas_combustible_km_check');
    t.check('litros > 0', [], 'cargas_combustible_litros_check');
    t.check('importe > 0', [], 'cargas_combustible_importe_check');
    t.index(['vehiculo_id', 'kilometraje'], 'cargas_combustible_vehiculo_km');
    t.index(['vehiculo_id', 'fecha'], 'cargas_combustible_vehiculo_fecha');
    t.index(['fecha'], 'cargas_combustible_fecha');
  });
  // The fleet cost report sums maintenance by date over every vehicle.
  await knex.schema.alterTable('mantenimientos', (t) => {
    t.index(['fecha_realizacion'], 'mantenimientos_fecha');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mantenimientos', (t) => {
    t.dropIndex([], 'mantenimientos_fecha');
  });
  await knex.schema.dropTable('cargas_combustible');
  await knex.schema.alterTable('vehiculos', (t) => {
    for (const r of RECORDATORIOS) t.dropColumns(r.meses, r.fecha);
  });
}
