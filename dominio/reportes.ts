import { DateTime } from 'luxon';
import { z } from 'zod';
import { queryDay } from './campos';
import { aCentavos } from './dinero';
import { margenSobre } from './margenes';

// The reports (issue 48, docs/decisiones.md 107): what was sold and what it left, per period or per client,
// product, category or route-sheet driver (113), against a comparison period. A Supervisor's and an Administrador's,
// as costs are.

export const ROLES_REPORTES = ['Administrador', 'Supervisor'] as const;
export const SOLO_QUIEN_VE_REPORTES = 'Solo un supervisor o un administrador ve los reportes';

export const AGRUPACIONES = ['dia', 'semana', 'mes', 'cliente', 'producto', 'categoria', 'chofer'] as const;
export type Agrupacion = (typeof AGRUPACIONES)[number];
export const POR_PERIODO: readonly Agrupacion[] = ['dia', 'semana', 'mes'];
export const COMPARACIONES = ['anterior', 'anio', 'ninguna'] as const;
export type Comparacion = (typeof COMPARACIONES)[number];

/** Per client, product, category or driver: the first ones by amount, the rest in one row. */
export const PRIMEROS_DEL_REPORTE = 20;
export const CLAVE_OTROS = 'otros';
/** The longest range of a report, and of one grouped by day (a bar per day). */
export const DIAS_MAXIMOS_REPORTE = 366 * 3;
export const DIAS_MAXIMOS_POR_DIA = 92;

export const MENSAJES_REPORTES = {
  desdeRequerido: 'Indique desde qué día',
  hastaRequerido: 'Indique hasta qué día',
  rangoInvertido: '"Hasta" no puede ser anterior a "Desde"',
  rangoLargo: `El período puede abarcar hasta ${DIAS_MAXIMOS_REPORTE} días`,
  porDiaLargo: `Por día, el período puede abarcar hasta ${DIAS_MAXIMOS_POR_DIA} días; agrupe por semana o por mes`,
  agrupacionInvalida: 'Agrupación inválida',
  comparacionInvalida: 'Comparación inválida',
  clienteConCorte: 'El filtro por cliente va con una agrupación por día, semana o mes',
  productoConCliente: 'El filtro por producto o categoría no va con la agrupación por cliente',
  productoConChofer: 'El filtro por producto o categoría no va con la agrupación por chofer',
  unFiltro: 'Filtre por cliente o por producto y categoría, no por ambos',
  idInvalido: 'Identificador inválido',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
} as const;

const idFiltro = z.coerce
  .number({ error: MENSAJES_REPORTES.idInvalido })
  .int(MENSAJES_REPORTES.idInvalido)
  .positive(MENSAJES_REPORTES.idInvalido);

/** The fields every report over a range takes: the range and what to compare it with. */
export const rangoDeReporte = {
  Desde: queryDay.optional(),
  Hasta: queryDay.optional(),
  Comparar: z.enum(COMPARACIONES, MENSAJES_REPORTES.comparacionInvalida).default('anterior'),
};

/**
 * A report's range checked: both days, in order, not too long, and not too many days when grouped by day. False when
 * a day is missing (nothing else is worth checking then).
 */
export function validarRango(q: { Desde?: string; Hasta?: string; Agrupar: string }, ctx: z.RefinementCtx): boolean {
  const error = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!q.Desde || !q.Hasta) {
    if (q.Desde) error('Hasta', MENSAJES_REPORTES.hastaRequerido);
    else error('Desde', MENSAJES_REPORTES.desdeRequerido);
    return false;
  }
  const dias = DateTime.fromISO(q.Hasta).diff(DateTime.fromISO(q.Desde), 'days').days + 1;
  if (dias < 1) error('Hasta', MENSAJES_REPORTES.rangoInvertido);
  else if (dias > DIAS_MAXIMOS_REPORTE) error('Hasta', MENSAJES_REPORTES.rangoLargo);
  else if (q.Agrupar === 'dia' && dias > DIAS_MAXIMOS_POR_DIA) error('Agrupar', MENSAJES_REPORTES.porDiaLargo);
  return true;
}

