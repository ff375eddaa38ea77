import { createMapper } from '../../db/mapper.js';
import type { Vehiculo } from '#dominio/vehiculos';

// The last four fields are aliases of the vehicle query (consultas.ts), so the list can also sort by them.
export const vehiculoMapper = createMapper<Vehiculo>({
  VehiculoID: 'vehiculo_id',
  Patente: 'patente',
  Marca: 'marca',
  Modelo: 'modelo',
  Anio: 'anio',
  NumeroChasis: 'numero_chasis',
  NumeroMotor: 'numero_motor',
  KilometrajeActual: 'kilometraje_actual',
  UltimoCambioAceite: 'ultimo_cambio_aceite',
  IntervaloCambioAceite: 'intervalo_cambio_aceite',
  UltimoCambioCorrea: 'ultimo_cambio_correa',
  IntervaloCambioCorrea: 'intervalo_cambio_correa',
  IntervaloMesesAceite: 'intervalo_meses_aceite',
  FechaUltimoCambioAceite: 'fecha_ultimo_cambio_aceite',
  IntervaloMesesCorrea: 'intervalo_meses_correa',
  FechaUltimoCambioCorrea: 'fecha_ultimo_cambio_correa',
  IntervaloMesesService: 'intervalo_meses_service',
  FechaUltimoService: 'fecha_ultimo_service',
  CapacidadKg: 'capacidad_kg',
  Disponible: 'disponible',
  Active: 'active',
  Version: 'version',
  FechaCreacion: 'fecha_creacion',
  updatedAt: 'updated_at',
  EstadoDerivado: 'estado_derivado',
  CantidadDocumentos: 'cantidad_documentos',
  KmRestantesAceite: 'km_restantes_aceite',
  KmRestantesCorrea: 'km_restantes_correa',
});
