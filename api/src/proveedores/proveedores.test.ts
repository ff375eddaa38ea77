import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearProveedor, filasDeAuditoria, idDeUsuario, ultimaFilaDeAuditoria, unico } from '../../test/fixtures.js';

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
});
afterAll(() => app.close());

const valido = () => {
  const marca = unico('T');
  return {
    Nombre: `Leñas ${marca}`,
    Telefono: '+54 370 442-0000',
    Direccion: 'Av. González Lelong 100, Formosa',
    Email: `${marca.toLowerCase()}@lenas.com.ar`,
  };
};

describe('authentication', () => {
  it.each([
    ['GET', '/proveedores'],
    ['GET', '/proveedores/activos'],
    ['GET', '/proveedores/1'],
    ['POST', '/proveedores'],
    ['PUT', '/proveedores/1'],
    ['PUT', '/proveedores/1/desactivar'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path, method === 'GET' ? {} : { body: valido() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'Token no proporcionado', error: 'Token no proporcionado' });
  });
});

describe('POST /proveedores', () => {
  it('lets an administrator create a supplier (201, write envelope, active by default)', async () => {
    const body = valido();
    const res = await app.request('POST', '/proveedores', { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Proveedor creado correctamente', data: { ...body, Active: true } });
    expect(res.body.data.ProveedorID).toEqual(expect.any(Number));
    const row = await app.db('proveedores').where({ proveedor_id: res.body.data.ProveedorID }).first();
    expect(row).toMatchObject({ nombre: body.Nombre, email: body.Email, active: true });
  });

  it('trims the text fields', async () => {
    const body = valido();
    const res = await app.request('POST', '/proveedores', { token: admin, body: { ...body, Nombre: `  ${body.Nombre}  ` } });
    expect(res.status).toBe(201);
    expect(res.body.data.Nombre).toBe(body.Nombre);
  });

  it.each([
    ['supervisor', () => supervisor],
    ['empleado', () => empleado],
  ])('is forbidden to %s (403) and writes nothing', async (_rol, token) => {
    const body = valido();
    const res = await app.request('POST', '/proveedores', { token: token(), body });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await app.db('proveedores').where({ email: body.Email }).first()).toBeUndefined();
  });

  it('answers every required-field message at once', async () => {
    const res = await app.request('POST', '/proveedores', { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      Nombre: 'Nombre requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
    });
    expect(res.body.message).toBe('Nombre requerido');
  });

  it.each([
    ['Nombre', '   ', 'Nombre requerido'],
    ['Telefono', '', 'Teléfono requerido'],
    ['Direccion', null, 'Dirección requerida'],
    ['Email', '', 'Email requerido'],
    ['Email', 'no-es-un-email', 'Email inválido'],
    ['Email', 'falta@dominio', 'Email inválido'],
    ['Nombre', 42, 'Nombre requerido'],
  ])('%s = %j is 400 %s', async (campo, valor, mensaje) => {
    const res = await app.request('POST', '/proveedores', { token: admin, body: { ...valido(), [campo]: valor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
    expect(res.body.message).toBe(mensaje);
    expect(res.body.error).toBe(mensaje);
  });

  it('rejects a non-boolean Active and bad JSON with 400, never 500', async () => {
    const activo = await app.request('POST', '/proveedores', { token: admin, body: { ...valido(), Active: 'si' } });
    expect(activo.status).toBe(400);
    expect(activo.body.errors.Active).toBe('Activo debe ser verdadero o falso');
    const json = await app.request('POST', '/proveedores', { token: admin, rawBody: '{"Nombre": ' });
    expect(json.status).toBe(400);
    const largo = await app.request('POST', '/proveedores', { token: admin, body: { ...valido(), Nombre: 'x'.repeat(151) } });
    expect(largo.status).toBe(400);
    expect(largo.body.errors.Nombre).toBe('Máximo 150 caracteres');
  });
});

describe('GET /proveedores', () => {
  it('is open to every role and answers {data}', async () => {
    const proveedor = await crearProveedor(app, admin);
    for (const token of [admin, supervisor, empleado]) {
      const res = await app.request('GET', '/proveedores', { token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['data']);
      expect(res.body.data.map((p: { ProveedorID: number }) => p.ProveedorID)).toContain(proveedor.ProveedorID);
    }
  });

  it('searches q over Nombre, Email, Telefono and Direccion, case-insensitively', async () => {
    const marca = unico('Q');
    const porNombre = await crearProveedor(app, admin, { Nombre: `Forestal ${marca}` });
    const porEmail = await crearProveedor(app, admin, { Email: `${marca.toLowerCase()}x@correo.com.ar` });
    const porTelefono = await crearProveedor(app, admin, { Telefono: `+54 ${marca}` });
    const porDireccion = await crearProveedor(app, admin, { Direccion: `Calle ${marca} 123, Chaco` });
    await crearProveedor(app, admin);
    const res = await app.request('GET', `/proveedores?q=${marca.toUpperCase()}`, { token: empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { ProveedorID: number }) => p.ProveedorID).sort()).toEqual(
      [porNombre, porEmail, porTelefono, porDireccion].map((p) => p.ProveedorID).sort(),
    );
  });

  it('treats LIKE wildcards in q literally', async () => {
    const marca = unico('W');
    await crearProveedor(app, admin, { Nombre: `Envases ${marca}` });
    const res = await app.request('GET', `/proveedores?q=${marca}%25`, { token: admin });
    expect(res.body.data).toEqual([]);
  });

  it('filters by active and pages with total, page and limit', async () => {
    const marca = unico('P');
    const creados = [];
    for (let i = 0; i < 5; i++) creados.push(await crearProveedor(app, admin, { Nombre: `Carbones ${marca} ${i}` }));
    await app.request('PUT', `/proveedores/${creados[4].ProveedorID}/desactivar`, { token: admin });

    const activos = await app.request('GET', `/proveedores?q=${marca}&active=true`, { token: admin });
    expect(activos.body.data).toHaveLength(4);
    const inactivos = await app.request('GET', `/proveedores?q=${marca}&active=false`, { token: admin });
    expect(inactivos.body.data.map((p: { ProveedorID: number }) => p.ProveedorID)).toEqual([creados[4].ProveedorID]);

    const pagina = await app.request('GET', `/proveedores?q=${marca}&page=2&limit=2&sort=Nombre&order=desc`, { token: admin });
    expect(pagina.status).toBe(200);
    expect(pagina.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(pagina.body.data.map((p: { Nombre: string }) => p.Nombre)).toEqual([`Carbones ${marca} 2`, `Carbones ${marca} 1`]);
  });

  it('rejects an unknown sort field, a bad active flag and a bad page with 400', async () => {
    for (const query of ['sort=contrasena', 'active=quizas', 'page=0', 'order=sideways', 'limit=abc']) {
      const res = await app.request('GET', `/proveedores?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
    }
  });

  it('caps limit at 1000', async () => {
    const res = await app.request('GET', '/proveedores?page=1&limit=5000', { token: admin });
    expect(res.body.limit).toBe(1000);
  });
});

describe('GET /proveedores/activos', () => {
  it('lists only active suppliers, to every role, with paging too', async () => {
    const marca = unico('A');
    const activo = await crearProveedor(app, admin, { Nombre: `Activo ${marca}` });
    const inactivo = await crearProveedor(app, admin, { Nombre: `Inactivo ${marca}` });
    await app.request('PUT', `/proveedores/${inactivo.ProveedorID}/desactivar`, { token: admin });
    const res = await app.request('GET', `/proveedores/activos?q=${marca}`, { token: empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { ProveedorID: number }) => p.ProveedorID)).toEqual([activo.ProveedorID]);
    const todos = await app.request('GET', '/proveedores/activos', { token: supervisor });
    expect(todos.body.data.every((p: { Active: boolean }) => p.Active)).toBe(true);
    const paginado = await app.request('GET', `/proveedores/activos?q=${marca}&page=1&limit=5`, { token: admin });
    expect(paginado.body).toMatchObject({ total: 1, page: 1, limit: 5 });
  });
});

describe('GET /proveedores/:id', () => {
  it('answers {data} with the supplier to every role', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('GET', `/proveedores/${proveedor.ProveedorID}`, { token: empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...proveedor, Active: true });
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999'])('is 404 Proveedor no encontrado for %s', async (id) => {
    const res = await app.request('GET', `/proveedores/${id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Proveedor no encontrado');
  });
});

describe('PUT /proveedores/:id', () => {
  it.each([
    ['administrador', () => admin],
    ['supervisor', () => supervisor],
  ])('lets the %s edit a supplier', async (_rol, token) => {
    const proveedor = await crearProveedor(app, admin);
    const cambios = { ...valido(), Active: true };
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: token(), body: cambios });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Proveedor actualizado correctamente', data: cambios });
    const row = await app.db('proveedores').where({ proveedor_id: proveedor.ProveedorID }).first();
    expect(row.telefono).toBe(cambios.Telefono);
  });

  it('keeps the fields that are not sent', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: supervisor, body: { Telefono: '+54 11 5555-0000' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Nombre: proveedor.Nombre, Email: proveedor.Email, Telefono: '+54 11 5555-0000' });
  });

  it('is forbidden to empleado (403) and changes nothing', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: empleado, body: { Nombre: 'Otro nombre' } });
    expect(res.status).toBe(403);
    expect((await app.db('proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).nombre).toBe(proveedor.Nombre);
  });

  it.each([
    ['Nombre', '', 'Nombre requerido'],
    ['Telefono', ' ', 'Teléfono requerido'],
    ['Direccion', '', 'Dirección requerida'],
    ['Email', '', 'Email requerido'],
    ['Email', 'roto@', 'Email inválido'],
  ])('validates %s = %j with %s', async (campo, valor, mensaje) => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: supervisor, body: { [campo]: valor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
  });

  it('does not let a supervisor inactivate or reactivate through the form (403)', async () => {
    const proveedor = await crearProveedor(app, admin);
    const inactivar = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: supervisor, body: { Active: false } });
    expect(inactivar.status).toBe(403);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin });
    const reactivar = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: supervisor, body: { Active: true } });
    expect(reactivar.status).toBe(403);
    expect((await app.db('proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).active).toBe(false);
  });

  it('lets an administrator reactivate through the form', async () => {
    const proveedor = await crearProveedor(app, admin);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin });
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: admin, body: { Active: true } });
    expect(res.status).toBe(200);
    expect(res.body.data.Active).toBe(true);
  });

  it('is 404 for an unknown supplier', async () => {
    const res = await app.request('PUT', '/proveedores/999999', { token: admin, body: valido() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Proveedor no encontrado');
  });
});

