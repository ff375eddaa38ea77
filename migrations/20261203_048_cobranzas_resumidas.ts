import type { Knex } from 'knex';
import { registrarZona } from './20261124_018_ventas_por_dia.js';
import { borrarTriggers, crearTriggers, REGISTRAR_VENTAS_RESUMIDAS, type TriggersDeResumen } from './20261203_047_ventas_resumidas.js';

// Issue 48, the Cobranzas report (docs/decisiones.md 108): what was delivered onto the accounts and what was
// collected, per day and per month of each zone of zonas_de_ventas (migration 018), kept by the writes as
// ventas_resumen (migration 047) is, so a report reads a row per period and never the payments.
//
// - entregado: deliveries of orders (entregas with an order, not undone), on their business day, as they are now (a
//   credit note lowers the delivery it credits). An opening balance is debt a client brought, not a sale: it is in
//   the balance, not here.
// - cobros, and what they brought per method (efectivo, transferencia, cheque, otro): payments not voided, on their day.
// - movimiento: what the accounts moved (movimientos_cuenta): summed up to a day, what the clients owed at its end. A
//   payment's move (and its void's) counts on the payment's day, so a payment registered days later counts as it was.
// - imputado and dias_imputados: the payments applied to deliveries (active imputaciones), on the day the debt was
//   settled (the payment's day, or the delivery's if the payment came first as credit), and that amount times the
//   days the delivery waited for it: dias_imputados / imputado is how many days the money took to come in.
// Two cuts: the whole business ('t', in franjas as ventas_resumen) and each client ('c', only what its payments took:
// whose payments slowed down), a client's per year too.

const FRANJA = 'txid_current() % 8';
const MEDIDAS = ['entregado', 'cobros', 'efectivo', 'transferencia', 'cheque', 'otro', 'movimiento', 'imputado', 'dias_imputados'] as const;
type Medida = (typeof MEDIDAS)[number];

/** A fact row of zone `zona`, day `dia` and client `cliente` (NULL: the whole business only) with `valores`. */
const hecho = (zona: string, dia: string, cliente: string, valores: Partial<Record<Medida, string>>) =>
  `SELECT ${zona} AS zona, ${dia} AS dia, ${cliente} AS cliente_id, ${MEDIDAS.map((m) => `${valores[m] ?? '0'} AS ${m}`).join(', ')}`;

const DIA_DE_ENTREGA = (zona: string) => `(e.fecha AT TIME ZONE ${zona})::date`;

/** Deliveries `e`, signed `s`. */
const deEntregas = (zona: string, s: string) => hecho(zona, DIA_DE_ENTREGA(zona), 'NULL::int', { entregado: `${s} * e.importe` });
const ENTREGA_VENTA = 'NOT e.anulada AND e.pedido_id IS NOT NULL';

/** Payments `c`, signed `s`: one payment and its amount in its method's column. */
const deCobros = (zona: string, s: string) =>
  hecho(zona, 'c.fecha', 'NULL::int', {
    cobros: s,
    ...Object.fromEntries(
      ['efectivo', 'transferencia', 'cheque', 'otro'].map((m) => [m, `CASE c.metodo WHEN '${m}' THEN ${s} * c.importe ELSE 0 END`]),
    ),
  });

/** Account moves `m`, signed `s`: a payment's (or its void's) on the payment's day, as the payment counts; the rest on theirs. */
const deMovimientos = (zona: string, s: string) =>
  hecho(zona, `coalesce(c.fecha, (m.fecha AT TIME ZONE ${zona})::date)`, 'NULL::int', { movimiento: `${s} * m.importe` });
const DEL_COBRO_DEL_MOVIMIENTO = 'LEFT JOIN cobros c ON c.cobro_id = m.cobro_id';

/** Applications `i` of payments `c` to deliveries `e`, signed `s`, on the day the debt was settled. */
const deImputaciones = (zona: string, s: string) => {
  const saldada = `greatest(c.fecha, ${DIA_DE_ENTREGA(zona)})`;
  return hecho(zona, saldada, 'c.cliente_id', {
    imputado: `${s} * i.importe`,
    dias_imputados: `${s} * i.importe * (${saldada} - ${DIA_DE_ENTREGA(zona)})`,
  });
};
const DE_LAS_IMPUTACIONES = 'JOIN cobros c ON c.cobro_id = i.cobro_id JOIN entregas e ON e.entrega_id = i.entrega_id';

const GRANOS = "('t', 'd'), ('t', 'm'), ('c', 'd'), ('c', 'm'), ('c', 'a')";

/** Each fact of `hechos` added to its day and month in the whole business, and to its client's (and year) if it has one. */
const resumir = (hechos: string, franja: string) => `
  SELECT h.zona, g.corte, g.grano,
         CASE g.grano WHEN 'd' THEN h.dia WHEN 'm' THEN date_trunc('month', h.dia)::date ELSE date_trunc('year', h.dia)::date END AS periodo,
         CASE g.corte WHEN 't' THEN 0 ELSE h.cliente_id END AS clave,
         CASE g.corte WHEN 'c' THEN 0 ELSE ${franja} END AS franja,
         ${MEDIDAS.map((m) => `sum(h.${m}) AS ${m}`).join(', ')}
  FROM (${hechos}) AS h CROSS JOIN (VALUES ${GRANOS}) AS g (corte, grano)
  WHERE g.corte = 't' OR h.cliente_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6`;

