import type { Knex } from 'knex';

// Stock you can follow and replenish (issue 14).
//
// movimientos_stock.saldo: the product's stock right after the move. The ledger writes it with the
// UPDATE that moves the stock, under that row's lock, so the moves of one product chain
// (saldo = previous saldo + cantidad) in movimiento_id order however many transactions run at once.
// `fecha` becomes clock_timestamp(): taken when the row is written, inside the lock, it follows that
// same order (now() is the transaction's start, which a transaction that waited for the lock would
// carry from before the move it waited for).
// razon_ajuste and comentario: why a counted adjustment was made ('ajuste' moves of the adjustment
// dialog; a Stock typed in the product form leaves them null).
//
// productos.stock_minimo: low stock is stock < stock_minimo (default 10, the spec's rule);
// proveedor_preferido_id: where "Reponer" orders the product from.

const RAZONES_AJUSTE = ['merma', 'rotura', 'recuento', 'otro'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('movimientos_stock', (t) => {
    t.integer('saldo');
    t.string('razon_ajuste', 20);
    t.text('comentario');
  });
  await knex.raw(`
    UPDATE movimientos_stock m SET saldo = s.saldo
    FROM (SELECT movimiento_id, sum(cantidad) OVER (PARTITION BY producto_id ORDER BY movimiento_id) AS saldo FROM movimientos_stock) s
    WHERE s.movimiento_id = m.movimiento_id`);
  await knex.raw('ALTER TABLE movimientos_stock ALTER COLUMN saldo SET NOT NULL');
  await knex.raw('ALTER TABLE movimientos_stock ALTER COLUMN fecha SET DEFAULT clock_timestamp()');
  await knex.raw('ALTER TABLE movimientos_stock ADD CONSTRAINT movimientos_stock_saldo_check CHECK (saldo >= 0)');
  await knex.raw(
    `ALTER TABLE movimientos_stock ADD CONSTRAINT movimientos_stock_razon_check CHECK (
       razon_ajuste IS NULL OR (motivo = 'ajuste' AND razon_ajuste IN (${RAZONES_AJUSTE.map((r) => `'${r}'`).join(', ')})))`,
  );
  // A product's moves, newest first (the Movimientos tab), filtered by motive or days within it.
  await knex.raw('CREATE INDEX movimientos_stock_producto_reciente ON movimientos_stock (producto_id, fecha DESC, movimiento_id DESC)');

  await knex.schema.alterTable('productos', (t) => {
    t.integer('stock_minimo').notNullable().defaultTo(10);
    t.integer('proveedor_preferido_id').references('proveedores.proveedor_id');
    t.check('stock_minimo >= 0', [], 'productos_stock_minimo_check');
    t.index(['proveedor_preferido_id'], 'productos_proveedor_preferido');
  });
  // The low-stock tab and the dashboard's counter: active products under their minimum, scarcest first.
  await knex.raw('CREATE INDEX productos_bajo_stock ON productos (stock, producto_id) WHERE active AND stock < stock_minimo');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS productos_bajo_stock');
  await knex.schema.alterTable('productos', (t) => {
    t.dropIndex(['proveedor_preferido_id'], 'productos_proveedor_preferido');
    t.dropChecks(['productos_stock_minimo_check']);
    t.dropColumn('proveedor_preferido_id');
    t.dropColumn('stock_minimo');
  });
  await knex.raw('DROP INDEX IF EXISTS movimientos_stock_producto_reciente');
  await knex.raw('ALTER TABLE movimientos_stock ALTER COLUMN fecha SET DEFAULT now()');
  await knex.schema.alterTable('movimientos_stock', (t) => {
    t.dropChecks(['movimientos_stock_saldo_check', 'movimientos_stock_razon_check']);
    t.dropColumn('comentario');
    t.dropColumn('razon_ajuste');
    t.dropColumn('saldo');
  });
}
