import type { Knex } from 'knex';

// Issue 10: the supplier list without an Activo filter is sorted by name (then id, so pages are
// stable), as the client list (migration 013), and the (active, nombre) index cannot give that order:
// with 1,000 suppliers each page read and sorted them all (1.2 -> 2.8 ms between 18 and 1,008 in
// `npm run bench`). This index gives the rows in list order, so a page reads 25 of them. Products get
// none: a sale updates its products' rows, and every index of the table can cost a sale an entry.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX proveedores_nombre_id ON proveedores (nombre, proveedor_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX proveedores_nombre_id');
}
