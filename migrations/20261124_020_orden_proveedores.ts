import type { Knex } from 'knex';

// Issue 10: the supplier list without an Activo filter is sorted by name (then id, so pages are stable), as the
// client list (migration 013), which the (active, nombre) index cannot give; this index gives the rows in list order.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX proveedores_nombre_id ON proveedores (nombre, proveedor_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX proveedores_nombre_id');
}
