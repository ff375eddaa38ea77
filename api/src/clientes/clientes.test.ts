import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, filasDeAuditoria, idDeUsuario, ultimaFilaDeAuditoria, unico } from '../../test/fixtures.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const ROLES = ['admin', 'supervisor', 'empleado'] as const;

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ROLES) tokens[rol] = await app.login(rol);
});
afterAll(() => app.close());

describe('authentication', () => {
  it.each([
    ['GET', '/clientes'],
    ['GET', '/clientes/activos'],
    ['GET', '/clientes/1'],
    ['POST', '/clientes'],
    ['PUT', '/clientes/1'],
    ['PUT', '/clientes/1/desactivar'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('POST /clientes', () => {
  it.each(ROLES)('%s creates a client, active by default (201 with the write envelope)', async (rol) => {
    const email = `${unico('alta').toLowerCase()}@correo.com.ar`;
    const res = await app.request('POST', '/clientes', {
      token: tokens[rol],
      body: { Nombre: ' Ana ', Apellido: 'Quiroga', Telefono: '+54 11 4444-1234', Direccion: 'Mitre 100, Haedo', Email: email },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cliente creado correctamente',
      data: { Nombre: 'Ana', Apellido: 'Quiroga', Email: email, Active: true },
    });
    expect(res.body.data.ClienteID).toEqual(expect.any(Number));
  });

  it('answers every missing field with the messages of the spec', async () => {
    const res = await app.request('POST', '/clientes', { token: tokens.empleado, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
    });
    expect(res.body.message).toBe(res.body.error);
  });

  it('treats blank text as missing and checks the e-mail format', async () => {
    const res = await app.request('POST', '/clientes', {
      token: tokens.empleado,
      body: { Nombre: '   ', Apellido: 'X', Telefono: '1', Direccion: 'Y', Email: 'no-es-un-mail' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Nombre: 'Nombre requerido', Email: 'Email inválido' });
  });

  it('refuses wrong types and bad JSON with a 400, never a 500', async () => {
    const tipos = await app.request('POST', '/clientes', {
      token: tokens.empleado,
      body: { Nombre: 5, Apellido: [], Telefono: {}, Direccion: null, Email: true, Active: 'si' },
    });
    expect(tipos.status).toBe(400);
    expect(tipos.body.errors.Nombre).toBe('Nombre requerido');
    expect(tipos.body.errors.Active).toBeDefined();
    const json = await app.request('POST', '/clientes', { token: tokens.empleado, rawBody: '{"Nombre":' });
    expect(json.status).toBe(400);
  });
});

describe('GET /clientes/:id', () => {
  it.each(ROLES)('%s reads one client as {data}', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('GET', `/clientes/${cliente.ClienteID}`, { token: tokens[rol] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: expect.objectContaining({ ClienteID: cliente.ClienteID, Nombre: cliente.Nombre }) });
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999'])('answers 404 Cliente no encontrado for id %s', async (id) => {
    const res = await app.request('GET', `/clientes/${id}`, { token: tokens.empleado });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cliente no encontrado');
  });
});

describe('PUT /clientes/:id', () => {
  it.each(ROLES)('%s edits a client; fields not sent stay as they were', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}`, {
      token: tokens[rol],
      body: { Telefono: '+54 11 5555-0000', ClienteID: 1, createdAt: 'ignorado' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Cliente actualizado correctamente',
      data: { ClienteID: cliente.ClienteID, Nombre: cliente.Nombre, Telefono: '+54 11 5555-0000' },
    });
  });

  it('validates the fields it receives', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}`, {
      token: tokens.empleado,
      body: { Nombre: '', Direccion: '', Email: 'mal' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Nombre: 'Nombre requerido', Direccion: 'Dirección requerida', Email: 'Email inválido' });
  });

  it('answers 404 for a client that does not exist', async () => {
    const res = await app.request('PUT', '/clientes/999999', { token: tokens.admin, body: { Nombre: 'X' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cliente no encontrado');
  });

  it.each(['empleado', 'supervisor'] as const)('%s cannot inactivate or reactivate through the form (403)', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const baja = await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens[rol], body: { Active: false } });
    expect(baja.status).toBe(403);
    expect(baja.body.message).toBe('Solo un administrador puede activar o inactivar clientes');
    expect((await app.request('GET', `/clientes/${cliente.ClienteID}`, { token: tokens[rol] })).body.data.Active).toBe(true);

    await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens.admin });
    // Editing an inactive client sends Active false again: that changes nothing, so it passes.
    const edicion = await app.request('PUT', `/clientes/${cliente.ClienteID}`, {
      token: tokens[rol],
      body: { Nombre: 'Editado', Active: false },
    });
    expect(edicion.status).toBe(200);
    const alta = await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens[rol], body: { Active: true } });
    expect(alta.status).toBe(403);
    expect((await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('active')).active).toBe(false);
  });

  it.each(['empleado', 'supervisor'] as const)('%s cannot create an inactive client (403)', async (rol) => {
    const res = await app.request('POST', '/clientes', {
      token: tokens[rol],
      body: { Nombre: 'Inactivo', Apellido: 'X', Telefono: '1', Direccion: 'Y', Email: 'inactivo@correo.com', Active: false },
    });
    expect(res.status).toBe(403);
  });

  it('lets an administrator reactivate through the form', async () => {
    const cliente = await crearCliente(app, tokens.admin, { Active: false });
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Active: true } });
    expect(res.status).toBe(200);
    expect(res.body.data.Active).toBe(true);
  });

  it('lets an administrator inactivate through the form', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Active: false } });
    expect(res.status).toBe(200);
    expect(res.body.data.Active).toBe(false);
  });
});

