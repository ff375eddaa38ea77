import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import serve from 'koa-static';
import helmet from 'koa-helmet';
import fs from 'node:fs';
import { Stream } from 'node:stream';
import path from 'node:path';
import type { AppDeps } from './deps.js';
import { parseJsonBody } from './http/body.js';
import { errorMiddleware } from './http/errorMiddleware.js';
import { requireAuth } from './auth/token.js';
import { isApiPath } from './http/apiPath.js';
import { guionesDelArmazon } from './http/armazon.js';
import { authRoutes } from './auth/routes.js';
import { preferenciasRoutes, usuariosRoutes } from './usuarios/routes.js';
import { proveedoresRoutes } from './proveedores/routes.js';
import { pedidosProveedoresRoutes } from './pedidos-proveedores/routes.js';
import { historialPedidosProveedoresRoutes } from './historial-pedidos-proveedores/routes.js';
import { clientesRoutes } from './clientes/routes.js';
import { productosRoutes } from './productos/routes.js';
import { categoriasRoutes } from './categorias/routes.js';
import { listasRoutes } from './listas/routes.js';
import { aumentosService } from './precios/aumentos.js';
import { preciosAlDia } from './precios/alDia.js';
import { listasService } from './listas/service.js';
import { preciosRoutes } from './precios/routes.js';
import { stockRoutes } from './stock/routes.js';
import { cuentasRoutes } from './cuentas/routes.js';
import { cobrosRoutes } from './cobros/routes.js';
import { correosRoutes } from './correos/routes.js';
import { comprobantesRoutes } from './comprobantes/routes.js';
import { cuentasACobrarRoutes } from './cuentas-a-cobrar/routes.js';
import { libroIvaRoutes } from './libro-iva/routes.js';
import { pedidosRoutes } from './pedidos/routes.js';
import { historialPedidosRoutes } from './historial-pedidos/routes.js';
import { ACCION_DE_PARADA, hojasDeRutaRoutes } from './hojas-de-ruta/routes.js';
import { entregasRoutes } from './entregas/routes.js';
import { vehiculosRoutes } from './vehiculos/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { inicioRoutes } from './inicio/routes.js';
import { auditoriaRoutes } from './auditoria/routes.js';
import { importacionesRoutes, RUTA_DE_IMPORTACION } from './importaciones/routes.js';
import { configuracionRoutes } from './configuracion/routes.js';
import { respaldosRoutes } from './respaldos/routes.js';
import { reportesRoutes } from './reportes/routes.js';
import { saludRoutes } from './salud/routes.js';
import { openapiRoutes, referenciaRoutes } from './openapi/routes.js';
import { crearMetricas } from './metricas/registro.js';
import { metricasRoutes } from './metricas/routes.js';
import { RAIZ } from './raiz.js';

export const ADMIN_DIST = path.join(RAIZ, 'admin/dist');
const INDEX_HTML = path.join(ADMIN_DIST, 'index.html');

