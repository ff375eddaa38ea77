import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { diaNegocio } from '#dominio/fechas';
import { aCentavos } from '#dominio/dinero';
import {
  CLIENTES_MAS_LENTOS,
  COBRANZAS_EN_CERO,
  DEMORA_MINIMA_DIAS,
  diasEntre,
  medidasDeCobranzas,
  type ReporteCobranzas,
  type ReporteCobranzasQuery,
  type SumasCobranzas,
  unDecimal,
} from '#dominio/reporteCobranzas';
import { periodosDe, rangoComparado, sumarMedidas } from '#dominio/reportes';
import type { Config } from '../config.js';
import { enTramos, periodoUnico, tramosDe } from './tramos.js';

// Collections (docs/decisiones.md 108), read from cobranzas_resumen (migration 048), never from the payments.

const MEDIDAS = Object.keys(COBRANZAS_EN_CERO) as (keyof SumasCobranzas)[];
const SUMAS = MEDIDAS.map((m) => `sum(r.${m}) AS ${m}`).join(', ');
const sumas = (fila: Record<string, unknown> | undefined): SumasCobranzas =>
  Object.fromEntries(MEDIDAS.map((m) => [m, Number(fila?.[m] ?? 0)])) as unknown as SumasCobranzas;

const UNIDAD = { dia: 'day', semana: 'week', mes: 'month' } as const;

