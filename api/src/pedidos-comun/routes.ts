import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import type { EntidadAuditada } from '#dominio/auditoria';
import { enviarCorreoSchema } from '#dominio/correos';
import type { Config, Empresa } from '../config.js';
import { enviarDocumento, mensajeDeEnvio } from '../correos/documentos.js';
import type { Mapper } from '../db/mapper.js';
import { sessionOf } from '../http/auth.js';
import { answerPdf, answerData, answerPage, answerWritten } from '../http/envelopes.js';
import { type Emision, imprimirPapel, type Papel } from '../impresion/papel.js';
import { listAnswer } from '../http/listRoutes.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { parseId, validate } from '../http/validation.js';
import { parseVersionedBody } from '../http/version.js';
import { escriturasIdempotentes } from '../idempotencia/escritura.js';
import type { Sesion } from '../nucleo/sesion.js';
import { PEDIDO_NO_ENCONTRADO } from './cambioDeEstado.js';

// The routes both kinds of order (sales and supplier) have, alike: the spec makes them differ only in
// who may write and in the supplier's own list (GET /pedidos-proveedores/proveedor/{id}).

type Pagina = Promise<{ data: unknown; total: number }>;

/**
 * GET / (newest first, filtered by the query) and GET /estado/{estado}. Returns the list answer, for
 * more lists; register those before pedidoRoutes, whose /:id would otherwise come first.
 */
export function pedidosListRoutes<Filtro extends { estado?: string }>(
  router: Router,
  {
    list,
    mapper,
    filterOf,
    estadoSchema,
  }: {
    list(filter: Filtro, listQuery: ListQuery): Pagina;
    mapper: Mapper<Record<string, unknown>>;
    /** The list's filters in the query: the status and the client or supplier. */
    filterOf(query: Context['query']): Filtro;
    estadoSchema: ZodType<Filtro['estado']>;
  },
) {
  const answerList = listAnswer({ filterOf, mapper, defaults: { sort: 'FechaPedido', order: 'desc' }, list });
  router.get('/', (ctx) => answerList(ctx));
  router.get('/estado/:estado', (ctx) => answerList(ctx, { estado: validate(estadoSchema, ctx.params.estado) }));
  return answerList;
}

/** An order, its history, its printed paper, a new order and a status change. */
export function pedidoRoutes<Pedido, Nuevo, Cambio extends { Version?: number }, FiltroHistorial>(
  router: Router,
  {
    service,
    historial,
    parseHistorialQuery,
    createSchema,
    cambioEstadoSchema,
    papel,
    config,
    escritura,
    db,
  }: {
    service: {
      obtener(id: number): Promise<Pedido>;
      crear(input: Nuevo, sesion: Sesion, trx?: Knex.Transaction): Promise<Pedido>;
      cambiarEstado(id: number, cambio: Omit<Cambio, 'Version'>, sesion: Sesion, version: number | undefined): Promise<Pedido>;
    };
    historial: { porPedido(pedidoId: number, filter: FiltroHistorial, listQuery: ListQuery): Pagina };
    parseHistorialQuery(query: Record<string, unknown>): { filter: FiltroHistorial; listQuery: ListQuery };
    createSchema: ZodType<Nuevo>;
    cambioEstadoSchema: ZodType<Cambio>;
    /**
     * The order's printed paper: GET /{id}/{ruta}, saved as {archivo}-{id}.pdf; whoever reads the order may print it, and
     * send it by mail (POST /{id}/{ruta without .pdf}/correo): `correo` says to whom it is written and what.
     */
    papel: {
      ruta: string;
      archivo: string;
      de(pedido: Pedido, emision: Emision): Papel | Promise<Papel>;
      correo: {
        entidad: EntidadAuditada;
        documento(id: number): string;
        carta(pedido: Pedido, id: number, empresa: Empresa): { asunto: string; texto: string };
      };
    };
    config: Config;
    /** Who may place an order and change its status; every role when absent. */
    escritura?: Middleware;
    /** The database, for a new order under its Idempotency-Key. */
    db: Knex;
  },
) {
  const guard = escritura ? [escritura] : [];
  const idempotentes = escriturasIdempotentes({ db, config });

  router.get('/:id', async (ctx) => {
    answerData(ctx, await service.obtener(parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO)));
  });

  router.get('/:id/historial', async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const { filter, listQuery } = parseHistorialQuery(ctx.query);
    answerPage(ctx, await historial.porPedido(id, filter, listQuery), listQuery);
  });

  /** The order of the path, printed. */
  async function impreso(ctx: Context) {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const pedido = await service.obtener(id);
    const emision = { ahora: config.now(), zonaNegocio: config.zonaNegocio, sesion: sessionOf(ctx) };
    return { id, pedido, archivo: `${papel.archivo}-${id}.pdf`, pdf: await imprimirPapel(await papel.de(pedido, emision), config.empresa) };
  }

  router.get(`/:id/${papel.ruta}`, async (ctx) => {
    const { archivo, pdf } = await impreso(ctx);
    answerPdf(ctx, archivo, pdf);
  });

  // Sending it is a write: whoever may place and change the order (a supplier order: Supervisor and Administrador).
  router.post(`/:id/${papel.ruta.replace(/\.pdf$/, '')}/correo`, ...guard, async (ctx) => {
    const { Para } = validate(enviarCorreoSchema, ctx.request.body);
    const { id, pedido, archivo, pdf } = await impreso(ctx);
    const { entidad, documento, carta } = papel.correo;
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: mensajeDeEnvio(config),
      data: await enviarDocumento(
        db,
        config,
        sessionOf(ctx),
        { para: Para, ...carta(pedido, id, config.empresa), archivo, pdf, entidad, id, resumen: documento(id) },
        trx,
      ),
      estado: 202,
    }));
  });

  router.post('/', ...guard, async (ctx) => {
    const input = validate(createSchema, ctx.request.body);
    await idempotentes.opcional(ctx, async (trx) => ({
      mensaje: 'Pedido creado correctamente',
      data: await service.crear(input, sessionOf(ctx), trx),
      estado: 201,
    }));
  });

  router.put('/:id/estado', ...guard, async (ctx) => {
    const id = parseId(ctx.params.id, PEDIDO_NO_ENCONTRADO);
    const { datos, version } = parseVersionedBody(ctx, cambioEstadoSchema);
    const pedido = await service.cambiarEstado(id, datos, sessionOf(ctx), version);
    answerWritten(ctx, 'Estado actualizado correctamente', pedido);
  });
}
