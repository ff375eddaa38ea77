import { createMapper } from '../../db/mapper.js';
import type { CostosVehiculo } from '#dominio/costos';

// A vehicle's figures for a period: the sums of the query and the columns computed from them.
export const costosMapper = createMapper<CostosVehiculo>({
  VehiculoID: 'vehiculo_id',
  Patente: 'patente',
  Marca: 'marca',
  Modelo: 'modelo',
  CostoMantenimiento: 'costo_mantenimiento',
  CostoCombustible: 'costo_combustible',
  CostoTotal: 'costo_total',
  Litros: 'litros',
  KmRecorridos: 'km_recorridos',
  CostoPorKm: 'costo_por_km',
});
