import type { Knex } from 'knex';
import { borrarTriggers, crearTriggers, MEDIDAS, medidasDeLineas } from './20261203_047_ventas_resumidas.js';
import { MEDIDAS_DE_REPARTO, REPARTO, resumenDeReparto } from './20261203_049_reparto_resumido.js';

// Issue 48, Ventas and Margen bruto per driver (docs/decisiones.md 113): what the delivered stops' orders sold, added to
// reparto_resumen (migration 049) by its own triggers, on the sheet's day. The measures mean what migration 047's do
// (the same SQL): unidades, importe (IVA included), neto, costo, neto_costeado and sin_costo. An order's lines at its
// stop's delivery are what was sold (a partial delivery first rewrites them to what was delivered, entregaParcial.ts),
// and no write changes them after. A driver's orders are his delivered stops (paradas); kilos stay kg_entregados.

/** The new columns, typed as ventas_resumen's (migration 047). */
const COLUMNAS = {
  unidades: 'bigint',
  importe: 'numeric(20, 2)',
  neto: 'numeric(20, 2)',
  costo: 'numeric(22, 4)',
  neto_costeado: 'numeric(20, 2)',
  sin_costo: 'bigint',
} as const;
const VENTAS = MEDIDAS.filter((m): m is keyof typeof COLUMNAS => m in COLUMNAS);

/** What the order of each delivered stop `p` sold: its lines' measures as migration 047 counts them (none: zero). */
const VENDIDO = `CROSS JOIN LATERAL (
  SELECT ${VENTAS.map((m) => `coalesce(sum(x.${m}), 0) AS ${m}`).join(', ')}
  FROM (SELECT ${medidasDeLineas('1')} FROM detalle_pedidos l JOIN productos pr ON pr.producto_id = l.producto_id
        WHERE l.pedido_id = p.pedido_id) AS x) AS vendido`;

const EN_DINERO = resumenDeReparto(
  { ...MEDIDAS_DE_REPARTO, ...Object.fromEntries(VENTAS.map((m) => [m, (s: string) => `${s} * vendido.${m}`])) },
  VENDIDO,
);

export async function up(knex: Knex): Promise<void> {
  await borrarTriggers(knex, REPARTO.triggers);
  // Built again from the stops with every measure: the new columns need no default.
  await knex.raw('DELETE FROM reparto_resumen');
  await knex.raw(`ALTER TABLE reparto_resumen ${VENTAS.map((m) => `ADD COLUMN ${m} ${COLUMNAS[m]} NOT NULL`).join(', ')}`);
  await crearTriggers(knex, EN_DINERO.triggers);
  await knex.raw(EN_DINERO.llenar);
}

export async function down(knex: Knex): Promise<void> {
  await borrarTriggers(knex, EN_DINERO.triggers);
  await knex.raw(`ALTER TABLE reparto_resumen ${VENTAS.map((m) => `DROP COLUMN ${m}`).join(', ')}`);
  await crearTriggers(knex, REPARTO.triggers);
}