export function reporteCobranzas(db: Knex, config: Config) {
  const zona = config.zonaNegocio;
  const hoy = () => diaNegocio(config.now(), zona);
  /** The rows of cut `corte` over a range: only days (per day or week), or also months, and years (per client). */
  const resumen = (corte: 't' | 'c', desde: string, hasta: string, granos: { soloDias: boolean; conAnios: boolean }) =>
    db('cobranzas_resumen as r')
      .where({ 'r.zona': zona, 'r.corte': corte })
      .where(enTramos('r', tramosDe(desde, hasta, { ...granos, hoy: hoy() })));

  /** What the clients owed (in cents) when `dia` began: every month before its month, and its month's days before it. */
  async function saldoAntesDe(dia: string): Promise<number> {
    const mes = DateTime.fromISO(dia).startOf('month').toISODate()!;
    const [fila] = await db('cobranzas_resumen')
      .where({ zona, corte: 't' })
      .where((o) =>
        o
          .where((w) => w.where('grano', 'm').where('periodo', '<', mes))
          .orWhere((w) => w.where('grano', 'd').where('periodo', '>=', mes).where('periodo', '<', dia)),
      )
      .sum({ movimiento: 'movimiento' });
    return aCentavos(fila?.movimiento ?? 0);
  }

  /** Every period of the range (the empty ones in zero), its sums, what was owed at its end and the days it covers. */
  async function porPeriodo(agrupar: ReporteCobranzasQuery['Agrupar'], desde: string, hasta: string) {
    const periodo = agrupar === 'dia' ? 'r.periodo' : `date_trunc('${UNIDAD[agrupar]}', r.periodo)`;
    const [rows, inicial] = await Promise.all([
      resumen('t', desde, hasta, { soloDias: agrupar !== 'mes', conAnios: false })
        .select(db.raw(`to_char(${periodo}, 'YYYY-MM-DD') AS clave, ${SUMAS}`))
        .groupByRaw('1') as Promise<Record<string, unknown>[]>,
      saldoAntesDe(desde),
    ]);
    const porClave = new Map(rows.map((r) => [r.clave as string, sumas(r)]));
    let saldo = inicial;
    return periodosDe(desde, hasta, agrupar).map((clave) => {
      const s = porClave.get(clave) ?? COBRANZAS_EN_CERO;
      saldo += aCentavos(s.movimiento);
      const inicio = clave < desde ? desde : clave;
      const fin = DateTime.fromISO(clave).endOf(UNIDAD[agrupar]).toISODate()!;
      return { clave, sumas: s, saldo: saldo / 100, dias: diasEntre(inicio, fin < hasta ? fin : hasta) };
    });
  }

  /** The whole range of some periods: their sums, what was owed at the last one's end and the days of the range. */
  const total = (periodos: Awaited<ReturnType<typeof porPeriodo>>, desde: string, hasta: string) =>
    medidasDeCobranzas(
      periodos.reduce((t, p) => sumarMedidas(t, p.sumas), COBRANZAS_EN_CERO),
      periodos.at(-1)?.saldo ?? 0,
      diasEntre(desde, hasta),
    );

  /**
   * The clients whose payments took longer than in `anterior`: each client's days to pay over both ranges (a row per
   * client and year, month or day), the ones that took at least DEMORA_MINIMA_DIAS more, the most slowed first.
   */
  async function masLentos(q: ReporteCobranzasQuery, anterior: { Desde: string; Hasta: string }) {
    const lentos = demorasGuardadas(q, anterior) ?? demorasSumadas(q, anterior);
    const rows: { clave: number; ahora: number; antes: number; imputado: string; nombre: string; saldo: string }[] = await db
      .from(lentos.as('l'))
      .join('clientes as c', 'c.cliente_id', 'l.clave')
      .orderByRaw('l.ahora - l.antes DESC, l.clave')
      .select('l.*', 'c.saldo', db.raw("c.nombre || ' ' || c.apellido AS nombre"));
    return rows.map((r) => ({
      ClienteID: r.clave,
      Nombre: r.nombre,
      DiasDeCobro: unDecimal(r.ahora),
      DiasDeCobroAntes: unDecimal(r.antes),
      Demora: unDecimal(r.ahora - r.antes),
      Cobrado: aCentavos(r.imputado) / 100,
      Saldo: aCentavos(r.saldo) / 100,
    }));
  }

  /**
   * A whole month or year against the one before, or a month against the same month a year before: the 20 most slowed
   * as cobranzas_demoras (migration 054) keeps them, by its index. Any other pair of ranges: undefined.
   */
  function demorasGuardadas(q: ReporteCobranzasQuery, anterior: { Desde: string; Hasta: string }): Knex.QueryBuilder | undefined {
    const unico = (desde: string, hasta: string) => periodoUnico(tramosDe(desde, hasta, { soloDias: false, conAnios: true, hoy: hoy() }));
    const [ahora, antes] = [unico(q.Desde, q.Hasta), unico(anterior.Desde, anterior.Hasta)];
    if (!ahora || !antes || ahora.grano === 'd' || antes.grano !== ahora.grano) return undefined;
    const periodo = DateTime.fromISO(ahora.periodo);
    const elAnterior = periodo.minus(ahora.grano === 'm' ? { months: 1 } : { years: 1 }).toISODate();
    const elDelAnioPasado = periodo.minus({ years: 1 }).toISODate();
    const columna = antes.periodo === elAnterior ? 'antes' : antes.periodo === elDelAnioPasado ? 'anio' : undefined;
    if (!columna) return undefined;
    // Written as the index has it, so that the 20 are read in its order.
    const demora = `d.dias - d.${columna}`;
    return db('cobranzas_demoras as d')
      .where({ 'd.zona': zona, 'd.grano': ahora.grano, 'd.periodo': ahora.periodo })
      .whereRaw(`${demora} >= ?`, [DEMORA_MINIMA_DIAS])
      .orderByRaw(`${demora} DESC, d.clave`)
      .limit(CLIENTES_MAS_LENTOS)
      .select('d.clave', 'd.imputado', { ahora: 'd.dias', antes: `d.${columna}` });
  }

  /** Any other pair of ranges: each client's days to pay in both, from the summary's client rows. */
  function demorasSumadas(q: ReporteCobranzasQuery, anterior: { Desde: string; Hasta: string }): Knex.QueryBuilder {
    // A range of one whole month or year is one row per client (franja 0): read as it is, not summed (a hash of
    // every client's sums spilled to disk at 100,000 clients); any other range, summed per client.
    const porCliente = (desde: string, hasta: string) => {
      const unico = periodoUnico(tramosDe(desde, hasta, { soloDias: false, conAnios: true, hoy: hoy() }));
      if (unico) {
        return db('cobranzas_resumen as r')
          .where({ 'r.zona': zona, 'r.corte': 'c', 'r.grano': unico.grano, 'r.periodo': unico.periodo })
          .where('r.imputado', '>', 0)
          .select('r.clave', 'r.imputado', { dias: 'r.dias_imputados' });
      }
      return resumen('c', desde, hasta, { soloDias: false, conAnios: true })
        .select('r.clave')
        .sum({ imputado: 'r.imputado', dias: 'r.dias_imputados' })
        .groupBy('r.clave')
        .havingRaw('sum(r.imputado) > 0');
    };
    // The 20 most slowed first, over the clients' rows alone; only those 20 are looked up in clientes.
    const ahora = '(a.dias / a.imputado)::float8';
    const antes = '(b.dias / b.imputado)::float8';
    return db
      .with('a', porCliente(q.Desde, q.Hasta))
      .with('b', porCliente(anterior.Desde, anterior.Hasta))
      .from('a')
      .join('b', 'b.clave', 'a.clave')
      .whereRaw(`${ahora} - ${antes} >= ?`, [DEMORA_MINIMA_DIAS])
      .orderByRaw(`${ahora} - ${antes} DESC, a.clave`)
      .limit(CLIENTES_MAS_LENTOS)
      .select('a.clave', 'a.imputado', db.raw(`${ahora} AS ahora, ${antes} AS antes`));
  }

  async function generar(q: ReporteCobranzasQuery): Promise<ReporteCobranzas> {
    const comparacion = rangoComparado(q.Desde, q.Hasta, q.Comparar);
    const antesDeLosClientes = comparacion ?? rangoComparado(q.Desde, q.Hasta, 'anterior')!;
    const [actual, antes, clientes] = await Promise.all([
      porPeriodo(q.Agrupar, q.Desde, q.Hasta),
      comparacion && porPeriodo(q.Agrupar, comparacion.Desde, comparacion.Hasta),
      masLentos(q, antesDeLosClientes),
    ]);
    return {
      Desde: q.Desde,
      Hasta: q.Hasta,
      Agrupar: q.Agrupar,
      Comparacion: comparacion,
      Filas: actual.map((p, i) => {
        const previo = antes?.[i];
        return {
          Clave: p.clave,
          Etiqueta: p.clave,
          Actual: medidasDeCobranzas(p.sumas, p.saldo, p.dias),
          Comparado: antes ? medidasDeCobranzas(previo?.sumas ?? COBRANZAS_EN_CERO, previo?.saldo ?? 0, previo?.dias ?? p.dias) : null,
        };
      }),
      Total: total(actual, q.Desde, q.Hasta),
      TotalComparado: antes && comparacion ? total(antes, comparacion.Desde, comparacion.Hasta) : null,
      ClientesMasLentos: { Comparacion: antesDeLosClientes, Clientes: clientes },
    };
  }

  return { generar };
}
