import { describe, expect, it } from 'vitest';
import { appDelArchivo, ROLES, sesionesDelArchivo } from '../../test/harness.js';
import { crearProducto, stockYLedger, unico } from '../../test/fixtures.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

const movimientos = (productoId: number) =>
  app.db('movimientos_stock').where({ producto_id: productoId }).orderBy('movimiento_id').select('cantidad', 'motivo', 'usuario_id');

const ids = (res: { body: { data: { ProductoID: number }[] } }) => res.body.data.map((p) => p.ProductoID);

describe('authentication', () => {
  it.each([
    ['GET', '/productos'],
    ['GET', '/productos/activos'],
    ['GET', '/productos/bajo-stock'],
    ['GET', '/productos/1'],
    ['POST', '/productos'],
    ['PUT', '/productos/1'],
    ['PUT', '/productos/1/desactivar'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('POST /productos', () => {
  it.each(ROLES)('%s creates a product whose initial stock enters through the ledger', async (rol) => {
    const nombre = unico('Carbón vegetal bolsa 4 kg ');
    const res = await app.request('POST', '/productos', {
      token: tokens[rol],
      body: { Nombre: nombre, Descripcion: 'Bolsa de papel', Precio: 2900.5, Stock: 40 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Producto creado correctamente',
      data: { Nombre: nombre, Descripcion: 'Bolsa de papel', Precio: 2900.5, Stock: 40, Active: true },
    });
    const id = res.body.data.ProductoID;
    const { UsuarioID } = (await app.request('GET', '/auth/usuario-actual', { token: tokens[rol] })).body;
    expect(await movimientos(id)).toEqual([{ cantidad: 40, motivo: 'stock_inicial', usuario_id: UsuarioID }]);
    expect(await stockYLedger(app, id)).toEqual({ stock: 40, ledger: 40 });
  });

  it('writes no move for an initial stock of 0 and an empty description when none is given', async () => {
    const res = await app.request('POST', '/productos', { token: tokens.empleado, body: { Nombre: unico('Sin stock '), Precio: 0, Stock: 0 } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ Descripcion: '', Precio: 0, Stock: 0 });
    expect(await movimientos(res.body.data.ProductoID)).toEqual([]);
  });

  it('keeps Precio in cents, as the column stores it', async () => {
    const res = await app.request('POST', '/productos', {
      token: tokens.empleado,
      body: { Nombre: unico('Redondeo '), Precio: 10.005, Stock: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.Precio).toBe(10.01);
  });

  it('sells at 21 % of IVA unless another rate is chosen; the rate changes on an edit and the price stays final', async () => {
    const general = await app.request('POST', '/productos', {
      token: tokens.empleado,
      body: { Nombre: unico('General '), Precio: 1210, Stock: 1 },
    });
    expect(general.status).toBe(201);
    expect(general.body.data).toMatchObject({ AlicuotaIVA: '21', Precio: 1210 });
    const reducida = await app.request('POST', '/productos', {
      token: tokens.empleado,
      body: { Nombre: unico('Reducida '), Precio: 1105, Stock: 1, AlicuotaIVA: '10,5' },
    });
    expect(reducida.body.data).toMatchObject({ AlicuotaIVA: '10.5', Precio: 1105 });
    const id = general.body.data.ProductoID;
    const editado = await app.request('PUT', `/productos/${id}`, { token: tokens.empleado, body: { AlicuotaIVA: 'exento' } });
    expect(editado.status).toBe(200);
    expect((await app.request('GET', `/productos/${id}`, { token: tokens.empleado })).body.data).toMatchObject({
      AlicuotaIVA: 'Exento',
      Precio: 1210,
    });
  });

  it('answers the missing fields with the messages of the spec', async () => {
    const res = await app.request('POST', '/productos', { token: tokens.empleado, body: { Precio: '', Stock: null } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Nombre: 'Nombre requerido', Precio: 'Precio requerido', Stock: 'Stock requerido' });
  });

  it.each([
    [{ Precio: -0.01 }, 'Precio', 'El precio no puede ser negativo'],
    [{ Precio: 'caro' }, 'Precio', 'Escriba el importe con números, por ejemplo 1.500 o 1.500,50'],
    [
      { Precio: '1,500' },
      'Precio',
      'La coma separa los centavos (hasta 2 cifras): escriba 1.500 para mil quinientos o 1,50 para uno con cincuenta',
    ],
    [{ Stock: 1.5 }, 'Stock', 'Debe ser un número entero'],
    [{ Stock: 'diez' }, 'Stock', 'Debe ser un número entero'],
    [{ Stock: -1 }, 'Stock', 'El stock no puede ser negativo'],
    [{ Stock: 1e12 }, 'Stock', 'El stock es demasiado alto'],
    [{ Precio: 1e11 }, 'Precio', 'El precio es demasiado alto'],
    [{ AlicuotaIVA: '19' }, 'AlicuotaIVA', 'Alícuota de IVA inválida: 21, 10.5, 27, 5, 2.5, 0 o Exento'],
  ])('refuses %j (400 %s: %s)', async (cambio, campo, mensaje) => {
    const res = await app.request('POST', '/productos', {
      token: tokens.empleado,
      body: { Nombre: unico('Inválido '), Precio: 100, Stock: 1, ...cambio },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [campo]: mensaje });
  });
});

describe('PUT /productos/:id', () => {
  // An Empleado's Stock that differs is a 403 (api/src/http/versiones.test.ts).
  it.each(['supervisor', 'admin'] as const)('%s edits fields; a changed Stock is an ajuste move of the difference', async (rol) => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    const baja = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens[rol],
      body: { Precio: 1234.56, Stock: 35 },
    });
    expect(baja.status).toBe(200);
    expect(baja.body).toMatchObject({
      success: true,
      message: 'Producto actualizado correctamente',
      data: { Nombre: producto.Nombre, Precio: 1234.56, Stock: 35 },
    });
    const sube = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens[rol], body: { Stock: 60 } });
    expect(sube.body.data.Stock).toBe(60);
    expect((await movimientos(producto.ProductoID)).map((m) => [m.cantidad, m.motivo])).toEqual([
      [50, 'stock_inicial'],
      [-15, 'ajuste'],
      [25, 'ajuste'],
    ]);
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 60, ledger: 60 });
  });

  it('writes no move when the Stock sent is the current one (react-admin sends the whole record)', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 20 });
    const res = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens.empleado,
      body: { ...producto, Nombre: 'Renombrado', Stock: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.Nombre).toBe('Renombrado');
    expect(await movimientos(producto.ProductoID)).toHaveLength(1);
  });

  it('validates what it receives and changes nothing on a 400', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 20 });
    const res = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens.empleado,
      body: { Nombre: '', Precio: -5, Stock: -3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      Nombre: 'Nombre requerido',
      Precio: 'El precio no puede ser negativo',
      Stock: 'El stock no puede ser negativo',
    });
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 20, ledger: 20 });
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await app.request('PUT', '/productos/999999', { token: tokens.admin, body: { Stock: 5 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Producto no encontrado');
  });

  it.each(['empleado', 'supervisor'] as const)('%s cannot inactivate, reactivate or create inactive products (403)', async (rol) => {
    const producto = await crearProducto(app, tokens.admin);
    const baja = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens[rol], body: { Active: false, Stock: 1 } });
    expect(baja.status).toBe(403);
    expect(baja.body.message).toBe('Solo un administrador puede activar o inactivar productos');
    expect(await app.db('productos').where({ producto_id: producto.ProductoID }).first('active', 'stock')).toEqual({ active: true, stock: 100 });

    const inactivo = await crearProducto(app, tokens.admin, { Active: false });
    const alta = await app.request('PUT', `/productos/${inactivo.ProductoID}`, { token: tokens[rol], body: { Active: true } });
    expect(alta.status).toBe(403);
    const mismo = await app.request('PUT', `/productos/${inactivo.ProductoID}`, { token: tokens[rol], body: { Active: false, Precio: 5 } });
    expect(mismo.status).toBe(200);

    const nuevo = await app.request('POST', '/productos', {
      token: tokens[rol],
      body: { Nombre: unico('Baja '), Precio: 1, Stock: 1, Active: false },
    });
    expect(nuevo.status).toBe(403);
  });

  it('lets an administrator reactivate through the form', async () => {
    const producto = await crearProducto(app, tokens.admin, { Active: false });
    const res = await app.request('PUT', `/productos/${producto.ProductoID}`, { token: tokens.admin, body: { Active: true } });
    expect(res.status).toBe(200);
    expect(res.body.data.Active).toBe(true);
  });
});

