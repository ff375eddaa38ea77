import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ZodType } from 'zod';
import type { Mapper } from '../db/mapper.js';
import { answerData, answerPage } from './envelopes.js';
import { parseListQuery } from './paging.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { parseId, validate } from './validation.js';

// The read routes of a resource (GET /, GET /activos, GET /:id): the filters, the list query and the service's page. What a
// list asks for (ListQuery) is not here but in nucleo/listQuery.ts, since the data layer reads it too.

type Lister<F> = (filter: F, listQuery: ListQuery) => Promise<{ data: unknown; total: number }>;

/**
 * A resource's list answer: the filters its query gives (those a route fixes win), the list params
 * (sorted by `defaults` unless the query asks otherwise; a route may change the default sort) and the
 * service's page of them.
 */
export function listAnswer<F>({
  filterOf,
  mapper,
  defaults,
  list,
}: {
  filterOf: (query: Context['query']) => NoInfer<F>;
  mapper: Mapper<Record<string, unknown>>;
  defaults: { sort: string; order: 'asc' | 'desc' };
  list: Lister<F>;
}) {
  return async <K extends keyof F>(ctx: Context, fixed?: Pick<F, K>, sort = defaults.sort) => {
    const filter = { ...filterOf(ctx.query), ...fixed };
    const listQuery = parseListQuery(ctx.query, mapper, { ...defaults, sort });
    answerPage(ctx, await list(filter, listQuery), listQuery);
  };
}

/**
 * GET / (filtered by the `active` query flag) and GET /activos of a resource that is deactivated
 * rather than deleted, by name unless the query sorts otherwise. Returns the answer, for more lists.
 */
export function activeListRoutes<F extends { active?: boolean }>(
  router: Router,
  { filterSchema, mapper, list }: { filterSchema: ZodType<NoInfer<F>>; mapper: Mapper<Record<string, unknown>>; list: Lister<F> },
) {
  const answerList = listAnswer({
    filterOf: (query) => validate(filterSchema, { active: query.active }),
    mapper,
    defaults: { sort: 'Nombre', order: 'asc' },
    list,
  });
  router.get('/', (ctx) => answerList(ctx));
  router.get('/activos', (ctx) => answerList(ctx, { active: true }));
  return answerList;
}

/** GET / (the resource's list, as listAnswer answers it) and GET /:id (one record, or `noEncontrado`). */
export function readRoutes<F>(
  router: Router,
  lista: Parameters<typeof listAnswer<F>>[0],
  { obtener, noEncontrado }: { obtener: (id: number) => Promise<unknown>; noEncontrado: string },
) {
  const answerList = listAnswer(lista);
  router.get('/', (ctx) => answerList(ctx));
  router.get('/:id', async (ctx) => {
    answerData(ctx, await obtener(parseId(ctx.params.id, noEncontrado)));
  });
}
