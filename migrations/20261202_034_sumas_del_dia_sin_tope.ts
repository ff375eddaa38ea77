import type { Knex } from 'knex';

// Issue 44: every stored amount stays far from its column's limit. An order's total is at most
// IMPORTE_MAXIMO ($ 9.999.999.999,99, dominio/dinero.ts), but the sums of a day (sales in ventas_por_dia,
// what deliveries owe in pendiente_por_dia) add as many of them as the day has: numeric(16,2) overflowed
// with 10,000 such orders. numeric(20,2) takes a hundred million; only the declared bound grows (no rewrite).
const SUMAS = [
  ['ventas_por_dia', 'ventas'],
  ['pendiente_por_dia', 'pendiente'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [tabla, columna] of SUMAS) await knex.raw(`ALTER TABLE ${tabla} ALTER COLUMN ${columna} TYPE numeric(20, 2)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [tabla, columna] of SUMAS) await knex.raw(`ALTER TABLE ${tabla} ALTER COLUMN ${columna} TYPE numeric(16, 2)`);
}
