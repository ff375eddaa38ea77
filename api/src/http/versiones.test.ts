import { describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo, type TestResponse } from '../../test/harness.js';
import { crearCliente, crearPedido, crearPedidoProveedor, crearProducto, crearProveedor, stockYLedger, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// Optimistic concurrency (docs/decisiones.md, 69): every
// edit, status change, inactivation and deletion checks the version the client saw (If-Match or the
// body's Version) and raises it; a stale one is a 409 with the record as it is now.

const REGISTRO_MODIFICADO = 'Otra persona modificó este registro mientras usted lo editaba';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

type Registro = Record<string, unknown> & { Version: number };

interface Edicion {
  metodo: 'PUT' | 'DELETE';
  ruta: string;
  cuerpo?: Record<string, unknown>;
}

const enviar = (edicion: Edicion, version?: Record<string, unknown>, headers?: Record<string, string>) =>
  app.request(edicion.metodo, edicion.ruta, { token: tokens.admin, body: { ...edicion.cuerpo, ...version }, headers });

/** A record's detail: `{ data }` (the bare body for /usuarios). */
async function detalle(ruta: string): Promise<{ registro: Registro; res: TestResponse }> {
  const res = await app.request('GET', ruta, { token: tokens.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { registro: ruta.startsWith('/usuarios/') ? res.body : res.body.data, res };
}

/** The 409 of a stale edit: the message, the record as it is now, and its version's ETag. */
function expectConflicto(res: TestResponse, actual: Registro, message = REGISTRO_MODIFICADO) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body).toEqual({ success: false, message, error: message, data: actual });
  expect(res.headers.get('ETag')).toBe(`"${actual.Version}"`);
}

/** A record of each kind, how it is read as its GET answers it, and two edits of it made one after the other. */
interface Caso {
  nombre: string;
  preparar(): Promise<{ leer(): Promise<Registro>; ruta?: string; primera: Edicion; segunda: Edicion }>;
}

const porDetalle = (ruta: string) => ({ ruta, leer: async () => (await detalle(ruta)).registro });

const CASOS: Caso[] = [
  {
    nombre: 'PUT /clientes/:id/desactivar',
    async preparar() {
      const { ClienteID: id } = await crearCliente(app, tokens.admin);
      return {
        ...porDetalle(`/clientes/${id}`),
        primera: { metodo: 'PUT', ruta: `/clientes/${id}`, cuerpo: { Telefono: '+54 11 4999-0001' } },
        segunda: { metodo: 'PUT', ruta: `/clientes/${id}/desactivar` },
      };
    },
  },
  {
    nombre: 'PUT /productos/:id',
    async preparar() {
      const { ProductoID: id } = await crearProducto(app, tokens.admin);
      return {
        ...porDetalle(`/productos/${id}`),
        primera: { metodo: 'PUT', ruta: `/productos/${id}`, cuerpo: { Precio: 1100 } },
        segunda: { metodo: 'PUT', ruta: `/productos/${id}`, cuerpo: { Descripcion: 'Otra' } },
      };
    },
  },
  {
    nombre: 'PUT /proveedores/:id and /desactivar',
    async preparar() {
      const { ProveedorID: id } = await crearProveedor(app, tokens.admin);
      return {
        ...porDetalle(`/proveedores/${id}`),
        primera: { metodo: 'PUT', ruta: `/proveedores/${id}`, cuerpo: { Telefono: '+54 362 400-0001' } },
        segunda: { metodo: 'PUT', ruta: `/proveedores/${id}/desactivar` },
      };
    },
  },
  {
    nombre: 'PUT /vehiculos/:id',
    async preparar() {
      const { VehiculoID: id } = await crearVehiculo(app, tokens.admin);
      return {
        ...porDetalle(`/vehiculos/${id}`),
        primera: { metodo: 'PUT', ruta: `/vehiculos/${id}`, cuerpo: { Modelo: 'Cargo 1722' } },
        segunda: { metodo: 'PUT', ruta: `/vehiculos/${id}/desactivar` },
      };
    },
  },
  {
    nombre: 'PUT /usuarios/:id and /desactivar',
    async preparar() {
      const marca = unico('ver').toLowerCase();
      const res = await app.request('POST', '/usuarios', {
        token: tokens.admin,
        body: {
          Nombre: 'Rocío',
          Apellido: 'Paz',
          Telefono: '1',
          Direccion: 'X',
          Email: `${marca}@carbonsur.com.ar`,
          NombreUsuario: marca,
          Contrasena: 'clave-segura',
        },
      });
      const id = res.body.data.UsuarioID;
      return {
        ...porDetalle(`/usuarios/${id}`),
        primera: { metodo: 'PUT', ruta: `/usuarios/${id}`, cuerpo: { Telefono: '+54 341 555-0000' } },
        segunda: { metodo: 'PUT', ruta: `/usuarios/${id}/desactivar` },
      };
    },
  },
  {
    nombre: 'PUT and DELETE /vehiculos/mantenimientos/:id',
    async preparar() {
      const { VehiculoID } = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 10000 });
      const res = await app.request('POST', `/vehiculos/${VehiculoID}/mantenimientos`, {
        token: tokens.admin,
        body: { TipoMantenimiento: 'Frenos', Kilometraje: 9000 },
      });
      const id = res.body.data.MantenimientoID;
      return {
        ...porDetalle(`/vehiculos/mantenimientos/${id}`),
        primera: { metodo: 'PUT', ruta: `/vehiculos/mantenimientos/${id}`, cuerpo: { Notas: 'Pastillas nuevas' } },
        segunda: { metodo: 'DELETE', ruta: `/vehiculos/mantenimientos/${id}` },
      };
    },
  },
  {
    nombre: 'PUT /vehiculos/alertas/documentos/:id/resolver',
    async preparar() {
      const { VehiculoID } = await crearVehiculo(app, tokens.admin);
      const res = await app.request('POST', `/vehiculos/${VehiculoID}/documentos`, {
        token: tokens.admin,
        body: { TipoDocumento: 'VTV', NumeroDocumento: unico('VTV-'), FechaEmision: '2026-01-10', FechaVencimiento: '2026-12-01' },
      });
      const id = res.body.data.DocumentoID;
      // A document has no GET of its own: it is read as its vehicle lists it.
      const leer = async () =>
        (await app.request('GET', `/vehiculos/${VehiculoID}/documentos`, { token: tokens.admin })).body.data.find(
          (d: { DocumentoID: number }) => d.DocumentoID === id,
        );
      const resolver = (Comentario: string): Edicion => ({
        metodo: 'PUT',
        ruta: `/vehiculos/alertas/documentos/${id}/resolver`,
        cuerpo: { Comentario },
      });
      return { leer, primera: resolver('Renovada'), segunda: resolver('Revisada otra vez') };
    },
  },
  {
    nombre: 'PUT /pedidos/:id/estado',
    async preparar() {
      const cliente = await crearCliente(app, tokens.admin);
      const producto = await crearProducto(app, tokens.admin);
      const { PedidoID: id } = await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
      const estado = (nuevo: string): Edicion => ({ metodo: 'PUT', ruta: `/pedidos/${id}/estado`, cuerpo: { estado: nuevo } });
      return { ...porDetalle(`/pedidos/${id}`), primera: estado('En Proceso'), segunda: estado('Completado') };
    },
  },
  {
    nombre: 'PUT /pedidos-proveedores/:id/estado',
    async preparar() {
      const proveedor = await crearProveedor(app, tokens.admin);
      const producto = await crearProducto(app, tokens.admin);
      const { PedidoProveedorID: id } = await crearPedidoProveedor(app, tokens.admin, proveedor.ProveedorID, [
        { ProductoID: producto.ProductoID, Cantidad: 2, PrecioUnitario: 500 },
      ]);
      const estado = (nuevo: string): Edicion => ({ metodo: 'PUT', ruta: `/pedidos-proveedores/${id}/estado`, cuerpo: { estado: nuevo } });
      return { ...porDetalle(`/pedidos-proveedores/${id}`), primera: estado('Cancelado'), segunda: estado('Pendiente') };
    },
  },
];

