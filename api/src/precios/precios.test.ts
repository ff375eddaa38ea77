import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearProducto, enLaZona, filasDeAuditoria, idDeUsuario, unico } from '../../test/fixtures.js';

// Issue 47: categories, every price's history, and "Actualizar precios" (preview, apply, schedule, undo), over HTTP.

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const HOY = '2027-03-10';

beforeAll(async () => {
  app = await startTestApp();
  app.setNow(enLaZona(HOY));
  for (const rol of ['admin', 'supervisor', 'empleado'] as const) tokens[rol] = await app.login(rol);
});
afterAll(() => app.close());

async function categoriaNueva(): Promise<number> {
  const res = await app.request('POST', '/categorias', { token: tokens.supervisor, body: { Nombre: unico('Categoría ') } });
  expect(res.status).toBe(201);
  return res.body.data.CategoriaID;
}

/** Products of a category of their own, so an increase over it touches nothing else. */
async function productosEn(categoriaId: number, precios: number[]) {
  const productos = [];
  for (const Precio of precios) productos.push((await crearProducto(app, tokens.admin, { Precio, CategoriaID: categoriaId })).ProductoID);
  return productos;
}

const precios = async (ids: number[]) =>
  (await app.db('productos').whereIn('producto_id', ids).orderBy('producto_id').pluck('precio')).map(Number);

const historial = (id: number) =>
  app
    .db('precios_historial')
    .where({ producto_id: id })
    .orderBy('historial_id')
    .select('precio_anterior', 'precio_nuevo', 'origen', 'aumento_id', 'usuario_id');

const aumentar = (body: Record<string, unknown>, token = tokens.supervisor, headers: Record<string, string> = {}) =>
  app.request('POST', '/aumentos-precio', { token, body, headers });

describe('categories', () => {
  it('starts with Carbón, Leña, Briquetas and Accesorios, readable by every role', async () => {
    const res = await app.request('GET', '/categorias/activos', { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { Nombre: string }) => c.Nombre)).toEqual(
      expect.arrayContaining(['Accesorios', 'Briquetas', 'Carbón', 'Leña']),
    );
  });

  it('are written by a Supervisor or an Administrador, not an Empleado, and never twice by name', async () => {
    expect((await app.request('POST', '/categorias', { token: tokens.empleado, body: { Nombre: unico('X') } })).status).toBe(403);
    const repetida = await app.request('POST', '/categorias', { token: tokens.admin, body: { Nombre: 'carbón' } });
    expect(repetida.status).toBe(409);
    expect(repetida.body.message).toBe('Ya existe una categoría llamada carbón');
  });

  it('a product takes an active category, and an inactive one is refused', async () => {
    const id = await categoriaNueva();
    const producto = await crearProducto(app, tokens.empleado, { CategoriaID: id });
    expect(producto).toMatchObject({ CategoriaID: id });
    await app.request('PUT', `/categorias/${id}/desactivar`, { token: tokens.admin });
    const res = await app.request('POST', '/productos', {
      token: tokens.empleado,
      body: { Nombre: unico('P '), Precio: 1, Stock: 0, CategoriaID: id },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.CategoriaID).toMatch(/^La categoría .* está inactiva$/);
  });
});

describe('price history', () => {
  it('keeps the first price, each edit that changes it with who made it, and nothing for an edit that does not', async () => {
    const { ProductoID: id } = await crearProducto(app, tokens.empleado, { Precio: 1000 });
    await app.request('PUT', `/productos/${id}`, { token: tokens.supervisor, body: { Precio: '1.250,50' } });
    await app.request('PUT', `/productos/${id}`, { token: tokens.supervisor, body: { Precio: 1250.5, Nombre: unico('Otro nombre ') } });
    const [empleado, supervisor] = [await idDeUsuario(app, 'empleado'), await idDeUsuario(app, 'supervisor')];
    expect(await historial(id)).toEqual([
      { precio_anterior: null, precio_nuevo: 1000, origen: 'alta', aumento_id: null, usuario_id: empleado },
      { precio_anterior: 1000, precio_nuevo: 1250.5, origen: 'edicion', aumento_id: null, usuario_id: supervisor },
    ]);
    const res = await app.request('GET', `/productos/${id}/precios`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]).toMatchObject({
      PrecioAnterior: 1000,
      PrecioNuevo: 1250.5,
      Origen: 'edicion',
      OrigenTexto: 'Edición',
      Usuario: { Nombre: expect.any(String) },
    });
  });
});

