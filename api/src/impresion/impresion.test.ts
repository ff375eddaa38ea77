import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearPedidoProveedor, crearProducto, crearProveedor, unico } from '../../test/fixtures.js';
import { textoDePdf } from '../../test/pdf.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// The printed papers: GET /pedidos/{id}/remito.pdf and GET /pedidos-proveedores/{id}/orden.pdf. Their
// text is read back from the PDF as a reader would extract it.

let app: TestApp;
let tokens: Record<'admin' | 'supervisor' | 'empleado', string>;

const EMPRESA = {
  EMPRESA_NOMBRE: 'Carbonera del Oeste S.R.L.',
  EMPRESA_DIRECCION: 'Av. Gaona 4500, Ituzaingó',
  EMPRESA_CUIT: '30-71234567-8',
  EMPRESA_TELEFONO: '11 4623-0000',
};

beforeAll(async () => {
  app = await startTestApp({ env: EMPRESA });
  const [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  tokens = { admin, supervisor, empleado };
});
afterAll(() => app.close());
afterEach(() => app.setNow(undefined));

/** 22:30 of 9 March in Buenos Aires, already 10 March in UTC. */
const NOCHE_DEL_9 = new Date('2030-03-10T01:30:00Z');

/** The paper's text with its line breaks as spaces: a long name may wrap. */
async function textoDe(res: { body: Buffer }) {
  return (await textoDePdf(res.body)).replace(/\s+/g, ' ');
}

async function nombreDe(nombreUsuario: string) {
  const u = await app.db('usuarios').where({ nombre_usuario: nombreUsuario }).first('nombre', 'apellido');
  return `${u.nombre} ${u.apellido}`;
}

async function crearVenta(token: string, detalles: { ProductoID: number; Cantidad: number }[], VehiculoID: number | null = null) {
  const cliente = await crearCliente(app, token, {
    Nombre: 'José María',
    Apellido: unico('Núñez '),
    Telefono: '+54 11 4629-1234',
    // Helvetica has no emoji: it prints as '?' and the rest of the text stays intact.
    Direccion: 'Av. Rivadavia 17.500 🏠, Haedo',
  });
  const res = await app.request('POST', '/pedidos', { token, body: { ClienteID: cliente.ClienteID, VehiculoID, detalles } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { cliente, pedido: res.body.data as { PedidoID: number } };
}

describe('GET /pedidos/{id}/remito.pdf', () => {
  it('prints the remito: company, number, business-zone date, client, lines, total in Spanish format, vehicle, driver and signatures', async () => {
    const bolsa = await crearProducto(app, tokens.admin, { Nombre: unico('Carbón de quebracho bolsa 4 kg '), Precio: 1234.5 });
    const pastilla = await crearProducto(app, tokens.admin, { Nombre: unico('Pastillas de encendido '), Precio: 99.99, Stock: 2000 });
    const vehiculo = await crearVehiculo(app, tokens.admin, { Marca: 'Mercedes-Benz', Modelo: 'Atego 1726' });
    app.setNow(NOCHE_DEL_9);
    const { cliente, pedido } = await crearVenta(
      tokens.supervisor,
      [
        { ProductoID: bolsa.ProductoID, Cantidad: 3 },
        { ProductoID: pastilla.ProductoID, Cantidad: 1000 },
      ],
      vehiculo.VehiculoID,
    );

    const res = await app.request('GET', `/pedidos/${pedido.PedidoID}/remito.pdf`, { token: tokens.empleado });

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`inline; filename="remito-${pedido.PedidoID}.pdf"`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await textoDe(res);
    for (const esperado of [
      'Carbonera del Oeste S.R.L.',
      'Av. Gaona 4500, Ituzaingó',
      'CUIT: 30-71234567-8',
      'Tel.: 11 4623-0000',
      'REMITO',
      `N° ${pedido.PedidoID}`,
      'Fecha: 09/03/2030',
      `Cliente: José María ${cliente.Apellido}`,
      'Dirección: Av. Rivadavia 17.500 ?, Haedo',
      'Teléfono: +54 11 4629-1234',
      'Estado: Pendiente',
      'Producto Cantidad Precio unitario Subtotal',
      `${bolsa.Nombre} 3 $ 1.234,50 $ 3.703,50`,
      `${pastilla.Nombre} 1.000 $ 99,99 $ 99.990,00`,
      'Total: $ 103.693,50',
      `Vehículo: ${vehiculo.Patente} (Mercedes-Benz Atego 1726)`,
      'Chofer: DNI del chofer:',
      'Entregó Firma Aclaración',
      'Recibió conforme Firma Aclaración DNI',
      `Emitido el 09/03/2030 22:30 por ${await nombreDe('empleado')} · Página 1 de 1`,
    ]) {
      expect(texto).toContain(esperado);
    }
  });

  it('leaves the vehicle as a blank to fill in when the order has none', async () => {
    const bolsa = await crearProducto(app, tokens.admin);
    const { pedido } = await crearVenta(tokens.admin, [{ ProductoID: bolsa.ProductoID, Cantidad: 1 }]);
    const texto = await textoDe(await app.request('GET', `/pedidos/${pedido.PedidoID}/remito.pdf`, { token: tokens.admin }));
    expect(texto).toContain('Vehículo: Chofer: DNI del chofer:');
  });

  it('carries a long order over several pages, every line and the total printed, each page numbered', async () => {
    const productos = await Promise.all(
      Array.from({ length: 45 }, (_, i) => crearProducto(app, tokens.admin, { Nombre: unico(`Leña de quebracho ${i} `), Precio: 10 + i })),
    );
    const { pedido } = await crearVenta(
      tokens.admin,
      productos.map((p) => ({ ProductoID: p.ProductoID, Cantidad: 2 })),
    );
    const texto = await textoDe(await app.request('GET', `/pedidos/${pedido.PedidoID}/remito.pdf`, { token: tokens.admin }));
    productos.forEach((p, i) => {
      expect(texto).toContain(`${p.Nombre} 2 $ ${10 + i},00 $ ${2 * (10 + i)},00`);
    });
    // 2 × (10 + 11 + ... + 54)
    expect(texto).toContain('Total: $ 2.880,00');
    expect(texto).toMatch(/Página 1 de ([2-9]).*Página \1 de \1/);
  });
});

describe('GET /pedidos-proveedores/{id}/orden.pdf', () => {
  it('prints the purchase order: company, number, date, supplier with address, phone and email, lines, total and signatures', async () => {
    const proveedor = await crearProveedor(app, tokens.admin, {
      Nombre: unico('Carbones Añatuya '),
      Direccion: 'Ruta 34 km 1.050, Añatuya',
      Telefono: '+54 3844 42-1234',
    });
    const carbon = await crearProducto(app, tokens.admin, { Nombre: unico('Carbón vegetal a granel ') });
    const lena = await crearProducto(app, tokens.admin, { Nombre: unico('Leña de algarrobo ') });
    app.setNow(NOCHE_DEL_9);
    const pedido = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [
      { ProductoID: carbon.ProductoID, Cantidad: 1200, PrecioUnitario: 1500.25 },
      { ProductoID: lena.ProductoID, Cantidad: 7, PrecioUnitario: 0.5 },
    ]);

    const res = await app.request('GET', `/pedidos-proveedores/${pedido.PedidoProveedorID}/orden.pdf`, { token: tokens.admin });

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`inline; filename="orden-de-compra-${pedido.PedidoProveedorID}.pdf"`);
    const texto = await textoDe(res);
    for (const esperado of [
      'Carbonera del Oeste S.R.L.',
      'CUIT: 30-71234567-8',
      'ORDEN DE COMPRA',
      `N° ${pedido.PedidoProveedorID}`,
      'Fecha: 09/03/2030',
      `Proveedor: ${proveedor.Nombre}`,
      'Dirección: Ruta 34 km 1.050, Añatuya',
      'Teléfono: +54 3844 42-1234',
      `Email: ${proveedor.Email}`,
      `Pedido por: ${await nombreDe('supervisor')}`,
      `${carbon.Nombre} 1.200 $ 1.500,25 $ 1.800.300,00`,
      `${lena.Nombre} 7 $ 0,50 $ 3,50`,
      'Total: $ 1.800.303,50',
      'Autorizó Firma Aclaración',
      'Conforme proveedor Firma Aclaración',
      `Emitido el 09/03/2030 22:30 por ${await nombreDe('admin')}`,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain('Chofer');
  });
});

describe('who may print', () => {
  let remito: string;
  let orden: string;
  beforeAll(async () => {
    const producto = await crearProducto(app, tokens.admin);
    const { pedido } = await crearVenta(tokens.admin, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const proveedor = await crearProveedor(app, tokens.admin);
    const pedidoProveedor = await crearPedidoProveedor(app, tokens.admin, proveedor.ProveedorID, [
      { ProductoID: producto.ProductoID, Cantidad: 1, PrecioUnitario: 10 },
    ]);
    remito = `/pedidos/${pedido.PedidoID}/remito.pdf`;
    orden = `/pedidos-proveedores/${pedidoProveedor.PedidoProveedorID}/orden.pdf`;
  });

  // Whoever may read the order may print it: every role reads sales and supplier orders (contract §4).
  it.each(['admin', 'supervisor', 'empleado'] as const)('%s prints both papers', async (rol) => {
    for (const path of [remito, orden]) {
      const res = await app.request('GET', path, { token: tokens[rol] });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
    }
  });

  it('without a valid token: 401, and no PDF', async () => {
    for (const path of [remito, orden]) {
      for (const token of [undefined, 'no-es-un-token']) {
        const res = await app.request('GET', path, { token });
        expect(res.status, path).toBe(401);
        expect(res.body).toMatchObject({ success: false });
      }
    }
  });

  it.each([
    ['/pedidos/999999999/remito.pdf'],
    ['/pedidos/abc/remito.pdf'],
    ['/pedidos-proveedores/999999999/orden.pdf'],
    ['/pedidos-proveedores/-1/orden.pdf'],
  ])('%s is 404 Pedido no encontrado', async (path) => {
    const res = await app.request('GET', path, { token: tokens.empleado });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Pedido no encontrado' });
  });
});
