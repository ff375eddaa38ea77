import type { Knex } from 'knex';

// Issue 10: an order line's check that its product exists runs at commit. Checked at the INSERT, it
// takes a KEY SHARE lock on the product row before the order's stock statement, the last of the
// order's transaction (stock/ledger.ts, moverStockVarios), locks the same row FOR NO KEY UPDATE; with
// many orders of the same products at once PostgreSQL's tuple locks then deadlock. Deferred, the
// check finds the row already locked by its own transaction and waits for nothing. The service has
// already refused an unknown or inactive product with a 400 by then.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE detalle_pedidos ALTER CONSTRAINT detalle_pedidos_producto_id_foreign DEFERRABLE INITIALLY DEFERRED');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE detalle_pedidos ALTER CONSTRAINT detalle_pedidos_producto_id_foreign NOT DEFERRABLE');
}
