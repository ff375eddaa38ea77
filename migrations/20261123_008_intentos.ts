import type { Knex } from 'knex';

// Attempt counters of the sign-in and registration throttle (api/src/auth/throttle.ts): in the
// database, so every server process on it counts the same attempts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('intentos', (t) => {
    t.text('clave').primary();
    // The account a sign-in counter belongs to, so an administrator can clear it.
    t.integer('usuario_id').references('usuario_id').inTable('usuarios').onDelete('CASCADE').index();
    t.integer('cantidad').notNullable().defaultTo(0);
    t.timestamp('bloqueado_hasta', { useTz: true });
    t.timestamp('expira', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('intentos');
}
