import type { Knex } from 'knex';

// Issue 44: every backup attempt (npm run respaldo, or the server's nightly one), ok or failed, with its file
// and size or its error (api/src/respaldos/). A nightly attempt names the slot it covers (programado_para,
// unique): of several server processes only the one that records it takes that night's backup. borrado_en:
// when the retention deleted its file.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('respaldos', (t) => {
    t.increments('respaldo_id').primary();
    t.timestamp('fecha', { useTz: true }).notNullable();
    t.string('origen', 20).notNullable();
    t.string('resultado', 20).notNullable();
    t.string('archivo', 200);
    t.bigInteger('tamano');
    t.text('error');
    t.integer('duracion_ms').notNullable();
    t.timestamp('programado_para', { useTz: true }).unique({ indexName: 'respaldos_programado_para' });
    t.timestamp('borrado_en', { useTz: true });
    t.check("origen IN ('programado', 'manual')", [], 'respaldos_origen_check');
    t.check("resultado IN ('ok', 'fallido')", [], 'respaldos_resultado_check');
  });
  // The newest first (the screen, the dashboard's warning); the last good one.
  await knex.raw('CREATE INDEX respaldos_fecha ON respaldos (fecha DESC, respaldo_id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('respaldos');
}
