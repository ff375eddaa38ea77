import type { Knex } from 'knex';

// Sign-in outcomes (api/src/auditoria/ingresos.ts): one row per attempt, written by the login itself,
// read by administrators (GET /auditoria/ingresos) and kept 90 days. The name is what was typed
// (trimmed, at most the 150 characters a login accepts), so an unknown name is kept too; never a password.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ingresos', (t) => {
    t.bigIncrements('ingreso_id').primary();
    t.timestamp('fecha', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('usuario_id').references('usuarios.usuario_id').onDelete('SET NULL');
    t.string('nombre_usuario', 150).notNullable();
    t.string('resultado', 30).notNullable();
    t.string('direccion', 64).notNullable();
    t.check("resultado IN ('ok', 'contrasena_incorrecta', 'usuario_desconocido', 'demorado', 'inactivo')", [], 'ingresos_resultado_check');
  });
  // Newest first over everything and within a user (the id follows the time); the date for the pruning.
  await knex.raw('CREATE INDEX ingresos_usuario ON ingresos (usuario_id, ingreso_id DESC)');
  await knex.raw('CREATE INDEX ingresos_fecha ON ingresos (fecha)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ingresos');
}
