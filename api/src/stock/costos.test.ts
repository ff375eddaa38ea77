import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  cambiarEstadoPedidoProveedor,
  crearChofer,
  crearCliente,
  crearPedido,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  FIRMA,
  filasDeAuditoria,
} from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// Issue 48, what goods cost (docs/decisiones.md 106), over HTTP with figures worked out by hand: receptions move the
// weighted average cost, a sale's lines keep the cost their units left with, and what comes back (a cancellation, a
// partial delivery) comes back at that cost; what leaves and adjustments move at the average.

let app: TestApp;
let admin: string;
let empleado: string;
let proveedorId: number;
let clienteId: number;

beforeAll(async () => {
  app = await startTestApp();
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
  proveedorId = (await crearProveedor(app, admin)).ProveedorID;
  clienteId = (await crearCliente(app, admin)).ClienteID;
});
afterAll(() => app.close());

const costo = async (productoId: number) =>
  (await app.request('GET', `/productos/${productoId}/margenes`, { token: admin })).body.data.CostoPromedio as number | null;
async function recibir(productoId: number, cantidad: number, precio: number) {
  const { PedidoProveedorID } = await crearPedidoProveedor(app, admin, proveedorId, [
    { ProductoID: productoId, Cantidad: cantidad, PrecioUnitario: precio },
  ]);
  expect((await cambiarEstadoPedidoProveedor(app, admin, PedidoProveedorID, 'Recibido')).status).toBe(200);
}
const costoDeLinea = async (pedidoId: number) =>
  Number((await app.db('detalle_pedidos').where({ pedido_id: pedidoId }).first('costo_unitario')).costo_unitario);
const ultimoMovimiento = async (productoId: number) => {
  const m = await app.db('movimientos_stock').where({ producto_id: productoId }).orderBy('movimiento_id', 'desc').first();
  // Each row keeps the average it left, as it keeps the stock (saldo).
  expect(Number(m.costo_promedio)).toBe(await costo(productoId));
  return { motivo: m.motivo as string, cantidad: m.cantidad as number, costo: Number(m.costo_unitario) };
};