/** Why a filter by product or category does not go with a cut, if it does not: a client's and a driver's summaries have none. */
export function sinFiltroDeProducto(agrupar: Agrupacion): string | undefined {
  if (agrupar === 'cliente') return MENSAJES_REPORTES.productoConCliente;
  if (agrupar === 'chofer') return MENSAJES_REPORTES.productoConChofer;
  return undefined;
}

/** GET /reportes/ventas: the range, how to group it, what to compare it with and at most one filter kind. */
export const reporteVentasQuerySchema = z
  .object({
    ...rangoDeReporte,
    Agrupar: z.enum(AGRUPACIONES, MENSAJES_REPORTES.agrupacionInvalida).default('mes'),
    ClienteID: idFiltro.optional(),
    ProductoID: idFiltro.optional(),
    CategoriaID: idFiltro.optional(),
  })
  .superRefine((q, ctx) => {
    const error = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!validarRango(q, ctx)) return;
    const porProducto = q.ProductoID !== undefined || q.CategoriaID !== undefined;
    const sinProducto = sinFiltroDeProducto(q.Agrupar);
    if (q.ClienteID !== undefined && porProducto) error('ClienteID', MENSAJES_REPORTES.unFiltro);
    else if (q.ClienteID !== undefined && !POR_PERIODO.includes(q.Agrupar)) error('ClienteID', MENSAJES_REPORTES.clienteConCorte);
    else if (porProducto && sinProducto) error(q.ProductoID ? 'ProductoID' : 'CategoriaID', sinProducto);
  });
export type ReporteVentasQuery = z.infer<typeof reporteVentasQuerySchema> & { Desde: string; Hasta: string };

const medidasSchema = z
  .object({
    Pedidos: z.number().meta({
      description: 'Pedidos no cancelados; por producto o categoría, pedidos con el producto; por chofer, sus paradas entregadas.',
    }),
    Unidades: z.number(),
    Kilos: z.number(),
    Importe: z.number().meta({
      description:
        'Lo vendido, con IVA, menos lo que acreditaron las notas de crédito autorizadas en el período; por chofer, lo que entregaron sus paradas (sin notas).',
    }),
    Neto: z.number().meta({ description: 'El importe sin IVA.' }),
    Costo: z.number().meta({ description: 'Lo que costaron las unidades vendidas con costo conocido.' }),
    Margen: z.number().nullable().meta({ description: 'El neto de las unidades con costo menos su costo; null si ninguna lo tiene.' }),
    MargenPorcentaje: z.number().nullable().meta({ description: 'El margen sobre ese neto, en porcentaje con un decimal.' }),
    SinCosto: z.number().meta({ description: 'Unidades vendidas sin costo conocido (fuera del margen).' }),
  })
  .meta({ id: 'MedidasDeVentas' });
export type MedidasVentas = z.infer<typeof medidasSchema>;

export const rangoSchema = z.object({ Desde: z.iso.date(), Hasta: z.iso.date() });

export const reporteVentasSchema = z
  .object({
    Desde: z.iso.date(),
    Hasta: z.iso.date(),
    Agrupar: z.enum(AGRUPACIONES),
    Comparacion: rangoSchema.nullable().meta({ description: 'El período comparado; null sin comparación.' }),
    Filas: z.array(
      z.object({
        Clave: z.string().meta({
          description: `Por período, su primer día (AAAA-MM-DD: el día, el lunes de la semana o el primero del mes); si no, el id del cliente, producto, categoría ('0': sin categoría) o usuario del chofer, o '${CLAVE_OTROS}' para el resto.`,
        }),
        Etiqueta: z.string().meta({ description: 'El nombre del cliente, producto, categoría o chofer; por período, la clave.' }),
        Actual: medidasSchema,
        Comparado: medidasSchema
          .nullable()
          .meta({ description: 'El mismo período (o cliente, producto, categoría, chofer) en el período comparado.' }),
      }),
    ),
    Total: medidasSchema,
    TotalComparado: medidasSchema.nullable(),
  })
  .meta({ id: 'ReporteDeVentas' });
