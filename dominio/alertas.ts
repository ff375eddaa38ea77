import { z } from 'zod';
import { optionalText } from './campos';

// The fleet's alerts (CONTRACT section 4; spec suppliers-and-fleet.md sections 4 and 9): the
// thresholds the API lists them by and the screens colour them by, and the alerts as answered.

/** Maintenance alerts start at this many km remaining or fewer: alert lists, red bar, 'Mantenimiento necesario'. */
export const UMBRAL_KM_ALERTA = 500;
/** At this many km remaining or fewer a maintenance bar takes the warning colour. */
export const UMBRAL_KM_AVISO = 1000;
/** Document alerts start this many days before expiry (or fewer); a document that close is 'Por vencer'. */
export const DIAS_AVISO_DOCUMENTO = 30;
/** A document alert with this many days left or fewer is 'Alta', shown as a warning. */
export const DIAS_PRIORIDAD_ALTA = 7;

export type Subtipo = 'aceite' | 'correa';
export type Prioridad = 'Alta' | 'Media';

/** Oil and belt separately, per active vehicle: kmFaltantes = Intervalo - kmRecorridos. */
export type AlertaMantenimiento = {
  vehiculo: string;
  vehiculoId: number;
  tipoMantenimiento: string;
  subtipo: Subtipo;
  marca: string;
  modelo: string;
  prioridad: Prioridad;
  kmFaltantes: number;
  kmRecorridos: number;
  proximoMantenimiento: number;
};

/** A document of an active vehicle, not Revisado, expiring within DIAS_AVISO_DOCUMENTO days; `id` is the DocumentoID. */
export type AlertaDocumento = {
  id: number;
  documentoId: number;
  vehiculoId: number;
  vehiculo: string;
  documento: string;
  numeroDocumento: string;
  marca: string;
  modelo: string;
  fechaVencimiento: string;
  diasRestantes: number;
  prioridad: Prioridad;
};

/** PUT /vehiculos/alertas/documentos/{id}/resolver */
export const resolverAlertaSchema = z.object({ Comentario: optionalText() });
