import type { Prioridad } from './alertas';
import { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA } from './limites';
import { diaISO, diasHasta, partesDeISO } from './fechas';

// Maintenance reminders by date (issue 15, item 1): besides its km interval, each reminder of a
// vehicle may have an interval in months; whichever comes first makes the alert. A date-based
// reminder takes the documents' rules by days remaining (docs/funcional.md, Alertas).

export const TIPO_SERVICE_GENERAL = 'Reparación general';

export const MESES_MINIMO = 1;
export const MESES_MAXIMO = 120;
export const MESES_FUERA_DE_RANGO = `El intervalo en meses debe ser un número entero entre ${MESES_MINIMO} y ${MESES_MAXIMO}`;

/**
 * The day a reminder comes due: the last change plus `meses` calendar months. A day the month
 * does not have becomes its last day (31/01 + 1 month = 28/02), as PostgreSQL's date + interval.
 */
export function proximaFechaPorMeses(ultimoCambio: string, meses: number): string {
  const desde = partesDeISO(ultimoCambio, 'UTC');
  if (!desde) throw new RangeError(`Fecha inválida: ${ultimoCambio}`);
  const mesesDesdeElAnioCero = desde.anio * 12 + desde.mes - 1 + meses;
  const anio = Math.floor(mesesDesdeElAnioCero / 12);
  const mes = (mesesDesdeElAnioCero % 12) + 1;
  // Day 0 of the next month is the last day of this one.
  const ultimoDia = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return diaISO({ ...desde, anio, mes, dia: Math.min(desde.dia, ultimoDia) });
}

/** Listed from DIAS_AVISO_DOCUMENTO days before the due day (or fewer), as documents. */
export const vencePorFecha = (diasRestantes: number) => diasRestantes <= DIAS_AVISO_DOCUMENTO;

/** 'Alta' within DIAS_PRIORIDAD_ALTA days (or past due), else 'Media', as documents. */
export const prioridadPorDias = (diasRestantes: number): Prioridad => (diasRestantes <= DIAS_PRIORIDAD_ALTA ? 'Alta' : 'Media');

/** Days from `hoy` to the due day of a reminder with a month interval; null without one. */
export function diasParaVencer(ultimoCambio: string, meses: number | null, hoy: string): number | null {
  return meses == null ? null : diasHasta(proximaFechaPorMeses(ultimoCambio, meses), hoy);
}
