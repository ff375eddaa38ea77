import type { Knex } from 'knex';
import { z } from 'zod';
import { badRequest } from './errors.js';
import type { Mapper } from '../db/mapper.js';

export const MAX_LIMIT = 1000;

export interface ListQuery {
  /** Absent when the client asked for the whole list (no `page`). */
  page?: number;
  limit: number;
  sortColumn: string;
  order: 'asc' | 'desc';
  q?: string;
}

const listParams = z.object({
  page: z.coerce.number('page debe ser un entero').int('page debe ser un entero').min(1, 'page debe ser mayor o igual a 1').optional(),
  limit: z.coerce.number('limit debe ser un entero').int('limit debe ser un entero').min(1, 'limit debe ser mayor o igual a 1').optional(),
  sort: z.string().optional(),
  order: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], 'order debe ser asc o desc'))
    .optional(),
  q: z.string().optional(),
});

/** Reads page, limit, sort, order and q; `sort` must be one of the mapper's fields. */
export function parseListQuery(
  query: Record<string, unknown>,
  mapper: Mapper<Record<string, unknown>>,
  defaults: { sort: string; order: 'asc' | 'desc'; limit?: number },
): ListQuery {
  const single = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const parsed = listParams.parse(single);
  const sortField = parsed.sort ?? defaults.sort;
  const sortColumn = mapper.column(sortField);
  if (!sortColumn) throw badRequest(`No se puede ordenar por ${sortField}`);
  const q = parsed.q?.trim();
  return {
    page: parsed.page,
    limit: Math.min(parsed.limit ?? defaults.limit ?? MAX_LIMIT, MAX_LIMIT),
    sortColumn,
    order: parsed.order ?? defaults.order,
    q: q ? q : undefined,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Keeps the rows where any of the columns contains q, ignoring case; no q, no filter. */
export function whereContainsAny(query: Knex.QueryBuilder, columns: string[], q: string | undefined): Knex.QueryBuilder {
  if (!q) return query;
  const pattern = likePattern(q);
  return query.where((w) => {
    for (const column of columns) w.orWhereILike(column, pattern);
  });
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Runs a filtered query as one page plus its total. The rows come through the sort index with
 * LIMIT/OFFSET and the total from a plain count, which stays fast at any table size.
 */
export async function fetchPage(
  base: Knex.QueryBuilder,
  list: ListQuery,
  idColumn: string,
): Promise<Page<Record<string, unknown>>> {
  const query = base.clone().orderBy(list.sortColumn, list.order).orderBy(idColumn, list.order);
  if (list.page === undefined) {
    const rows: Record<string, unknown>[] = await query;
    return { rows, total: rows.length };
  }
  const rows: Record<string, unknown>[] = await query.limit(list.limit).offset((list.page - 1) * list.limit);
  const [{ total }] = await base.clone().clearSelect().clearOrder().count({ total: '*' });
  return { rows, total: Number(total) };
}
