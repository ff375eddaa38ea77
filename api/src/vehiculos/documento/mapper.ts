import { createMapper } from '../../db/mapper.js';
import type { DocumentoVehiculo } from '#dominio/vehiculos';

export const documentoMapper = createMapper<DocumentoVehiculo>({
  DocumentoID: 'documento_id',
  VehiculoID: 'vehiculo_id',
  TipoDocumento: 'tipo_documento',
  NumeroDocumento: 'numero_documento',
  FechaEmision: 'fecha_emision',
  FechaVencimiento: 'fecha_vencimiento',
  Notas: 'notas',
  ArchivoURL: 'archivo_url',
  Revisado: 'revisado',
  ComentarioRevision: 'comentario_revision',
  Version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});
