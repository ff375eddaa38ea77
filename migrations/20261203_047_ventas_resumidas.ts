import type { Knex } from 'knex';
import { TRANSICIONES } from './20261123_006_conteos.js';
import { registrarZona } from './20261124_018_ventas_por_dia.js';
import { REGISTRAR_PENDIENTE } from './20261127_026_cuentas_contadas.js';

// Issue 48, the reports (docs/decisiones.md 107): what was sold, per day and per month of each zone of
// zonas_de_ventas (migration 018), in three cuts: the whole business ('t'), each client ('c') and each product
// ('p'). The writes keep it, as they keep ventas_por_dia: a report reads at most a row per period (year, month or
// day) and key, never the orders. A sale counts on its order's business day while the order is not Cancelado (as the
// dashboard's chart); its lines' cost is the one they recorded when their units left (migration 046). An authorized
// credit note takes off what it credits on its own day: its amount, and a return's units at the cost they left with.
//
// - pedidos: orders (cuts 't' and 'c'), or orders with the product (cut 'p': its lines).
// - unidades, kilos (at the product's weight when the line is written), importe (IVA included), neto (without it).
// - costo: what the units with a known cost cost; neto_costeado: the net of those same units, so a margin is never
//   the net of goods with no known cost against nothing; sin_costo: the units with none.
// A client's rows are also kept per year ('a'): the report per client reads one row per client for a whole year.
// franja spreads concurrent writers over rows, as in ventas_por_dia; a client's rows are one (franja 0): two orders of one
// client at once are rare, and a report per client reads as many rows as there are franjas.

const FRANJA = 'txid_current() % 8';
/** The IVA rate of an alícuota ('21', '10.5', 'Exento'), in percent. */
const tasa = (alicuota: string) => `CASE ${alicuota} WHEN 'Exento' THEN 0 ELSE ${alicuota}::numeric END`;
const TASA = tasa('pr.alicuota_iva');
export const MEDIDAS = ['pedidos', 'unidades', 'kilos', 'importe', 'neto', 'costo', 'neto_costeado', 'sin_costo'] as const;

/** The measures of lines `l` of products `pr` after pedidos (MEDIDAS' order), signed `s`: what a driver sold too (migration 053). */
export const medidasDeLineas = (s: string) => `
         ${s} * l.cantidad AS unidades, ${s} * l.cantidad * pr.peso_kg AS kilos,
         ${s} * l.cantidad * l.precio_unitario AS importe,
         ${s} * round(l.cantidad * l.precio_unitario * 100 / (100 + ${TASA}), 2) AS neto,
         ${s} * l.cantidad * coalesce(l.costo_unitario, 0) AS costo,
         CASE WHEN l.costo_unitario IS NULL THEN 0 ELSE ${s} * round(l.cantidad * l.precio_unitario * 100 / (100 + ${TASA}), 2) END AS neto_costeado,
         CASE WHEN l.costo_unitario IS NULL THEN ${s} * l.cantidad ELSE 0 END AS sin_costo`;

/** The measures of lines `l` of orders `p` (not Cancelado), signed `s`, on the business day of zone `zona`. */
const deLineas = (zona: string, s: string) => `
  SELECT ${zona} AS zona, (p.fecha_pedido AT TIME ZONE ${zona})::date AS dia, p.cliente_id, l.producto_id,
         ${s} AS pedidos, ${medidasDeLineas(s)}`;

/** An order of `p` itself (not Cancelado), signed `s`: one order for the whole and its client, nothing else. */
const dePedidos = (zona: string, s: string) => `
  SELECT ${zona} AS zona, (p.fecha_pedido AT TIME ZONE ${zona})::date AS dia, p.cliente_id, NULL::int AS producto_id,
         ${s} AS pedidos, 0 AS unidades, 0 AS kilos, 0 AS importe, 0 AS neto, 0 AS costo, 0 AS neto_costeado, 0 AS sin_costo`;

/**
 * What authorized credit notes `c` take off (signed `s`: 1 as one is authorized), on their day: their lines' amount; a
 * return's units too, at the cost they left with (their order line's), as the stock gets them back.
 */
