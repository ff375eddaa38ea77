import { DateTime } from 'luxon';
import { formatoImporte } from '#dominio/formatos';
import { zonaNegocio } from './zonaNegocio';

/**
 * Dates in Spanish: 'dd MMM yyyy' (with 'HH:mm' on history screens) in the business time zone
 * (as the staff in Argentina live them, whatever the browser's zone);
 * 'Sin fecha' when missing, 'Fecha inválida' when unreadable. Date-only values ('YYYY-MM-DD') are
 * calendar days and keep their day.
 */
export function formatFecha(value: unknown, conHora = false): string {
  if (value === null || value === undefined || value === '') return 'Sin fecha';
  let fecha: DateTime;
  if (value instanceof Date) fecha = DateTime.fromJSDate(value, { zone: zonaNegocio() });
  else if (typeof value === 'string') fecha = DateTime.fromISO(value, { zone: zonaNegocio() });
  else return 'Fecha inválida';
  if (!fecha.isValid) return 'Fecha inválida';
  return fecha.setLocale('es').toFormat(conHora ? 'dd MMM yyyy HH:mm' : 'dd MMM yyyy');
}

/** Money with a $ prefix and 2 decimals, as the screens have always shown it: '$1.234,50' (the papers add a space). */
export function formatMoneda(value: unknown): string {
  const numero = Number(value ?? 0);
  return `$${formatoImporte(Number.isFinite(numero) ? numero : 0)}`;
}
