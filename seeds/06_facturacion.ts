import type { Knex } from 'knex';
import { letraComprobante } from '#dominio/facturacion';
import type { CondicionIVA } from '#dominio/fiscal';
import { autorizarPendientes } from '../api/src/comprobantes/autorizacion.js';
import { facturacionDeDemostracion } from '../api/src/comprobantes/facturacion.js';
import { crearFactura } from '../api/src/comprobantes/facturar.js';
import { crearNotaDeCredito } from '../api/src/comprobantes/notasDeCredito.js';
import { loadConfig } from '../api/src/config.js';
import { sessionOf } from './05_proveedores.js';

// The demo's electronic invoices (issue 45): each order completed in the last 30 days, invoiced on the day it was
// completed, oldest first, through the demo's own local ARCA (its CAEs are that server's answers, and what it
// remembers is kept in the database with them); the newest is left "Pendiente de CAE", as if ARCA had not answered,
// and goes out with the server's retry loop (decision 98) or the next invoice of its type. The last authorized one gets
// a credit note (a bag returned: the stock and the account move as ARCA authorizes it, decision 97). It runs once (while
// there are no comprobantes).

const DIAS = 30;

export async function seed(knex: Knex): Promise<void> {
  if (await knex('comprobantes').first('comprobante_id')) return;
  const administrador = await sessionOf(knex, 'Administrador');
  if (!administrador) return;
  const completados: { pedido_id: number; completado: Date; cuit: string | null; condicion_iva: CondicionIVA | null }[] = await knex(
    'historial_pedidos as h',
  )
    .join('pedidos as p', 'p.pedido_id', 'h.pedido_id')
    .join('clientes as c', 'c.cliente_id', 'p.cliente_id')
    .where({ 'h.estado_nuevo': 'Completado', 'p.estado': 'Completado' })
    .where('h.fecha_actualiza_estado', '>=', knex.raw(`now() - interval '${DIAS} days'`))
    .orderBy(['h.fecha_actualiza_estado', 'p.pedido_id'])
    .select('p.pedido_id', 'h.fecha_actualiza_estado as completado', 'c.cuit', 'c.condicion_iva');

  const entorno = loadConfig(process.env);
  let instante = new Date();
  const config = { ...entorno, now: () => instante };
  const { facturacion, cerrar } = await facturacionDeDemostracion(knex, config);
  try {
    // A Factura A names its client's CUIT: a Responsable Inscripto of the demo without one is not invoiced.
    const facturables = completados.filter((p) => letraComprobante(facturacion.condicionIva, p.condicion_iva) !== 'A' || p.cuit);
    const autor = { UsuarioID: administrador.UsuarioID };
    let ultimaAutorizada: number | undefined;
    let dia = '';
    for (const [i, pedido] of facturables.entries()) {
      instante = new Date(pedido.completado);
      dia = instante.toLocaleDateString('en-CA', { timeZone: entorno.zonaNegocio });
      const id = await crearFactura(knex, facturacion, administrador, { PedidoIDs: [pedido.pedido_id] }, dia);
      if (i < facturables.length - 1) {
        await autorizarPendientes(knex, facturacion, autor, [id]);
        ultimaAutorizada = id;
      }
    }
    if (ultimaAutorizada === undefined) return;
    const input = { Clase: 'Devolución' as const, Motivo: 'Una bolsa llegó rota', Lineas: [{ Renglon: 1, Cantidad: 1 }] };
    const nota = await crearNotaDeCredito(knex, facturacion, administrador, { facturaId: ultimaAutorizada, input, dia });
    await autorizarPendientes(knex, facturacion, autor, [nota]);
  } finally {
    await cerrar();
  }
}
