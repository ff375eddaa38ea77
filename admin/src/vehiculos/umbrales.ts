import { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA, UMBRAL_KM_ALERTA, UMBRAL_KM_AVISO } from '#dominio/limites';
import { diasHasta } from '#dominio/fechas';
import { RECORDATORIOS, type Recordatorio } from '#dominio/limites';
import { diasParaVencer, proximaFechaPorMeses, vencePorFecha } from '#dominio/recordatorios';
import type { Vehiculo } from '#dominio/vehiculos';

// How the screens show the fleet's thresholds (dominio/alertas.ts; docs/funcional.md,
// Alertas), each in one function so the list, the detail and the alert pages always agree.

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

export interface RecordatorioPorFecha {
  recordatorio: Recordatorio;
  meses: number;
  fechaProxima: string;
  dias: number;
}

type FechasDeVehiculo = Pick<
  Vehiculo,
  | 'IntervaloMesesAceite'
  | 'FechaUltimoCambioAceite'
  | 'IntervaloMesesCorrea'
  | 'FechaUltimoCambioCorrea'
  | 'IntervaloMesesService'
  | 'FechaUltimoService'
>;

/** The vehicle's reminders that have a month interval, each with its due day and the days left from `hoy`. */
export function recordatoriosPorFecha(v: FechasDeVehiculo, hoy: string): RecordatorioPorFecha[] {
  const campos: Record<Recordatorio, [number | null, string]> = {
    aceite: [v.IntervaloMesesAceite, v.FechaUltimoCambioAceite],
    correa: [v.IntervaloMesesCorrea, v.FechaUltimoCambioCorrea],
    service: [v.IntervaloMesesService, v.FechaUltimoService],
  };
  return RECORDATORIOS.flatMap((recordatorio) => {
    const [meses, desde] = campos[recordatorio];
    const dias = diasParaVencer(desde, meses, hoy);
    return meses === null || dias === null ? [] : [{ recordatorio, meses, fechaProxima: proximaFechaPorMeses(desde, meses), dias }];
  });
}

/** The detail's Alertas card: oil or belt at the alert threshold, or a reminder by date within its alert days. */
export function necesitaMantenimiento(
  v: { KmRestantesAceite: number; KmRestantesCorrea: number },
  porFecha: RecordatorioPorFecha[] = [],
): boolean {
  return v.KmRestantesAceite <= UMBRAL_KM_ALERTA || v.KmRestantesCorrea <= UMBRAL_KM_ALERTA || porFecha.some((r) => vencePorFecha(r.dias));
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

export function severidadDias(dias: number): 'error' | 'warning' | 'info' {
  if (dias <= 0) return 'error';
  if (dias <= DIAS_PRIORIDAD_ALTA) return 'warning';
  return 'info';
}

/** Maintenance alert border: 'Alta' is red, any other priority a warning. */
export function colorPrioridad(prioridad: string): 'error' | 'warning' {
  return prioridad === 'Alta' ? 'error' : 'warning';
}

// The km format lives with the due wording (dominio/vencimientos.ts); the screens take it from here.