describe('an import', () => {
  it('takes a category by its name and starts each price history as an import', async () => {
    const nombre = unico('Importado ');
    const res = await app.request('POST', '/importaciones/productos', {
      token: tokens.admin,
      body: { filas: [{ Nombre: nombre, Precio: 4321, Stock: 5, CategoriaID: 'Leña' }] },
    });
    expect(res.status).toBe(201);
    const producto = await app
      .db('productos as p')
      .join('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
      .where('p.nombre', nombre)
      .first('p.producto_id', 'c.nombre');
    expect(producto.nombre).toBe('Leña');
    expect(await historial(producto.producto_id)).toEqual([
      { precio_anterior: null, precio_nuevo: 4321, origen: 'importacion', aumento_id: null, usuario_id: await idDeUsuario(app, 'admin') },
    ]);
  });
});

describe('GET /aumentos-precio/vista-previa', () => {
  it('shows every covered product with its price now and after, as it would be applied, and changes nothing', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [1000, 2345, 999.99]);
    const res = await app.request(
      'GET',
      `/aumentos-precio/vista-previa?Alcance=categoria&CategoriaID=${categoria}&Modo=porcentaje&Valor=8&Redondeo=10&sort=PrecioActual&order=asc&page=1&limit=2`,
      {
        token: tokens.supervisor,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(
      res.body.data.map((p: { PrecioActual: number; PrecioNuevo: number; Diferencia: number }) => [p.PrecioActual, p.PrecioNuevo, p.Diferencia]),
    ).toEqual([
      [999.99, 1080, 80.01],
      [1000, 1080, 80],
    ]);
    expect(await precios(ids)).toEqual([1000, 2345, 999.99]);
  });

  it('is for a Supervisor or an Administrador, and says in Spanish what is missing', async () => {
    const empleado = await app.request('GET', '/aumentos-precio/vista-previa?Alcance=todos&Modo=porcentaje&Valor=8', { token: tokens.empleado });
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo un supervisor o un administrador puede actualizar precios');
    const sinCategoria = await app.request('GET', '/aumentos-precio/vista-previa?Alcance=categoria&Modo=porcentaje&Valor=8', {
      token: tokens.admin,
    });
    expect(sinCategoria.status).toBe(400);
    expect(sinCategoria.body.errors).toMatchObject({ CategoriaID: 'Elija la categoría' });
    const fuera = await app.request('GET', '/aumentos-precio/vista-previa?Alcance=todos&Modo=porcentaje&Valor=1001', { token: tokens.admin });
    expect(fuera.body.errors).toMatchObject({ Valor: 'El porcentaje debe estar entre -90 y 1000' });
  });
});

describe('POST /aumentos-precio, today', () => {
  it('applies at once in one go: new prices, raised versions, history with the increase, one row in the trail', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [1000, 2345]);
    const versiones = await app.db('productos').whereIn('producto_id', ids).orderBy('producto_id').pluck('version');
    const res = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: '8', Redondeo: 10 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Precios actualizados: 2 productos');
    expect(res.body.data).toMatchObject({
      Estado: 'Aplicado',
      Productos: 2,
      VigenteDesde: HOY,
      Descripcion: expect.stringMatching(/^Categoría .*: \+8 %, redondeado a \$10$/),
    });
    expect(await precios(ids)).toEqual([1080, 2530]);
    expect(await app.db('productos').whereIn('producto_id', ids).orderBy('producto_id').pluck('version')).toEqual(versiones.map((v) => v + 1));
    const aumentoId = res.body.data.AumentoID;
    expect((await historial(ids[1])).at(-1)).toEqual({
      precio_anterior: 2345,
      precio_nuevo: 2530,
      origen: 'aumento',
      aumento_id: aumentoId,
      usuario_id: await idDeUsuario(app, 'supervisor'),
    });
    const trail = await filasDeAuditoria(app, 'aumentos-precio', aumentoId);
    expect(trail).toEqual([expect.objectContaining({ accion: 'crear', resumen: expect.stringMatching(/; 2 precios$/) })]);
  });

  it('a retried confirmation with its Idempotency-Key is applied once', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [1000]);
    const cuerpo = { Alcance: 'seleccion', ProductoIDs: ids, Modo: 'monto', Valor: '150', Redondeo: 1 };
    const clave = { 'Idempotency-Key': unico('aumento-') };
    const [primera, segunda] = [await aumentar(cuerpo, tokens.admin, clave), await aumentar(cuerpo, tokens.admin, clave)];
    expect(segunda.status).toBe(201);
    expect(segunda.body.data.AumentoID).toBe(primera.body.data.AumentoID);
    expect(await precios(ids)).toEqual([1150]);
    expect(await app.db('aumentos_precio').whereRaw('? = ANY(producto_ids)', [ids[0]]).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses a price below zero, a change that changes nothing, a past day and an Empleado, writing nothing', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [100, 2000]);
    const negativo = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'monto', Valor: -500 });
    expect(negativo.status).toBe(400);
    expect(negativo.body.message).toMatch(/^El precio de .* quedaría negativo$/);
    const nada = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 1, Redondeo: 100 });
    expect(nada.status).toBe(400);
    expect(nada.body.message).toBe('El aumento no cambia ningún precio');
    const ayer = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 5, VigenteDesde: '2027-03-09' });
    expect(ayer.status).toBe(400);
    expect(ayer.body.errors).toEqual({ VigenteDesde: 'La fecha no puede ser anterior a hoy' });
    expect((await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 5 }, tokens.empleado)).status).toBe(403);
    expect(await precios(ids)).toEqual([100, 2000]);
    expect(await app.db('aumentos_precio').where({ categoria_id: categoria }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('covers a supplier’s active products only', async () => {
    const proveedor = (await app.db('proveedores').where({ active: true }).first('proveedor_id')).proveedor_id;
    const activo = await crearProducto(app, tokens.admin, { Precio: 1000, ProveedorPreferidoID: proveedor });
    const inactivo = await crearProducto(app, tokens.admin, { Precio: 1000, ProveedorPreferidoID: proveedor, Active: false });
    const res = await aumentar({ Alcance: 'proveedor', ProveedorID: proveedor, Modo: 'porcentaje', Valor: 10 }, tokens.admin);
    expect(res.status).toBe(201);
    expect(await precios([activo.ProductoID, inactivo.ProductoID])).toEqual([1100, 1000]);
  });
});

