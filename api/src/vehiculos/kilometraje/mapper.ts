import { createMapper } from '../../db/mapper.js';
import type { RegistroKilometraje } from '#dominio/vehiculos';

// The reading's own columns; its Usuario comes from a join (or the session, for a new reading).
export const registroMapper = createMapper<Omit<RegistroKilometraje, 'Usuario'>>({
  RegistroID: 'registro_id',
  VehiculoID: 'vehiculo_id',
  Kilometraje: 'kilometraje',
  FechaRegistro: 'fecha_registro',
  Motivo: 'motivo',
});
