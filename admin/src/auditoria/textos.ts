import { type RegistroAuditoria, textoAuditoria } from '#dominio/auditoria';

/** react-admin's translate, as much of it as the timeline uses. */
type Traducir = (clave: string, opciones: { _: string }) => string;

/**
 * A changed field's label from the catalogue: `resources.<part or record>.fields.<Campo>` (a
 * vehicle's document names its fields as the documents screen does), else the field's API name.
 */
export const etiquetaDeCampo = (traducir: Traducir, registro: RegistroAuditoria) => (campo: string) =>
  traducir(`resources.${registro.Parte ?? registro.Entidad}.fields.${campo}`, { _: campo });

/** One line of a record's 'Actividad' tab: 'Martín Gómez cambió Precio de $ 1.200,00 a $ 1.350,00 — 22/11/2026 09:31'. */
export const lineaDeActividad = (registro: RegistroAuditoria, traducir: Traducir, zona: string) =>
  textoAuditoria(registro, etiquetaDeCampo(traducir, registro), zona);