/** The whole HTTP application: API under /api, the built admin (with SPA fallback) elsewhere. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  // X-Forwarded-For names the client only behind a proxy we were told about, and only the entries
  // those proxies appended count (the leftmost ones are whatever the client sent).
  app.proxy = deps.config.trustProxy > 0;
  app.maxIpsCount = deps.config.trustProxy;
  // What Koa would print on stderr goes to the log; a browser that left before the end of a file it no longer needed
  // (a page closed or navigated while index.html was on its way) is no error of the server.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'ECONNRESET')
      deps.logger.error({ err: { message: error.message, code: error.code } }, 'error fuera de una respuesta');
  });
  const metricas = crearMetricas(deps.db);

  // Every request gets an id (the caller's X-Request-Id when it is a plain token), sent back in the
  // header and carried by each of its log lines.
  app.use(async (ctx, next) => {
    const started = performance.now();
    const recibido = ctx.get('X-Request-Id');
    const id = /^[\w.-]{1,100}$/.test(recibido) ? recibido : randomUUID();
    ctx.set('X-Request-Id', id);
    ctx.state.log = deps.logger.child({ solicitud: id });
    await next();
    ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'solicitud');
  });
  app.use(metricas.middleware);
  app.use(compress());
  // An object body is serialised once, here: koa-compress reads the response's length (which
  // stringifies an object) and Koa stringifies it again to send it.
  app.use(async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) ctx.body = JSON.stringify(body);
  });
  // worker-src blob:: the Excel export zips large sheets in workers that its zip library (fflate)
  // builds from a blob of its own code; only a script already allowed by script-src can make one.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'upgrade-insecure-requests': null,
          'worker-src': ["'self'", 'blob:'],
          'script-src': ["'self'", ...guionesDelArmazon(INDEX_HTML)],
        },
      },
    }),
  );
  // No API answer (records, tokens, errors) is kept by the browser or a proxy.
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(errorMiddleware(deps.logger));
  // A stop action carries a signature and maybe a photo (500 kB, base64): its own limit; an import parses its
  // larger body itself, once the token and the role let it in (importaciones/routes.ts); the rest keeps 200 kB.
  const cuerpo = parseJsonBody('200kb');
  const cuerpoConImagenes = parseJsonBody('1mb');
  app.use((ctx, next) => {
    if (RUTA_DE_IMPORTACION.test(ctx.path)) return next();
    return (ACCION_DE_PARADA.test(ctx.path) ? cuerpoConImagenes : cuerpo)(ctx, next);
  });

  const api = new Router({ prefix: '/api' });
  const auth = requireAuth(deps.db, deps.config);
  for (const router of [
    authRoutes(deps, auth),
    configuracionRoutes(deps),
    saludRoutes(deps),
    openapiRoutes(),
    metricasRoutes(deps, metricas, auth),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.use(auth);
  const aumentos = aumentosService(deps.db, deps.config);
  const listas = listasService(deps.db, deps.config);
  api.use(
    preciosAlDia(
      [
        { nombre: 'aumentos de precios programados', aplicarVencidos: aumentos.aplicarVencidos },
        { nombre: 'precios de listas programados', aplicarVencidos: listas.aplicarProgramadas },
      ],
      deps.config,
      deps.logger,
    ),
  );
  for (const router of [
    preferenciasRoutes(deps),
    usuariosRoutes(deps),
    proveedoresRoutes(deps),
    pedidosProveedoresRoutes(deps),
    historialPedidosProveedoresRoutes(deps),
    clientesRoutes(deps),
    productosRoutes(deps),
    categoriasRoutes(deps),
    listasRoutes(deps),
    ...preciosRoutes(deps, aumentos),
    stockRoutes(deps),
    cuentasRoutes(deps),
    cobrosRoutes(deps),
    correosRoutes(deps),
    comprobantesRoutes(deps),
    cuentasACobrarRoutes(deps),
    libroIvaRoutes(deps),
    pedidosRoutes(deps),
    historialPedidosRoutes(deps),
    hojasDeRutaRoutes(deps),
    entregasRoutes(deps),
    vehiculosRoutes(deps),
    dashboardRoutes(deps),
    inicioRoutes(deps),
    auditoriaRoutes(deps),
    importacionesRoutes(deps),
    respaldosRoutes(deps),
    reportesRoutes(deps),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  app.use(referenciaRoutes().routes());
  app.use(api.routes());
  app.use(api.allowedMethods());

  if (fs.existsSync(ADMIN_DIST)) {
    // Hashed bundles never change under their name; index.html must be revalidated to find new ones.
    app.use(
      serve(ADMIN_DIST, {
        index: 'index.html',
        setHeaders: (res, ruta) => {
          const inmutable = ruta.startsWith(path.join(ADMIN_DIST, 'assets') + path.sep);
          res.setHeader('Cache-Control', inmutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.use(async (ctx, next) => {
      if (ctx.method !== 'GET' || isApiPath(ctx.path) || ctx.body !== undefined) return next();
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = fs.createReadStream(INDEX_HTML);
    });
  }
  return app;
}
