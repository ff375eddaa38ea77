import { z } from 'zod';
import { recordId } from './campos';
import { aCentavos } from './dinero';
import { ALICUOTAS_IVA, type AlicuotaIVA } from './facturacion';
import { formatoPorcentaje } from './formatos';

// What goods cost and what they leave (issue 48, docs/decisiones.md 106): costs are a Supervisor's and an
// Administrador's, as the reports are. A supplier's price is a cost without IVA (the IVA paid is a credit), so a
// margin is over the price without its IVA.

export const ROLES_COSTOS = ['Administrador', 'Supervisor'] as const;
export const SOLO_QUIEN_VE_COSTOS = 'Solo un supervisor o un administrador ve costos y márgenes';
export const veCostos = (rol: string) => (ROLES_COSTOS as readonly string[]).includes(rol);

/** A final price (IVA included) without its IVA, to the cent. */
export function precioNeto(precio: number, alicuota: AlicuotaIVA): number {
  const tasa = alicuota === 'Exento' ? 0 : Number(alicuota);
  return Math.round((aCentavos(precio) * 100) / (100 + tasa)) / 100;
}

/** What a net price leaves over a cost, and that as a percentage of the price (one decimal); null without a cost. */
export function margenSobre(neto: number, costo: number | null): { Margen: number | null; MargenPorcentaje: number | null } {
  if (costo === null) return { Margen: null, MargenPorcentaje: null };
  const margen = (aCentavos(neto) - Math.round(costo * 100)) / 100;
  return { Margen: margen, MargenPorcentaje: neto === 0 ? null : Math.round((margen / neto) * 1000) / 10 };
}

/** '32,5 %' or '—' without a cost. */
export const textoMargen = (porcentaje: number | null) => (porcentaje === null ? '—' : formatoPorcentaje(porcentaje));

/** GET /productos/{id}/margenes: the product's average cost and its margin on each active list. */
export const margenesSchema = z
  .object({
    CostoPromedio: z.number().nullable().meta({
      description:
        'Lo que costó, en promedio ponderado y sin IVA, una unidad del stock: lo mueven las recepciones (a su precio) y las devoluciones (al costo con que salieron). Null: sin costo conocido todavía.',
    }),
    AlicuotaIVA: z.enum(ALICUOTAS_IVA),
    Listas: z.array(
      z.object({
        ListaID: recordId,
        Nombre: z.string(),
        Precio: z.number().meta({ description: 'El precio de una unidad en la lista, con IVA.' }),
        PrecioNeto: z.number().meta({ description: 'Ese precio sin su IVA.' }),
        Margen: z.number().nullable().meta({ description: 'PrecioNeto menos CostoPromedio; null sin costo.' }),
        MargenPorcentaje: z.number().nullable().meta({ description: 'El margen sobre PrecioNeto, en porcentaje con un decimal.' }),
      }),
    ),
  })
  .meta({ id: 'MargenesDeProducto' });
export type Margenes = z.infer<typeof margenesSchema>;
