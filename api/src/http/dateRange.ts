import { DateTime } from 'luxon';
import { z } from 'zod';

/** A calendar day, YYYY-MM-DD, as date filters (fechaDesde, fechaHasta) take it. */
export const queryDay = z
  .string({ error: 'Fecha inválida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine((v) => DateTime.fromISO(v).isValid, 'Fecha inválida');
