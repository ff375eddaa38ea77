import type { Knex } from 'knex';
import {
  CLAVE_OTROS,
  type FilaReporteVentas,
  medidasDe,
  PRIMEROS_DEL_REPORTE,
  periodosDe,
  rangoComparado,
  type ReporteVentas,
  type ReporteVentasQuery,
  SUMAS_EN_CERO,
  sumarMedidas,
  type SumasVentas,
} from '#dominio/reportes';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import { enTramos, periodoUnico, SIN_FUTURO, tramosDe } from './tramos.js';

// Sales and gross margin (docs/decisiones.md 107), read from ventas_resumen (migration 047), never from the orders:
// a range is its whole years (per client), its whole months and the days at its edges, a row per period and key, so a
// year costs about what a month does. Per driver (113), from reparto_resumen (migration 053): what his delivered stops
// sold, on their sheet's day.

const MEDIDAS = Object.keys(SUMAS_EN_CERO) as (keyof SumasVentas)[];
const SUMAS = MEDIDAS.map((m) => `sum(v.${m}) AS ${m}`).join(', ');

/** reparto_resumen's driver rows under ventas_resumen's names: a driver's orders are his delivered stops. */
const DEL_REPARTO = `(SELECT corte, grano, periodo, clave, ${MEDIDAS.map((m) => (m === 'pedidos' ? 'paradas AS pedidos' : m)).join(', ')}
  FROM reparto_resumen) AS v`;

/** Where each cut's names come from. */
const NOMBRES = {
  cliente: ['clientes', 'cliente_id', "nombre || ' ' || apellido"],
  producto: ['productos', 'producto_id', 'nombre'],
  categoria: ['categorias_producto', 'categoria_id', 'nombre'],
  chofer: ['usuarios', 'usuario_id', "nombre || ' ' || apellido"],
} as const;

const sumas = (fila: Record<string, unknown> | undefined): SumasVentas =>
  Object.fromEntries(MEDIDAS.map((m) => [m, Number(fila?.[m] ?? 0)])) as unknown as SumasVentas;

