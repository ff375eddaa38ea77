import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { z } from 'zod';

/** A calendar day, YYYY-MM-DD, as date filters (fechaDesde, fechaHasta) take it. */
export const queryDay = z
  .string({ error: 'Fecha inválida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine((v) => DateTime.fromISO(v).isValid, 'Fecha inválida');

/**
 * Keeps the rows whose timestamp falls on the days desde..hasta, both inclusive, as days of the
 * business time zone (a day there is not a UTC day): [start of desde, start of the day after hasta).
 */
export function whereDays(
  query: Knex.QueryBuilder,
  column: string,
  zone: string,
  { desde, hasta }: { desde?: string; hasta?: string },
): Knex.QueryBuilder {
  if (desde) query.where(column, '>=', DateTime.fromISO(desde, { zone }).startOf('day').toJSDate());
  if (hasta) query.where(column, '<', DateTime.fromISO(hasta, { zone }).plus({ days: 1 }).startOf('day').toJSDate());
  return query;
}
