import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import { nombreComprobante } from '#dominio/facturacion';
import { acreditarNotaDeCredito, debitarNotaDeDebito } from '../cuentas/ledger.js';
import { moverStockVarios } from '../stock/ledger.js';

// What an authorized note moves: a credit note (decision 97) credits the client's account with its total, and a
// return's goods come back to stock; a debit note (decision 100) is owed, as a receivable of no order. Run once, in the transaction that records ARCA's CAE (autorizacion.ts), so a
// note ARCA rejected or has not answered moves nothing, and one authorized late (its answer lost, found by the next
// sending's FECompConsultar) moves everything then, once.

interface LineaDeNota {
  pedido_id: number | null;
  producto_id: number;
  cantidad: number;
  /** What its units cost when they left with the order (issue 48); they come back at it. */
  costo_unitario: number | null;
  importe: number;
}

/** The moves of comprobante `id` just authorized; a Factura moves nothing here (its order already did). */
export async function alAutorizar(trx: Knex.Transaction, id: number): Promise<void> {
  const nota = await trx('comprobantes')
    .where({ comprobante_id: id })
    .first('tipo', 'letra', 'punto_venta', 'numero', 'clase', 'cliente_id', 'usuario_id', 'comprobante_asociado_id', 'imp_total');
  if (nota?.tipo === 'Nota de débito') {
    const comentario = nombreComprobante({ Tipo: nota.tipo, Letra: nota.letra, PuntoDeVenta: nota.punto_venta, Numero: nota.numero });
    await debitarNotaDeDebito(trx, {
      clienteId: nota.cliente_id,
      comprobanteId: id,
      centavos: aCentavos(nota.imp_total),
      usuarioId: nota.usuario_id,
      comentario,
    });
    return;
  }
  if (nota?.tipo !== 'Nota de crédito') return;
  await soltarSiAcreditada(trx, nota.comprobante_asociado_id);
  const lineas: LineaDeNota[] = await trx('comprobante_lineas')
    .where({ comprobante_id: id })
    .orderBy('renglon')
    .select(
      'pedido_id',
      'producto_id',
      'cantidad',
      'importe',
      trx.raw(
        '(SELECT d.costo_unitario FROM detalle_pedidos d WHERE d.pedido_id = comprobante_lineas.pedido_id AND d.producto_id = comprobante_lineas.producto_id LIMIT 1) AS costo_unitario',
      ),
    );
  const nombre = nombreComprobante({ Tipo: nota.tipo, Letra: nota.letra, PuntoDeVenta: nota.punto_venta, Numero: nota.numero });
  const porPedido = new Map<number, number>();
  for (const l of lineas) {
    if (l.pedido_id !== null) porPedido.set(l.pedido_id, (porPedido.get(l.pedido_id) ?? 0) + aCentavos(l.importe));
  }
  // The account first, the products last: the lock order of every write (cuentas/ledger.ts, stock/ledger.ts).
  await acreditarNotaDeCredito(trx, {
    clienteId: nota.cliente_id,
    comprobanteId: id,
    porPedido: [...porPedido].map(([pedidoId, centavos]) => ({ pedidoId, centavos })),
    usuarioId: nota.usuario_id,
    comentario: nombre,
  });
  if (nota.clase !== 'Devolución') return;
  await moverStockVarios(
    trx,
    lineas.map((l) => ({
      productoId: l.producto_id,
      cantidad: l.cantidad,
      motivo: 'devolucion_nota_credito',
      usuarioId: nota.usuario_id,
      pedidoId: l.pedido_id ?? undefined,
      comentario: nombre,
      costoUnitario: l.costo_unitario == null ? null : Number(l.costo_unitario),
    })),
  );
}

/**
 * An invoice its authorized notes credit whole no longer holds its orders (pedidos_facturados): each may be invoiced
 * again (the usual way to correct an invoice: a credit note for all of it, then a new one) or leave Completado.
 */
async function soltarSiAcreditada(trx: Knex.Transaction, facturaId: number) {
  const factura = await trx('comprobantes').where({ comprobante_id: facturaId }).first('imp_total');
  const { acreditado } = await trx('comprobantes')
    .where({ comprobante_asociado_id: facturaId, tipo: 'Nota de crédito', estado: 'Autorizado' })
    .first(trx.raw('coalesce(sum(imp_total), 0) AS acreditado'));
  if (aCentavos(acreditado) >= aCentavos(factura.imp_total)) await trx('pedidos_facturados').where({ comprobante_id: facturaId }).delete();
}
