import { createMapper } from '../../db/mapper.js';
import type { CargaCombustible } from '#dominio/combustible';

// The load's own columns; Atipico is computed against the vehicle's median, Usuario comes from a join.
export const cargaMapper = createMapper<Omit<CargaCombustible, 'Atipico' | 'Usuario'>>({
  CargaID: 'carga_id',
  VehiculoID: 'vehiculo_id',
  Fecha: 'fecha',
  Kilometraje: 'kilometraje',
  Litros: 'litros',
  Importe: 'importe',
  TanqueLleno: 'tanque_lleno',
  Estacion: 'estacion',
  ConsumoL100km: 'consumo_l100km',
  createdAt: 'created_at',
});