describe('PUT /proveedores/:id/desactivar', () => {
  it('lets an administrator inactivate; the supplier stays in the list as inactive', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Proveedor inactivado correctamente', data: { Active: false } });
    const detalle = await app.request('GET', `/proveedores/${proveedor.ProveedorID}`, { token: admin });
    expect(detalle.body.data.Active).toBe(false);
  });

  it.each([
    ['supervisor', () => supervisor],
    ['empleado', () => empleado],
  ])('is forbidden to %s (403)', async (_rol, token) => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: token() });
    expect(res.status).toBe(403);
    expect((await app.db('proveedores').where({ proveedor_id: proveedor.ProveedorID }).first()).active).toBe(true);
  });

  it('is 404 for an unknown supplier', async () => {
    const res = await app.request('PUT', '/proveedores/999999/desactivar', { token: admin });
    expect(res.status).toBe(404);
  });
});

describe('audit trail', () => {
  let adminId: number;
  let supervisorId: number;
  beforeAll(async () => {
    [adminId, supervisorId] = await Promise.all([idDeUsuario(app, 'admin'), idDeUsuario(app, 'supervisor')]);
  });

  /** A supplier's rows after its creation, with what each says. */
  async function cambiosTrasElAlta(id: number) {
    const [, ...resto] = await filasDeAuditoria(app, 'proveedores', id);
    return resto.map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }));
  }

  it('a creation leaves one row with every value set, by its author', async () => {
    const body = valido();
    const res = await app.request('POST', '/proveedores', { token: admin, body });
    expect(res.status).toBe(201);
    expect(await filasDeAuditoria(app, 'proveedores', res.body.data.ProveedorID)).toEqual([
      {
        accion: 'crear',
        usuarioId: adminId,
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'Nombre', Antes: null, Despues: body.Nombre },
          { Campo: 'Telefono', Antes: null, Despues: body.Telefono },
          { Campo: 'Direccion', Antes: null, Despues: body.Direccion },
          { Campo: 'Email', Antes: null, Despues: body.Email },
          { Campo: 'Active', Antes: null, Despues: true },
        ],
      },
    ]);
  });

  it('an update leaves one row with only the fields that changed; one that changes nothing leaves none', async () => {
    const proveedor = await crearProveedor(app, admin);
    const res = await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, {
      token: supervisor,
      body: { Nombre: proveedor.Nombre, Telefono: '+54 362 400-1111', Active: true },
    });
    expect(res.status).toBe(200);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: admin, body: { Telefono: '+54 362 400-1111' } });
    expect(await cambiosTrasElAlta(proveedor.ProveedorID)).toEqual([
      { accion: 'modificar', usuarioId: supervisorId, cambios: [{ Campo: 'Telefono', Antes: proveedor.Telefono, Despues: '+54 362 400-1111' }] },
    ]);
  });

  it('an inactivation (its route or the form) and a reactivation are one row each, of their own action', async () => {
    const proveedor = await crearProveedor(app, admin);
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin });
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: admin, body: { Active: true, Email: 'nuevo@proveedor.com.ar' } });
    await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: admin, body: { Active: false } });
    // Inactivating an inactive supplier changes nothing.
    expect((await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: admin })).status).toBe(200);
    expect(await cambiosTrasElAlta(proveedor.ProveedorID)).toEqual([
      { accion: 'desactivar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
      {
        accion: 'activar',
        usuarioId: adminId,
        cambios: [
          { Campo: 'Email', Antes: proveedor.Email, Despues: 'nuevo@proveedor.com.ar' },
          { Campo: 'Active', Antes: false, Despues: true },
        ],
      },
      { accion: 'desactivar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
    ]);
  });

  it('a refused change (400, 403, 404) leaves no row', async () => {
    const proveedor = await crearProveedor(app, admin);
    const ultima = await ultimaFilaDeAuditoria(app);
    const rechazos = [
      await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: admin, body: { Email: 'mal' } }),
      await app.request('POST', '/proveedores', { token: admin, body: { Nombre: 'Sin datos' } }),
      await app.request('POST', '/proveedores', { token: supervisor, body: valido() }),
      await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: empleado, body: { Telefono: '1' } }),
      await app.request('PUT', `/proveedores/${proveedor.ProveedorID}`, { token: supervisor, body: { Active: false, Telefono: '1' } }),
      await app.request('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`, { token: supervisor }),
      await app.request('PUT', '/proveedores/999999', { token: admin, body: { Nombre: 'X' } }),
      await app.request('PUT', '/proveedores/999999/desactivar', { token: admin }),
    ];
    expect(rechazos.map((r) => r.status)).toEqual([400, 400, 403, 403, 403, 403, 404, 404]);
    expect(await ultimaFilaDeAuditoria(app)).toBe(ultima);
  });
});
