import { DateTime } from 'luxon';

// "Today" is a day of the business time zone, never of the server's clock zone (day-range
// filters use http/dateRange.ts).

/** The business day (YYYY-MM-DD) at instant `now`. */
export function diaNegocio(now: Date, zona: string): string {
  return DateTime.fromJSDate(now, { zone: zona }).toISODate()!;
}

/** The year of the business day at instant `now`. */
export function anioNegocio(now: Date, zona: string): number {
  return DateTime.fromJSDate(now, { zone: zona }).year;
}
