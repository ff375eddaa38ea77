import { DateTime } from 'luxon';
import { z } from 'zod';
import { aCentavos } from './dinero';
import { MENSAJES_REPORTES, type POR_PERIODO, rangoDeReporte, rangoSchema, validarRango } from './reportes';

// The Cobranzas report (issue 48, docs/decisiones.md 108): what was delivered onto the accounts against what came in,
// per method, how long the money takes to come in (días de calle), and the clients whose payments slowed down.

export const AGRUPACIONES_COBRANZAS = ['dia', 'semana', 'mes'] as const satisfies readonly (typeof POR_PERIODO)[number][];
export type AgrupacionCobranzas = (typeof AGRUPACIONES_COBRANZAS)[number];

/** At most this many clients whose payments slowed down, the most slowed first. */
export const CLIENTES_MAS_LENTOS = 20;
/** A client slowed down when its payments took at least this many days more than in the period compared. */
export const DEMORA_MINIMA_DIAS = 1;

/** GET /reportes/cobranzas: the range, per day, week or month, and what to compare it with. */
export const reporteCobranzasQuerySchema = z
  .object({
    ...rangoDeReporte,
    Agrupar: z.enum(AGRUPACIONES_COBRANZAS, MENSAJES_REPORTES.agrupacionInvalida).default('mes'),
  })
  .superRefine((q, ctx) => {
    validarRango(q, ctx);
  });
export type ReporteCobranzasQuery = z.infer<typeof reporteCobranzasQuerySchema> & { Desde: string; Hasta: string };

const medidasSchema = z
  .object({
    Entregado: z.number().meta({ description: 'Lo entregado a cuenta: las entregas de pedidos que siguen en pie (sin saldos iniciales).' }),
    Cobrado: z.number().meta({ description: 'Los cobros no anulados, por su fecha.' }),
    Efectivo: z.number(),
    Transferencia: z.number(),
    Cheque: z.number(),
    Otro: z.number(),
    Cobros: z.number().meta({ description: 'Cuántos cobros.' }),
    CobradoPorcentaje: z
      .number()
      .nullable()
      .meta({ description: 'Lo cobrado sobre lo entregado, en porcentaje con un decimal; null sin entregas.' }),
    DiasDeCobro: z
      .number()
      .nullable()
      .meta({ description: 'Los días que tardó en cobrarse lo que se saldó en el período, en promedio por importe; null si no se saldó nada.' }),
    SaldoAlCierre: z.number().meta({ description: 'Lo que debían los clientes al terminar el período (los saldos a favor restan).' }),
    DiasDeCalle: z
      .number()
      .nullable()
      .meta({ description: 'El saldo al cierre sobre lo entregado, por los días del período (DSO); null sin entregas.' }),
  })
  .meta({ id: 'MedidasDeCobranzas' });
export type MedidasCobranzas = z.infer<typeof medidasSchema>;

const clienteLentoSchema = z.object({
  ClienteID: z.number(),
  Nombre: z.string(),
  DiasDeCobro: z.number().meta({ description: 'Los días que tardaron sus pagos en el período.' }),
  DiasDeCobroAntes: z.number().meta({ description: 'Los que tardaron en el período comparado.' }),
  Demora: z.number().meta({ description: 'Cuántos días más tardan ahora.' }),
  Cobrado: z.number().meta({ description: 'Lo que pagó de sus entregas en el período.' }),
  Saldo: z.number().meta({ description: 'Lo que debe hoy.' }),
});

export const reporteCobranzasSchema = z
  .object({
    Desde: z.iso.date(),
    Hasta: z.iso.date(),
    Agrupar: z.enum(AGRUPACIONES_COBRANZAS),
    Comparacion: rangoSchema.nullable().meta({ description: 'El período comparado; null sin comparación.' }),
    Filas: z.array(
      z.object({
        Clave: z.string().meta({ description: 'El primer día del período (AAAA-MM-DD: el día, el lunes de la semana o el primero del mes).' }),
        Etiqueta: z.string(),
        Actual: medidasSchema,
        Comparado: medidasSchema.nullable(),
      }),
    ),
    Total: medidasSchema,
    TotalComparado: medidasSchema.nullable(),
    ClientesMasLentos: z.object({
      Comparacion: rangoSchema.meta({ description: 'Contra qué período: el comparado, o el anterior sin comparación.' }),
      Clientes: z.array(clienteLentoSchema),
    }),
  })
  .meta({ id: 'ReporteDeCobranzas' });
export type ReporteCobranzas = z.infer<typeof reporteCobranzasSchema>;

/** What the summary rows add up (migration 048). */
export interface SumasCobranzas {
  entregado: number;
  cobros: number;
  efectivo: number;
  transferencia: number;
  cheque: number;
  otro: number;
  movimiento: number;
  imputado: number;
  dias_imputados: number;
}
export const COBRANZAS_EN_CERO: SumasCobranzas = {
  entregado: 0,
  cobros: 0,
  efectivo: 0,
  transferencia: 0,
  cheque: 0,
  otro: 0,
  movimiento: 0,
  imputado: 0,
  dias_imputados: 0,
};

const centavos = (valor: number) => aCentavos(valor) / 100;
/** Days and percentages as the report shows them: one decimal. */
export const unDecimal = (valor: number) => Math.round(valor * 10) / 10;

/** Days from `desde` to `hasta`, both counted. */
export const diasEntre = (desde: string, hasta: string) => Math.round(DateTime.fromISO(hasta).diff(DateTime.fromISO(desde), 'days').days) + 1;

/** The measures of some sums over `dias` days, with what the clients owed at their end. */
export function medidasDeCobranzas(s: SumasCobranzas, saldoAlCierre: number, dias: number): MedidasCobranzas {
  const cobrado = centavos(s.efectivo + s.transferencia + s.cheque + s.otro);
  const entregado = centavos(s.entregado);
  const saldo = centavos(saldoAlCierre);
  return {
    Entregado: entregado,
    Cobrado: cobrado,
    Efectivo: centavos(s.efectivo),
    Transferencia: centavos(s.transferencia),
    Cheque: centavos(s.cheque),
    Otro: centavos(s.otro),
    Cobros: s.cobros,
    CobradoPorcentaje: entregado > 0 ? unDecimal((cobrado / entregado) * 100) : null,
    DiasDeCobro: s.imputado > 0 ? unDecimal(s.dias_imputados / s.imputado) : null,
    SaldoAlCierre: saldo,
    DiasDeCalle: entregado > 0 ? unDecimal((Math.max(saldo, 0) / entregado) * dias) : null,
  };
}
