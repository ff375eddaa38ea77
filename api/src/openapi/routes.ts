import Router from '@koa/router';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { documentoOpenApi } from './documento.js';
import { RECURSOS } from './operaciones.js';
import { RAIZ } from '../raiz.js';

const { version } = JSON.parse(fs.readFileSync(path.join(RAIZ, 'package.json'), 'utf8')) as { version: string };

/** Built on first use and kept: the schemas do not change while the process runs. */
let documento: ReturnType<typeof documentoOpenApi> | undefined;

/** The API's OpenAPI 3.1 document, as GET /api/openapi.json answers it; it needs no database (scripts/contrato.ts). */
export const documentoDeLaApi = () => (documento ??= documentoOpenApi(RECURSOS, version));

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, public like the reference page. */
export function openapiRoutes() {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.body = documentoDeLaApi();
  });
  return router;
}

// The reference page: Swagger UI from the swagger-ui-dist package (no CDN), started by a script of
// its own rather than an inline one, so the app's Content-Security-Policy needs no exception.
const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'));

const PAGINA = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>CarbonSur · Referencia de la API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/inicio.js"></script>
  </body>
</html>
`;

const INICIO = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
});
`;

const ARCHIVOS: Record<string, { tipo: string; contenido: () => string | fs.ReadStream }> = {
  'swagger-ui.css': { tipo: 'css', contenido: () => fs.createReadStream(path.join(SWAGGER_UI, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { tipo: 'js', contenido: () => fs.createReadStream(path.join(SWAGGER_UI, 'swagger-ui-bundle.js')) },
  'inicio.js': { tipo: 'js', contenido: () => INICIO },
};

/** GET /api/docs (the page) and its three files; not an API route, so it stays out of the document. */
export function referenciaRoutes() {
  const router = new Router({ prefix: '/api/docs' });
  router.get('/', (ctx) => {
    ctx.type = 'html';
    ctx.body = PAGINA;
  });
  router.get('/:archivo', (ctx, next) => {
    const archivo = Object.hasOwn(ARCHIVOS, ctx.params.archivo) ? ARCHIVOS[ctx.params.archivo] : undefined;
    if (!archivo) return next();
    ctx.type = archivo.tipo;
    // The files change only with the package's version; a day of cache spares 1.5 MB per visit.
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = archivo.contenido();
  });
  return router;
}
