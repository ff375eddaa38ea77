import type { Knex } from 'knex';

// Issue 10: every sale updates its products' stock, and the next sale of the same product waits for
// that row until the first commits, so whatever the UPDATE drags along runs in series.
//
// 1. No index reads `stock`, so the UPDATE is a HOT update: the new row version goes in the same page
//    and no index gets an entry. With `stock` in two indexes (active+stock, and the low-stock partial
//    index), each sale added entries to all seven indexes of productos, the two trigram ones included,
//    and 42 products had 13 MB of index after 30,000 sales. The low-stock tab and the dashboard's
//    counter read the few rows of productos instead (a distributor's catalogue is hundreds of rows,
//    not millions). A fill factor of 50 leaves room in each page for the new versions.
// 2. The counter of active products (migration 006) counts per UPDATE of `active` only, in a row
//    trigger. The statement trigger ran for every sale: it copied the updated rows into transition
//    tables and ran its query to find no change of `active`, while the sale held its products (with it
//    disabled, 32 concurrent sales went from about 280 to about 370 a second).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX productos_active_stock');
  await knex.raw('DROP INDEX productos_bajo_stock');
  await knex.raw('ALTER TABLE productos SET (fillfactor = 50)');

  await knex.raw('DROP TRIGGER contar_productos_update ON productos');
  // Both keys, in key order as the statement triggers write them, so two transactions never lock them crosswise.
  await knex.raw(`
    CREATE FUNCTION contar_productos_activo() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO conteos AS c (tabla, clave, franja, n)
      SELECT 'productos', clave, txid_current() % 8, d
      FROM (VALUES ('active=' || OLD.active::text, -1), ('active=' || NEW.active::text, 1)) AS deltas (clave, d)
      ORDER BY clave
      ON CONFLICT (tabla, clave, franja) DO UPDATE SET n = c.n + excluded.n;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER contar_productos_update AFTER UPDATE OF active ON productos
    FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active) EXECUTE FUNCTION contar_productos_activo()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER contar_productos_update ON productos');
  await knex.raw('DROP FUNCTION contar_productos_activo()');
  await knex.raw(`
    CREATE TRIGGER contar_productos_update AFTER UPDATE ON productos
    REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION contar_productos()`);
  await knex.raw('ALTER TABLE productos RESET (fillfactor)');
  await knex.raw('CREATE INDEX productos_bajo_stock ON productos (stock, producto_id) WHERE active AND stock < stock_minimo');
  await knex.raw('CREATE INDEX productos_active_stock ON productos (active, stock)');
}
