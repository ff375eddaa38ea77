import { createMapper } from '../../db/mapper.js';
import type { AlertaDocumento, AlertaMantenimiento } from '#dominio/alertas';

export const alertaMantenimientoMapper = createMapper<AlertaMantenimiento>({
  vehiculo: 'vehiculo',
  vehiculoId: 'vehiculo_id',
  tipoMantenimiento: 'tipo_mantenimiento',
  subtipo: 'subtipo',
  marca: 'marca',
  modelo: 'modelo',
  prioridad: 'prioridad',
  kmFaltantes: 'km_faltantes',
  kmRecorridos: 'km_recorridos',
  proximoMantenimiento: 'proximo_mantenimiento',
  fechaProxima: 'fecha_proxima',
  diasRestantes: 'dias_restantes',
});

export const alertaDocumentoMapper = createMapper<AlertaDocumento>({
  id: 'documento_id',
  documentoId: 'documento_id',
  vehiculoId: 'vehiculo_id',
  vehiculo: 'vehiculo',
  documento: 'documento',
  numeroDocumento: 'numero_documento',
  marca: 'marca',
  modelo: 'modelo',
  fechaVencimiento: 'fecha_vencimiento',
  diasRestantes: 'dias_restantes',
  prioridad: 'prioridad',
  Version: 'version',
});
