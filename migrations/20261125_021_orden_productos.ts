import type { Knex } from 'knex';

// Issue 10: the product list without an Activo filter is sorted by name (then id), as clients and suppliers
// (migrations 013 and 020); this index gives the rows in list order, so a page reads 25 of them. A sale changes only
// `stock`, which no index reads (migration 016), so its UPDATE stays HOT with this index too.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX productos_nombre_id ON productos (nombre, producto_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX productos_nombre_id');
}
