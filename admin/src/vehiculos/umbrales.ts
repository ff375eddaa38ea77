import { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA, UMBRAL_KM_ALERTA, UMBRAL_KM_AVISO } from '#dominio/alertas';
import { diasHasta } from '#dominio/fechas';

// How the screens show the fleet's thresholds (dominio/alertas.ts; spec suppliers-and-fleet.md
// sections 4 and 9), each in one function so the list, the detail and the alert pages always agree.

export type ColorProgreso = 'error' | 'warning' | 'success';

export function colorProgreso(kmRestantes: number): ColorProgreso {
  if (kmRestantes <= UMBRAL_KM_ALERTA) return 'error';
  if (kmRestantes <= UMBRAL_KM_AVISO) return 'warning';
  return 'success';
}

/** How much of the interval has been driven since the last change, 0 to 100 (capped). */
export function porcentajeRecorrido(kmRestantes: number, intervalo: number): number {
  if (!(intervalo > 0)) return 100;
  const porcentaje = ((intervalo - kmRestantes) / intervalo) * 100;
  return Math.min(100, Math.max(0, porcentaje));
}

/** The detail's Alertas card: oil or belt at the alert threshold. */
export function necesitaMantenimiento(v: { KmRestantesAceite: number; KmRestantesCorrea: number }): boolean {
  return v.KmRestantesAceite <= UMBRAL_KM_ALERTA || v.KmRestantesCorrea <= UMBRAL_KM_ALERTA;
}

export type EstadoDocumento = 'Vencido' | 'Por vencer' | 'Vigente';

/** The document's shown state on the vehicle detail. */
export function estadoDocumento(fechaVencimiento: string, hoy: string): EstadoDocumento {
  const dias = diasHasta(fechaVencimiento, hoy);
  if (dias < 0) return 'Vencido';
  if (dias <= DIAS_AVISO_DOCUMENTO) return 'Por vencer';
  return 'Vigente';
}

/** The vehicle form's document list knows only two states. */
export function estadoDocumentoFormulario(fechaVencimiento: string, hoy: string): 'Vencido' | 'Vigente' {
  return diasHasta(fechaVencimiento, hoy) < 0 ? 'Vencido' : 'Vigente';
}

export const COLOR_ESTADO_DOCUMENTO: Record<EstadoDocumento, 'error' | 'warning' | 'success'> = {
  Vencido: 'error',
  'Por vencer': 'warning',
  Vigente: 'success',
};

/** The document alert's days chip: 'Vencido' at 0 or less, then '1 día' / '{n} días'. */
export function etiquetaDias(dias: number): string {
  if (dias <= 0) return 'Vencido';
  return dias === 1 ? '1 día' : `${dias} días`;
}

export function severidadDias(dias: number): 'error' | 'warning' | 'info' {
  if (dias <= 0) return 'error';
  if (dias <= DIAS_PRIORIDAD_ALTA) return 'warning';
  return 'info';
}

/** Maintenance alert border: 'Alta' is red, any other priority a warning. */
export function colorPrioridad(prioridad: string): 'error' | 'warning' {
  return prioridad === 'Alta' ? 'error' : 'warning';
}

const km = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** A mileage as people read it here: '185.400'. */
export function formatKm(valor: unknown): string {
  const numero = Number(valor ?? 0);
  return km.format(Number.isFinite(numero) ? numero : 0);
}
