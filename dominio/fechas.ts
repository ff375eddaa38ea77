import { DateTime } from 'luxon';

// "Today" is a day of the business time zone (TZ_NEGOCIO), never of the server's or the browser's
// clock zone. The server passes its configured zone; the admin the one the server handed it.

export const ZONA_NEGOCIO_POR_DEFECTO = 'America/Argentina/Buenos_Aires';

/** The business day (YYYY-MM-DD) at instant `now`. */
export function diaNegocio(now: Date, zona: string): string {
  return DateTime.fromJSDate(now, { zone: zona }).toISODate()!;
}

/** An instant as the business zone writes it: dd/MM/yyyy, with HH:mm when asked. */
export function fechaNegocio(instante: Date | string, zona: string, conHora = false): string {
  const fecha = instante instanceof Date ? DateTime.fromJSDate(instante, { zone: zona }) : DateTime.fromISO(instante, { zone: zona });
  return fecha.toFormat(conHora ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy');
}

/** The year of the business day at instant `now`. */
export function anioNegocio(now: Date, zona: string): number {
  return DateTime.fromJSDate(now, { zone: zona }).year;
}

/** Whole days from `hoy` to `fecha` (both YYYY-MM-DD); negative once past. */
export function diasHasta(fecha: string, hoy: string): number {
  return Math.round(DateTime.fromISO(fecha, { zone: 'utc' }).diff(DateTime.fromISO(hoy, { zone: 'utc' }), 'days').days);
}
