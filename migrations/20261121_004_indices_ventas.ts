import type { Knex } from 'knex';

// The sales order list can be sorted by its total (the admin's Total column): without an index,
// a page of 25 sorted by it reads and sorts every order.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pedidos', (t) => {
    t.index(['precio_total', 'pedido_id'], 'pedidos_precio_total');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pedidos', (t) => {
    t.dropIndex(['precio_total', 'pedido_id'], 'pedidos_precio_total');
  });
}
