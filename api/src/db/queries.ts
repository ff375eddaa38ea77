import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { ListQuery } from '../nucleo/listQuery.js';
import { conteoGuardado, type FiltrosDeLista } from './rapido/conteos.js';
import { preparada } from './rapido/preparadas.js';

// Query helpers shared by the services: searches, day ranges and pages.

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// What joins the fields of a `busqueda` column (migration 017): no search may contain it.
const SEPARADOR_DE_CAMPOS = '\u001f';

/**
 * Keeps the rows where one of the table's searched fields contains q, ignoring case: its `busqueda`
 * column (migration 017) holds them in lower case, so this is one LIKE of q lowered the same way,
 * which ILIKE would do on each field. No q, no filter.
 */
export function whereSearch(query: Knex.QueryBuilder, q: string | undefined): Knex.QueryBuilder {
  if (!q) return query;
  // Text with the separator is in no field: matching it against the joined fields could only go wrong.
  if (q.includes(SEPARADOR_DE_CAMPOS)) return query.whereRaw('false');
  return query.whereRaw('busqueda LIKE lower(?)', [likePattern(q)]);
}

// Beyond this many records named by q, their ids stay in the statement (see whereOwnerOrNumber).
const IDS_LEIDOS_ANTES = 1000;

/**
 * q names the record an order belongs to (a client, a supplier) or, when it is a number, the order
 * itself: the rows whose `columna` is one of the ids `ids(pattern)` selects, or whose `idColumna` is q.
 *
 * The ids are read first and passed as one array (= ANY, not IN: OR'ed with the number an IN filters the whole
 * table), so the planner knows how many there are; beyond IDS_LEIDOS_ANTES the subquery stays (docs/decisiones.md, Rendimiento).
 */
export async function whereOwnerOrNumber(
  query: Knex.QueryBuilder,
  q: string | undefined,
  { columna, ids, idColumna }: { columna: string; ids: (pattern: string) => Knex.QueryBuilder; idColumna: string },
): Promise<void> {
  // It adds to `query` and returns nothing: a query builder is a thenable, and an async function
  // that returned one would run it.
  if (!q) return;
  const nombrados = ids(likePattern(q));
  const leidos: number[] = (await nombrados.clone().limit(IDS_LEIDOS_ANTES + 1)).map((row: Record<string, number>) => Object.values(row)[0]);
  const { sql, bindings } = nombrados.toSQL();
  query.where((w) => {
    if (leidos.length <= IDS_LEIDOS_ANTES) w.whereRaw('?? = ANY(?::int[])', [columna, leidos]);
    else w.whereRaw(`?? = ANY(ARRAY(${sql}))`, [columna, ...bindings]);
    if (/^\d{1,9}$/.test(q)) w.orWhere(idColumna, Number(q));
  });
}

export interface Page<T> {
  rows: T[];
  total: number;
}

// The kept total, carried by every row of a counted page (see fetchPage).
const TOTAL_DE_LA_LISTA = 'total_de_la_lista';

/** What a page's rows become before they are answered (the orders' nested records): see fetchPage. */
export type Completar = (pagina: Knex.QueryBuilder) => Knex.QueryBuilder;

/** `pp.fecha_pedido` -> `fecha_pedido`: a column as the page's own output names it. */
const sinTabla = (columna: string) => columna.slice(columna.lastIndexOf('.') + 1);

/**
 * How a page counts its total in its own statement, when no kept counter does (see fetchPage):
 * - `ventana`, for a list whose page reads every row of its query anyway (it sorts on a computed column, as the
 *   fleet alerts): a window count, not another read of the same rows;
 * - `filtros`, for a list whose filters an index answers, with no kept counter (the document alerts): a count(*)
 *   of the same query, which reads that index only; a page past the end reads the count alone.
 */
export interface ConteoPropio {
  readonly cuenta: 'ventana' | 'filtros';
}
export const CONTADA_EN_LA_PAGINA: ConteoPropio = { cuenta: 'ventana' };
export const CONTADA_POR_SUS_FILTROS: ConteoPropio = { cuenta: 'filtros' };

/** How fetchPage counts a page's total: the kept counter of these filters (db/rapido/conteos.ts), or the page's own statement. */
export type ComoContar = FiltrosDeLista | ConteoPropio;

/**
 * Runs a filtered query as one page plus its exact total. The rows come through the sort index with
 * LIMIT/OFFSET. The total is read from the kept counters (db/rapido/conteos.ts) when `comoContar` names every
 * filter the query applied and a counter selects exactly those (no search, counters not switched off): in the page's own
 * statement, as one more column (the base query names its columns, `select('*')` at least), so a
 * counted page is one round trip; a page past the end reads the counter alone. With a ConteoPropio
 * (CONTADA_EN_LA_PAGINA, CONTADA_POR_SUS_FILTROS) the page's statement counts its rows the same way.
 *
 * A search (`q`) of a list with `busquedaLeidaUnaVez` reads its matches once, for the page and its
 * total: their ids and sort column go to a MATERIALIZED CTE, which is counted, and the page's rows
 * are read by the ids of its slice. An exact total already reads every match, so this costs that one
 * read plus a sort of the (id, sort) pairs; counted apart, a narrow search looked its matches up
 * twice (two trigram lookups over 100,000 clients). Otherwise the total is a count(*) of the
 * filtered query, which the filter's index bounds.
 *
 * `completar` wraps the page (ordered and cut), as `pagina`, in the statement that makes its rows what
 * they are answered as (the orders' JSON); the result is ordered again the same way. A page without a
 * search is a prepared statement (db/rapido/preparadas.ts), with its LIMIT and OFFSET written in: as
 * parameters the planner would plan for a tenth of the table and never reuse the plan.
 */
