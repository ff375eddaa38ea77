import { DateTime } from 'luxon';
import { z } from 'zod';
import { queryDay, queryFilter, recordId } from './campos';
import { redondearACentavos } from './lineas';

// What a vehicle costs (issue 15, item 2): maintenance and fuel in a period, and per km driven.

export const PERIODO_INVALIDO = 'La fecha desde no puede ser posterior a la fecha hasta';

/** ?desde=YYYY-MM-DD&hasta=YYYY-MM-DD, both inclusive business days; absent: the last 12 months. */
export const periodoSchema = z
  .object({ desde: queryFilter(queryDay), hasta: queryFilter(queryDay) })
  .refine((p) => !p.desde || !p.hasta || p.desde <= p.hasta, { path: ['desde'], message: PERIODO_INVALIDO });

export type Periodo = { desde: string; hasta: string };

/** The default period: the twelve months that end today (today and the 364 or 365 days before it). */
export function ultimoAnio(hoy: string): Periodo {
  return { desde: DateTime.fromISO(hoy).minus({ years: 1 }).plus({ days: 1 }).toISODate()!, hasta: hoy };
}

/**
 * Km driven in a period, from the mileage log: the last reading up to the period's end minus the
 * last reading before its start (or, when the log starts inside the period, its first reading
 * there). Never negative (an administrator's correction may lower a reading); 0 without readings.
 */
export function kmRecorridos(kmInicio: number | null, kmFin: number | null): number {
  if (kmInicio === null || kmFin === null) return 0;
  return Math.max(0, kmFin - kmInicio);
}

/** Pesos per km, to the cent; null when no km were driven. */
export function costoPorKm(costo: number, km: number): number | null {
  return km > 0 ? redondearACentavos(costo / km) : null;
}

/** A vehicle's figures for a period: GET /vehiculos/costos lists one per vehicle. */
export const costosVehiculoSchema = z
  .object({
    VehiculoID: recordId,
    Patente: z.string(),
    Marca: z.string(),
    Modelo: z.string(),
    CostoMantenimiento: z.number(),
    CostoCombustible: z.number(),
    CostoTotal: z.number().meta({ description: 'Mantenimiento más combustible.' }),
    Litros: z.number(),
    KmRecorridos: z.int(),
    CostoPorKm: z.number().nullable().meta({ description: 'CostoTotal / KmRecorridos; null sin km recorridos.' }),
  })
  .meta({ id: 'CostosVehiculo' });
export type CostosVehiculo = z.infer<typeof costosVehiculoSchema>;

/** GET /vehiculos/{id}/costos: the figures, plus the maintenance and fuel per month and maintenance per type. */
export const detalleCostosSchema = costosVehiculoSchema
  .extend({
    Desde: z.iso.date(),
    Hasta: z.iso.date(),
    PorMes: z
      .array(z.object({ Mes: z.string(), Mantenimiento: z.number(), Combustible: z.number() }))
      .meta({ description: "Cada mes del período, el más viejo primero ('YYYY-MM'), con 0 donde no se gastó." }),
    PorTipo: z.array(z.object({ TipoMantenimiento: z.string(), Costo: z.number() })),
  })
  .meta({ id: 'DetalleCostos' });
export type DetalleCostos = z.infer<typeof detalleCostosSchema>;

/** The months of a period, 'YYYY-MM', oldest first. */
export function mesesDe({ desde, hasta }: Periodo): string[] {
  const meses: string[] = [];
  for (let mes = DateTime.fromISO(desde).startOf('month'); mes <= DateTime.fromISO(hasta); mes = mes.plus({ months: 1 })) {
    meses.push(mes.toFormat('yyyy-MM'));
  }
  return meses;
}
