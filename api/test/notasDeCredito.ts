import { expect } from 'vitest';
import { pedidoCompletado } from './facturacion.js';
import { crearCliente, crearProducto, cuentaDelCliente, stockYLedger } from './fixtures.js';
import type { TestApp } from './harness.js';

// What the credit note tests (api/src/comprobantes/notasDeCredito.test.ts and efectosDeLaNotaDeCredito.test.ts) share:
// their point of sale, an authorized invoice to credit, the note's request, and the stock and account it moves.

export const PUNTO_DE_VENTA = 5;

export interface Comprobante {
  ComprobanteID: number;
  Numero: number;
  Estado: string;
  Fecha: string;
  ImpTotal: number;
  PedidoIDs: number[];
}

export const devolucionCompleta = { Clase: 'Devolución', Motivo: 'El cliente devolvió todo', Completa: true };

/** The invoices, notes and reads of the credit note tests, on the app and token `sesion` answers once the file's beforeAll has run. */
export function notasDeCreditoDePrueba(sesion: () => { app: TestApp; admin: string }) {
  /** An authorized Factura of a new client for one completed order of the products and quantities given. */
  async function factura(lineas: { Precio: number; Cantidad: number }[], cliente: Record<string, unknown> = {}) {
    const { app, admin } = sesion();
    const { ClienteID } = await crearCliente(app, admin, cliente);
    const productos = await Promise.all(lineas.map(({ Precio }) => crearProducto(app, admin, { Precio, Stock: 100 })));
    const pedido = await pedidoCompletado(
      app,
      admin,
      ClienteID,
      productos.map((p, i) => ({ ProductoID: p.ProductoID, Cantidad: lineas[i].Cantidad })),
    );
    const res = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
    expect(res.body.data?.Estado, JSON.stringify(res.body)).toBe('Autorizado');
    return { factura: res.body.data as Comprobante, pedido, clienteId: ClienteID, productos: productos.map((p) => p.ProductoID) };
  }

  const nota = (facturaId: number, body: Record<string, unknown>, { token = sesion().admin, clave }: { token?: string; clave?: string } = {}) =>
    sesion().app.request('POST', `/comprobantes/${facturaId}/notas-de-credito`, {
      token,
      body,
      headers: clave ? { 'Idempotency-Key': clave } : {},
    });

  const stock = async (productoId: number) => (await stockYLedger(sesion().app, productoId)).stock;
  const saldo = async (clienteId: number) => {
    const cuenta = await cuentaDelCliente(sesion().app, clienteId);
    // The account is always the sum of its moves and what its open deliveries owe.
    expect(cuenta).toMatchObject({ encadenados: true, descuadres: 0, favorYDeuda: false });
    expect(cuenta.saldo).toBe(cuenta.deudaMenosFavor);
    return cuenta.saldo;
  };
  const devoluciones = (productoId: number) =>
    sesion().app.db('movimientos_stock').where({ producto_id: productoId, motivo: 'devolucion_nota_credito' });
  const cambiarEstado = (pedido: number, estado: string) =>
    sesion().app.request('PUT', `/pedidos/${pedido}/estado`, { token: sesion().admin, body: { estado } });

  return { factura, nota, stock, saldo, devoluciones, cambiarEstado };
}
