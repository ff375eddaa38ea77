import type { Knex } from 'knex';

// Exact totals without scanning: row counts kept by the same transactions that change the rows.
//
// `conteos` holds, per table and key, how many rows the key selects: '' is the whole table,
// 'active=true' the rows with that value, 'active=true,disponible=true' both. A row trigger adds
// +1/-1 per key on INSERT, DELETE and UPDATE of a counted column. The triggers are DEFERRABLE
// INITIALLY DEFERRED constraint triggers, so they fire at commit: the counter row stays locked only
// while the transaction commits, not for the rest of it (an order creation would otherwise hold the
// Pendiente counter while it writes lines, stock and history). Each key is also split in `franja`s
// (the backend's pid modulo FRANJAS): concurrent connections update different rows, and a reader
// sums at most FRANJAS rows.
//
// `ventas_por_cuarto` keeps, per UTC quarter hour (and franja), the orders created in it and the
// sales (precio_total of the orders not Cancelado). The business zone (TZ_NEGOCIO) is configuration,
// so the table cannot store business days: a changed zone would leave every stored day wrong. Every
// zone's offset is a whole number of quarter hours, so a business day is always a range of whole
// quarters, and the dashboard groups the quarters into days of whatever zone is configured.

const FRANJAS = 8;

/** Table -> the column sets counted (besides the whole table). Mirrored by api/src/db/conteos.ts. */
const CONTADOS: Record<string, string[]> = {
  clientes: ['active'],
  productos: ['active'],
  proveedores: ['active'],
  usuarios: ['active'],
  vehiculos: ['active', 'active,disponible'],
  pedidos: ['estado'],
  pedidos_proveedores: ['estado'],
  historial_pedidos: ['estado_nuevo'],
  historial_pedidos_proveedores: ['estado_nuevo'],
};

const columnasDe = (conjuntos: string[]) => [...new Set(conjuntos.flatMap((c) => c.split(',')))];
const claveSql = (conjunto: string, fila: string) =>
  conjunto === ''
    ? `''`
    : conjunto
        .split(',')
        .map((c) => `'${c}=' || ${fila}.${c}::text`)
        .join(` || ',' || `);

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE conteos (
      tabla text NOT NULL,
      clave text NOT NULL,
      franja smallint NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (tabla, clave, franja)
    )`);
  await knex.raw(`
    CREATE TABLE ventas_por_cuarto (
      inicio timestamptz NOT NULL,
      franja smallint NOT NULL,
      pedidos bigint NOT NULL,
      ventas numeric(16, 2) NOT NULL,
      PRIMARY KEY (inicio, franja)
    )`);
  // Deltas of one row event, applied in key order so two transactions never lock counters in
  // opposite orders (Pendiente -> Cancelado beside Cancelado -> Pendiente).
  await knex.raw(`
    CREATE FUNCTION aplicar_conteos(p_tabla text, claves_nuevas text[], claves_viejas text[]) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO conteos AS c (tabla, clave, franja, n)
      SELECT p_tabla, clave, pg_backend_pid() % ${FRANJAS}, sum(d)
      FROM (
        SELECT unnest(claves_nuevas) AS clave, 1 AS d
        UNION ALL
        SELECT unnest(claves_viejas), -1
      ) AS deltas
      GROUP BY clave
      HAVING sum(d) <> 0
      ORDER BY clave
      ON CONFLICT (tabla, clave, franja) DO UPDATE SET n = c.n + excluded.n
    $$`);
  for (const [tabla, conjuntos] of Object.entries(CONTADOS)) {
    const claves = (fila: string) => `ARRAY[${['', ...conjuntos].map((c) => claveSql(c, fila)).join(', ')}]`;
    await knex.raw(`
      CREATE FUNCTION contar_${tabla}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM aplicar_conteos(
          '${tabla}',
          CASE WHEN TG_OP = 'DELETE' THEN ARRAY[]::text[] ELSE ${claves('NEW')} END,
          CASE WHEN TG_OP = 'INSERT' THEN ARRAY[]::text[] ELSE ${claves('OLD')} END);
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE CONSTRAINT TRIGGER ${tabla}_conteos
      AFTER INSERT OR DELETE OR UPDATE OF ${columnasDe(conjuntos).join(', ')} ON ${tabla}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION contar_${tabla}()`);
    const seleccion = ['', ...conjuntos].map((c) => `SELECT ${claveSql(c, 't')} AS clave FROM ${tabla} t`).join(' UNION ALL ');
    await knex.raw(`INSERT INTO conteos (tabla, clave, franja, n) SELECT '${tabla}', clave, 0, count(*) FROM (${seleccion}) s GROUP BY clave`);
  }

  await knex.raw(`
    CREATE FUNCTION cuarto_de_hora(instante timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
      -- From the epoch, not date_trunc: that one truncates in the session's time zone.
      SELECT to_timestamp(floor(extract(epoch FROM instante) / 900) * 900)
    $$`);
  await knex.raw(`
    CREATE FUNCTION sumar_ventas(fila pedidos, signo int) RETURNS void LANGUAGE sql AS $$
      INSERT INTO ventas_por_cuarto AS v (inicio, franja, pedidos, ventas)
      VALUES (
        cuarto_de_hora(fila.fecha_pedido),
        pg_backend_pid() % ${FRANJAS},
        signo,
        CASE WHEN fila.estado = 'Cancelado' THEN 0 ELSE signo * fila.precio_total END)
      ON CONFLICT (inicio, franja) DO UPDATE SET pedidos = v.pedidos + excluded.pedidos, ventas = v.ventas + excluded.ventas
    $$`);
  await knex.raw(`
    CREATE FUNCTION contar_ventas() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN PERFORM sumar_ventas(OLD, -1); END IF;
      IF TG_OP <> 'DELETE' THEN PERFORM sumar_ventas(NEW, 1); END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER pedidos_ventas
    AFTER INSERT OR DELETE OR UPDATE OF fecha_pedido, estado, precio_total ON pedidos
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION contar_ventas()`);
  await knex.raw(`
    INSERT INTO ventas_por_cuarto (inicio, franja, pedidos, ventas)
    SELECT cuarto_de_hora(fecha_pedido), 0, count(*), coalesce(sum(precio_total) FILTER (WHERE estado <> 'Cancelado'), 0)
    FROM pedidos GROUP BY 1`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS pedidos_ventas ON pedidos');
  for (const tabla of Object.keys(CONTADOS)) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${tabla}_conteos ON ${tabla}`);
    await knex.raw(`DROP FUNCTION IF EXISTS contar_${tabla}()`);
  }
  for (const funcion of [
    'contar_ventas()',
    'sumar_ventas(pedidos, int)',
    'cuarto_de_hora(timestamptz)',
    'aplicar_conteos(text, text[], text[])',
  ]) {
    await knex.raw(`DROP FUNCTION IF EXISTS ${funcion}`);
  }
  await knex.raw('DROP TABLE IF EXISTS ventas_por_cuarto');
  await knex.raw('DROP TABLE IF EXISTS conteos');
}
