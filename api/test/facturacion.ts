import { expect } from 'vitest';
import { type ArcaLocal, certificadoDePrueba, iniciarArcaLocal } from '../src/arca/local/index.js';
import { ticketsDeAcceso } from '../src/arca/wsaa.js';
import { clienteWsfe } from '../src/arca/wsfe.js';
import type { Facturacion } from '../src/comprobantes/autorizacion.js';
import { crearPedido } from './fixtures.js';
import type { TestApp } from './harness.js';

// Invoicing in the tests (issue 45): a local ARCA of their own (a real SOAP server of ARCA's protocol, on 127.0.0.1,
// which checks what ARCA checks and can lose an answer or be down) and the invoicing that talks to it, as a
// Responsable Inscripto; and completed orders to invoice.

/** The company's CUIT the tests invoice for, and its punto de venta unless a test asks for its own. */
export const CUIT_DE_PRUEBA = '20123456786';
export const PUNTO_DE_VENTA_DE_PRUEBA = 3;

export async function arcaDePrueba(puntoDeVenta = PUNTO_DE_VENTA_DE_PRUEBA): Promise<{ arca: ArcaLocal; facturacion: Facturacion }> {
  const certificado = certificadoDePrueba(CUIT_DE_PRUEBA);
  const arca = await iniciarArcaLocal({ cuit: CUIT_DE_PRUEBA, huellaCertificado: certificado.huella });
  const ticket = ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: certificado, servicio: 'wsfe' });
  const facturacion: Facturacion = {
    puntoDeVenta,
    condicionIva: 'Responsable Inscripto',
    wsfe: clienteWsfe({ url: arca.wsfeUrl, cuit: CUIT_DE_PRUEBA, ticket }),
    dePrueba: true,
    variosProcesos: Boolean(process.env.TEST_DATABASE_URL),
    ahora: () => new Date(),
  };
  return { arca, facturacion };
}

/** A completed order of `clienteId` for the products and quantities given. */
export async function pedidoCompletado(app: TestApp, token: string, clienteId: number, detalles: { ProductoID: number; Cantidad: number }[]) {
  const pedido = await crearPedido(app, token, clienteId, detalles);
  for (const estado of ['En Proceso', 'Completado']) {
    const res = await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token, body: { estado } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return pedido.PedidoID;
}