export async function fetchPage(
  base: Knex.QueryBuilder,
  listQuery: ListQuery,
  idColumn: string,
  comoContar?: ComoContar,
  completar?: Completar,
): Promise<Page<Record<string, unknown>>> {
  const ordenada = (query: Knex.QueryBuilder, columnas: (c: string) => string) =>
    query.orderBy(columnas(listQuery.sortColumn), listQuery.order).orderBy(columnas(idColumn), listQuery.order);
  const pagina = ordenada(base.clone(), (c) => c);
  // Completed, the page's total (if it carries one) goes through to the result.
  const leer = (query: Knex.QueryBuilder, conTotal = false): Knex.QueryBuilder => {
    if (!completar) return query;
    const completada = ordenada(completar(query), (c) => `pagina.${sinTabla(c)}`);
    return conTotal ? completada.select(`pagina.${TOTAL_DE_LA_LISTA}`) : completada;
  };
  const leerPagina = (query: Knex.QueryBuilder, conTotal = false) => (listQuery.q ? leer(query, conTotal) : preparada(leer(query, conTotal)));
  if (listQuery.page === undefined) {
    const rows: Record<string, unknown>[] = await leer(pagina);
    return { rows, total: rows.length };
  }
  const { page } = listQuery;
  const cortar = (query: Knex.QueryBuilder) =>
    query.limit(listQuery.limit, { skipBinding: true }).offset((page - 1) * listQuery.limit, { skipBinding: true });
  // The filtered query's own count(*), which the filters' indexes bound.
  const porSusFiltros = () => base.clone().clearSelect().clearOrder().count({ n: '*' });
  const contar = async () => Number((await porSusFiltros())[0].n);
  const raw = (sql: string) => base.client.raw(sql);
  // What the page's statement counts its total with, if anything: a kept counter, the matches or a window.
  let conteo: Knex.QueryBuilder | undefined;
  let total: Knex.QueryBuilder | Knex.Raw | undefined;
  let consulta = cortar(pagina);
  const propio = comoContar && 'cuenta' in comoContar ? comoContar.cuenta : undefined;
  const filtros = comoContar && !('cuenta' in comoContar) ? comoContar : undefined;
  if (filtros?.busquedaLeidaUnaVez && listQuery.q) {
    const coincidencias = base
      .clone()
      .clearSelect()
      .clearOrder()
      .select([...new Set([idColumn, listQuery.sortColumn])]);
    const ids = cortar(ordenada(base.client.queryBuilder().from('coincidencias').select(sinTabla(idColumn)), sinTabla));
    consulta = ordenada(base.clone().clearWhere().whereIn(idColumn, ids), (c) => c).withMaterialized('coincidencias', coincidencias);
    total = raw('(SELECT count(*) FROM coincidencias)');
  } else if (filtros && !listQuery.q) {
    total = conteo = conteoGuardado(base.client.queryBuilder(), filtros);
  } else if (propio === 'ventana') {
    total = raw('count(*) OVER ()');
  } else if (propio === 'filtros') {
    total = conteo = porSusFiltros();
  }
  if (!total) {
    const rows: Record<string, unknown>[] = await leerPagina(consulta);
    return { rows, total: await contar() };
  }
  const rows: Record<string, unknown>[] = await leerPagina(consulta.select(base.client.raw('? AS ??', [total, TOTAL_DE_LA_LISTA])), true);
  if (rows.length === 0) {
    // Past the end (or nothing at all): the kept counter alone; else a count, not needed on a first page.
    if (conteo) return { rows, total: Number((await conteo)[0].n) };
    return { rows, total: page === 1 ? 0 : await contar() };
  }
  const contado = Number(rows[0][TOTAL_DE_LA_LISTA]);
  for (const row of rows) delete row[TOTAL_DE_LA_LISTA];
  return { rows, total: contado };
}

/**
 * Keeps the rows whose timestamp falls on the days desde..hasta, both inclusive, as days of the
 * business time zone (a day there is not a UTC day): [start of desde, start of the day after hasta).
 */
export function whereDays(
  query: Knex.QueryBuilder,
  column: string,
  zone: string,
  { desde, hasta }: { desde?: string; hasta?: string },
): Knex.QueryBuilder {
  if (desde) query.where(column, '>=', DateTime.fromISO(desde, { zone }).startOf('day').toJSDate());
  if (hasta) query.where(column, '<', DateTime.fromISO(hasta, { zone }).plus({ days: 1 }).startOf('day').toJSDate());
  return query;
}

/**
 * Inserts many rows with a few multi-row INSERTs of `tamano` rows (one statement per row would cost a
 * round trip each; one for all could pass PostgreSQL's 65,535 parameters), answering the `devolver`
 * column of every row, in the rows' order.
 */
export async function insertInBatches(trx: Knex, tabla: string, filas: Record<string, unknown>[], devolver: string, tamano = 1000) {
  const valores: unknown[] = [];
  for (let i = 0; i < filas.length; i += tamano) {
    const insertadas: Record<string, unknown>[] = await trx(tabla)
      .insert(filas.slice(i, i + tamano))
      .returning(devolver);
    valores.push(...insertadas.map((fila) => fila[devolver]));
  }
  return valores;
}
