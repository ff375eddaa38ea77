import type { Respaldo } from '#dominio/respaldos';
import { createMapper } from '../db/mapper.js';

export const respaldoMapper = createMapper<Respaldo>({
  RespaldoID: 'respaldo_id',
  Fecha: 'fecha',
  Origen: 'origen',
  Resultado: 'resultado',
  Archivo: 'archivo',
  Tamano: 'tamano',
  Error: 'error',
  Borrado: 'borrado_en',
});

/** Newest first, 25 a page, as the other logs (auditoría, ingresos). */
export const ORDEN_RESPALDOS = { sort: 'Fecha', order: 'desc', limit: 25 } as const;
