import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearProducto, crearProveedor, filasDeAuditoria } from '../../test/fixtures.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const usuarioIds: Record<keyof typeof tokens, number> = { admin: 0, supervisor: 0, empleado: 0 };

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[rol] = await app.login(rol);
    usuarioIds[rol] = (await app.db('usuarios').where({ nombre_usuario: rol }).first('usuario_id')).usuario_id;
  }
});
afterAll(() => app.close());

const auditoria = (query = '', rol: keyof typeof tokens = 'admin') => app.request('GET', `/auditoria${query}`, { token: tokens[rol] });

describe('audit trail of products (the pattern every resource follows)', () => {
  it('a creation leaves one row with the values set, by its author', async () => {
    const producto = await crearProducto(app, tokens.supervisor, { Precio: 1200, Stock: 10 });
    const filas = await filasDeAuditoria(app, 'productos', producto.ProductoID);
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ accion: 'crear', usuarioId: usuarioIds.supervisor });
    expect(filas[0].cambios).toEqual(
      expect.arrayContaining([
        { Campo: 'Nombre', Antes: null, Despues: producto.Nombre },
        { Campo: 'Precio', Antes: null, Despues: 1200 },
        { Campo: 'Stock', Antes: null, Despues: 10 },
      ]),
    );
    expect(filas[0].cambios.map((c) => c.Campo)).not.toContain('ProductoID');
  });

  it('an update leaves one row with only the fields that changed, before and after', async () => {
    const proveedor = await crearProveedor(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Precio: 1200 });
    const res = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens.empleado,
      body: { Precio: 1350, Descripcion: 'Producto de prueba', ProveedorPreferidoID: proveedor.ProveedorID },
    });
    expect(res.status).toBe(200);
    const [, modificacion, ...resto] = await filasDeAuditoria(app, 'productos', producto.ProductoID);
    expect(resto).toEqual([]);
    expect(modificacion).toMatchObject({ accion: 'modificar', usuarioId: usuarioIds.empleado });
    // A reference is written as the name staff know it by.
    expect(modificacion.cambios).toEqual([
      { Campo: 'Precio', Antes: 1200, Despues: 1350 },
      { Campo: 'ProveedorPreferidoID', Antes: null, Despues: proveedor.Nombre },
    ]);
  });

  it('an update that changes nothing writes nothing', async () => {
    const producto = await crearProducto(app, tokens.admin, { Precio: 1200 });
    await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { Precio: 1200 } });
    expect(await filasDeAuditoria(app, 'productos', producto.ProductoID)).toHaveLength(1);
  });

  it('a deactivation and a reactivation are their own actions', async () => {
    const producto = await crearProducto(app, tokens.admin);
    await app.request('PUT', `/productos/${producto.ProductoID}/desactivar`, { token: tokens.admin });
    await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { Active: true } });
    const filas = await filasDeAuditoria(app, 'productos', producto.ProductoID);
    expect(filas.map((f) => f.accion)).toEqual(['crear', 'desactivar', 'activar']);
    expect(filas[1].cambios).toEqual([{ Campo: 'Active', Antes: true, Despues: false }]);
  });

  it('a counted adjustment leaves one row with the stock before and after and its reason', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    const res = await app.request('POST', `/productos/${producto.ProductoID}/ajustes`, {
      token: tokens.supervisor,
      body: { StockContado: 43, Razon: 'merma', Comentario: 'Humedad' },
    });
    expect(res.status).toBe(201);
    const [, ajuste, ...resto] = await filasDeAuditoria(app, 'productos', producto.ProductoID);
    expect(resto).toEqual([]);
    expect(ajuste).toMatchObject({
      accion: 'ajustar_stock',
      usuarioId: usuarioIds.supervisor,
      resumen: 'Merma: Humedad',
      cambios: [{ Campo: 'Stock', Antes: 50, Despues: 43 }],
    });
  });

  it('a refused change leaves no row', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 5 });
    const negativo = await app.request('POST', `/productos/${producto.ProductoID}/ajustes`, {
      token: tokens.supervisor,
      body: { Diferencia: -6, Razon: 'rotura' },
    });
    expect(negativo.status).toBe(409);
    const invalido = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { Precio: -1 } });
    expect(invalido.status).toBe(400);
    const prohibido = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.empleado, body: { Active: false } });
    expect(prohibido.status).toBe(403);
    expect(await filasDeAuditoria(app, 'productos', producto.ProductoID)).toHaveLength(1);
  });
});

describe('GET /auditoria', () => {
  it('is for administrators only', async () => {
    expect((await auditoria('', 'empleado')).status).toBe(403);
    expect((await auditoria('', 'supervisor')).status).toBe(403);
    expect((await app.request('GET', '/auditoria')).status).toBe(401);
  });

  it("answers a record's trail newest first, paged, with each author's name", async () => {
    const producto = await crearProducto(app, tokens.admin, { Precio: 100 });
    for (const Precio of [110, 120, 130]) {
      await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.supervisor, body: { Precio } });
    }
    const res = await auditoria(`?entidad=productos&entidadId=${producto.ProductoID}&page=1&limit=3`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(res.body.data.map((r: { Cambios: { Despues: unknown }[] }) => r.Cambios[0].Despues)).toEqual([130, 120, 110]);
    expect(res.body.data[0]).toMatchObject({
      Entidad: 'productos',
      EntidadID: producto.ProductoID,
      Accion: 'modificar',
      Parte: null,
      Usuario: { UsuarioID: usuarioIds.supervisor, Nombre: expect.any(String), Apellido: expect.any(String) },
    });
    const segunda = await auditoria(`?entidad=productos&entidadId=${producto.ProductoID}&page=2&limit=3`);
    expect(segunda.body.data.map((r: { Accion: string }) => r.Accion)).toEqual(['crear']);
  });

  it('filters by user and by days of the business zone', async () => {
    const producto = await crearProducto(app, tokens.empleado);
    const delEmpleado = await auditoria(`?usuarioId=${usuarioIds.empleado}&limit=1000`);
    expect(delEmpleado.body.data.every((r: { Usuario: { UsuarioID: number } }) => r.Usuario.UsuarioID === usuarioIds.empleado)).toBe(true);
    expect(delEmpleado.body.data.some((r: { EntidadID: number }) => r.EntidadID === producto.ProductoID)).toBe(true);
    const ayer = (await auditoria('?fechaHasta=2020-01-01')).body;
    expect(ayer.total).toBe(0);
    const hoy = await auditoria(`?entidad=productos&entidadId=${producto.ProductoID}&fechaDesde=2020-01-01`);
    expect(hoy.body.total).toBe(1);
  });

  it('refuses unknown filters with a Spanish message', async () => {
    const res = await auditoria('?entidad=planetas');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Entidad inválida');
  });
});
