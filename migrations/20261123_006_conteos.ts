import type { Knex } from 'knex';

// Exact totals without scanning: row counts kept by the same transactions that change the rows.
//
// `conteos` holds, per table and key, how many rows the key selects: '' is the whole table,
// 'active=true' the rows with that value, 'active=true,disponible=true' both. Statement triggers
// over transition tables add the deltas of each INSERT, UPDATE and DELETE, one aggregate per
// statement: an order adds one delta per key, a bulk load of a million rows too (a row trigger costs
// a function call per row: a 200,000-order INSERT ran for minutes). A counter row stays locked until
// the writing transaction ends, so each key is split in `franja`s (the backend's pid modulo FRANJAS):
// concurrent connections update different rows and do not wait on each other, and a reader sums at
// most FRANJAS rows. Keys are written in order, so two transactions never lock them crosswise.
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

// A trigger with transition tables takes one event; each function reads the tables its event has.
export const TRANSICIONES = [
  ['INSERT', 'REFERENCING NEW TABLE AS nuevas'],
  ['UPDATE', 'REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas'],
  ['DELETE', 'REFERENCING OLD TABLE AS viejas'],
] as const;
const claveSql = (conjunto: string, fila: string) =>
  conjunto === ''
    ? `''`
    : conjunto
        .split(',')
        .map((c) => `'${c}=' || ${fila}.${c}::text`)
        .join(` || ',' || `);

/** An order's sale: its PrecioTotal unless Cancelado (migration 018 counts it the same way). */
export const VENTA = `CASE WHEN estado = 'Cancelado' THEN 0 ELSE precio_total END`;

// The sales per quarter hour, as this migration made them (migration 018 replaces them and its down restores them).
export const CREAR_VENTAS_POR_CUARTO = `
  CREATE TABLE ventas_por_cuarto (
    inicio timestamptz NOT NULL,
    franja smallint NOT NULL,
    pedidos bigint NOT NULL,
    ventas numeric(16, 2) NOT NULL,
    PRIMARY KEY (inicio, franja)
  )`;
export const CREAR_CUARTO_DE_HORA = `
  CREATE FUNCTION cuarto_de_hora(instante timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
    -- From the epoch, not date_trunc: that one truncates in the session's time zone.
    SELECT to_timestamp(floor(extract(epoch FROM instante) / 900) * 900)
  $$`;

/**
 * A statement trigger's function: `aplicar` writes the deltas that `nuevas` and `viejas` select from
 * the transition tables. Each event has only its own tables, hence one branch per event. Migration
 * 018 writes its sales function with it too.
 */
export function funcionDeTrigger(
  nombre: string,
  { nuevas, viejas, aplicar }: { nuevas: string; viejas: string; aplicar: (deltas: string) => string },
) {
  return `
    CREATE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${aplicar(nuevas)};
      ELSIF TG_OP = 'DELETE' THEN ${aplicar(viejas)};
      ELSE ${aplicar(`${nuevas} UNION ALL ${viejas}`)};
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * The counting function of `tabla` for the column sets `conjuntos` (besides the whole table), writing in
 * the franja `franja` selects, and its counts as they are now. Migration 026 counts more with it.
 */
export async function contarTabla(knex: Knex, tabla: string, conjuntos: string[], franja: string): Promise<void> {
  const claves = (fila: string) => `unnest(ARRAY[${['', ...conjuntos].map((c) => claveSql(c, fila)).join(', ')}])`;
  await knex.raw(
    funcionDeTrigger(`contar_${tabla}`, {
      nuevas: `SELECT ${claves('n')} AS clave, 1 AS d FROM nuevas n`,
      viejas: `SELECT ${claves('v')} AS clave, -1 AS d FROM viejas v`,
      aplicar: (deltas) => `
        INSERT INTO conteos AS c (tabla, clave, franja, n)
        SELECT '${tabla}', clave, ${franja}, sum(d) FROM (${deltas}) AS deltas
        GROUP BY clave HAVING sum(d) <> 0 ORDER BY clave
        ON CONFLICT (tabla, clave, franja) DO UPDATE SET n = c.n + excluded.n`,
    }),
  );
  const seleccion = ['', ...conjuntos].map((c) => `SELECT ${claveSql(c, 't')} AS clave FROM ${tabla} t`).join(' UNION ALL ');
  await knex.raw(`INSERT INTO conteos (tabla, clave, franja, n) SELECT '${tabla}', clave, 0, count(*) FROM (${seleccion}) s GROUP BY clave`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE conteos (
      tabla text NOT NULL,
      clave text NOT NULL,
      franja smallint NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (tabla, clave, franja)
    )`);
  await knex.raw(CREAR_VENTAS_POR_CUARTO);
  await knex.raw(CREAR_CUARTO_DE_HORA);
  for (const [tabla, conjuntos] of Object.entries(CONTADOS)) await contarTabla(knex, tabla, conjuntos, `pg_backend_pid() % ${FRANJAS}`);
  await knex.raw(
    funcionDeTrigger('contar_ventas', {
      nuevas: `SELECT cuarto_de_hora(fecha_pedido) AS inicio, 1 AS signo, ${VENTA} AS venta FROM nuevas`,
      viejas: `SELECT cuarto_de_hora(fecha_pedido) AS inicio, -1 AS signo, -${VENTA} AS venta FROM viejas`,
      aplicar: (deltas) => `
        INSERT INTO ventas_por_cuarto AS v (inicio, franja, pedidos, ventas)
        SELECT inicio, pg_backend_pid() % ${FRANJAS}, sum(signo), sum(venta) FROM (${deltas}) AS deltas
        GROUP BY inicio HAVING sum(signo) <> 0 OR sum(venta) <> 0 ORDER BY inicio
        ON CONFLICT (inicio, franja) DO UPDATE SET pedidos = v.pedidos + excluded.pedidos, ventas = v.ventas + excluded.ventas`,
    }),
  );
  await knex.raw(`
    INSERT INTO ventas_por_cuarto (inicio, franja, pedidos, ventas)
    SELECT cuarto_de_hora(fecha_pedido), 0, count(*), coalesce(sum(precio_total) FILTER (WHERE estado <> 'Cancelado'), 0)
    FROM pedidos GROUP BY 1`);
  for (const [tabla, funcion] of [...Object.keys(CONTADOS).map((t) => [t, `contar_${t}`]), ['pedidos', 'contar_ventas']]) {
    for (const [evento, tablas] of TRANSICIONES) {
      await knex.raw(
        `CREATE TRIGGER ${funcion}_${evento.toLowerCase()} AFTER ${evento} ON ${tabla} ${tablas} FOR EACH STATEMENT EXECUTE FUNCTION ${funcion}()`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [tabla, funcion] of [...Object.keys(CONTADOS).map((t) => [t, `contar_${t}`]), ['pedidos', 'contar_ventas']]) {
    for (const [evento] of TRANSICIONES) await knex.raw(`DROP TRIGGER IF EXISTS ${funcion}_${evento.toLowerCase()} ON ${tabla}`);
    await knex.raw(`DROP FUNCTION IF EXISTS ${funcion}()`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS cuarto_de_hora(timestamptz)');
  await knex.raw('DROP TABLE IF EXISTS ventas_por_cuarto');
  await knex.raw('DROP TABLE IF EXISTS conteos');
}
