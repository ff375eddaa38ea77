// "Today" is a day of the business time zone (TZ_NEGOCIO), never of the server's or the browser's
// clock zone. The server passes its configured zone; the admin the one the server handed it.
// Through the platform's Intl (full ICU in Node and in the browsers), not luxon: the admin's
// signed-in frame and dashboard use these and would otherwise download it (issue 12).

export const ZONA_NEGOCIO_POR_DEFECTO = 'America/Argentina/Buenos_Aires';

/** A moment as a zone's wall clock shows it. */
export interface Partes {
  anio: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

const relojes = new Map<string, Intl.DateTimeFormat>();

/** The fields of instant `instante` on the clock of `zona`; undefined for an invalid Date. */
export function partesEnZona(instante: Date, zona: string): Partes | undefined {
  if (Number.isNaN(instante.getTime())) return undefined;
  let reloj = relojes.get(zona);
  if (!reloj) {
    const n = 'numeric';
    reloj = new Intl.DateTimeFormat('en-US', { timeZone: zona, hourCycle: 'h23', year: n, month: n, day: n, hour: n, minute: n, second: n });
    relojes.set(zona, reloj);
  }
  const campo = Object.fromEntries(reloj.formatToParts(instante).map(({ type, value }) => [type, Number(value)]));
  return { anio: campo.year, mes: campo.month, dia: campo.day, hora: campo.hour, minuto: campo.minute, segundo: campo.second };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO 8601 text on the clock of `zona`: with an offset (Z, -03:00) the instant it names; without
 * one, that wall-clock time of the zone itself, so a date-only 'YYYY-MM-DD' keeps its day.
 * Undefined when unreadable, or for a day or time that does not exist (31/02).
 */
export function partesDeISO(texto: string, zona: string): Partes | undefined {
  const leido = ISO.exec(texto);
  if (!leido) return undefined;
  const [, anio, mes, dia, hora = '0', minuto = '0', segundo = '0', desfase] = leido;
  if (desfase) return partesEnZona(new Date(texto), zona);
  const partes = { anio: +anio, mes: +mes, dia: +dia, hora: +hora, minuto: +minuto, segundo: +segundo };
  // Date.UTC carries an impossible field over (31/02 becomes March): such a text is unreadable.
  const mismo = partesEnZona(new Date(Date.UTC(partes.anio, partes.mes - 1, partes.dia, partes.hora, partes.minuto, partes.segundo)), 'UTC');
  return mismo && (Object.keys(partes) as (keyof Partes)[]).every((k) => mismo[k] === partes[k]) ? partes : undefined;
}

export const dosCifras = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the day of `partes`. */
export const diaISO = ({ anio, mes, dia }: Partes) => `${anio}-${dosCifras(mes)}-${dosCifras(dia)}`;

/** The business day (YYYY-MM-DD) at instant `now`. */
export function diaNegocio(now: Date, zona: string): string {
  return diaISO(partesEnZona(now, zona)!);
}

/** An instant as the business zone writes it: dd/MM/yyyy, with HH:mm when asked. */
export function fechaNegocio(instante: Date | string, zona: string, conHora = false): string {
  const partes = instante instanceof Date ? partesEnZona(instante, zona) : partesDeISO(instante, zona);
  if (!partes) return 'Fecha inválida';
  const fecha = `${dosCifras(partes.dia)}/${dosCifras(partes.mes)}/${partes.anio}`;
  return conHora ? `${fecha} ${dosCifras(partes.hora)}:${dosCifras(partes.minuto)}` : fecha;
}

/** The year of the business day at instant `now`. */
export function anioNegocio(now: Date, zona: string): number {
  return partesEnZona(now, zona)!.anio;
}

/** The milliseconds of an ISO text read as UTC, so two days are whole days apart; NaN when unreadable. */
function enUTC(fecha: string): number {
  const partes = partesDeISO(fecha, 'UTC');
  return partes ? Date.UTC(partes.anio, partes.mes - 1, partes.dia, partes.hora, partes.minuto, partes.segundo) : Number.NaN;
}

/** Whole days from `hoy` to `fecha` (both YYYY-MM-DD); negative once past. */
export function diasHasta(fecha: string, hoy: string): number {
  return Math.round((enUTC(fecha) - enUTC(hoy)) / 86_400_000);
}