export function reporteVentas(db: Knex, config: Config) {
  const zona = config.zonaNegocio;

  /**
   * The cut and the summary rows a range of the query reads. `soloElTotal`: unless filtered by product or category, the
   * whole business's rows, which add up to any cut's (counting each order once) with a row per period instead of one
   * per client or product.
   */
  function lectura(q: ReporteVentasQuery, desde: string, hasta: string, soloElTotal = false) {
    // Each driver's rows ('c'; the total is their sum), read to the range's last day as Flota reads them: a sheet may be
    // planned ahead.
    if (q.Agrupar === 'chofer') return { corte: 'c', tramos: tramosDe(desde, hasta, { soloDias: false, conAnios: false, hoy: SIN_FUTURO }) };
    const porProducto = q.ProductoID !== undefined || q.CategoriaID !== undefined;
    const corte =
      q.ClienteID !== undefined || (q.Agrupar === 'cliente' && !soloElTotal)
        ? 'c'
        : porProducto || ((q.Agrupar === 'producto' || q.Agrupar === 'categoria') && !soloElTotal)
          ? 'p'
          : 't';
    const soloDias = q.Agrupar === 'dia' || q.Agrupar === 'semana';
    const tramos = tramosDe(desde, hasta, { soloDias, conAnios: corte === 'c' && q.Agrupar === 'cliente', hoy: diaNegocio(config.now(), zona) });
    return { corte, tramos };
  }

  /** The summary `v` a query reads: the zone's sales, or the drivers'. */
  const resumen = (q: ReporteVentasQuery): Knex.QueryBuilder =>
    q.Agrupar === 'chofer' ? db.from(db.raw(DEL_REPARTO)) : db('ventas_resumen as v').where('v.zona', zona);

  /** The summary rows of the range, filtered as the query asks (lectura). */
  function filas(q: ReporteVentasQuery, desde: string, hasta: string, soloElTotal = false) {
    const { corte, tramos } = lectura(q, desde, hasta, soloElTotal);
    const consulta = resumen(q).where('v.corte', corte).where(enTramos('v', tramos));
    if (q.ClienteID !== undefined) consulta.where('v.clave', q.ClienteID);
    if (q.ProductoID !== undefined) consulta.where('v.clave', q.ProductoID);
    if (q.CategoriaID !== undefined) consulta.whereIn('v.clave', db('productos').where({ categoria_id: q.CategoriaID }).select('producto_id'));
    return consulta;
  }

  /**
   * The first clients, products, categories or drivers by amount. Clients and drivers over one year, month or day (this
   * year, this month, last month) have one row each there (a client's franja 0; a driver's have none): read in amount
   * order (a client's from its index), not summed over every key. Otherwise the amount alone is summed per key (as
   * float, only to rank them).
   */
  async function primeras(q: ReporteVentasQuery, desde: string, hasta: string, clave: string): Promise<number[]> {
    const { corte, tramos } = lectura(q, desde, hasta);
    const vendio = 'v.pedidos <> 0 OR v.unidades <> 0 OR v.importe <> 0';
    const unico = corte === 'c' ? periodoUnico(tramos) : undefined;
    const rows: { clave: number }[] = unico
      ? await resumen(q)
          .where({ 'v.corte': corte, 'v.grano': unico.grano, 'v.periodo': unico.periodo })
          .whereRaw(`(${vendio})`)
          .orderBy([{ column: 'v.importe', order: 'desc' }, 'v.clave'])
          .limit(PRIMEROS_DEL_REPORTE)
          .select('v.clave as clave')
      : await filas(q, desde, hasta)
          .modify((c) => q.Agrupar === 'categoria' && c.join('productos as pr', 'pr.producto_id', 'v.clave'))
          .select(db.raw(`${clave} AS clave`))
          .groupByRaw('1')
          // A client whose orders were all cancelled keeps rows in zero: not one of the report's.
          .havingRaw(`bool_or(${vendio})`)
          .orderByRaw('sum(v.importe::float8) DESC, 1')
          .limit(PRIMEROS_DEL_REPORTE);
    return rows.map((r) => r.clave);
  }

  /** Per period: every period of the range, the empty ones in zero. */
  async function porPeriodo(q: ReporteVentasQuery, desde: string, hasta: string): Promise<{ clave: string; sumas: SumasVentas }[]> {
    const agrupar = q.Agrupar as 'dia' | 'semana' | 'mes';
    const periodo = agrupar === 'dia' ? 'v.periodo' : `date_trunc('${agrupar === 'semana' ? 'week' : 'month'}', v.periodo)`;
    const rows: Record<string, unknown>[] = await filas(q, desde, hasta)
      .select(db.raw(`to_char(${periodo}, 'YYYY-MM-DD') AS clave, ${SUMAS}`))
      .groupByRaw('1');
    const porClave = new Map(rows.map((r) => [r.clave as string, sumas(r)]));
    return periodosDe(desde, hasta, agrupar).map((clave) => ({ clave, sumas: porClave.get(clave) ?? SUMAS_EN_CERO }));
  }

  /**
   * Per client, product, category or driver: the first ones by amount, every figure of those keys alone (by index), and
   * the total; for the period compared, `claves`, those of the period asked.
   */
  async function porClave(q: ReporteVentasQuery, desde: string, hasta: string, claves?: string[]) {
    const categoria = q.Agrupar === 'categoria';
    const clave = categoria ? 'coalesce(pr.categoria_id, 0)' : 'v.clave';
    const elegidas = claves ? claves.map(Number) : await primeras(q, desde, hasta, clave);
    const [rows, [total]] = await Promise.all([
      filas(q, desde, hasta)
        .modify((c) => categoria && c.join('productos as pr', 'pr.producto_id', 'v.clave'))
        .whereRaw(`${clave} = ANY(?)`, [elegidas])
        .select(db.raw(`${clave} AS clave, ${SUMAS}`))
        .groupByRaw('1'),
      filas(q, desde, hasta, true).select(db.raw(SUMAS)),
    ]);
    const porClave = new Map((rows as Record<string, unknown>[]).map((r) => [String(r.clave), sumas(r)]));
    return {
      filas: elegidas.flatMap((c) => (porClave.has(String(c)) ? [{ clave: String(c), sumas: porClave.get(String(c))! }] : [])),
      total: sumas(total),
    };
  }

  async function etiquetas(q: ReporteVentasQuery, claves: string[]): Promise<Map<string, string>> {
    const ids = claves.map(Number);
    const [tabla, id, nombre] = NOMBRES[q.Agrupar as keyof typeof NOMBRES];
    const rows: { clave: number; nombre: string }[] = await db(tabla)
      .whereIn(id, ids)
      .select({ clave: id }, db.raw(`${nombre} AS nombre`));
    return new Map([['0', 'Sin categoría'], ...rows.map((r) => [String(r.clave), r.nombre] as [string, string])]);
  }

  async function generar(q: ReporteVentasQuery): Promise<ReporteVentas> {
    const comparacion = rangoComparado(q.Desde, q.Hasta, q.Comparar);
    const encabezado = { Desde: q.Desde, Hasta: q.Hasta, Agrupar: q.Agrupar, Comparacion: comparacion };
    if (q.Agrupar === 'dia' || q.Agrupar === 'semana' || q.Agrupar === 'mes') {
      const actual = await porPeriodo(q, q.Desde, q.Hasta);
      const antes = comparacion && (await porPeriodo(q, comparacion.Desde, comparacion.Hasta));
      const total = (periodos: { sumas: SumasVentas }[]) => periodos.reduce((t, p) => sumarMedidas(t, p.sumas), SUMAS_EN_CERO);
      return {
        ...encabezado,
        Filas: actual.map((p, i) => ({
          Clave: p.clave,
          Etiqueta: p.clave,
          Actual: medidasDe(p.sumas),
          Comparado: antes ? medidasDe(antes[i]?.sumas ?? SUMAS_EN_CERO) : null,
        })),
        Total: medidasDe(total(actual)),
        TotalComparado: antes ? medidasDe(total(antes)) : null,
      };
    }
    const actual = await porClave(q, q.Desde, q.Hasta);
    const claves = actual.filas.map((f) => f.clave);
    const antes = comparacion && (await porClave(q, comparacion.Desde, comparacion.Hasta, claves));
    const antesPorClave = new Map(antes?.filas.map((f) => [f.clave, f.sumas]));
    const nombres = await etiquetas(q, claves);
    const Filas: FilaReporteVentas[] = actual.filas.map((f) => ({
      Clave: f.clave,
      Etiqueta: nombres.get(f.clave) ?? f.clave,
      Actual: medidasDe(f.sumas),
      Comparado: antes ? medidasDe(antesPorClave.get(f.clave) ?? SUMAS_EN_CERO) : null,
    }));
    const resto = (t: SumasVentas, de: SumasVentas[]) => de.reduce((r, s) => sumarMedidas(r, s, -1), t);
    const otros = resto(
      actual.total,
      actual.filas.map((f) => f.sumas),
    );
    if (otros.pedidos !== 0 || otros.importe !== 0 || otros.unidades !== 0) {
      Filas.push({
        Clave: CLAVE_OTROS,
        Etiqueta: 'Otros',
        Actual: medidasDe(otros),
        Comparado: antes
          ? medidasDe(
              resto(
                antes.total,
                antes.filas.map((f) => f.sumas),
              ),
            )
          : null,
      });
    }
    return { ...encabezado, Filas, Total: medidasDe(actual.total), TotalComparado: antes ? medidasDe(antes.total) : null };
  }

  return { generar };
}