const deNotas = (zona: string, s: string) => {
  const menos = s === '1' ? '-1' : '1';
  const neto = `round(l.importe * 100 / (100 + ${tasa('l.alicuota_iva')}), 2)`;
  const devuelve = "c.clase = 'Devolución'";
  return `
  SELECT ${zona} AS zona, c.fecha AS dia, c.cliente_id, l.producto_id, 0 AS pedidos,
         CASE WHEN ${devuelve} THEN ${menos} * l.cantidad ELSE 0 END AS unidades,
         CASE WHEN ${devuelve} THEN ${menos} * l.cantidad * pr.peso_kg ELSE 0 END AS kilos,
         ${menos} * l.importe AS importe, ${menos} * ${neto} AS neto,
         CASE WHEN ${devuelve} THEN ${menos} * l.cantidad * coalesce(d.costo_unitario, 0) ELSE 0 END AS costo,
         CASE WHEN d.costo_unitario IS NULL THEN 0 ELSE ${menos} * ${neto} END AS neto_costeado,
         CASE WHEN ${devuelve} AND d.costo_unitario IS NULL THEN ${menos} * l.cantidad ELSE 0 END AS sin_costo`;
};
const DE_LAS_LINEAS_DE_NOTAS = `JOIN comprobante_lineas l ON l.comprobante_id = c.comprobante_id JOIN productos pr ON pr.producto_id = l.producto_id
  LEFT JOIN LATERAL (SELECT d.costo_unitario FROM detalle_pedidos d WHERE d.pedido_id = l.pedido_id AND d.producto_id = l.producto_id LIMIT 1) d ON true`;
const NOTA_AUTORIZADA = "c.tipo = 'Nota de crédito' AND c.estado = 'Autorizado'";

/** The grains of each cut: day and month; a client's, its year too. */
const GRANOS = "('t', 'd'), ('t', 'm'), ('c', 'd'), ('c', 'm'), ('c', 'a'), ('p', 'd'), ('p', 'm')";

/**
 * Each delta row of `hechos` added to its day and month (and year) in each cut. In cut 'p' an order row (no product) adds
 * nothing and a line counts as an order with the product; in 't' and 'c' a line adds no order.
 */
const resumir = (hechos: string, franja: string) => `
  SELECT h.zona, g.corte, g.grano,
         CASE g.grano WHEN 'd' THEN h.dia WHEN 'm' THEN date_trunc('month', h.dia)::date ELSE date_trunc('year', h.dia)::date END AS periodo,
         CASE g.corte WHEN 't' THEN 0 WHEN 'c' THEN h.cliente_id ELSE h.producto_id END AS clave,
         CASE g.corte WHEN 'c' THEN 0 ELSE ${franja} END AS franja,
         sum(CASE WHEN (g.corte = 'p') = (h.producto_id IS NOT NULL) THEN h.pedidos ELSE 0 END) AS pedidos,
         ${MEDIDAS.slice(1)
           .map((m) => `sum(h.${m}) AS ${m}`)
           .join(', ')}
  FROM (${hechos}) AS h CROSS JOIN (VALUES ${GRANOS}) AS g (corte, grano)
  WHERE g.corte <> 'p' OR h.producto_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6`;

const sumar = (hechos: string) => `
  INSERT INTO ventas_resumen AS v (zona, corte, grano, periodo, clave, franja, ${MEDIDAS.join(', ')})
  SELECT * FROM (${resumir(hechos, FRANJA)}) AS r
  WHERE ${MEDIDAS.map((m) => `r.${m} <> 0`).join(' OR ')}
  ORDER BY zona, corte, grano, periodo, clave
  ON CONFLICT (zona, corte, grano, periodo, clave, franja) DO UPDATE SET
    ${MEDIDAS.map((m) => `${m} = v.${m} + excluded.${m}`).join(', ')}`;

const DESDE_LINEAS = (lineas: string, s: string) => `${deLineas('z.zona', s)}
  FROM ${lineas} l JOIN pedidos p ON p.pedido_id = l.pedido_id AND p.estado <> 'Cancelado'
  JOIN productos pr ON pr.producto_id = l.producto_id CROSS JOIN zonas_de_ventas z`;

