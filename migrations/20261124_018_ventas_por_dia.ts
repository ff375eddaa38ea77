import type { Knex } from 'knex';
import { CREAR_CUARTO_DE_HORA, CREAR_VENTAS_POR_CUARTO, VENTA, funcionDeTrigger } from './20261123_006_conteos.js';

// Issue 10: the dashboard's "Pedidos Hoy" and 30-day sales chart read the business days the writes keep, so their
// cost does not grow with the orders (they summed UTC quarter hours before: docs/decisiones.md, Rendimiento).
//
// `ventas_por_dia` (zona, dia, franja) has one row per day of each zone in `zonas_de_ventas`. The zone (TZ_NEGOCIO) is
// still configuration, which is why the quarter hours existed: a day stored for one zone is wrong for
// another. So each row names its zone, and a zone's days are built from the orders the first time
// the dashboard asks for it (registrar_zona_de_ventas); from then on the same trigger keeps every
// registered zone. A deployment has one zone; a changed TZ_NEGOCIO builds its days once. No foreign
// key to the zone: every order's trigger would lock the zone's one row, shared by all of them.

const FRANJA = 'txid_current() % 8';

/** The sales trigger's function (its triggers, of migration 006, stay): sums per `clave` (each `x AS name`) into `tabla`. */
function contarVentas(knex: Knex, { desde, clave, tabla }: { desde: string; clave: string[]; tabla: string }) {
  const deltas = (transicion: 'nuevas' | 'viejas', signo: '' | '-') =>
    `SELECT ${clave.join(', ')}, ${signo}1 AS signo, ${signo}${VENTA} AS venta FROM ${transicion} t${desde}`;
  const columnas = clave.map((c) => c.slice(c.lastIndexOf(' ') + 1)).join(', ');
  const definicion = funcionDeTrigger('contar_ventas', {
    nuevas: deltas('nuevas', ''),
    viejas: deltas('viejas', '-'),
    aplicar: (d) => `
      INSERT INTO ${tabla} AS v (${columnas}, franja, pedidos, ventas)
      SELECT ${columnas}, ${FRANJA}, sum(signo), sum(venta) FROM (${d}) AS deltas
      GROUP BY ${columnas} HAVING sum(signo) <> 0 OR sum(venta) <> 0 ORDER BY ${columnas}
      ON CONFLICT (${columnas}, franja) DO UPDATE SET pedidos = v.pedidos + excluded.pedidos, ventas = v.ventas + excluded.ventas`,
  });
  return knex.raw(definicion.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
}

/**
 * registrar_zona_de_ventas(zona): a new zone's days, built once. The SHARE lock waits for the orders being
 * written and holds back new ones until the zone's days are built and visible to their triggers: no order is
 * counted twice or missed. Migration 026 builds more per-day sums of a zone with it: `tambien` locks their
 * tables and fills them (`nueva` is the zone).
 */
export function registrarZona(tambien: { bloquear: string; construir: string } = { bloquear: '', construir: '' }) {
  return `
    CREATE OR REPLACE FUNCTION registrar_zona_de_ventas(nueva text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      LOCK TABLE pedidos${tambien.bloquear} IN SHARE MODE;
      INSERT INTO zonas_de_ventas (zona) VALUES (nueva) ON CONFLICT DO NOTHING;
      IF FOUND THEN
        INSERT INTO ventas_por_dia (zona, dia, franja, pedidos, ventas)
        SELECT nueva, (fecha_pedido AT TIME ZONE nueva)::date, 0, count(*), coalesce(sum(${VENTA}), 0)
        FROM pedidos GROUP BY 2;${tambien.construir}
      END IF;
    END $$`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE TABLE zonas_de_ventas (zona text PRIMARY KEY)');
  await knex.raw(`
    CREATE TABLE ventas_por_dia (
      zona text NOT NULL,
      dia date NOT NULL,
      franja smallint NOT NULL,
      pedidos bigint NOT NULL,
      ventas numeric(16, 2) NOT NULL,
      PRIMARY KEY (zona, dia, franja)
    )`);
  await contarVentas(knex, {
    desde: ' CROSS JOIN zonas_de_ventas z',
    clave: ['z.zona AS zona', '(t.fecha_pedido AT TIME ZONE z.zona)::date AS dia'],
    tabla: 'ventas_por_dia',
  });
  await knex.raw(registrarZona());
  await knex.raw('DROP TABLE ventas_por_cuarto');
  await knex.raw('DROP FUNCTION cuarto_de_hora(timestamptz)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(CREAR_VENTAS_POR_CUARTO);
  await knex.raw(CREAR_CUARTO_DE_HORA);
  await contarVentas(knex, { desde: '', clave: ['cuarto_de_hora(t.fecha_pedido) AS inicio'], tabla: 'ventas_por_cuarto' });
  await knex.raw(`
    INSERT INTO ventas_por_cuarto (inicio, franja, pedidos, ventas)
    SELECT cuarto_de_hora(fecha_pedido), 0, count(*), coalesce(sum(${VENTA}), 0) FROM pedidos GROUP BY 1`);
  await knex.raw('DROP FUNCTION registrar_zona_de_ventas(text)');
  await knex.raw('DROP TABLE ventas_por_dia');
  await knex.raw('DROP TABLE zonas_de_ventas');
}