describe('a scheduled increase', () => {
  it('takes effect by itself at the start of its business day, and not before; dated at that start', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [5000]);
    const res = await aumentar({
      Alcance: 'categoria',
      CategoriaID: categoria,
      Modo: 'porcentaje',
      Valor: 8,
      Redondeo: 50,
      VigenteDesde: '2027-03-11',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Aumento programado correctamente', data: { Estado: 'Programado', Productos: null } });
    const id = res.body.data.AumentoID;

    app.setNow(enLaZona(HOY, '23:59'));
    await app.request('GET', '/productos', { token: tokens.empleado });
    expect(await precios(ids)).toEqual([5000]);

    app.setNow(enLaZona('2027-03-11', '00:01'));
    try {
      const producto = await app.request('GET', `/productos/${ids[0]}`, { token: tokens.empleado });
      expect(producto.body.data.Precio).toBe(5400);
      const aumento = await app.request('GET', `/aumentos-precio/${id}`, { token: tokens.admin });
      expect(aumento.body.data).toMatchObject({ Estado: 'Aplicado', Productos: 1 });
      const entrada = await app.db('precios_historial').where({ aumento_id: id }).first('momento');
      expect(new Date(entrada.momento)).toEqual(enLaZona('2027-03-11', '00:00'));
      const trail = await filasDeAuditoria(app, 'aumentos-precio', id);
      expect(trail.map((f) => f.accion)).toEqual(['crear', 'cambiar_estado']);
    } finally {
      app.setNow(enLaZona(HOY));
    }
  });

  it('undone before its day is cancelled and never applies', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [5000]);
    const { body } = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 8, VigenteDesde: '2027-03-12' });
    const res = await app.request('POST', `/aumentos-precio/${body.data.AumentoID}/deshacer`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.Estado).toBe('Deshecho');
    app.setNow(enLaZona('2027-03-12', '09:00'));
    try {
      await app.request('GET', '/productos', { token: tokens.empleado });
      expect(await precios(ids)).toEqual([5000]);
    } finally {
      app.setNow(enLaZona(HOY));
    }
  });
});