export type ReporteVentas = z.infer<typeof reporteVentasSchema>;
export type FilaReporteVentas = ReporteVentas['Filas'][number];

/** What the summary rows add up, before a margin is worked out of them. */
export interface SumasVentas {
  pedidos: number;
  unidades: number;
  kilos: number;
  importe: number;
  neto: number;
  costo: number;
  neto_costeado: number;
  sin_costo: number;
}
export const SUMAS_EN_CERO: SumasVentas = { pedidos: 0, unidades: 0, kilos: 0, importe: 0, neto: 0, costo: 0, neto_costeado: 0, sin_costo: 0 };

const centavos = (valor: number) => aCentavos(valor) / 100;

/** The measures of some sums: money to the cent, the margin only over the units whose cost is known. */
export function medidasDe(s: SumasVentas): MedidasVentas {
  const costo = centavos(s.costo);
  const conCosto = s.unidades - s.sin_costo > 0;
  return {
    Pedidos: s.pedidos,
    Unidades: s.unidades,
    Kilos: Math.round(s.kilos * 1000) / 1000,
    Importe: centavos(s.importe),
    Neto: centavos(s.neto),
    Costo: costo,
    ...margenSobre(centavos(s.neto_costeado), conCosto ? costo : null),
    SinCosto: s.sin_costo,
  };
}

/** Two sets of a report's sums added measure by measure (`signo` -1: the second taken from the first). */
export function sumarMedidas<T extends object>(a: T, b: T, signo: 1 | -1 = 1): T {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v + signo * (b[k as keyof T] as number)])) as T;
}

/** The range a report compares with: the months (or days) just before it, or the same one a year before. */
export function rangoComparado(desde: string, hasta: string, comparar: Comparacion): { Desde: string; Hasta: string } | null {
  if (comparar === 'ninguna') return null;
  const d = DateTime.fromISO(desde);
  const h = DateTime.fromISO(hasta);
  const finDeMes = h.equals(h.endOf('month').startOf('day'));
  // From a month's first day (this month, last month, this year): as many months back, a month's end to a month's end.
  const atras =
    comparar === 'anio'
      ? { years: 1 }
      : d.day === 1
        ? { months: Math.round(h.startOf('month').diff(d, 'months').months) + 1 }
        : { days: Math.round(h.diff(d, 'days').days) + 1 };
  const nuevoHasta = h.minus(atras);
  return {
    Desde: d.minus(atras).toISODate()!,
    Hasta: (finDeMes && !('days' in atras) ? nuevoHasta.endOf('month') : nuevoHasta).toISODate()!,
  };
}

/** The periods of a range as the report groups them: every day, every Monday or every month's first day in it. */
export function periodosDe(desde: string, hasta: string, agrupar: 'dia' | 'semana' | 'mes'): string[] {
  const unidad = agrupar === 'dia' ? 'day' : agrupar === 'semana' ? 'week' : 'month';
  const ultimo = DateTime.fromISO(hasta);
  const periodos: string[] = [];
  for (let p = DateTime.fromISO(desde).startOf(unidad); p <= ultimo; p = p.plus({ [`${unidad}s`]: 1 })) periodos.push(p.toISODate()!);
  return periodos;
}

/** Days without a sale after which a product with stock is a slow mover, unless the report asks for others. */
export const DIAS_SIN_VENTAS_POR_DEFECTO = 60;

