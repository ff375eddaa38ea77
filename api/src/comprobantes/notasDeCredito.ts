import type { Knex } from 'knex';
import { type AlicuotaIVA, importesComprobante } from '#dominio/facturacion';
import {
  cantidadExcedida,
  facturaNoAutorizada,
  importeAcreditado,
  importeExcedido,
  type LineaAcreditada,
  MENSAJES_NOTA_CREDITO,
  type NotaCreditoInput,
  pedidoFacturadoSinNotaDeCredito,
  renglonInexistente,
  restantes,
} from '#dominio/notasDeCredito';
import { badRequest, conflict } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { Facturacion } from './autorizacion.js';
import { escribirNota, facturaDeLaNota, nombreDe } from './notas.js';

// A credit note against an authorized Factura (issue 45, decision 97), written pending its CAE: its lines are the
// invoice's, whole or in part, never beyond what the invoice's earlier notes (those not rejected) left of each line.
// The invoice's row is locked while the note is written, so two notes at once count each other. What the note moves
// (stock, account) moves when ARCA authorizes it (alAutorizar.ts).

interface LineaFacturada {
  renglon: number;
  pedido_id: number | null;
  producto_id: number;
  descripcion: string;
  cantidad: number;
  precio_unitario: number;
  importe: number;
  alicuota_iva: AlicuotaIVA;
}

/** The lines of the credit notes of invoice `facturaId` that ARCA did not reject. */
export async function lineasAcreditadas(db: Knex, facturaId: number): Promise<LineaAcreditada[]> {
  const filas = await db('comprobante_lineas as l')
    .join('comprobantes as c', 'c.comprobante_id', 'l.comprobante_id')
    .where({ 'c.comprobante_asociado_id': facturaId, 'c.tipo': 'Nota de crédito' })
    .whereNot('c.estado', 'Rechazado')
    .select('l.renglon_asociado', 'l.cantidad', 'l.importe', 'c.clase');
  return filas.map((f) => ({
    RenglonAsociado: f.renglon_asociado,
    // A price correction's line is one unit of its amount: no goods come back.
    Cantidad: f.clase === 'Devolución' ? f.cantidad : 0,
    Importe: Number(f.importe),
  }));
}

/** The note's lines: each invoice line it credits, with the quantity that comes back and the amount it credits. */
function lineasDeLaNota(lineas: LineaFacturada[], acreditadas: LineaAcreditada[], input: NotaCreditoInput) {
  const devolucion = input.Clase === 'Devolución';
  const quedan = restantes(
    lineas.map((l) => ({
      Renglon: l.renglon,
      Descripcion: l.descripcion,
      Cantidad: l.cantidad,
      PrecioUnitario: Number(l.precio_unitario),
      Importe: Number(l.importe),
    })),
    acreditadas,
  );
  const pedidas =
    input.Completa === true
      ? quedan
          .filter((r) => r.Importe > 0 && (!devolucion || r.Cantidad > 0))
          .map((r) => (devolucion ? { Renglon: r.Renglon, Cantidad: r.Cantidad } : { Renglon: r.Renglon, Importe: r.Importe }))
      : (input.Lineas ?? []);
  if (pedidas.length === 0) throw conflict(MENSAJES_NOTA_CREDITO.nadaQueAcreditar);
  return pedidas.map((pedida) => {
    const linea = lineas.find((l) => l.renglon === pedida.Renglon);
    const resto = quedan.find((r) => r.Renglon === pedida.Renglon);
    if (!linea || !resto) throw badRequest(renglonInexistente(pedida.Renglon), { Lineas: renglonInexistente(pedida.Renglon) });
    const importe = importeAcreditado(resto, pedida);
    if (importe === undefined || importe === 0) {
      throw conflict(devolucion ? cantidadExcedida(linea.descripcion, resto.Cantidad) : importeExcedido(linea.descripcion, resto.Importe));
    }
    return devolucion
      ? { linea, cantidad: pedida.Cantidad!, precio: Number(linea.precio_unitario), importe }
      : { linea, cantidad: 1, precio: importe, importe };
  });
}

/** Writes the credit note of invoice `facturaId`, pending its CAE, in `trx` (an Idempotency-Key's) or its own. Answers its id. */
export function crearNotaDeCredito(
  db: Knex,
  f: Facturacion,
  sesion: Sesion,
  nota: { facturaId: number; input: NotaCreditoInput; dia: string },
  trx?: Knex.Transaction,
): Promise<number> {
  return enTransaccion(db, trx, async (trx) => {
    const factura = await facturaDeLaNota(trx, nota.facturaId, {
      noEsFactura: MENSAJES_NOTA_CREDITO.noEsFactura,
      noAutorizada: facturaNoAutorizada,
    });
    const lineas: LineaFacturada[] = await trx('comprobante_lineas').where({ comprobante_id: nota.facturaId }).orderBy('renglon');
    const deLaNota = lineasDeLaNota(lineas, await lineasAcreditadas(trx, nota.facturaId), nota.input);
    return escribirNota(trx, f, sesion, {
      tipo: 'Nota de crédito',
      factura,
      dia: nota.dia,
      importes: importesComprobante(
        deLaNota.map((l) => ({ importe: l.importe, alicuota: l.linea.alicuota_iva })),
        factura.letra,
      ),
      motivo: nota.input.Motivo,
      clase: nota.input.Clase,
      renglones: deLaNota.map((l) => ({
        renglon_asociado: l.linea.renglon,
        pedido_id: l.linea.pedido_id,
        producto_id: l.linea.producto_id,
        descripcion: l.linea.descripcion,
        cantidad: l.cantidad,
        precio_unitario: l.precio,
        importe: l.importe,
        alicuota_iva: l.linea.alicuota_iva,
      })),
    });
  });
}

/**
 * The 409 of a status change that would cancel or reopen an invoiced order (decision 97): while an invoice holds it
 * (pedidos_facturados), the order stays Completado. An invoice credited whole, or rejected, holds no order.
 */
export async function comprobarSinFacturaVigente(trx: Knex, pedidoId: number): Promise<void> {
  const factura = await trx('pedidos_facturados as pf')
    .join('comprobantes as c', 'c.comprobante_id', 'pf.comprobante_id')
    .where('pf.pedido_id', pedidoId)
    .first('c.tipo', 'c.letra', 'c.punto_venta', 'c.numero');
  if (factura) throw conflict(pedidoFacturadoSinNotaDeCredito(pedidoId, nombreDe(factura)));
}

/**
 * What authorized returns already brought back of an order's goods, by product: cancelling the order gives back only
 * the rest, so no unit comes back twice.
 */
export async function devueltoPorNotasDeCredito(trx: Knex, pedidoId: number): Promise<Map<number, number>> {
  const filas: { producto_id: number; cantidad: string | number }[] = await trx('comprobante_lineas as l')
    .join('comprobantes as c', 'c.comprobante_id', 'l.comprobante_id')
    .where({ 'l.pedido_id': pedidoId, 'c.tipo': 'Nota de crédito', 'c.clase': 'Devolución', 'c.estado': 'Autorizado' })
    .groupBy('l.producto_id')
    .select('l.producto_id', trx.raw('sum(l.cantidad) AS cantidad'));
  return new Map(filas.map((f) => [f.producto_id, Number(f.cantidad)]));
}
