import type Router from '@koa/router';
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { createApp } from '../app.js';
import { createLogger } from '../logger.js';

interface Documento {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

let app: TestApp;
let documento: Documento;
let admin: string;
let ajv: Ajv2020;
/** Ids of the demo data for a path whose first records lack what it reads: the demo's first stops (its history's) have no photo. */
let muestras: Record<string, Record<string, string>>;
beforeAll(async () => {
  app = await startTestApp();
  const res = await app.request('GET', '/openapi.json');
  expect(res.status).toBe(200);
  documento = res.body;
  admin = await app.login('admin');
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(documento, 'openapi.json');
  const conFoto = await app.db('paradas').whereNotNull('foto').orderBy('parada_id').first('hoja_id', 'parada_id');
  muestras = { '/hojas-de-ruta/{id}/paradas/{paradaId}/foto': { id: String(conFoto.hoja_id), paradaId: String(conFoto.parada_id) } };
});
afterAll(() => app.close());

/** Every route of the app's /api router, as 'GET /clientes/{id}' (HEAD comes with every GET). */
function rutasDelRouter(): string[] {
  const koa = createApp({ db: app.db, config: app.config, logger: createLogger('silent') });
  const api = koa.middleware.map((m) => (m as { router?: Router }).router).find((router) => router?.opts.prefix === '/api');
  if (!api) throw new Error('No se encontró el router de /api');
  return api.stack.flatMap((layer) =>
    layer.methods
      .filter((metodo) => metodo !== 'HEAD')
      .map(
        (metodo) =>
          `${metodo} ${String(layer.path)
            .replace(/^\/api/, '')
            .replace(/:(\w+)/g, '{$1}')}`,
      ),
  );
}

const rutasDocumentadas = () =>
  Object.entries(documento.paths).flatMap(([ruta, item]) => Object.keys(item).map((metodo) => `${metodo.toUpperCase()} ${ruta}`));

/** The documented schema of an answer of `metodo ruta` with the status it came with. */
function esquemaDocumentado(metodo: string, ruta: string, estado: number) {
  const puntero = ['paths', ruta, metodo, 'responses', String(estado), 'content', 'application/json', 'schema']
    .map((parte) => encodeURIComponent(parte.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/');
  const validar = ajv.getSchema(`openapi.json#/${puntero}`);
  if (!validar) throw new Error(`${metodo.toUpperCase()} ${ruta} no documenta la respuesta ${estado}`);
  return validar;
}

function expectComoDocumentada(res: TestResponse, metodo: string, ruta: string) {
  const contenido = (documento.paths[ruta] as Record<string, { responses: Record<string, { content: object }> }>)[metodo].responses[res.status]
    .content;
  if ('application/pdf' in contenido) {
    expect(res.headers.get('Content-Type'), `${metodo.toUpperCase()} ${ruta}`).toBe('application/pdf');
    expect(Buffer.from(res.body).subarray(0, 5).toString(), `${metodo.toUpperCase()} ${ruta}`).toBe('%PDF-');
    return;
  }
  const imagenes = Object.keys(contenido).filter((tipo) => tipo.startsWith('image/'));
  if (imagenes.length > 0) {
    expect(imagenes, `${metodo.toUpperCase()} ${ruta}`).toContain(res.headers.get('Content-Type'));
    return;
  }
  const validar = esquemaDocumentado(metodo, ruta, res.status);
  expect(validar(res.body), `${metodo.toUpperCase()} ${ruta} ${res.status}: ${JSON.stringify(validar.errors)}`).toBe(true);
}

describe('GET /api/openapi.json', () => {
  it('documents every route of the router, and no route it does not have', () => {
    const rutas = rutasDelRouter();
    const documentadas = rutasDocumentadas();
    expect(rutas.length).toBeGreaterThan(60);
    expect(
      rutas.filter((ruta) => !documentadas.includes(ruta)),
      'Rutas sin documentar: declararlas en el openapi.ts de su recurso (ver docs/decisiones.md, "API documentada")',
    ).toEqual([]);
    expect(
      documentadas.filter((ruta) => !rutas.includes(ruta)),
      'Rutas documentadas que el router no tiene',
    ).toEqual([]);
  });

  it('names every operation with a unique camelCase operationId, for the generated clients (npm run lint:openapi)', () => {
    const ids = Object.values(documento.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.length).toBe(rutasDocumentadas().length);
    expect(
      ids.filter((id) => !/^[a-z][a-zA-Z]*$/.test(id ?? '')),
      'Sin operationId o no camelCase',
    ).toEqual([]);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationId repetidos',
    ).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document, served without a token', async () => {
    expect(documento.openapi).toMatch(/^3\.1\./);
    expect(await validate(structuredClone(documento) as Parameters<typeof validate>[0])).toMatchObject({ valid: true });
  });

  it('documents the list parameters, the filters, bodies, bearer security and who may call each operation', () => {
    const listar = documento.paths['/clientes'].get as { parameters: { name: string }[] };
    expect(listar.parameters.map((p) => p.name)).toEqual(['page', 'limit', 'sort', 'order', 'q', 'active']);
    const crear = documento.paths['/clientes'].post as { requestBody: { content: { 'application/json': { schema: { required: string[] } } } } };
    expect(crear.requestBody.content['application/json'].schema.required).toEqual(['Nombre', 'Apellido', 'Telefono', 'Direccion', 'Email']);
    const inactivar = documento.paths['/clientes/{id}/desactivar'].put as { description: string; responses: Record<string, unknown> };
    expect(inactivar.description).toContain('Acceso: Administrador.');
    expect(Object.keys(inactivar.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(documento).toMatchObject({ security: [{ bearerAuth: [] }], components: { securitySchemes: { bearerAuth: { scheme: 'bearer' } } } });
    expect(documento.paths['/auth/login'].post).toMatchObject({ security: [] });
  });

  it('documents the versions: ETag on a record, If-Match or Version on its edits, and the 409 with the current record', () => {
    type Op = { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: object; content?: object }> };
    const editar = documento.paths['/productos/{id}'].put as Op & { requestBody: { content: { 'application/json': { schema: object } } } };
    expect(editar.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header' }));
    expect(JSON.stringify(editar.requestBody)).toMatch(/"Version".*"StockAnterior"|"StockAnterior".*"Version"/);
    expect(editar.responses['200'].headers).toHaveProperty('ETag');
    expect(editar.responses['409']).toMatchObject({ headers: { ETag: {} } });
    expect(JSON.stringify(editar.responses['409'].content)).toContain('"data"');
    expect((documento.paths['/pedidos/{id}'].get as Op).responses['200'].headers).toHaveProperty('ETag');
    expect((documento.paths['/vehiculos/mantenimientos/{id}'].delete as Op).parameters).toContainEqual(
      expect.objectContaining({ name: 'If-Match', in: 'header' }),
    );
  });
});

interface OperacionDocumentada {
  'x-acceso': string | string[];
  parameters?: { name: string; in: string; schema: { enum?: string[] } }[];
}

/** Every documented operation with a sample path: an id of the demo data (1 unless `muestras` says), the first value of an enum. */
const operaciones = () =>
  Object.entries(documento.paths).flatMap(([ruta, item]) =>
    Object.entries(item as Record<string, OperacionDocumentada>).map(([metodo, op]) => ({
      metodo: metodo.toUpperCase(),
      documentada: ruta,
      ruta: ruta.replace(
        /\{(\w+)\}/g,
        (_, nombre) => muestras[ruta]?.[nombre] ?? op.parameters?.find((p) => p.name === nombre)?.schema.enum?.[0] ?? '1',
      ),
      acceso: op['x-acceso'],
      ordenables: op.parameters?.find((p) => p.in === 'query' && p.name === 'sort')?.schema.enum ?? [],
    })),
  );

describe('who may call each operation', () => {
  it('an Empleado gets 403 from every operation documented for other roles only, before anything is written', async () => {
    const empleado = await app.login('empleado');
    const restringidas = operaciones().filter(({ acceso }) => Array.isArray(acceso) && !acceso.includes('Empleado'));
    expect(restringidas.length).toBeGreaterThan(10);
    for (const { metodo, ruta } of restringidas) {
      const body = metodo === 'GET' ? undefined : {};
      expect((await app.request(metodo, ruta, { token: empleado, body })).status, `${metodo} ${ruta}`).toBe(403);
    }
  });

  it('an Empleado may read everything documented for every signed-in role, as documented, and nobody without a token', async () => {
    const empleado = await app.login('empleado');
    const lecturas = operaciones().filter(({ metodo, acceso }) => metodo === 'GET' && acceso === 'con sesión');
    expect(lecturas.length).toBeGreaterThan(30);
    for (const { ruta, documentada } of lecturas) {
      const res = await app.request('GET', ruta, { token: empleado });
      expect(res.status, `GET ${ruta}`).toBe(200);
      expectComoDocumentada(res, 'get', documentada);
      expect((await app.request('GET', ruta)).status, `GET ${ruta} sin token`).toBe(401);
    }
  });
});

/** The filters a list cannot go without (the preview of an increase is of some increase). */
const FILTROS_REQUERIDOS: Record<string, string> = { '/aumentos-precio/vista-previa': '&Alcance=todos&Modo=porcentaje&Valor=8' };

describe('lists', () => {
  it('sort by every field their documentation offers', async () => {
    const listas = operaciones().filter(({ ordenables }) => ordenables.length > 0);
    expect(listas.length).toBeGreaterThan(20);
    for (const { ruta, ordenables } of listas) {
      for (const campo of ordenables) {
        const consulta = `${ruta}?sort=${campo}&page=1&limit=2${FILTROS_REQUERIDOS[ruta] ?? ''}`;
        expect((await app.request('GET', consulta, { token: admin })).status, consulta).toBe(200);
      }
    }
  });
});

describe('real answers match their documented schemas', () => {
  it('a page of a list, a whole list, a record and a write', async () => {
    expectComoDocumentada(await app.request('GET', '/clientes?page=1&limit=5&sort=Apellido', { token: admin }), 'get', '/clientes');
    expectComoDocumentada(await app.request('GET', '/productos/activos', { token: admin }), 'get', '/productos/activos');
    expectComoDocumentada(await app.request('GET', '/productos/1', { token: admin }), 'get', '/productos/{id}');
    expectComoDocumentada(await app.request('GET', '/usuarios?page=1&limit=2', { token: admin }), 'get', '/usuarios');
    expectComoDocumentada(await app.request('GET', '/historial-pedidos', { token: admin }), 'get', '/historial-pedidos');
    const nuevo = await app.request('POST', '/proveedores', {
      token: admin,
      body: { Nombre: 'Leñas del Sur', Telefono: '+54 11 4000-1111', Direccion: 'Ruta 3 km 40', Email: 'ventas@lenasdelsur.com.ar' },
    });
    expect(nuevo.status).toBe(201);
    expectComoDocumentada(nuevo, 'post', '/proveedores');
  });

  it('login and the signed-in user', async () => {
    const login = await app.request('POST', '/auth/login', { body: { nombreUsuario: 'supervisor', contrasena: 'supervisor123' } });
    expect(login.status).toBe(200);
    expectComoDocumentada(login, 'post', '/auth/login');
    expectComoDocumentada(await app.request('GET', '/auth/usuario-actual', { token: admin }), 'get', '/auth/usuario-actual');
  });

  it('errors: 400 with a message per field, 401, 403 and 404', async () => {
    const invalido = await app.request('POST', '/clientes', { token: admin, body: { Nombre: '', Email: 'no-es-email' } });
    expect(invalido.status).toBe(400);
    expect(invalido.body.errors).toMatchObject({ Nombre: 'Nombre requerido', Email: 'Email inválido' });
    expectComoDocumentada(invalido, 'post', '/clientes');
    expectComoDocumentada(await app.request('GET', '/clientes'), 'get', '/clientes');
    const empleado = await app.login('empleado');
    expectComoDocumentada(await app.request('PUT', '/clientes/1/desactivar', { token: empleado }), 'put', '/clientes/{id}/desactivar');
    expectComoDocumentada(await app.request('GET', '/clientes/999999', { token: admin }), 'get', '/clientes/{id}');
  });

  it('the documented schemas reject an answer of another shape', () => {
    const listar = esquemaDocumentado('get', '/clientes', 200);
    expect(listar({ data: [{ ClienteID: 'uno', Nombre: 'Ana' }] })).toBe(false);
    expect(listar({ items: [] })).toBe(false);
    expect(esquemaDocumentado('post', '/clientes', 400)({ success: false, message: 'Nombre requerido' })).toBe(false);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its scripts from this server, under the app’s usual CSP', async () => {
    const pagina = await fetch(`${app.url}/api/docs`);
    expect(pagina.status).toBe(200);
    expect(pagina.headers.get('content-type')).toMatch(/^text\/html/);
    expect(pagina.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await pagina.text();
    const fuentes = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, fuente]) => fuente);
    expect(fuentes).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/inicio.js']);
    for (const fuente of fuentes) {
      const res = await fetch(`${app.url}${fuente}`);
      expect(res.status, fuente).toBe(200);
      expect(res.headers.get('content-type'), fuente).toMatch(/^(text\/css|application\/javascript|text\/javascript)/);
      await res.arrayBuffer();
    }
    expect((await fetch(`${app.url}/api/docs/package.json`)).status).toBe(404);
  });
});