/** GET /reportes/stock-valorizado: today's stock or a past day's, with its slow movers. */
export const reporteStockQuerySchema = z.object({
  Fecha: queryDay.optional().meta({ description: 'Un día pasado (AAAA-MM-DD): el stock y el costo con que cerró ese día. Sin él, hoy.' }),
  CategoriaID: idFiltro.optional(),
  SinVentasDias: z.coerce
    .number({ error: 'Indique una cantidad de días entre 1 y 3650' })
    .int('Indique una cantidad de días entre 1 y 3650')
    .min(1, 'Indique una cantidad de días entre 1 y 3650')
    .max(3650, 'Indique una cantidad de días entre 1 y 3650')
    .default(DIAS_SIN_VENTAS_POR_DEFECTO),
});
export type ReporteStockQuery = z.infer<typeof reporteStockQuerySchema>;

const valorSchema = z.object({
  Unidades: z.number(),
  Valor: z.number().meta({ description: 'Unidades por costo promedio, de los productos con costo conocido.' }),
  ProductosSinCosto: z.number().meta({ description: 'Productos con stock y sin costo conocido (fuera del valor).' }),
});

export const reporteStockSchema = z
  .object({
    Fecha: z.iso.date(),
    SinVentasDias: z.number(),
    Productos: z.array(
      z.object({
        ProductoID: z.number(),
        Nombre: z.string(),
        CategoriaID: z.number().nullable(),
        Categoria: z.string().nullable(),
        Stock: z.number(),
        CostoPromedio: z.number().nullable(),
        Valor: z.number().nullable().meta({ description: 'Stock por costo promedio; null sin costo.' }),
        UltimaVenta: z.iso.date().nullable().meta({ description: 'El último día con ventas del producto hasta la fecha.' }),
        SinVentas: z.boolean().meta({ description: 'Con stock y sin ventas en los últimos SinVentasDias días.' }),
      }),
    ),
    Categorias: z.array(valorSchema.extend({ CategoriaID: z.number().nullable(), Nombre: z.string() })),
    Total: valorSchema,
  })
  .meta({ id: 'ReporteDeStockValorizado' });
export type ReporteStock = z.infer<typeof reporteStockSchema>;

/** The ranges a report offers, as the screen names them. */
export const PERIODOS_REPORTE = {
  'este-mes': 'Este mes',
  'mes-pasado': 'Mes pasado',
  'este-anio': 'Este año',
  personalizado: 'Personalizado',
} as const;
export type PeriodoReporte = keyof typeof PERIODOS_REPORTE;
export const NOMBRES_COMPARACION: Record<Comparacion, string> = {
  anterior: 'Período anterior',
  anio: 'Mismo período del año pasado',
  ninguna: 'Sin comparación',
};
export const NOMBRES_AGRUPACION: Record<Agrupacion, string> = {
  dia: 'Día',
  semana: 'Semana',
  mes: 'Mes',
  cliente: 'Cliente',
  producto: 'Producto',
  categoria: 'Categoría',
  chofer: 'Chofer',
};

/** A named range as of `hoy` (YYYY-MM-DD): this month and this year up to today, last month whole. */
export function rangoDePeriodo(periodo: Exclude<PeriodoReporte, 'personalizado'>, hoy: string): { Desde: string; Hasta: string } {
  const dia = DateTime.fromISO(hoy);
  if (periodo === 'mes-pasado') {
    const mes = dia.minus({ months: 1 });
    return { Desde: mes.startOf('month').toISODate()!, Hasta: mes.endOf('month').toISODate()! };
  }
  return { Desde: dia.startOf(periodo === 'este-mes' ? 'month' : 'year').toISODate()!, Hasta: hoy };
}

/** How much `actual` moved from `antes`, in percent with one decimal; null from nothing. */
export function variacion(actual: number, antes: number): number | null {
  return antes === 0 ? null : Math.round(((actual - antes) / Math.abs(antes)) * 1000) / 10;
}