describe('the average cost of a product', () => {
  it('is unknown until a reception, and weighs each reception by its units', async () => {
    const p = await crearProducto(app, admin, { Stock: 0 });
    expect(await costo(p.ProductoID)).toBeNull();
    await recibir(p.ProductoID, 10, 100);
    expect(await costo(p.ProductoID)).toBe(100);
    // (10 × 100 + 30 × 140) / 40
    await recibir(p.ProductoID, 30, 140);
    expect(await costo(p.ProductoID)).toBe(130);
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'recepcion_proveedor', cantidad: 30, costo: 140 });
  });

  it('a sale keeps the cost its units left with; a cancellation brings them back at it; an adjustment moves at the average', async () => {
    const p = await crearProducto(app, admin, { Stock: 0 });
    await recibir(p.ProductoID, 10, 100);
    await recibir(p.ProductoID, 30, 140);
    const { PedidoID } = await crearPedido(app, empleado, clienteId, [{ ProductoID: p.ProductoID, Cantidad: 8 }]);
    expect(await costoDeLinea(PedidoID)).toBe(130);
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'venta', cantidad: -8, costo: 130 });
    // 32 at 130 and 8 at 166: (4.160 + 1.328) / 40 = 137,2
    await recibir(p.ProductoID, 8, 166);
    expect(await costo(p.ProductoID)).toBe(137.2);
    // The 8 sold come back at the 130 they left with: (40 × 137,2 + 8 × 130) / 48 = 136
    const cancelar = await app.request('PUT', `/pedidos/${PedidoID}/estado`, { token: admin, body: { estado: 'Cancelado' } });
    expect(cancelar.status).toBe(200);
    expect(await costo(p.ProductoID)).toBe(136);
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'cancelacion_venta', cantidad: 8, costo: 130 });
    // Opened again, its units leave at today's average, and its line says so.
    const reabrir = await app.request('PUT', `/pedidos/${PedidoID}/estado`, { token: admin, body: { estado: 'Pendiente' } });
    expect(reabrir.status).toBe(200);
    expect(await costoDeLinea(PedidoID)).toBe(136);
    const ajuste = await app.request('POST', `/productos/${p.ProductoID}/ajustes`, {
      token: admin,
      body: { StockContado: 37, Razon: 'rotura', StockAnterior: 40 },
    });
    expect(ajuste.status, JSON.stringify(ajuste.body)).toBe(201);
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'ajuste', cantidad: -3, costo: 136 });
    expect(await costo(p.ProductoID)).toBe(136);
  });

  it('what a partial delivery does not leave comes back at the cost it left with', async () => {
    const p = await crearProducto(app, admin, { Stock: 0, PesoKg: 1 });
    await recibir(p.ProductoID, 10, 200);
    const { PedidoID } = await crearPedido(app, empleado, clienteId, [{ ProductoID: p.ProductoID, Cantidad: 5 }]);
    // 5 at 200 and 5 at 260: the average is 230, the sale's 5 left at 200.
    await recibir(p.ProductoID, 5, 260);
    expect(await costo(p.ProductoID)).toBe(230);
    const chofer = await crearChofer(app, admin);
    const { VehiculoID } = await crearVehiculo(app, admin, { CapacidadKg: 1000 });
    const manana = diaNegocio(new Date(Date.now() + 86_400_000), app.config.zonaNegocio);
    const hoja = await app.request('POST', '/hojas-de-ruta', {
      token: admin,
      body: { Fecha: manana, VehiculoID, ChoferID: chofer.id, Paradas: [PedidoID] },
    });
    expect(hoja.status, JSON.stringify(hoja.body)).toBe(201);
    const { HojaID, Paradas } = hoja.body.data;
    expect((await app.request('POST', `/hojas-de-ruta/${HojaID}/iniciar`, { token: chofer.token })).status).toBe(200);
    const parcial = await app.request('POST', `/hojas-de-ruta/${HojaID}/paradas/${Paradas[0].ParadaID}/entrega-parcial`, {
      token: chofer.token,
      headers: { 'Idempotency-Key': `costos-${Date.now()}` },
      body: { Firma: FIRMA, Lineas: [{ DetalleID: Paradas[0].Pedido.detalles[0].DetalleID, Cantidad: 3 }] },
    });
    expect(parcial.status, JSON.stringify(parcial.body)).toBe(200);
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'devolucion', cantidad: 2, costo: 200 });
    // (10 × 230 + 2 × 200) / 12 = 225
    expect(await costo(p.ProductoID)).toBe(225);
  });

  it('gives each active list’s margin over the price without IVA, to a Supervisor or an Administrador only', async () => {
    const p = await crearProducto(app, admin, { Precio: 1210, Stock: 0, AlicuotaIVA: '21' });
    const lista = await app.request('POST', '/listas-precio', {
      token: admin,
      body: { Nombre: `Costos ${p.ProductoID}`, Tipo: 'porcentaje', Porcentaje: -10 },
    });
    const sinCosto = await app.request('GET', `/productos/${p.ProductoID}/margenes`, { token: admin });
    expect(sinCosto.body.data.Listas[0]).toMatchObject({ Nombre: 'Lista general', Precio: 1210, PrecioNeto: 1000, Margen: null });
    await recibir(p.ProductoID, 10, 600);
    const res = await app.request('GET', `/productos/${p.ProductoID}/margenes`, { token: admin });
    expect(res.body.data.CostoPromedio).toBe(600);
    expect(res.body.data.Listas[0]).toMatchObject({ Precio: 1210, PrecioNeto: 1000, Margen: 400, MargenPorcentaje: 40 });
    // 1.210 less 10 % is 1.089; without IVA, 900; 300 over 900 is 33,3 %.
    expect(res.body.data.Listas.find((l: { ListaID: number }) => l.ListaID === lista.body.data.ListaID)).toMatchObject({
      Precio: 1089,
      PrecioNeto: 900,
      Margen: 300,
      MargenPorcentaje: 33.3,
    });
    const prohibido = await app.request('GET', `/productos/${p.ProductoID}/margenes`, { token: empleado });
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe('Solo un supervisor o un administrador ve costos y márgenes');
  });

  it('starts at the opening stock’s cost when the product is created with one (CostoInicial), a Supervisor’s or an Administrador’s', async () => {
    const p = await crearProducto(app, admin, { Stock: 10, CostoInicial: '1.500,50' });
    expect(await costo(p.ProductoID)).toBe(1500.5);
    expect(p).not.toHaveProperty('CostoInicial');
    const [alta] = await filasDeAuditoria(app, 'productos', p.ProductoID);
    expect(alta.cambios).toContainEqual(expect.objectContaining({ Campo: 'CostoInicial', Despues: 1500.5 }));
    expect(await ultimoMovimiento(p.ProductoID)).toEqual({ motivo: 'stock_inicial', cantidad: 10, costo: 1500.5 });
    const { PedidoID } = await crearPedido(app, empleado, clienteId, [{ ProductoID: p.ProductoID, Cantidad: 2 }]);
    expect(await costoDeLinea(PedidoID)).toBe(1500.5);
    // Without opening stock, the cost is known all the same.
    expect(await costo((await crearProducto(app, admin, { Stock: 0, CostoInicial: 90 })).ProductoID)).toBe(90);

    const base = { Nombre: 'Carbón con costo de un empleado', Precio: 1000, Stock: 5 };
    const prohibido = await app.request('POST', '/productos', { token: empleado, body: { ...base, CostoInicial: 500 } });
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe('Solo un supervisor o un administrador ve costos y márgenes');
    const negativo = await app.request('POST', '/productos', { token: admin, body: { ...base, CostoInicial: -1 } });
    expect(negativo.status).toBe(400);
    expect(negativo.body.errors.CostoInicial).toBe('El costo inicial debe ser un importe mayor o igual a 0');
  });
});
