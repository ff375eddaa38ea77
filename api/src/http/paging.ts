import { z } from 'zod';
import { badRequest } from '../errores.js';
import type { Mapper } from '../db/mapper.js';
import type { ListQuery } from '../nucleo/listQuery.js';

const MAX_LIMIT = 1000;

/** The query parameters every list takes (the API's reference documents them from here too). */
export const listParams = z.object({
  page: z.coerce
    .number('page debe ser un entero')
    .int('page debe ser un entero')
    .min(1, 'page debe ser mayor o igual a 1')
    .optional()
    .meta({ description: 'Página, desde 1. Sin page se responde la lista completa.' }),
  limit: z.coerce
    .number('limit debe ser un entero')
    .int('limit debe ser un entero')
    .min(1, 'limit debe ser mayor o igual a 1')
    .optional()
    .meta({ description: `Registros por página (como máximo ${MAX_LIMIT}).` }),
  sort: z.string().optional().meta({ description: 'Campo por el que se ordena, como lo escribe la API (por ejemplo Nombre).' }),
  order: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], 'order debe ser asc o desc'))
    .optional()
    .meta({ description: 'asc o desc.' }),
  q: z.string().optional().meta({ description: 'Texto a buscar.' }),
});

/** Reads page, limit, sort, order and q; `sort` must be one of the mapper's fields. */
export function parseListQuery(
  query: Record<string, unknown>,
  mapper: Mapper<Record<string, unknown>>,
  defaults: { sort: string; order: 'asc' | 'desc'; limit?: number },
): ListQuery {
  const single = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
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