/** Orders `pedidos`, counted with their lines as they are now. */
const DESDE_PEDIDOS = (pedidos: string, s: string) => `${dePedidos('z.zona', s)}
  FROM ${pedidos} p CROSS JOIN zonas_de_ventas z WHERE p.estado <> 'Cancelado'
  UNION ALL ${deLineas('z.zona', s)}
  FROM ${pedidos} p JOIN detalle_pedidos l ON l.pedido_id = p.pedido_id JOIN productos pr ON pr.producto_id = l.producto_id
  CROSS JOIN zonas_de_ventas z WHERE p.estado <> 'Cancelado'`;

// A new order counts only itself here: its lines count by their own trigger, written in the same statement or
// after it. An order whose counting changes (cancelled or back, another client or day) moves with its lines.
const CAMBIADOS = `(SELECT n.* FROM nuevas n JOIN viejas v USING (pedido_id)
  WHERE (n.estado = 'Cancelado') <> (v.estado = 'Cancelado') OR n.cliente_id <> v.cliente_id OR n.fecha_pedido <> v.fecha_pedido)`;
const CAMBIADOS_ANTES = CAMBIADOS.replace('SELECT n.*', 'SELECT v.*');

/** Credit notes `notas` (authorized ones count), with their lines as they are now. */
const DESDE_NOTAS = (notas: string, s: string) =>
  `${deNotas('z.zona', s)} FROM ${notas} c ${DE_LAS_LINEAS_DE_NOTAS} CROSS JOIN zonas_de_ventas z WHERE ${NOTA_AUTORIZADA}`;
// A note counts once authorized: the statement that authorizes it (its lines were written while it waited for its CAE).
const AUTORIZADAS = `(SELECT n.* FROM nuevas n JOIN viejas v USING (comprobante_id) WHERE (n.estado = 'Autorizado') <> (v.estado = 'Autorizado'))`;
const AUTORIZADAS_ANTES = AUTORIZADAS.replace('SELECT n.*', 'SELECT v.*');

const FUNCIONES = {
  resumir_lineas_vendidas: `
    IF TG_OP = 'INSERT' THEN ${sumar(DESDE_LINEAS('nuevas', '1'))};
    ELSIF TG_OP = 'DELETE' THEN ${sumar(DESDE_LINEAS('viejas', '-1'))};
    ELSE ${sumar(`${DESDE_LINEAS('nuevas', '1')} UNION ALL ${DESDE_LINEAS('viejas', '-1')}`)};
    END IF;`,
  resumir_pedidos_vendidos: `
    IF TG_OP = 'INSERT' THEN ${sumar(`${dePedidos('z.zona', '1')} FROM nuevas p CROSS JOIN zonas_de_ventas z WHERE p.estado <> 'Cancelado'`)};
    ELSIF TG_OP = 'DELETE' THEN ${sumar(DESDE_PEDIDOS('viejas', '-1'))};
    ELSE ${sumar(`${DESDE_PEDIDOS(CAMBIADOS, '1')} UNION ALL ${DESDE_PEDIDOS(CAMBIADOS_ANTES, '-1')}`)};
    END IF;`,
  resumir_notas_de_credito: `
    IF TG_OP = 'INSERT' THEN ${sumar(DESDE_NOTAS('nuevas', '1'))};
    ELSIF TG_OP = 'DELETE' THEN ${sumar(DESDE_NOTAS('viejas', '-1'))};
    ELSE ${sumar(`${DESDE_NOTAS(AUTORIZADAS, '1')} UNION ALL ${DESDE_NOTAS(AUTORIZADAS_ANTES, '-1')}`)};
    END IF;`,
};
const TABLAS = {
  resumir_lineas_vendidas: 'detalle_pedidos',
  resumir_pedidos_vendidos: 'pedidos',
  resumir_notas_de_credito: 'comprobantes',
} as const;

/** A summary's statement triggers: each function's body, the table it watches and on which writes (all, by default). */
export type TriggersDeResumen = Record<string, { tabla: string; cuerpo: string; transiciones?: readonly (typeof TRANSICIONES)[number][] }>;

const TRIGGERS: TriggersDeResumen = Object.fromEntries(
  Object.entries(FUNCIONES).map(([funcion, cuerpo]) => [funcion, { tabla: TABLAS[funcion as keyof typeof TABLAS], cuerpo }]),
);