describe('PUT /productos/:id/desactivar', () => {
  it('lets an administrator inactivate a product', async () => {
    const producto = await crearProducto(app, tokens.admin);
    const res = await app.request('PUT', `/productos/${producto.ProductoID}/desactivar`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Producto inactivado correctamente', data: { Active: false, Stock: 100 } });
  });

  it.each(['empleado', 'supervisor'] as const)('is forbidden to %s (403)', async (rol) => {
    const producto = await crearProducto(app, tokens.admin);
    const res = await app.request('PUT', `/productos/${producto.ProductoID}/desactivar`, { token: tokens[rol] });
    expect(res.status).toBe(403);
    expect((await app.request('GET', `/productos/${producto.ProductoID}`, { token: tokens[rol] })).body.data.Active).toBe(true);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await app.request('PUT', '/productos/abc/desactivar', { token: tokens.admin })).status).toBe(404);
  });
});

describe('reading products', () => {
  it.each(ROLES)('%s reads one product as {data}; unknown ids are 404', async (rol) => {
    const producto = await crearProducto(app, tokens.admin);
    const res = await app.request('GET', `/productos/${producto.ProductoID}`, { token: tokens[rol] });
    expect(res.body).toEqual({ data: expect.objectContaining({ ProductoID: producto.ProductoID, Precio: 1000, Stock: 100 }) });
    const falta = await app.request('GET', '/productos/999999', { token: tokens[rol] });
    expect(falta.status).toBe(404);
    expect(falta.body.message).toBe('Producto no encontrado');
  });

  it('searches q over Nombre and Descripcion', async () => {
    const marca = unico('quebracho');
    const porNombre = await crearProducto(app, tokens.admin, { Nombre: `Leña ${marca}` });
    const porDescripcion = await crearProducto(app, tokens.admin, { Descripcion: `Ideal para ${marca.toUpperCase()}` });
    const res = await app.request('GET', `/productos?q=${marca}`, { token: tokens.empleado });
    expect(ids(res).sort()).toEqual([porNombre.ProductoID, porDescripcion.ProductoID].sort());
  });

  it('sorts by Precio, Stock or Nombre in either order', async () => {
    const marca = unico('orden');
    const a = await crearProducto(app, tokens.admin, { Nombre: `A ${marca}`, Precio: 300, Stock: 1 });
    const b = await crearProducto(app, tokens.admin, { Nombre: `B ${marca}`, Precio: 100, Stock: 3 });
    const c = await crearProducto(app, tokens.admin, { Nombre: `C ${marca}`, Precio: 200, Stock: 2 });
    const orden = async (query: string) => ids(await app.request('GET', `/productos?q=${marca}&${query}`, { token: tokens.empleado }));
    expect(await orden('sort=Precio')).toEqual([b.ProductoID, c.ProductoID, a.ProductoID]);
    expect(await orden('sort=Precio&order=desc')).toEqual([a.ProductoID, c.ProductoID, b.ProductoID]);
    expect(await orden('sort=Stock&order=desc')).toEqual([b.ProductoID, c.ProductoID, a.ProductoID]);
    expect(await orden('sort=Nombre')).toEqual([a.ProductoID, b.ProductoID, c.ProductoID]);
    const mal = await app.request('GET', '/productos?sort=costo', { token: tokens.empleado });
    expect(mal.status).toBe(400);
  });

  it('filters by active; /activos lists only active products', async () => {
    const marca = unico('activo');
    const activo = await crearProducto(app, tokens.admin, { Nombre: `Sí ${marca}` });
    const inactivo = await crearProducto(app, tokens.admin, { Nombre: `No ${marca}`, Active: false });
    expect(ids(await app.request('GET', `/productos?q=${marca}&active=false`, { token: tokens.admin }))).toEqual([inactivo.ProductoID]);
    expect(ids(await app.request('GET', `/productos?q=${marca}&active=true`, { token: tokens.admin }))).toEqual([activo.ProductoID]);
    expect(ids(await app.request('GET', `/productos/activos?q=${marca}`, { token: tokens.empleado }))).toEqual([activo.ProductoID]);
  });

  it('lists as low stock the active products with Stock below 10, scarcest first', async () => {
    const marca = unico('bajo');
    const nueve = await crearProducto(app, tokens.admin, { Nombre: `Nueve ${marca}`, Stock: 9 });
    const cero = await crearProducto(app, tokens.admin, { Nombre: `Cero ${marca}`, Stock: 0 });
    await crearProducto(app, tokens.admin, { Nombre: `Diez ${marca}`, Stock: 10 });
    await crearProducto(app, tokens.admin, { Nombre: `Inactivo ${marca}`, Stock: 2, Active: false });
    const res = await app.request('GET', `/productos/bajo-stock?q=${marca}`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([cero.ProductoID, nueve.ProductoID]);
    const paged = await app.request('GET', `/productos/bajo-stock?q=${marca}&page=1&limit=1`, { token: tokens.empleado });
    expect(paged.body).toMatchObject({ total: 2, page: 1, limit: 1, data: [{ ProductoID: cero.ProductoID }] });
  });

  it('offers the demo catalogue: 30 products, some low on stock, a few inactive, stock equal to the ledger', async () => {
    const res = await app.request('GET', `/productos?q=${encodeURIComponent('Carbón vegetal bolsa 4 kg')}`, { token: tokens.empleado });
    expect(res.body.data.length).toBeGreaterThanOrEqual(1);
    const todos = (await app.request('GET', '/productos', { token: tokens.admin })).body.data;
    expect(todos.length).toBeGreaterThanOrEqual(30);
    expect(todos.filter((p: { Active: boolean }) => !p.Active).length).toBeGreaterThanOrEqual(2);
    expect((await app.request('GET', '/productos/bajo-stock', { token: tokens.admin })).body.data.length).toBeGreaterThanOrEqual(3);
    for (const p of todos) expect(await stockYLedger(app, p.ProductoID)).toEqual({ stock: p.Stock, ledger: p.Stock });
  });
});
