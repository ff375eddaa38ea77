import { createMapper } from '../../db/mapper.js';
import type { Mantenimiento } from '#dominio/vehiculos';

// The record's own columns; its Vehiculo and Usuario come from the joins of the service's query.
export const mantenimientoMapper = createMapper<Omit<Mantenimiento, 'Vehiculo' | 'Usuario'>>({
  MantenimientoID: 'mantenimiento_id',
  VehiculoID: 'vehiculo_id',
  TipoMantenimiento: 'tipo_mantenimiento',
  Descripcion: 'descripcion',
  Kilometraje: 'kilometraje',
  Costo: 'costo',
  FechaRealizacion: 'fecha_realizacion',
  Proveedor: 'proveedor',
  Notas: 'notas',
  UsuarioID: 'usuario_id',
  Version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});
