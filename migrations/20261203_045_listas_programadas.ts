import type { Knex } from 'knex';

// Issue 47, a list's validity (docs/decisiones.md 105): a list's new prices (its type, percentage, rounding, own prices
// and breaks) may be saved for a later business day; they take effect by themselves at the start of that day, as a
// scheduled increase does. One scheduled change per list and day: saving another for the same day replaces it.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listas_precio_programadas', (t) => {
    t.increments('programada_id').primary();
    t.integer('lista_id').notNullable().references('listas_precio.lista_id').onDelete('CASCADE');
    t.date('vigente_desde').notNullable();
    t.jsonb('cambios').notNullable();
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.string('estado', 20).notNullable().defaultTo('Programada');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("estado IN ('Programada', 'Aplicada', 'Cancelada')", [], 'listas_precio_programadas_estado_check');
  });
  await knex.raw(
    "CREATE UNIQUE INDEX listas_precio_programadas_una_por_dia ON listas_precio_programadas (lista_id, vigente_desde) WHERE estado = 'Programada'",
  );
  // What falls due: the pending ones by day.
  await knex.raw("CREATE INDEX listas_precio_programadas_pendientes ON listas_precio_programadas (vigente_desde) WHERE estado = 'Programada'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listas_precio_programadas');
}
