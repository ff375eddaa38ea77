import type { Knex } from 'knex';

// Optimistic concurrency (docs/decisiones.md, 69): every
// editable record carries a version that each edit, status change or inactivation raises by one in its
// own UPDATE, and an edit that saw an older one is a 409. A column with a constant default is only
// written in the catalogue (PostgreSQL 11+): no table is rewritten, and no index reads it, so the
// stock's UPDATE of a sale stays a HOT update (migration 016). Stock moves never raise it (the ledger
// keeps the stock: docs/decisiones.md, 69).
const TABLAS = [
  'clientes',
  'productos',
  'proveedores',
  'vehiculos',
  'usuarios',
  'mantenimientos',
  'documentos_vehiculo',
  'pedidos',
  'pedidos_proveedores',
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) {
    await knex.schema.alterTable(tabla, (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) {
    await knex.schema.alterTable(tabla, (t) => {
      t.dropColumn('version');
    });
  }
}
