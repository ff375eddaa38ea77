import { dosCifras, type Partes, partesDeISO, partesEnZona } from '#dominio/fechas';
import { formatoMoneda } from '#dominio/formatos';
import { zonaNegocio } from './zonaNegocio';

/** The Spanish month names as a date writes them ('mar', 'marzo'), from Intl like luxon's 'MMM' and 'MMMM'. */
function mesesEnEspanol(largo: 'short' | 'long'): string[] {
  const formato = new Intl.DateTimeFormat('es', { month: largo, day: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => formato.formatToParts(Date.UTC(2009, i, 1)).find((p) => p.type === 'month')!.value);
}
const MESES_CORTOS = mesesEnEspanol('short');
export const MESES_LARGOS = mesesEnEspanol('long');

/** A Date or an ISO text on the business zone's clock; undefined when it cannot be read. */
export function partesNegocio(value: unknown): Partes | undefined {
  if (value instanceof Date) return partesEnZona(value, zonaNegocio());
  return typeof value === 'string' ? partesDeISO(value, zonaNegocio()) : undefined;
}

/** 'd MMM', a chart's day ('9 mar'), in the business time zone; 'Fecha inválida' when unreadable. */
export function formatDiaMes(value: unknown): string {
  const partes = partesNegocio(value);
  return partes ? `${partes.dia} ${MESES_CORTOS[partes.mes - 1]}` : 'Fecha inválida';
}

/**
 * Dates in Spanish: 'dd MMM yyyy' (with 'HH:mm' on history screens, ':ss' too when asked) in the
 * business time zone (as the staff in Argentina live them, whatever the browser's zone);
 * 'Sin fecha' when missing, 'Fecha inválida' when unreadable. Date-only values ('YYYY-MM-DD') are
 * calendar days and keep their day.
 */
export function formatFecha(value: unknown, conHora: boolean | 'segundos' = false): string {
  if (value === null || value === undefined || value === '') return 'Sin fecha';
  const partes = partesNegocio(value);
  if (!partes) return 'Fecha inválida';
  const fecha = `${dosCifras(partes.dia)} ${MESES_CORTOS[partes.mes - 1]} ${partes.anio}`;
  if (!conHora) return fecha;
  const hora = `${fecha} ${dosCifras(partes.hora)}:${dosCifras(partes.minuto)}`;
  return conHora === 'segundos' ? `${hora}:${dosCifras(partes.segundo)}` : hora;
}

/** Money as the papers write it (formatoMoneda): '$ 1.234,50', '-$ 400,00'; missing or unreadable, '$ 0,00'. */
export function formatMoneda(value: unknown): string {
  const numero = Number(value ?? 0);
  return formatoMoneda(Number.isFinite(numero) ? numero : 0);
}
