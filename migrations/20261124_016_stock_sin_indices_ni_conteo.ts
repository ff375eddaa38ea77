import type { Knex } from 'knex';

// Issue 10: the next sale of a product waits for its row until the first commits, so whatever the UPDATE drags along
// runs in series (figures: docs/decisiones.md, Rendimiento).
// 1. No index reads `stock`, so the UPDATE is HOT: no index gets an entry; a fill factor of 50 leaves room in each
//    page. The low-stock tab and the dashboard's counter read the few rows of productos instead.
// 2. The counter of active products (migration 006) counts per UPDATE of `active` only, in a row trigger: the
//    statement trigger ran, with its transition tables, for every sale.
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
