import type { Knex } from 'knex';

// Settings the server keeps with its data, such as the token-signing secret generated on first start
// when JWT_SECRET is not given (api/src/auth/secreto.ts): in the database, so every process on it
// shares them and they survive restarts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ajustes', (t) => {
    t.text('clave').primary();
    t.text('valor').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ajustes');
}
