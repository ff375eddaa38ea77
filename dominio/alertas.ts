import { z } from 'zod';
import { conVersion, optionalText, recordId, versionRegistro } from './campos';
import { RECORDATORIOS } from './limites';

// The fleet's alerts (docs/funcional.md, Alertas): the
// thresholds the API lists them by and the screens colour them by (dominio/limites.ts), and the
// alerts as answered.

export { DIAS_AVISO_DOCUMENTO, DIAS_PRIORIDAD_ALTA, RECORDATORIOS, type Recordatorio, UMBRAL_KM_ALERTA, UMBRAL_KM_AVISO } from './limites';

const subtipo = z.enum(['aceite', 'correa']);
export type Subtipo = z.infer<typeof subtipo>;
const prioridad = z.enum(['Alta', 'Media']);
export type Prioridad = z.infer<typeof prioridad>;

/**
 * Oil, belt and general service separately, per active vehicle: kmFaltantes = Intervalo -
 * kmRecorridos; with a month interval, fechaProxima and diasRestantes too (dominio/recordatorios.ts).
 * The fields that do not apply are left out: the km ones for the general service (by date only),
 * the date ones for a reminder without a month interval.
 */
export const alertaMantenimientoSchema = z
  .object({
    vehiculo: z.string(),
    vehiculoId: recordId,
    tipoMantenimiento: z.string(),
    subtipo: z.enum(RECORDATORIOS),
    marca: z.string(),
    modelo: z.string(),
    prioridad,
    kmFaltantes: z.int().optional(),
    kmRecorridos: z.int().optional(),
    proximoMantenimiento: z.int().optional(),
    fechaProxima: z.iso.date().optional(),
    diasRestantes: z.int().optional(),
  })
  .meta({ id: 'AlertaMantenimiento' });
export type AlertaMantenimiento = z.infer<typeof alertaMantenimientoSchema>;

/** A document of an active vehicle, not Revisado, expiring within DIAS_AVISO_DOCUMENTO days; `id` is the DocumentoID. */
export const alertaDocumentoSchema = z
  .object({
    id: recordId,
    documentoId: recordId,
    vehiculoId: recordId,
    vehiculo: z.string(),
    documento: z.string(),
    numeroDocumento: z.string(),
    marca: z.string(),
    modelo: z.string(),
    fechaVencimiento: z.iso.date(),
    diasRestantes: z.int(),
    prioridad,
    Version: versionRegistro.meta({ description: 'La versión del documento, para resolver la alerta con If-Match.' }),
  })
  .meta({ id: 'AlertaDocumento' });
export type AlertaDocumento = z.infer<typeof alertaDocumentoSchema>;

/** PUT /vehiculos/alertas/documentos/{id}/resolver */
export const resolverAlertaSchema = z.object({ Comentario: optionalText(), ...conVersion });
