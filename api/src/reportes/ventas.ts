import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import {
  CLAVE_OTROS,
  type FilaReporteVentas,
  medidasDe,
  PRIMEROS_DEL_REPORTE,
  periodosDe,
  rangoComparado,
  type ReporteVentas,
  type ReporteVentasQuery,
  restarSumas,
  SUMAS_EN_CERO,
  type SumasVentas,
} from '#dominio/reportes';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';

// Sales and gross margin (docs/decisiones.md 107), read from ventas_resumen (migration 047), never from the orders:
// a range is its whole months (a row per month and key) and the days at its edges (a row per day and key), so a
// year costs about what a month does.

const MEDIDAS = Object.keys(SUMAS_EN_CERO) as (keyof SumasVentas)[];
const SUMAS = MEDIDAS.map((m) => `sum(v.${m}) AS ${m}`).join(', ');

interface Tramo {
  grano: 'd' | 'm';
  desde: string;
  hasta: string;
}

/**
 * The summary rows a range reads: by day only when grouped by day or week, else its whole months by month. A range
 * that reaches today reads its last month whole: nothing is sold after today, so "this month" is one row per key.
 */
export function tramosDe(desde: string, hasta: string, soloDias: boolean, hoy: string): Tramo[] {
  if (soloDias) return [{ grano: 'd', desde, hasta }];
  const d = DateTime.fromISO(desde);
  const h = hasta >= hoy ? DateTime.fromISO(hasta).endOf('month').startOf('day') : DateTime.fromISO(hasta);
  const primerMes = d.day === 1 ? d : d.plus({ months: 1 }).startOf('month');
  const finUltimoMes = h.plus({ days: 1 }).day === 1 ? h : h.startOf('month').minus({ days: 1 });
  if (primerMes > finUltimoMes) return [{ grano: 'd', desde, hasta }];
  const iso = (f: DateTime) => f.toISODate()!;
  return [
    { grano: 'm', desde: iso(primerMes), hasta: iso(finUltimoMes.startOf('month')) },
    ...(d < primerMes ? [{ grano: 'd' as const, desde, hasta: iso(primerMes.minus({ days: 1 })) }] : []),
    ...(finUltimoMes < h ? [{ grano: 'd' as const, desde: iso(finUltimoMes.plus({ days: 1 })), hasta }] : []),
  ];
}

const sumas = (fila: Record<string, unknown> | undefined): SumasVentas =>
  Object.fromEntries(MEDIDAS.map((m) => [m, Number(fila?.[m] ?? 0)])) as unknown as SumasVentas;

export function reporteVentas(db: Knex, config: Config) {
  const zona = config.zonaNegocio;

  /**
   * The summary rows of the range in the cut the query needs, filtered as it asks. `soloElTotal`: a client's cut
   * adds up to the whole business's, which has a row per period instead of one per client.
   */
  function filas(q: ReporteVentasQuery, desde: string, hasta: string, soloElTotal = false) {
    const porProducto = q.ProductoID !== undefined || q.CategoriaID !== undefined || q.Agrupar === 'producto' || q.Agrupar === 'categoria';
    const porCliente = q.ClienteID !== undefined || (q.Agrupar === 'cliente' && !soloElTotal);
    const corte = porCliente ? 'c' : porProducto ? 'p' : 't';
    const hoy = diaNegocio(config.now(), zona);
    const consulta = db('ventas_resumen as v')
      .where({ 'v.zona': zona, 'v.corte': corte })
      .where((o) => {
        for (const t of tramosDe(desde, hasta, q.Agrupar === 'dia' || q.Agrupar === 'semana', hoy))
          o.orWhere((w) => w.where('v.grano', t.grano).whereBetween('v.periodo', [t.desde, t.hasta]));
      });
    if (q.ClienteID !== undefined) consulta.where('v.clave', q.ClienteID);
    if (q.ProductoID !== undefined) consulta.where('v.clave', q.ProductoID);
    if (q.CategoriaID !== undefined) consulta.whereIn('v.clave', db('productos').where({ categoria_id: q.CategoriaID }).select('producto_id'));
    return consulta;
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
   * Per client, product or category: the first ones by amount and the total of all; with `claves` (the period compared),
   * only those keys' rows (by index) and the total.
   */
  async function porClave(q: ReporteVentasQuery, desde: string, hasta: string, claves?: string[]) {
    const categoria = q.Agrupar === 'categoria';
    const clave = categoria ? 'coalesce(pr.categoria_id, 0)' : 'v.clave';
    const agrupado = filas(q, desde, hasta)
      .modify((c) => categoria && c.join('productos as pr', 'pr.producto_id', 'v.clave'))
      .modify((c) => claves && c.whereRaw(`${clave}::text = ANY(?)`, [claves]))
      .select(db.raw(`${clave}::text AS clave, ${SUMAS}`))
      .groupByRaw('1')
      // A client whose orders were all cancelled keeps rows in zero: not one of the report's.
      .havingRaw('sum(v.pedidos) <> 0 OR sum(v.unidades) <> 0 OR sum(v.importe) <> 0');
    const deFilas = (rows: Record<string, unknown>[]) => rows.map((r) => ({ clave: r.clave as string, sumas: sumas(r) }));
    if (claves) {
      const [rows, [total]] = await Promise.all([agrupado, filas(q, desde, hasta, true).select(db.raw(SUMAS))]);
      return { filas: deFilas(rows), total: sumas(total) };
    }
    const { rows } = await db.raw(
      `WITH g AS (?) (SELECT * FROM g ORDER BY importe DESC, clave LIMIT ?) UNION ALL (SELECT NULL, ${MEDIDAS.map((m) => `coalesce(sum(${m}), 0)`).join(', ')} FROM g)`,
      [agrupado, PRIMEROS_DEL_REPORTE],
    );
    const total = rows.pop() as Record<string, unknown>;
    return { filas: deFilas(rows), total: sumas(total) };
  }

  async function etiquetas(q: ReporteVentasQuery, claves: string[]): Promise<Map<string, string>> {
    const ids = claves.map(Number);
    const [tabla, id, nombre] =
      q.Agrupar === 'cliente'
        ? ['clientes', 'cliente_id', "nombre || ' ' || apellido"]
        : q.Agrupar === 'producto'
          ? ['productos', 'producto_id', 'nombre']
          : ['categorias_producto', 'categoria_id', 'nombre'];
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
      const total = (periodos: { sumas: SumasVentas }[]) =>
        periodos.reduce((t, p) => Object.fromEntries(MEDIDAS.map((m) => [m, t[m] + p.sumas[m]])) as unknown as SumasVentas, SUMAS_EN_CERO);
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
    const resto = (t: SumasVentas, de: SumasVentas[]) => de.reduce(restarSumas, t);
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
