import type { Knex } from 'knex';
import { DateTime } from 'luxon';

// The summary rows a report reads over a range (ventas_resumen, cobranzas_resumen: docs/decisiones.md 107): its whole
// years (per client), its whole months and the days at its edges, so a year costs about what a month does.

export interface Tramo {
  grano: 'd' | 'm' | 'a';
  desde: string;
  hasta: string;
}

const UNIDAD = { d: 'day', m: 'month', a: 'year' } as const;

/** `hoy` for what the route sheets delivered: a sheet may be planned ahead, so a range is read to its last day, not on to its year's end. */
export const SIN_FUTURO = '9999-12-31';

/**
 * The summary rows a range reads, as few as cover it: its whole years (with `conAnios`, a client's cut grouped by
 * client), then its whole months, then its days; only days when grouped by day or week. A range that reaches today
 * reads on to the end of its year: nothing is sold after today, so "this month" is one row per key, "this year" too.
 */
export function tramosDe(
  desde: string,
  hasta: string,
  { soloDias, conAnios, hoy }: { soloDias: boolean; conAnios: boolean; hoy: string },
): Tramo[] {
  if (soloDias) return [{ grano: 'd', desde, hasta }];
  const fin = hasta >= hoy ? DateTime.fromISO(hasta).endOf('year').startOf('day') : DateTime.fromISO(hasta);
  const tramos: Tramo[] = [];
  for (let cursor = DateTime.fromISO(desde); cursor <= fin; ) {
    const entero = (grano: 'm' | 'a') => cursor.equals(cursor.startOf(UNIDAD[grano])) && cursor.endOf(UNIDAD[grano]).startOf('day') <= fin;
    const grano = conAnios && entero('a') ? 'a' : entero('m') ? 'm' : 'd';
    const periodo = cursor.toISODate()!;
    const ultimo = tramos.at(-1);
    // Consecutive periods of one grain are one range of their first days.
    if (ultimo?.grano === grano) ultimo.hasta = periodo;
    else tramos.push({ grano, desde: periodo, hasta: periodo });
    cursor = cursor.plus({ [`${UNIDAD[grano]}s`]: 1 });
  }
  return tramos;
}

/** The one summary row per key that covers the whole range (one whole year, month or day), if one does. */
export function periodoUnico(tramos: Tramo[]): { grano: Tramo['grano']; periodo: string } | undefined {
  const [unico] = tramos;
  return tramos.length === 1 && unico.desde === unico.hasta ? { grano: unico.grano, periodo: unico.desde } : undefined;
}

/** A where of the rows of `alias` in `tramos`. */
export const enTramos = (alias: string, tramos: Tramo[]) => (o: Knex.QueryBuilder) => {
  for (const t of tramos) o.orWhere((w) => w.where(`${alias}.grano`, t.grano).whereBetween(`${alias}.periodo`, [t.desde, t.hasta]));
};
