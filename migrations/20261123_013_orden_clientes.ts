import type { Knex } from 'knex';

// Issue 10: the client list without an Activo filter is sorted by name (then id, so pages are stable), which the
// (active, nombre) index cannot give; this index gives the rows in list order, so a page reads 25 of them.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX clientes_nombre_id ON clientes (nombre, cliente_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX clientes_nombre_id');
}