const sumar = (hechos: string) => `
  INSERT INTO cobranzas_resumen AS r (zona, corte, grano, periodo, clave, franja, ${MEDIDAS.join(', ')})
  SELECT * FROM (${resumir(hechos, FRANJA)}) AS s
  WHERE ${MEDIDAS.map((m) => `s.${m} <> 0`).join(' OR ')}
  ORDER BY zona, corte, grano, periodo, clave
  ON CONFLICT (zona, corte, grano, periodo, clave, franja) DO UPDATE SET
    ${MEDIDAS.map((m) => `${m} = r.${m} + excluded.${m}`).join(', ')}`;

/**
 * A summary's trigger body: inserted rows add, deleted ones take off, and an update takes off the rows as they were and
 * adds them as they are. Applying a payment updates its delivery's cobrado and the payment's aplicado: those rows add up
 * to nothing and write nothing. (Not a join of the rows before and after: its transition tables have no statistics,
 * and a bulk update of a million deliveries was planned as a nested loop over both.)
 */
function cuerpo(desde: (filas: string, s: string) => string) {
  return `
    IF TG_OP = 'INSERT' THEN ${sumar(desde('nuevas', '1'))};
    ELSIF TG_OP = 'DELETE' THEN ${sumar(desde('viejas', '-1'))};
    ELSE ${sumar(`${desde('nuevas', '1')} UNION ALL ${desde('viejas', '-1')}`)};
    END IF;`;
}

const DESDE = {
  entregas: (filas: string, s: string) => `${deEntregas('z.zona', s)} FROM ${filas} e CROSS JOIN zonas_de_ventas z WHERE ${ENTREGA_VENTA}`,
  cobros: (filas: string, s: string) => `${deCobros('z.zona', s)} FROM ${filas} c CROSS JOIN zonas_de_ventas z WHERE NOT c.anulado`,
  movimientos_cuenta: (filas: string, s: string) =>
    `${deMovimientos('z.zona', s)} FROM ${filas} m ${DEL_COBRO_DEL_MOVIMIENTO} CROSS JOIN zonas_de_ventas z`,
  imputaciones: (filas: string, s: string) =>
    `${deImputaciones('z.zona', s)} FROM ${filas} i ${DE_LAS_IMPUTACIONES} CROSS JOIN zonas_de_ventas z WHERE i.activa`,
};

const FUNCIONES = {
  resumir_entregas_cobradas: cuerpo(DESDE.entregas),
  resumir_cobros: cuerpo(DESDE.cobros),
  resumir_movimientos_cuenta: cuerpo(DESDE.movimientos_cuenta),
  resumir_imputaciones: cuerpo(DESDE.imputaciones),
};

const TRIGGERS: TriggersDeResumen = {
  resumir_entregas_cobradas: { tabla: 'entregas', cuerpo: FUNCIONES.resumir_entregas_cobradas },
  resumir_cobros: { tabla: 'cobros', cuerpo: FUNCIONES.resumir_cobros },
  resumir_movimientos_cuenta: { tabla: 'movimientos_cuenta', cuerpo: FUNCIONES.resumir_movimientos_cuenta },
  resumir_imputaciones: { tabla: 'imputaciones', cuerpo: FUNCIONES.resumir_imputaciones },
};

/** A zone's summary from every delivery, payment, move and application, at once. */
const construir = (zona: string) => `
  INSERT INTO cobranzas_resumen (zona, corte, grano, periodo, clave, franja, ${MEDIDAS.join(', ')})
  ${resumir(
    `${deEntregas(zona, '1')} FROM entregas e WHERE ${ENTREGA_VENTA}
     UNION ALL ${deCobros(zona, '1')} FROM cobros c WHERE NOT c.anulado
     UNION ALL ${deMovimientos(zona, '1')} FROM movimientos_cuenta m ${DEL_COBRO_DEL_MOVIMIENTO}
     UNION ALL ${deImputaciones(zona, '1')} FROM imputaciones i ${DE_LAS_IMPUTACIONES} WHERE i.activa`,
    '0',
  )}`;

export const REGISTRAR_COBRANZAS_RESUMIDAS = {
  bloquear: `${REGISTRAR_VENTAS_RESUMIDAS.bloquear}, cobros, movimientos_cuenta, imputaciones`,
  construir: `${REGISTRAR_VENTAS_RESUMIDAS.construir}
        ${construir('nueva')};
        ANALYZE cobranzas_resumen;`,
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE cobranzas_resumen (
      zona text NOT NULL,
      corte char(1) NOT NULL CHECK (corte IN ('t', 'c')),
      grano char(1) NOT NULL CHECK (grano IN ('d', 'm', 'a')),
      periodo date NOT NULL,
      clave integer NOT NULL,
      franja smallint NOT NULL,
      entregado numeric(20, 2) NOT NULL,
      cobros bigint NOT NULL,
      efectivo numeric(20, 2) NOT NULL,
      transferencia numeric(20, 2) NOT NULL,
      cheque numeric(20, 2) NOT NULL,
      otro numeric(20, 2) NOT NULL,
      movimiento numeric(20, 2) NOT NULL,
      imputado numeric(20, 2) NOT NULL,
      dias_imputados numeric(24, 2) NOT NULL,
      PRIMARY KEY (zona, corte, grano, periodo, clave, franja)
    )`);
  await crearTriggers(knex, TRIGGERS);
  await knex.raw(registrarZona(REGISTRAR_COBRANZAS_RESUMIDAS));
  const zonas: string[] = await knex('zonas_de_ventas').pluck('zona');
  const sql = construir('?');
  for (const zona of zonas) await knex.raw(sql, Array(sql.split('?').length - 1).fill(zona));
  await knex.raw('ANALYZE cobranzas_resumen');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(registrarZona(REGISTRAR_VENTAS_RESUMIDAS));
  await borrarTriggers(knex, TRIGGERS);
  await knex.raw('DROP TABLE cobranzas_resumen');
}
