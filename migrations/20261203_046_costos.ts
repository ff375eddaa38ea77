import type { Knex } from 'knex';

// Issue 48, what goods cost (docs/decisiones.md 106): each product keeps the weighted average cost of a unit, moved by
// what comes in with a known cost (a supplier's reception at its price, a return at the cost it left with); every
// stock move records the unit cost it moved at (what came in at its cost; what left, and adjustments, at the average);
// with the product's average after it; and each sale line keeps the cost its units left with, so a margin is what was
// sold less what those goods cost.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('productos', (t) => {
    // Null: not known yet (no reception since the product was created).
    t.decimal('costo_promedio', 14, 4);
  });
  await knex.schema.alterTable('movimientos_stock', (t) => {
    t.decimal('costo_unitario', 14, 4);
    // The product's average after the move, as saldo is its stock: the stock's value on any past day is one row each.
    t.decimal('costo_promedio', 14, 4);
  });
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.decimal('costo_unitario', 14, 4);
  });
  // A product already bought keeps its last purchase price as its cost, the best known without its history.
  await knex.raw(`
    UPDATE productos p SET costo_promedio = u.precio_unitario
    FROM (
      SELECT DISTINCT ON (d.producto_id) d.producto_id, d.precio_unitario
      FROM detalle_pedido_proveedores d JOIN pedidos_proveedores o USING (pedido_proveedor_id)
      WHERE o.estado = 'Recibido'
      ORDER BY d.producto_id, o.fecha_pedido DESC, d.detalle_pedido_proveedor_id DESC
    ) u
    WHERE u.producto_id = p.producto_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.dropColumn('costo_unitario');
  });
  await knex.schema.alterTable('movimientos_stock', (t) => {
    t.dropColumn('costo_promedio');
    t.dropColumn('costo_unitario');
  });
  await knex.schema.alterTable('productos', (t) => {
    t.dropColumn('costo_promedio');
  });
}
