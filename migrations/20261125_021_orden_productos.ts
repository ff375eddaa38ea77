import type { Knex } from 'knex';

// Issue 10: the product list without an Activo filter is sorted by name (then id), as clients and
// suppliers (migrations 013 and 020), and each page read and sorted every product: 1.3 -> 2.1 ms
// between 42 and 1,032 products in `npm run bench`. This index gives the rows in list order, so a page
// reads 25 of them.
//
// Migration 020 left products without it, for fear of what a sale pays per index. A sale changes
// `stock` only, which no index reads (migration 016): its UPDATE stays a HOT update, with no entry in
// any index, this one included, while the page has room (fill factor 50). Measured with this index
// at a million orders: of the 3,690 updates of productos made by 2,000 sales, 3,688 were HOT.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX productos_nombre_id ON productos (nombre, producto_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX productos_nombre_id');
}