describe('PUT /clientes/:id/desactivar', () => {
  it('lets an administrator inactivate a client', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Cliente inactivado correctamente', data: { Active: false } });
    const row = await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('active');
    expect(row.active).toBe(false);
  });

  it.each(['empleado', 'supervisor'] as const)('is forbidden to %s (403)', async (rol) => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens[rol] });
    expect(res.status).toBe(403);
    const row = await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('active');
    expect(row.active).toBe(true);
  });

  it('answers 404 for a client that does not exist', async () => {
    const res = await app.request('PUT', '/clientes/999999/desactivar', { token: tokens.admin });
    expect(res.status).toBe(404);
  });
});

describe('GET /clientes and /clientes/activos', () => {
  it('searches q over Nombre, Apellido, Email, Telefono and Direccion, case-insensitively', async () => {
    const marca = unico('busq').toLowerCase();
    const cliente = await crearCliente(app, tokens.admin, {
      Nombre: `N${marca}`,
      Apellido: `A${marca}`,
      Email: `e${marca}@correo.com`,
      Telefono: `T${marca}`,
      Direccion: `D${marca}`,
    });
    for (const q of [`N${marca}`, `A${marca}`, `E${marca}@`, `t${marca}`, `d${marca}`]) {
      const res = await app.request('GET', `/clientes?q=${encodeURIComponent(q.toUpperCase())}`, { token: tokens.empleado });
      expect(res.status).toBe(200);
      expect(res.body.data.map((c: { ClienteID: number }) => c.ClienteID)).toEqual([cliente.ClienteID]);
    }
  });

  it('finds a client by first name and surname together, never across two other fields, and after an edit by the new text', async () => {
    const marca = unico('junto').toLowerCase();
    const cliente = await crearCliente(app, tokens.admin, {
      Nombre: `Ñandú${marca}`,
      Apellido: `Álvarez${marca}`,
      Telefono: `T${marca}`,
      Direccion: `D${marca}`,
    });
    const buscar = async (q: string) => {
      const res = await app.request('GET', `/clientes?q=${encodeURIComponent(q)}`, { token: tokens.empleado });
      expect(res.status).toBe(200);
      return res.body.data as { ClienteID: number }[];
    };
    const encontrado = await buscar(`ÑANDÚ${marca} ÁLVAREZ${marca}`);
    expect(encontrado.map((c) => c.ClienteID)).toEqual([cliente.ClienteID]);
    expect(Object.keys(encontrado[0])).not.toContain('busqueda');
    // The telephone's end and the address's start are one after the other in the search column.
    expect(await buscar(`${marca}D${marca}`)).toEqual([]);
    expect(await buscar(`${marca}\u001fD${marca}`)).toEqual([]);

    await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Direccion: `Calle nueva ${marca}` } });
    expect((await buscar(`calle NUEVA ${marca}`)).map((c) => c.ClienteID)).toEqual([cliente.ClienteID]);
    expect(await buscar(`D${marca}`)).toEqual([]);
  });

  it('treats LIKE wildcards in q literally', async () => {
    const res = await app.request('GET', `/clientes?q=${encodeURIComponent('%_%')}`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('filters by active, and /activos lists only active clients', async () => {
    const marca = unico('act');
    const activo = await crearCliente(app, tokens.admin, { Apellido: marca });
    const inactivo = await crearCliente(app, tokens.admin, { Apellido: marca });
    await app.request('PUT', `/clientes/${inactivo.ClienteID}/desactivar`, { token: tokens.admin });
    const ids = async (path: string) =>
      (await app.request('GET', path, { token: tokens.empleado })).body.data.map((c: { ClienteID: number }) => c.ClienteID).sort();

    expect(await ids(`/clientes?q=${marca}`)).toEqual([activo.ClienteID, inactivo.ClienteID].sort());
    expect(await ids(`/clientes?q=${marca}&active=true`)).toEqual([activo.ClienteID]);
    expect(await ids(`/clientes?q=${marca}&active=false`)).toEqual([inactivo.ClienteID]);
    expect(await ids(`/clientes/activos?q=${marca}`)).toEqual([activo.ClienteID]);
    expect(await ids(`/clientes/activos?q=${marca}&active=false`)).toEqual([activo.ClienteID]);
  });

  it('answers the whole list as {data} without page, one page with total when paged', async () => {
    const marca = unico('pag');
    for (const nombre of ['Carla', 'Beatriz', 'Alicia']) await crearCliente(app, tokens.admin, { Nombre: nombre, Apellido: marca });
    const todo = await app.request('GET', `/clientes?q=${marca}`, { token: tokens.supervisor });
    expect(Object.keys(todo.body)).toEqual(['data']);
    expect(todo.body.data.map((c: { Nombre: string }) => c.Nombre)).toEqual(['Alicia', 'Beatriz', 'Carla']);

    const pagina = await app.request('GET', `/clientes?q=${marca}&page=2&limit=2&sort=Nombre&order=desc`, { token: tokens.supervisor });
    expect(pagina.status).toBe(200);
    expect(pagina.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(pagina.body.data.map((c: { Nombre: string }) => c.Nombre)).toEqual(['Alicia']);
    // A search's total comes with its page's rows: past the end and with no match it is still exact.
    const pasada = await app.request('GET', `/clientes?q=${marca}&page=3&limit=2`, { token: tokens.supervisor });
    expect(pasada.body).toMatchObject({ data: [], total: 3, page: 3 });
    const ninguna = await app.request('GET', `/clientes?q=${marca}zz&page=1&limit=2`, { token: tokens.supervisor });
    expect(ninguna.body).toMatchObject({ data: [], total: 0 });
  });

  it('caps limit at 1000', async () => {
    const res = await app.request('GET', '/clientes?page=1&limit=5000', { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(1000);
  });

  it.each([
    ['sort=Contrasena', 'No se puede ordenar por Contrasena'],
    ['sort=nombre;drop', 'No se puede ordenar por nombre;drop'],
    ['order=sideways', 'order debe ser asc o desc'],
    ['page=0', 'page debe ser mayor o igual a 1'],
    ['limit=1.5', 'limit debe ser un entero'],
    ['active=quizas', 'Debe ser true o false'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await app.request('GET', `/clientes?${query}`, { token: tokens.empleado });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('offers the demo clients, a few of them inactive', async () => {
    const res = await app.request('GET', '/clientes', { token: tokens.admin });
    const demo = res.body.data.filter((c: { Email: string }) => !c.Email.endsWith('@prueba.com.ar') && !c.Email.includes('@correo.com'));
    expect(demo.length).toBeGreaterThanOrEqual(20);
    expect(demo.filter((c: { Active: boolean }) => !c.Active).length).toBeGreaterThanOrEqual(2);
  });
});

describe('audit trail', () => {
  const autores = { admin: 0, supervisor: 0, empleado: 0 };
  beforeAll(async () => {
    for (const rol of ROLES) autores[rol] = await idDeUsuario(app, rol);
  });

  it('a creation leaves one row with every value set, by its author', async () => {
    const cliente = await crearCliente(app, tokens.empleado, { Telefono: '+54 11 4000-0001' });
    expect(await filasDeAuditoria(app, 'clientes', cliente.ClienteID)).toEqual([
      {
        accion: 'crear',
        usuarioId: autores.empleado,
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'Nombre', Antes: null, Despues: cliente.Nombre },
          { Campo: 'Apellido', Antes: null, Despues: 'Prueba' },
          { Campo: 'Telefono', Antes: null, Despues: '+54 11 4000-0001' },
          { Campo: 'Direccion', Antes: null, Despues: 'Calle Falsa 123, Morón' },
          { Campo: 'Email', Antes: null, Despues: `${cliente.Nombre.toLowerCase()}@prueba.com.ar` },
          { Campo: 'DiasCredito', Antes: null, Despues: 30 },
          { Campo: 'RecordatoriosDeuda', Antes: null, Despues: true },
          { Campo: 'Active', Antes: null, Despues: true },
        ],
      },
    ]);
  });

  it('an update leaves one row with only the fields that changed; one that changes nothing leaves none', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const res = await app.request('PUT', `/clientes/${cliente.ClienteID}`, {
      token: tokens.supervisor,
      body: { Nombre: cliente.Nombre, Telefono: '+54 11 5555-0000', Direccion: 'Mitre 100, Haedo', Active: true },
    });
    expect(res.status).toBe(200);
    const igual = await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.empleado, body: { Telefono: '+54 11 5555-0000' } });
    expect(igual.status).toBe(200);
    const [, ...resto] = await filasDeAuditoria(app, 'clientes', cliente.ClienteID);
    expect(resto).toEqual([
      {
        accion: 'modificar',
        usuarioId: autores.supervisor,
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'Telefono', Antes: '+54 11 4000-0000', Despues: '+54 11 5555-0000' },
          { Campo: 'Direccion', Antes: 'Calle Falsa 123, Morón', Despues: 'Mitre 100, Haedo' },
        ],
      },
    ]);
  });

  it('an inactivation (its route or the form) and a reactivation are one row each, of their own action', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens.admin });
    await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Active: true, Telefono: '+54 11 4000-0002' } });
    await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Active: false } });
    // Inactivating an inactive client changes nothing.
    expect((await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens.admin })).status).toBe(200);
    const [, ...resto] = await filasDeAuditoria(app, 'clientes', cliente.ClienteID);
    expect(resto.map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }))).toEqual([
      { accion: 'desactivar', usuarioId: autores.admin, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
      {
        accion: 'activar',
        usuarioId: autores.admin,
        cambios: [
          { Campo: 'Telefono', Antes: '+54 11 4000-0000', Despues: '+54 11 4000-0002' },
          { Campo: 'Active', Antes: false, Despues: true },
        ],
      },
      { accion: 'desactivar', usuarioId: autores.admin, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
    ]);
  });

  it('a refused change (400, 403, 404) leaves no row', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const ultima = await ultimaFilaDeAuditoria(app);
    const rechazos = [
      await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.admin, body: { Email: 'mal' } }),
      await app.request('POST', '/clientes', { token: tokens.admin, body: { Nombre: 'Sin datos' } }),
      await app.request('PUT', `/clientes/${cliente.ClienteID}`, { token: tokens.supervisor, body: { Active: false, Telefono: '1' } }),
      await app.request('PUT', `/clientes/${cliente.ClienteID}/desactivar`, { token: tokens.empleado }),
      await app.request('POST', '/clientes', {
        token: tokens.empleado,
        body: { Nombre: 'Inactivo', Apellido: 'X', Telefono: '1', Direccion: 'Y', Email: 'inactivo@correo.com', Active: false },
      }),
      await app.request('PUT', '/clientes/999999', { token: tokens.admin, body: { Nombre: 'X' } }),
      await app.request('PUT', '/clientes/999999/desactivar', { token: tokens.admin }),
    ];
    expect(rechazos.map((r) => r.status)).toEqual([400, 400, 403, 403, 403, 404, 404]);
    expect(await ultimaFilaDeAuditoria(app)).toBe(ultima);
  });
});