describe('POST /aumentos-precio/{id}/deshacer', () => {
  it('on the same day gives back every price, and the history says so', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [1000, 3000]);
    const { body } = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 12.5, Redondeo: 0.01 });
    expect(await precios(ids)).toEqual([1125, 3375]);
    const res = await app.request('POST', `/aumentos-precio/${body.data.AumentoID}/deshacer`, {
      token: tokens.supervisor,
      body: { Version: body.data.Version },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Aumento deshecho', data: { Estado: 'Deshecho' } });
    expect(await precios(ids)).toEqual([1000, 3000]);
    expect((await historial(ids[0])).map((h) => [h.origen, h.precio_anterior, h.precio_nuevo])).toEqual([
      ['alta', null, 1000],
      ['aumento', 1000, 1125],
      ['deshacer', 1125, 1000],
    ]);
    const otraVez = await app.request('POST', `/aumentos-precio/${body.data.AumentoID}/deshacer`, { token: tokens.supervisor });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('El aumento ya fue deshecho');
  });

  it('refuses when a price changed again since, naming it, and on another day', async () => {
    const categoria = await categoriaNueva();
    const ids = await productosEn(categoria, [1000, 3000]);
    const { body } = await aumentar({ Alcance: 'categoria', CategoriaID: categoria, Modo: 'porcentaje', Valor: 10 });
    const nombre = (await app.db('productos').where({ producto_id: ids[1] }).first('nombre')).nombre;
    await app.request('PUT', `/productos/${ids[1]}`, { token: tokens.admin, body: { Precio: 3500 } });
    const cambiado = await app.request('POST', `/aumentos-precio/${body.data.AumentoID}/deshacer`, { token: tokens.admin });
    expect(cambiado.status).toBe(409);
    expect(cambiado.body.message).toBe(`El precio de ${nombre} cambió después del aumento: corríjalos a mano antes de deshacerlo`);
    expect(await precios(ids)).toEqual([1100, 3500]);

    const otro = await aumentar({ Alcance: 'seleccion', ProductoIDs: [ids[0]], Modo: 'porcentaje', Valor: 10 });
    app.setNow(enLaZona('2027-03-11', '08:00'));
    try {
      const tarde = await app.request('POST', `/aumentos-precio/${otro.body.data.AumentoID}/deshacer`, { token: tokens.admin });
      expect(tarde.status).toBe(409);
      expect(tarde.body.message).toBe('Solo se puede deshacer un aumento el mismo día en que se aplicó');
    } finally {
      app.setNow(enLaZona(HOY));
    }
  });
});
