import { z } from 'zod';
import { aCentavos } from './dinero';
import { rangoDeReporte, rangoSchema, validarRango } from './reportes';

// The Flota report (issue 48, docs/decisiones.md 109): what each vehicle cost per kilometre and per kilo it delivered,
// from the fleet's costs (maintenance and fuel, the mileage log) and the route sheets; and what each driver delivered.

/** GET /reportes/flota: the range and what to compare it with. */
export const reporteFlotaQuerySchema = z.object(rangoDeReporte).superRefine((q, ctx) => {
  validarRango({ ...q, Agrupar: 'vehiculo' }, ctx);
});
export type ReporteFlotaQuery = z.infer<typeof reporteFlotaQuerySchema> & { Desde: string; Hasta: string };

const medidasSchema = z
  .object({
    Km: z.number().meta({ description: 'Los km recorridos según el registro de kilometraje.' }),
    CostoMantenimiento: z.number(),
    CostoCombustible: z.number(),
    Costo: z.number().meta({ description: 'Mantenimiento más combustible.' }),
    CostoPorKm: z.number().nullable().meta({ description: 'Costo / Km; null sin km.' }),
    Hojas: z.number().meta({ description: 'Hojas de ruta del período que salieron (en curso o cerradas).' }),
    Paradas: z.number().meta({ description: 'Paradas entregadas (entera o parcialmente).' }),
    Kilos: z.number().meta({ description: 'Los kilos que entregaron esas paradas.' }),
    CostoPorKilo: z.number().nullable().meta({ description: 'Costo / Kilos; null sin kilos entregados.' }),
  })
  .meta({ id: 'MedidasDeFlota' });
export type MedidasFlota = z.infer<typeof medidasSchema>;

export const reporteFlotaSchema = z
  .object({
    Desde: z.iso.date(),
    Hasta: z.iso.date(),
    Comparacion: rangoSchema.nullable().meta({ description: 'El período comparado; null sin comparación.' }),
    Vehiculos: z.array(
      z.object({
        VehiculoID: z.number(),
        Patente: z.string(),
        Vehiculo: z.string().meta({ description: 'Marca y modelo.' }),
        Actual: medidasSchema,
        Comparado: medidasSchema.nullable(),
      }),
    ),
    Total: medidasSchema,
    TotalComparado: medidasSchema.nullable(),
    Reparto: medidasSchema.meta({
      description:
        'Los vehículos que entregaron algo en el período, sumados: lo que costó repartir por kilo, sin los que no repartieron (que sí están en Total).',
    }),
    RepartoComparado: medidasSchema.nullable().meta({ description: 'Lo mismo en el período comparado; null sin comparación.' }),
    Choferes: z.array(
      z.object({
        ChoferID: z.number(),
        Nombre: z.string(),
        Hojas: z.number(),
        Paradas: z.number(),
        Kilos: z.number(),
      }),
    ),
  })
  .meta({ id: 'ReporteDeFlota' });
export type ReporteFlota = z.infer<typeof reporteFlotaSchema>;

/** What a vehicle (or the fleet) adds up in a range, before the ratios. */
export interface SumasFlota {
  km: number;
  mantenimiento: number;
  combustible: number;
  hojas: number;
  paradas: number;
  kilos: number;
}
export const FLOTA_EN_CERO: SumasFlota = { km: 0, mantenimiento: 0, combustible: 0, hojas: 0, paradas: 0, kilos: 0 };

const centavos = (valor: number) => aCentavos(valor) / 100;

/** The measures of some sums: money to the cent, kilos to the gram, each ratio only over something to divide by. */
export function medidasDeFlota(s: SumasFlota): MedidasFlota {
  const costo = centavos(s.mantenimiento + s.combustible);
  const kilos = Math.round(s.kilos * 1000) / 1000;
  return {
    Km: s.km,
    CostoMantenimiento: centavos(s.mantenimiento),
    CostoCombustible: centavos(s.combustible),
    Costo: costo,
    CostoPorKm: s.km > 0 ? centavos(costo / s.km) : null,
    Hojas: s.hojas,
    Paradas: s.paradas,
    Kilos: kilos,
    CostoPorKilo: kilos > 0 ? centavos(costo / kilos) : null,
  };
}
