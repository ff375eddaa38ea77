import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTE_MAXIMO, MENSAJES_IMPORTE } from '#dominio/dinero';
import { MENSAJES_PEDIDO } from '#dominio/pedidos';
import { startTestApp, type TestApp } from '../test/harness.js';
import { crearCliente, crearPedido, crearProducto, crearProveedor, cuentaDelCliente, stockYLedger } from '../test/fixtures.js';

// Money through HTTP (issue 44): amounts typed the Argentine way reach the API as text and are read as the
// forms read them, and no write takes a stored amount or balance near its column's limit (docs/decisiones.md, 87).

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

const cobrar = (ClienteID: number, Importe: unknown) =>
  app.request('POST', '/cobros', { token: admin, body: { ClienteID, Importe, Metodo: 'efectivo' } });
const completar = (pedidoId: number) => app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: admin, body: { estado: 'Completado' } });
const cantidad = async (tabla: string, where: Record<string, unknown>) => Number((await app.db(tabla).where(where).count({ n: '*' }))[0].n);

describe('amounts typed as text', () => {
  it('are read the Argentine way, and one that could be read two ways gets the same message as the forms', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const leido = await cobrar(ClienteID, '1.500');
    expect(leido.status).toBe(201);
    expect(leido.body.data.Importe).toBe(1500);
    expect((await cobrar(ClienteID, '$ 1.500,50')).body.data.Importe).toBe(1500.5);
    expect((await cobrar(ClienteID, 2500.25)).body.data.Importe).toBe(2500.25);
    const ambiguo = await cobrar(ClienteID, '1,500');
    expect(ambiguo.status).toBe(400);
    expect(ambiguo.body).toMatchObject({ message: MENSAJES_IMPORTE.comaAmbigua, errors: { Importe: MENSAJES_IMPORTE.comaAmbigua } });
    expect(await cantidad('cobros', { cliente_id: ClienteID })).toBe(3);
  });
});

describe('bounds on stored amounts', () => {
  it("refuses a payment that would take a client's credit in favour past $ 99.999.999.999,99, writing nothing", async () => {
    const { ClienteID } = await crearCliente(app, admin);
    for (let i = 0; i < 10; i++) expect((await cobrar(ClienteID, IMPORTE_MAXIMO)).status).toBe(201);
    const res = await cobrar(ClienteID, '0,10');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'La cuenta del cliente quedaría en -$ 100.000.000.000,00: el saldo no puede pasar de $ 99.999.999.999,99, ni en deuda ni a favor',
    );
    expect(await cantidad('cobros', { cliente_id: ClienteID })).toBe(10);
    expect(await cuentaDelCliente(app, ClienteID)).toMatchObject({ saldo: -99_999_999_999.9, suma: -99_999_999_999.9, encadenados: true });
  });

  it('refuses a delivery that would take what a client owes past the bound: the order stays as it was', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const caro = await crearProducto(app, admin, { Precio: IMPORTE_MAXIMO, Stock: 20 });
    for (let i = 0; i < 10; i++) {
      const { PedidoID } = await crearPedido(app, admin, ClienteID, [{ ProductoID: caro.ProductoID, Cantidad: 1 }]);
      expect((await completar(PedidoID)).status).toBe(200);
    }
    const barato = await crearProducto(app, admin, { Precio: 1 });
    const { PedidoID } = await crearPedido(app, admin, ClienteID, [{ ProductoID: barato.ProductoID, Cantidad: 1 }]);
    const res = await completar(PedidoID);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'La cuenta del cliente quedaría en $ 100.000.000.000,90: el saldo no puede pasar de $ 99.999.999.999,99, ni en deuda ni a favor',
    );
    expect((await app.db('pedidos').where({ pedido_id: PedidoID }).first('estado')).estado).toBe('Pendiente');
    expect(await cantidad('entregas', { pedido_id: PedidoID })).toBe(0);
    expect(await cuentaDelCliente(app, ClienteID)).toMatchObject({ saldo: 99_999_999_999.9, suma: 99_999_999_999.9, encadenados: true });
  });

  it('refuses a sales order whose total passes $ 9.999.999.999,99 (a column holds a hundred times that), taking no stock', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const caro = await crearProducto(app, admin, { Precio: IMPORTE_MAXIMO, Stock: 1_000_000 });
    for (const Cantidad of [2, 1_000_000]) {
      const res = await app.request('POST', '/pedidos', {
        token: admin,
        body: { ClienteID, detalles: [{ ProductoID: caro.ProductoID, Cantidad }] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MENSAJES_PEDIDO.total, errors: { detalles: MENSAJES_PEDIDO.total } });
    }
    expect(MENSAJES_PEDIDO.total).toBe('El total del pedido no puede superar $ 9.999.999.999,99');
    expect(await cantidad('pedidos', { cliente_id: ClienteID })).toBe(0);
    expect((await stockYLedger(app, caro.ProductoID)).stock).toBe(1_000_000);
  });

  it('refuses a supplier order whose total passes the same bound, and reads its prices typed as text', async () => {
    const { ProveedorID } = await crearProveedor(app, admin);
    const { ProductoID } = await crearProducto(app, admin);
    const pedir = (PrecioUnitario: unknown, Cantidad: number) =>
      app.request('POST', '/pedidos-proveedores', { token: admin, body: { ProveedorID, detalles: [{ ProductoID, Cantidad, PrecioUnitario }] } });
    const grande = await pedir('9.999.999.999,99', 2);
    expect(grande.status).toBe(400);
    expect(grande.body).toMatchObject({ message: MENSAJES_PEDIDO.total, errors: { detalles: MENSAJES_PEDIDO.total } });
    expect(await cantidad('pedidos_proveedores', { proveedor_id: ProveedorID })).toBe(0);
    const leido = await pedir('1.500,50', 2);
    expect(leido.status).toBe(201);
    expect(leido.body.data.Total).toBe(3001);
    expect((await pedir('1.50.0', 2)).body.errors).toEqual({ 'detalles.0.PrecioUnitario': MENSAJES_IMPORTE.miles });
  });
});

describe('the sums of a day', () => {
  it('have room for a hundred million orders of the largest total (migration 034), not ten thousand', async () => {
    const columnas: { table_name: string; numeric_precision: number; numeric_scale: number }[] = await app
      .db('information_schema.columns')
      .whereIn(
        ['table_name', 'column_name'],
        [
          ['ventas_por_dia', 'ventas'],
          ['pendiente_por_dia', 'pendiente'],
        ],
      )
      .orderBy('table_name')
      .select('table_name', 'numeric_precision', 'numeric_scale');
    expect(columnas.map((c) => [c.table_name, Number(c.numeric_precision), Number(c.numeric_scale)])).toEqual([
      ['pendiente_por_dia', 20, 2],
      ['ventas_por_dia', 20, 2],
    ]);
    expect(10 ** (20 - 2) / IMPORTE_MAXIMO).toBeGreaterThan(1e8);
  });
});
