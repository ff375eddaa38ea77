import type { Knex } from 'knex';

// Issue 47, packs (docs/decisiones.md 104): a product may also be sold by a pack of N units (a pallet of 40 bags). The
// order line still counts units, so stock, deliveries and the total keep working in units; it keeps the pack's size
// when it was sold by pack. A list of its own prices may set the price of a unit sold in a pack (the pack costs that
// times N); without one, a pack costs what its units cost on the list, breaks included.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('productos', (t) => {
    t.integer('unidades_por_pack');
    t.check('unidades_por_pack IS NULL OR unidades_por_pack >= 2', [], 'productos_unidades_por_pack_check');
  });
  await knex.schema.alterTable('listas_precio_items', (t) => {
    t.decimal('precio_en_pack', 12, 2);
    t.check('precio_en_pack IS NULL OR precio_en_pack > 0', [], 'listas_precio_items_precio_en_pack_check');
  });
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.integer('unidades_por_pack');
    // Not a multiple check: a partial delivery may leave part of a pack (cantidad is then what was delivered).
    t.check('unidades_por_pack IS NULL OR unidades_por_pack >= 2', [], 'detalle_pedidos_packs_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.dropChecks(['detalle_pedidos_packs_check']);
    t.dropColumn('unidades_por_pack');
  });
  await knex.schema.alterTable('listas_precio_items', (t) => {
    t.dropChecks(['listas_precio_items_precio_en_pack_check']);
    t.dropColumn('precio_en_pack');
  });
  await knex.schema.alterTable('productos', (t) => {
    t.dropChecks(['productos_unidades_por_pack_check']);
    t.dropColumn('unidades_por_pack');
  });
}