describe.each(CASOS)('$nombre', ({ preparar }) => {
  it('checks the version sent: the one read passes and raises it, a stale one is a 409 with the record as it is now and changes nothing', async () => {
    const { leer, ruta, primera, segunda } = await preparar();
    const leido = await leer();
    expect(leido.Version).toBe(1);
    if (ruta) expect((await detalle(ruta)).res.headers.get('ETag')).toBe('"1"');

    const hecha = await enviar(primera, { Version: 1 });
    expect(hecha.status, JSON.stringify(hecha.body)).toBe(200);
    expect(hecha.body.data.Version).toBe(2);
    expect(hecha.headers.get('ETag')).toBe('"2"');

    const actual = await leer();
    expect(actual.Version).toBe(2);
    expectConflicto(await enviar(segunda, { Version: 1 }), actual);
    expectConflicto(await enviar(segunda, {}, { 'If-Match': '"1"' }), actual);
    expect(await leer()).toEqual(actual);

    const segundaHecha = await enviar(segunda, {}, { 'If-Match': '"2"' });
    expect(segundaHecha.status, JSON.stringify(segundaHecha.body)).toBe(200);
    if (segunda.metodo === 'PUT') expect(segundaHecha.body.data.Version).toBe(3);
  });
});

describe('two people editing one client', () => {
  it('the second edit made from the same version gets a 409 with the first one in data, and the first one is kept', async () => {
    const { ClienteID: id } = await crearCliente(app, tokens.admin);
    const { registro } = await detalle(`/clientes/${id}`);
    const primera = await app.request('PUT', `/clientes/${id}`, { token: tokens.empleado, body: { ...registro, Telefono: '+54 11 4111-1111' } });
    expect(primera.status).toBe(200);
    const segunda = await app.request('PUT', `/clientes/${id}`, { token: tokens.supervisor, body: { ...registro, Direccion: 'Otra 1' } });
    expectConflicto(segunda, primera.body.data);
    expect((await detalle(`/clientes/${id}`)).registro).toEqual(primera.body.data);
    expect(primera.body.data).toMatchObject({ Telefono: '+54 11 4111-1111', Direccion: registro.Direccion, Version: 2 });
  });

  it('sent at the same time, exactly one of them is made', async () => {
    const { ClienteID: id } = await crearCliente(app, tokens.admin);
    const editar = (Telefono: string) => app.request('PUT', `/clientes/${id}`, { token: tokens.admin, body: { Telefono, Version: 1 } });
    const respuestas = await Promise.all([editar('+54 11 4222-0001'), editar('+54 11 4222-0002')]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    const hecha = respuestas.find((r) => r.status === 200)!;
    expect(respuestas.find((r) => r.status === 409)!.body.data).toEqual(hecha.body.data);
    expect((await detalle(`/clientes/${id}`)).registro).toMatchObject({ Telefono: hecha.body.data.Telefono, Version: 2 });
  });
});

describe('If-Match and Version', () => {
  const editar = (id: number, body: Record<string, unknown>, ifMatch?: string) =>
    app.request('PUT', `/clientes/${id}`, { token: tokens.admin, body, headers: ifMatch === undefined ? undefined : { 'If-Match': ifMatch } });

  it('takes "v", W/"v" and v; If-Match wins over the body; * and no version check nothing, as before', async () => {
    const { ClienteID: id } = await crearCliente(app, tokens.admin);
    expect((await editar(id, { Telefono: '1' }, '"1"')).body.data.Version).toBe(2);
    expect((await editar(id, { Telefono: '2' }, 'W/"2"')).body.data.Version).toBe(3);
    expect((await editar(id, { Telefono: '3' }, '3')).body.data.Version).toBe(4);
    expect((await editar(id, { Telefono: '4', Version: 1 }, '"4"')).status).toBe(200);
    expect((await editar(id, { Telefono: '5', Version: 5 }, '"1"')).status).toBe(409);
    expect((await editar(id, { Telefono: '5', Version: 1 }, '*')).body.data).toMatchObject({ Telefono: '5', Version: 6 });
    expect((await editar(id, { Telefono: '6' })).body.data).toMatchObject({ Telefono: '6', Version: 7 });
  });

  it.each([
    [{ Version: 0 }, undefined],
    [{ Version: 'tres' }, undefined],
    [{ Version: 1.5 }, undefined],
    [{}, 'abc'],
    [{}, '"0"'],
    [{}, '"1", "2"'],
  ])('answers 400 Versión inválida for body %j and If-Match %s, changing nothing', async (body, ifMatch) => {
    const { ClienteID: id } = await crearCliente(app, tokens.admin);
    const res = await editar(id, { Telefono: '9', ...body }, ifMatch);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Versión inválida', errors: { Version: 'Versión inválida' } });
    expect((await detalle(`/clientes/${id}`)).registro).toMatchObject({ Telefono: '+54 11 4000-0000', Version: 1 });
  });
});

describe("a product's Stock through PUT /productos/:id", () => {
  const movimientos = async (id: number) => Number((await app.db('movimientos_stock').where({ producto_id: id }).count({ n: '*' }))[0].n);

  it('a form loaded before a sale cannot undo it: 409 with the stock now, and its other fields save without Stock', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 40 });
    const cliente = await crearCliente(app, tokens.admin);
    const { registro: cargado } = await detalle(`/productos/${producto.ProductoID}`);
    await crearPedido(app, tokens.empleado, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 5 }]);
    const libro = await movimientos(producto.ProductoID);

    const viejo = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens.admin,
      body: { ...cargado, Precio: 1500, Stock: 40, Version: cargado.Version },
    });
    expectConflicto(viejo, (await detalle(`/productos/${producto.ProductoID}`)).registro, 'El stock cambió mientras editaba: ahora es 35');
    expect(viejo.body.data).toMatchObject({ Stock: 35, Precio: 1000 });
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 35, ledger: 35 });
    expect(await movimientos(producto.ProductoID)).toBe(libro);

    const precio = await app.request('PUT', `/productos/${producto.ProductoID}`, {
      token: tokens.admin,
      body: { Precio: 1500, Version: cargado.Version },
    });
    expect(precio.status).toBe(200);
    expect(precio.body.data).toMatchObject({ Precio: 1500, Stock: 35 });
    expect(await movimientos(producto.ProductoID)).toBe(libro);
  });

  it('an Empleado may send the same Stock and edit the rest, but not change it (403)', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 20 });
    const ruta = `/productos/${producto.ProductoID}`;
    const cambio = await app.request('PUT', ruta, { token: tokens.empleado, body: { Stock: 25, StockAnterior: 20 } });
    expect(cambio.status).toBe(403);
    expect(cambio.body.message).toBe('Solo Supervisor o Administrador pueden ajustar el stock');
    const mismo = await app.request('PUT', ruta, { token: tokens.empleado, body: { Stock: 20, Precio: 900, Version: 1 } });
    expect(mismo.status).toBe(200);
    expect(mismo.body.data).toMatchObject({ Stock: 20, Precio: 900 });
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 20, ledger: 20 });
    // The adjustment dialog answers the same text.
    const ajuste = await app.request('POST', `${ruta}/ajustes`, { token: tokens.empleado, body: { StockContado: 1, Razon: 'merma' } });
    expect(ajuste.body.message).toBe(cambio.body.message);
  });

  it('a Supervisor adjusts it from the stock the form showed; a stale StockAnterior is a 409', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 20 });
    const ruta = `/productos/${producto.ProductoID}`;
    const hecho = await app.request('PUT', ruta, { token: tokens.supervisor, body: { Stock: 26, StockAnterior: 20, Version: 1 } });
    expect(hecho.status).toBe(200);
    expect(hecho.body.data).toMatchObject({ Stock: 26, Version: 2 });
    const viejo = await app.request('PUT', ruta, { token: tokens.supervisor, body: { Stock: 30, StockAnterior: 20 } });
    expectConflicto(viejo, hecho.body.data, 'El stock cambió mientras editaba: ahora es 26');
    expect(await stockYLedger(app, producto.ProductoID)).toEqual({ stock: 26, ledger: 26 });
  });

  it('stock moves leave the version as it was', async () => {
    const producto = await crearProducto(app, tokens.admin, { Stock: 20 });
    const cliente = await crearCliente(app, tokens.admin);
    const pedido = await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: tokens.admin, body: { estado: 'Cancelado' } });
    await app.request('POST', `/productos/${producto.ProductoID}/ajustes`, { token: tokens.admin, body: { Diferencia: 3, Razon: 'recuento' } });
    expect((await detalle(`/productos/${producto.ProductoID}`)).registro).toMatchObject({ Stock: 23, Version: 1 });
  });
});
