import type { Knex } from 'knex';

// An administrator's mileage correction (which may lower the reading) is logged with its reason;
// normal readings leave it null.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registros_kilometraje', (t) => {
    t.text('motivo');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registros_kilometraje', (t) => {
    t.dropColumn('motivo');
  });
}