/** Each function, and its trigger after each of its writes, for each statement (with its transition tables). */
export async function crearTriggers(knex: Knex, triggers: TriggersDeResumen) {
  for (const [funcion, { tabla, cuerpo, transiciones = TRANSICIONES }] of Object.entries(triggers)) {
    await knex.raw(`CREATE FUNCTION ${funcion}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${cuerpo} RETURN NULL; END $$`);
    for (const [evento, tablas] of transiciones) {
      await knex.raw(
        `CREATE TRIGGER ${funcion}_${evento.toLowerCase()} AFTER ${evento} ON ${tabla} ${tablas} FOR EACH STATEMENT EXECUTE FUNCTION ${funcion}()`,
      );
    }
  }
}

export async function borrarTriggers(knex: Knex, triggers: TriggersDeResumen) {
  for (const [funcion, { tabla, transiciones = TRANSICIONES }] of Object.entries(triggers)) {
    for (const [evento] of transiciones) await knex.raw(`DROP TRIGGER ${funcion}_${evento.toLowerCase()} ON ${tabla}`);
    await knex.raw(`DROP FUNCTION ${funcion}()`);
  }
}

/** A zone's summary from every order, at once (registering a zone, and this migration for the zones there are). */
const construir = (zona: string) => `
  INSERT INTO ventas_resumen (zona, corte, grano, periodo, clave, franja, ${MEDIDAS.join(', ')})
  ${resumir(
    `${dePedidos(zona, '1')} FROM pedidos p WHERE p.estado <> 'Cancelado'
     UNION ALL ${deLineas(zona, '1')} FROM pedidos p JOIN detalle_pedidos l ON l.pedido_id = p.pedido_id
     JOIN productos pr ON pr.producto_id = l.producto_id WHERE p.estado <> 'Cancelado'
     UNION ALL ${deNotas(zona, '1')} FROM comprobantes c ${DE_LAS_LINEAS_DE_NOTAS} WHERE ${NOTA_AUTORIZADA}`,
    '0',
  )}`;

export const REGISTRAR_VENTAS_RESUMIDAS = {
  bloquear: `${REGISTRAR_PENDIENTE.bloquear}, detalle_pedidos, comprobantes`,
  // Its statistics at once: the reports right after would otherwise be planned on an empty table's (seconds, not ms).
  construir: `${REGISTRAR_PENDIENTE.construir}
        ${construir('nueva')};
        ANALYZE ventas_resumen;`,
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ventas_resumen (
      zona text NOT NULL,
      corte char(1) NOT NULL CHECK (corte IN ('t', 'c', 'p')),
      grano char(1) NOT NULL CHECK (grano IN ('d', 'm', 'a')),
      periodo date NOT NULL,
      clave integer NOT NULL,
      franja smallint NOT NULL,
      pedidos bigint NOT NULL,
      unidades bigint NOT NULL,
      kilos numeric(20, 3) NOT NULL,
      importe numeric(20, 2) NOT NULL,
      neto numeric(20, 2) NOT NULL,
      costo numeric(22, 4) NOT NULL,
      neto_costeado numeric(20, 2) NOT NULL,
      sin_costo bigint NOT NULL,
      PRIMARY KEY (zona, corte, grano, periodo, clave, franja)
    )`);
  // One client's or product's periods (a report filtered by it).
  await knex.raw('CREATE INDEX ventas_resumen_de_clave ON ventas_resumen (zona, corte, grano, clave, periodo)');
  // The clients of one year, month or day in amount order: a report's first clients without summing every client.
  await knex.raw(
    "CREATE INDEX ventas_resumen_clientes_por_importe ON ventas_resumen (zona, grano, periodo, importe DESC, clave) WHERE corte = 'c'",
  );
  await crearTriggers(knex, TRIGGERS);
  await knex.raw(registrarZona(REGISTRAR_VENTAS_RESUMIDAS));
  const zonas: string[] = await knex('zonas_de_ventas').pluck('zona');
  for (const zona of zonas) await knex.raw(construir('?'), Array(5).fill(zona));
  await knex.raw('ANALYZE ventas_resumen');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(registrarZona(REGISTRAR_PENDIENTE));
  await borrarTriggers(knex, TRIGGERS);
  await knex.raw('DROP TABLE ventas_resumen');
}
