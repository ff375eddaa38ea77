import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarCuerpo } from '../../test/cuerpoGrande.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  crearCliente,
  crearProducto,
  crearProveedor,
  cuitNuevo,
  filasDeAuditoria,
  idDeUsuario,
  stockYLedger,
  ultimaFilaDeAuditoria,
  unico,
} from '../../test/fixtures.js';

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
});
afterAll(() => app.close());

const cliente = (marca: string, i: number) => ({
  Nombre: `${marca} ${i}`,
  Apellido: 'Importado',
  Telefono: '+54 11 4000-0000',
  Direccion: `Calle ${i}, Morón`,
  Email: `${marca.toLowerCase()}.${i}@importado.com.ar`,
});

const clientes = (n: number) => {
  const marca = unico('Imp');
  return { marca, filas: Array.from({ length: n }, (_, i) => cliente(marca, i)) };
};

const contar = async (tabla: string, columna: string, patron: string) =>
  Number((await app.db(tabla).whereILike(columna, patron).count({ n: '*' }))[0].n);

const importar = (recurso: string, body: unknown, token = admin, validar = false) =>
  app.request('POST', `/importaciones/${recurso}${validar ? '?validar=1' : ''}`, { token, body });

describe('POST /importaciones/clientes', () => {
  it('writes every row in one go and records one audit entry with the count', async () => {
    const { marca, filas } = clientes(25);
    const antes = await ultimaFilaDeAuditoria(app);
    const res = await importar('clientes', { filas, archivo: 'clientes.xlsx' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Se importaron 25 clientes', data: { Filas: 25 } });
    expect(res.body.data.IDs).toHaveLength(25);
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(25);
    const primero = await app.db('clientes').where({ cliente_id: res.body.data.IDs[0] }).first();
    expect(primero).toMatchObject({ nombre: `${marca} 0`, email: `${marca.toLowerCase()}.0@importado.com.ar`, active: true, dias_credito: 30 });

    const nuevas = await app.db('auditoria').where('auditoria_id', '>', antes);
    expect(nuevas).toHaveLength(1);
    expect(await filasDeAuditoria(app, 'clientes', res.body.data.IDs[0])).toEqual([
      {
        accion: 'importar',
        usuarioId: await idDeUsuario(app, 'admin'),
        parte: null,
        parteId: null,
        resumen: '25 clientes de clientes.xlsx',
        cambios: [{ Campo: 'Filas', Antes: null, Despues: 25 }],
      },
    ]);
  });

  it('writes nothing when one row fails, and lists it by its row in the file and its field', async () => {
    const { marca, filas } = clientes(10);
    filas[3] = { ...filas[3], Email: 'no-es-un-email' };
    filas[7] = { ...filas[7], Telefono: '' };
    const antes = await ultimaFilaDeAuditoria(app);
    const res = await importar('clientes', { filas });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Hay errores en 2 filas: no se importó nada' });
    expect(res.body.data).toEqual({
      FilasConErrores: 2,
      Errores: [
        { Fila: 5, Campo: 'Email', Mensaje: 'Email inválido' },
        { Fila: 9, Campo: 'Telefono', Mensaje: 'Teléfono requerido' },
      ],
    });
    expect(res.body.errors).toEqual({ '5.Email': 'Email inválido', '9.Telefono': 'Teléfono requerido' });
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(0);
    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);
  });

  it('names the rows by the numbers the file gave them', async () => {
    const { filas } = clientes(3);
    filas[2] = { ...filas[2], Nombre: '' };
    const res = await importar('clientes', { filas, numerosDeFila: [2, 4, 9] });
    expect(res.status).toBe(400);
    expect(res.body.data.Errores).toEqual([{ Fila: 9, Campo: 'Nombre', Mensaje: 'Nombre requerido' }]);
  });

  it('refuses an email or CUIT repeated within the file, or already held by a client (any case, inactive too)', async () => {
    const existente = await crearCliente(app, admin, { CUIT: cuitNuevo() });
    const registrado = await app.db('clientes').where({ cliente_id: existente.ClienteID }).first('email', 'cuit');
    const { marca, filas } = clientes(5);
    const cuit = cuitNuevo();
    filas[0].Email = registrado.email.toUpperCase();
    Object.assign(filas[1], { CUIT: cuit });
    Object.assign(filas[3], { CUIT: `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` });
    filas[4].Email = ` ${filas[2].Email.toUpperCase()} `;
    Object.assign(filas[2], { CUIT: registrado.cuit });
    const res = await importar('clientes', { filas });
    expect(res.status).toBe(400);
    expect(res.body.data.Errores).toEqual([
      { Fila: 2, Campo: 'Email', Mensaje: 'Ya existe un cliente con ese email' },
      { Fila: 4, Campo: 'CUIT', Mensaje: 'Ya existe un cliente con ese CUIT' },
      { Fila: 5, Campo: 'CUIT', Mensaje: 'Ese CUIT ya está en la fila 3 del archivo' },
      { Fila: 6, Campo: 'Email', Mensaje: 'Ese email ya está en la fila 4 del archivo' },
    ]);
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(0);
  });

  it('two imports of the same rows at once: one writes them, the other is refused row by row, as a repeated file is', async () => {
    const { marca, filas } = clientes(20);
    Object.assign(filas[0], { CUIT: cuitNuevo() });
    const [primera, segunda] = await Promise.all([importar('clientes', { filas }), importar('clientes', { filas })]);
    const [escrita, rechazada] = primera.status === 201 ? [primera, segunda] : [segunda, primera];
    expect(escrita.status).toBe(201);
    expect(rechazada.status).toBe(400);
    expect(rechazada.body.message).toBe('Hay errores en 20 filas: no se importó nada');
    expect(rechazada.body.data.Errores.slice(0, 3)).toEqual([
      { Fila: 2, Campo: 'Email', Mensaje: 'Ya existe un cliente con ese email' },
      { Fila: 2, Campo: 'CUIT', Mensaje: 'Ya existe un cliente con ese CUIT' },
      { Fila: 3, Campo: 'Email', Mensaje: 'Ya existe un cliente con ese email' },
    ]);
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(20);
  });

  it('validates only with ?validar=1: the same checks, nothing written', async () => {
    const { marca, filas } = clientes(4);
    const antes = await ultimaFilaDeAuditoria(app);
    const res = await importar('clientes', { filas }, empleado, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Las 4 filas son válidas', data: { Filas: 4 } });
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(0);
    expect(await ultimaFilaDeAuditoria(app)).toBe(antes);

    filas[1].Email = 'mal';
    const conError = await importar('clientes', { filas }, empleado, true);
    expect(conError.status).toBe(400);
    expect(conError.body.data.Errores).toEqual([{ Fila: 3, Campo: 'Email', Mensaje: 'Email inválido' }]);
  });

  it("applies the create's role rules by row: an Empleado may not import inactive clients nor set their credit", async () => {
    const { marca, filas } = clientes(3);
    Object.assign(filas[0], { Active: false });
    Object.assign(filas[2], { LimiteCredito: 50000 });
    const res = await importar('clientes', { filas }, empleado);
    expect(res.status).toBe(400);
    expect(res.body.data.Errores).toEqual([
      { Fila: 2, Campo: 'Active', Mensaje: 'Solo un administrador puede activar o inactivar clientes' },
      { Fila: 4, Campo: 'LimiteCredito', Mensaje: 'Solo Supervisor o Administrador pueden cambiar el crédito de un cliente' },
    ]);
    const porEmpleado = await importar('clientes', { filas: filas.map(({ ...f }) => ({ ...f, Active: true, LimiteCredito: null })) }, empleado);
    expect(porEmpleado.status).toBe(201);
    expect(await contar('clientes', 'nombre', `${marca} %`)).toBe(3);
  });

  it('refuses an empty file, more than 10,000 rows, and a body that is not a list of rows, in Spanish', async () => {
    expect((await importar('clientes', { filas: [] })).body.message).toBe('El archivo no tiene filas para importar');
    const demasiadas = await importar('clientes', { filas: Array.from({ length: 10_001 }, () => ({})) });
    expect(demasiadas.status).toBe(400);
    expect(demasiadas.body.message).toBe('Se pueden importar hasta 10.000 filas por vez');
    expect((await importar('clientes', { filas: 'todas' })).body.message).toBe('filas debe ser una lista de filas');
    const mala = await app.request('POST', '/importaciones/clientes?validar=quizas', { token: admin, body: { filas: [{}] } });
    expect(mala.body.message).toBe('validar debe ser 1 o 0');
  });

  it('takes a body up to 10 MB (other routes keep 200 kB), and refuses a larger one with a Spanish message', async () => {
    // Each large body goes on a connection of its own, written whole as a browser uploads a file (enviarCuerpo).
    const { filas } = clientes(1);
    const MB = 1024 * 1024;
    const importarGrande = (bytes: number, declarado = true) =>
      enviarCuerpo(`${app.url}/api/importaciones/clientes?validar=1`, { bytes, json: { filas }, token: admin, declarado });
    expect(await importarGrande(9.9 * MB)).toMatchObject({ status: 200, body: { message: 'Las 1 filas son válidas' }, escritoAntes: true });
    // A larger body is read to its end before the answer, so the client gets the 413's message, not a reset
    // connection: with its length declared or chunked.
    const demasiado = { status: 413, body: { success: false, message: 'El cuerpo de la solicitud es demasiado grande' }, escritoAntes: true };
    for (const declarado of [true, false]) {
      expect(await importarGrande(20 * MB, declarado), declarado ? 'Content-Length' : 'chunked').toMatchObject(demasiado);
      const otraRuta = await enviarCuerpo(`${app.url}/api/clientes`, { bytes: 2 * MB, json: filas[0], token: admin, declarado });
      expect(otraRuta, declarado ? 'Content-Length' : 'chunked').toMatchObject(demasiado);
    }
  });

  it('reads the large body only after the token and the role: 401 and 403 first, whatever its size', async () => {
    const { filas } = clientes(1);
    const grande = (ruta: string, token?: string) => enviarCuerpo(`${app.url}/api${ruta}`, { bytes: 11 * 1024 * 1024, json: { filas }, token });
    expect((await grande('/importaciones/clientes')).status).toBe(401);
    expect((await grande('/importaciones/proveedores', supervisor)).status).toBe(403);
  });
});

describe('POST /importaciones/productos', () => {
  it("enters each product's opening stock through the ledger and refuses a repeated name", async () => {
    const marca = unico('Carbón importado ');
    const filas = [
      { Nombre: `${marca} 4 kg`, Precio: 1500.5, Stock: 40, PesoKg: 4 },
      { Nombre: `${marca} 10 kg`, Precio: 3200, Stock: 0, StockMinimo: 5 },
    ];
    const res = await importar('productos', { filas }, empleado);
    expect(res.status).toBe(201);
    const [conStock, sinStock] = res.body.data.IDs;
    expect(await stockYLedger(app, conStock)).toMatchObject({ stock: 40 });
    const movimientos = await app.db('movimientos_stock').where({ producto_id: conStock });
    expect(movimientos).toMatchObject([{ cantidad: 40, motivo: 'stock_inicial', saldo: 40, usuario_id: await idDeUsuario(app, 'empleado') }]);
    expect(await app.db('movimientos_stock').where({ producto_id: sinStock })).toEqual([]);
    expect(await app.db('productos').where({ producto_id: sinStock }).first('stock', 'stock_minimo', 'precio')).toMatchObject({
      stock: 0,
      stock_minimo: 5,
    });

    const otra = await importar('productos', { filas: [{ Nombre: `${marca.toUpperCase()} 4 KG`, Precio: 1, Stock: 1 }] });
    expect(otra.body.data.Errores).toEqual([{ Fila: 2, Campo: 'Nombre', Mensaje: 'Ya existe un producto con ese nombre' }]);
  });

  it("checks each preferred supplier as the product's create does (missing or inactive)", async () => {
    const inactivo = await crearProveedor(app, admin);
    await app.request('PUT', `/proveedores/${inactivo.ProveedorID}/desactivar`, { token: admin });
    const activo = await crearProveedor(app, admin);
    const marca = unico('Leña importada ');
    const filas = [
      { Nombre: `${marca} a`, Precio: 10, Stock: 1, ProveedorPreferidoID: activo.ProveedorID },
      { Nombre: `${marca} b`, Precio: 10, Stock: 1, ProveedorPreferidoID: inactivo.ProveedorID },
      { Nombre: `${marca} c`, Precio: 10, Stock: 1, ProveedorPreferidoID: 999_999 },
      { Nombre: `${marca} d`, Precio: 'diez', Stock: 1 },
    ];
    const res = await importar('productos', { filas });
    expect(res.body.data.Errores).toEqual([
      { Fila: 3, Campo: 'ProveedorPreferidoID', Mensaje: `El proveedor ${inactivo.Nombre} está inactivo` },
      { Fila: 4, Campo: 'ProveedorPreferidoID', Mensaje: 'Proveedor no encontrado' },
      { Fila: 5, Campo: 'Precio', Mensaje: 'Escriba el importe con números, por ejemplo 1.500 o 1.500,50' },
    ]);
    expect(await contar('productos', 'nombre', `${marca}%`)).toBe(0);
  });

  it('takes the preferred supplier by its name too (any case), or its number as text', async () => {
    const proveedor = await crearProveedor(app, admin);
    const marca = unico('Astillas importadas ');
    const filas = [
      { Nombre: `${marca} a`, Precio: 10, Stock: 1, ProveedorPreferidoID: ` ${proveedor.Nombre.toUpperCase()} ` },
      { Nombre: `${marca} b`, Precio: 10, Stock: 1, ProveedorPreferidoID: String(proveedor.ProveedorID) },
      { Nombre: `${marca} c`, Precio: 10, Stock: 1, ProveedorPreferidoID: 'Carbonera que no existe' },
    ];
    const res = await importar('productos', { filas });
    expect(res.body.data.Errores).toEqual([{ Fila: 4, Campo: 'ProveedorPreferidoID', Mensaje: 'Proveedor inválido' }]);
    const bien = await importar('productos', { filas: filas.slice(0, 2) });
    expect(bien.status).toBe(201);
    const elegidos = await app.db('productos').whereIn('producto_id', bien.body.data.IDs).pluck('proveedor_preferido_id');
    expect(elegidos).toEqual([proveedor.ProveedorID, proveedor.ProveedorID]);
  });

  it('keeps existing products as they were when the import fails', async () => {
    const producto = await crearProducto(app, admin);
    const res = await importar('productos', { filas: [{ Nombre: producto.Nombre, Precio: 1, Stock: 1 }] });
    expect(res.status).toBe(400);
    expect(await stockYLedger(app, producto.ProductoID)).toMatchObject({ stock: 100 });
  });
});

describe('POST /importaciones/proveedores', () => {
  const proveedor = (marca: string, i: number) => ({
    Nombre: `Carbonera ${marca} ${i}`,
    Telefono: '+54 362 400-0000',
    Direccion: 'Ruta 16 km 100, Chaco',
    Email: `${marca.toLowerCase()}.${i}@proveedor.com.ar`,
  });

  it.each([
    ['Supervisor', () => supervisor],
    ['Empleado', () => empleado],
  ])('is for whoever may create a supplier: %s gets 403 and nothing is written', async (_rol, token) => {
    const marca = unico('P');
    for (const validar of [false, true]) {
      const res = await importar('proveedores', { filas: [proveedor(marca, 1)] }, token(), validar);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: 'No tiene permisos para realizar esta acción' });
    }
    expect(await contar('proveedores', 'nombre', `%${marca}%`)).toBe(0);
  });

  it('lets an Administrador import suppliers; a name or CUIT already there is refused', async () => {
    const marca = unico('P');
    const cuit = cuitNuevo();
    const res = await importar('proveedores', {
      filas: [proveedor(marca, 1), { ...proveedor(marca, 2), CUIT: cuit, CondicionIVA: 'Monotributista' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Se importaron 2 proveedores');
    expect(await app.db('proveedores').where({ cuit }).first('condicion_iva')).toEqual({ condicion_iva: 'Monotributista' });
    const otra = await importar('proveedores', { filas: [{ ...proveedor(unico('Q'), 1), CUIT: cuit }, proveedor(marca, 1)] });
    expect(otra.body.data.Errores).toEqual([
      { Fila: 2, Campo: 'CUIT', Mensaje: 'Ya existe un proveedor con ese CUIT' },
      { Fila: 3, Campo: 'Nombre', Mensaje: 'Ya existe un proveedor con ese nombre' },
    ]);
  });
});

describe('the API reference', () => {
  it('documents the three imports with their roles, the dry run and the rows’ errors', async () => {
    const doc = (await app.request('GET', '/openapi.json')).body;
    for (const recurso of ['clientes', 'productos', 'proveedores']) {
      const op = doc.paths[`/importaciones/${recurso}`].post;
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('validar');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '413']));
    }
    expect(doc.paths['/importaciones/proveedores'].post.description).toContain('Acceso: Administrador');
  });
});
