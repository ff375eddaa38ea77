import bcrypt from 'bcrypt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';

let app: TestApp;
let admin: string;
let empleado: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
});
afterAll(() => app.close());

const JSON_INVALIDO = 'El cuerpo de la solicitud no es un JSON válido';

function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ success: false, message, error: message, ...(res.body.errors ? { errors: res.body.errors } : {}) });
}

/** A raw request, for content types and headers the harness does not send. */
async function crudo(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${app.url}/api${path}`, { method, ...init });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined } as TestResponse;
}

/** Inserts users straight into the table (one statement), for lists too long to build over HTTP. */
async function insertarUsuarios(marca: string, cantidad: number, rol = 'Empleado') {
  const hash = await bcrypt.hash('no-se-usa', 4);
  const filas = Array.from({ length: cantidad }, (_, i) => ({
    nombre: `Usuario ${marca}`,
    apellido: `Número ${i}`,
    telefono: '+54 11 4000-0000',
    direccion: 'Calle Falsa 123, Lanús',
    email: `${marca}${i}@carbonsur.com.ar`,
    nombre_usuario: `${marca}${String(i).padStart(5, '0')}`,
    contrasena_hash: hash,
    rol,
  }));
  await app.db.batchInsert('usuarios', filas, 500);
}

const listar = (query: string) => app.request('GET', `/usuarios?${query}`, { token: admin });
const nombresDe = (res: TestResponse) => (res.body as { NombreUsuario: string }[]).map((u) => u.NombreUsuario);

describe('error envelope', () => {
  it('carries success false and the same Spanish text in message and error, for every kind of error', async () => {
    expectError(await app.request('GET', '/usuarios'), 401, 'Token no proporcionado');
    expectError(await app.request('GET', '/usuarios', { token: empleado }), 403, 'No tiene permisos para realizar esta acción');
    expectError(await app.request('GET', '/usuarios/999999', { token: admin }), 404, 'Usuario no encontrado');
    expectError(await app.request('POST', '/auth/login', { body: { nombreUsuario: 'admin' } }), 400, 'Contraseña requerida');
    expectError(
      await app.request('POST', '/usuarios', {
        token: admin,
        body: {
          Nombre: 'A',
          Apellido: 'B',
          Telefono: '1',
          Direccion: 'C',
          Email: 'otro@x.com.ar',
          NombreUsuario: 'ADMIN',
          Contrasena: 'otra-clave',
        },
      }),
      409,
      'El nombre de usuario ya existe',
    );
  });

  it('adds errors with one message per field on validation failures', async () => {
    const res = await app.request('POST', '/auth/login', { body: { nombreUsuario: '', contrasena: '' } });
    expectError(res, 400, 'Nombre de usuario requerido');
    expect(res.body.errors).toEqual({ nombreUsuario: 'Nombre de usuario requerido', contrasena: 'Contraseña requerida' });
  });

  it('answers a body that is not an object with a Spanish 400, not zod English', async () => {
    for (const body of [[], [1, 2], [{ nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin }]]) {
      const res = await app.request('POST', '/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(res.body.error);
      expect(res.body.message).not.toMatch(/invalid|expected|received/i);
    }
  });
});

describe('request bodies', () => {
  it("answers 400 'El cuerpo de la solicitud no es un JSON válido' for malformed JSON", async () => {
    // Top-level scalars count as malformed too: the parser is strict (objects and arrays only).
    for (const rawBody of ['{"nombreUsuario": "admin",', "{nombreUsuario: 'admin'}", '{"a":1}}', 'null', '12', '"texto"']) {
      expectError(await app.request('POST', '/auth/login', { rawBody }), 400, JSON_INVALIDO);
      expectError(await app.request('POST', '/usuarios', { token: admin, rawBody }), 400, JSON_INVALIDO);
    }
  });

  it('treats a missing body as an empty object', async () => {
    expectError(await crudo('POST', '/auth/login'), 400, 'Nombre de usuario requerido');
    expectError(
      await crudo('POST', '/auth/login', { headers: { 'Content-Type': 'application/json' }, body: '' }),
      400,
      'Nombre de usuario requerido',
    );
  });

  it('ignores bodies that are not JSON, so validation answers 400', async () => {
    const texto = await crudo('POST', '/auth/login', { headers: { 'Content-Type': 'text/plain' }, body: `admin:${CONTRASENAS_DEMO.admin}` });
    expectError(texto, 400, 'Nombre de usuario requerido');
    const form = await crudo('POST', '/auth/login', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `nombreUsuario=admin&contrasena=${CONTRASENAS_DEMO.admin}`,
    });
    expectError(form, 400, 'Nombre de usuario requerido');
  });

  it("answers 413 'El cuerpo de la solicitud es demasiado grande' past 200 kB, and accepts a body just under", async () => {
    const grande = await app.request('POST', '/auth/login', {
      body: { nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin, relleno: 'x'.repeat(210 * 1024) },
    });
    expectError(grande, 413, 'El cuerpo de la solicitud es demasiado grande');
    const bajoElLimite = await app.request('POST', '/auth/login', {
      body: { nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin, relleno: 'x'.repeat(190 * 1024) },
    });
    expect(bajoElLimite.status).toBe(200);
  });
});

describe('security headers', () => {
  it('are sent on successful and failed API answers', async () => {
    for (const res of [await app.request('GET', '/auth/usuario-actual', { token: admin }), await app.request('GET', '/usuarios')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
      // The Excel export's zip workers (blob:), nothing else: scripts stay 'self', and the HTML shell's inline script
      // (when the admin is built) by its hash alone.
      expect(res.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?;/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('unknown paths and methods under /api', () => {
  it("answer 404 'Recurso no encontrado' in the envelope, with or without a token", async () => {
    for (const token of [undefined, empleado, admin]) {
      expectError(await app.request('GET', '/no-existe', { token }), 404, 'Recurso no encontrado');
      expectError(await app.request('POST', '/usuarios/1/otra-cosa', { token, body: {} }), 404, 'Recurso no encontrado');
      expectError(await app.request('GET', '/auth', { token }), 404, 'Recurso no encontrado');
    }
  });

  it("answer 405 'Método no permitido' in the envelope for a method a path does not take", async () => {
    const res = await app.request('DELETE', '/usuarios/1', { token: admin });
    expectError(res, 405, 'Método no permitido');
    expect(res.headers.get('allow')).toMatch(/PUT/);
    expectError(await app.request('GET', '/auth/login'), 405, 'Método no permitido');
    // Users are never deleted.
    expect(await app.db('usuarios').where({ usuario_id: 1 }).first()).toBeDefined();
  });
});

describe('paging, sorting and searching (through /usuarios)', () => {
  it('caps limit at 1000 and answers the whole list without page', async () => {
    await insertarUsuarios('tope', 1005);
    const pagina = await listar('q=tope&page=1&limit=5000');
    expect(pagina.status).toBe(200);
    expect(pagina.body).toHaveLength(1000);
    expect(pagina.headers.get('x-total-count')).toBe('1005');

    expect(await listar('q=tope&page=2&limit=5000')).toMatchObject({ body: { length: 5 } });
    expect(await listar('q=tope&page=1')).toMatchObject({ body: { length: 1000 } });
    const todo = await listar('q=tope');
    expect(todo.body).toHaveLength(1005);
    expect(todo.headers.get('x-total-count')).toBe('1005');
  });

  it('breaks ties by id, so pages never repeat or skip a row', async () => {
    await insertarUsuarios('empate', 7, 'Supervisor');
    const vistos: string[] = [];
    for (let page = 1; page <= 4; page++) {
      vistos.push(...nombresDe(await listar(`q=empate&sort=Rol&order=asc&page=${page}&limit=2`)));
    }
    expect(vistos).toHaveLength(7);
    expect(new Set(vistos).size).toBe(7);
  });

  it('sorts only by API field names: column names, unknown and inherited names are 400', async () => {
    for (const sort of ['contrasena_hash', 'nombre_usuario', 'Contrasena', 'constructor', '__proto__', 'toString', 'Precio']) {
      expectError(await listar(`sort=${sort}`), 400, `No se puede ordenar por ${sort}`);
    }
    for (const sort of ['NombreUsuario', 'Email', 'Rol', 'Active', 'createdAt', 'UsuarioID']) {
      expect((await listar(`sort=${sort}&order=desc&page=1&limit=5`)).status, sort).toBe(200);
    }
  });

  it('orders ascending and descending, case-insensitively', async () => {
    await insertarUsuarios('direccion', 3);
    const asc = nombresDe(await listar('q=direccion&sort=NombreUsuario&order=asc'));
    expect(asc).toEqual(['direccion00000', 'direccion00001', 'direccion00002']);
    expect(nombresDe(await listar('q=direccion&sort=NombreUsuario&order=DESC'))).toEqual([...asc].reverse());
  });

  it('answers 400 with Spanish messages for invalid page, limit and order', async () => {
    const casos: [string, string][] = [
      ['page=0', 'page debe ser mayor o igual a 1'],
      ['page=abc', 'page debe ser un entero'],
      ['page=1.5', 'page debe ser un entero'],
      ['limit=0', 'limit debe ser mayor o igual a 1'],
      ['limit=diez', 'limit debe ser un entero'],
      ['order=arriba', 'order debe ser asc o desc'],
    ];
    for (const [query, mensaje] of casos) expectError(await listar(query), 400, mensaje);
  });
});

describe('errors outside a response', () => {
  it('go to the log, except a browser that left before a file ended', () => {
    const lineas: { msg: string; err?: { code?: string } }[] = [];
    const logger = pino({ level: 'error' }, { write: (linea: string) => lineas.push(JSON.parse(linea)) });
    const servidor = createApp({ db: app.db, config: app.config, logger });
    const conCodigo = (code: string) => Object.assign(new Error(code), { code });
    servidor.emit('error', conCodigo('ERR_STREAM_PREMATURE_CLOSE'));
    servidor.emit('error', conCodigo('ECONNRESET'));
    expect(lineas).toEqual([]);
    servidor.emit('error', conCodigo('EACCES'));
    expect(lineas).toMatchObject([{ msg: 'error fuera de una respuesta', err: { code: 'EACCES' } }]);
  });
});
