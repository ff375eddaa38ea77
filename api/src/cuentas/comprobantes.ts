import type { Knex } from 'knex';
import { nombreComprobante } from '#dominio/facturacion';

type Nombrado = { ComprobanteID: number; Nombre: string };

/**
 * The comprobante of each account move (issue 45): a delivery's, the newest invoice of its order (by the invoices'
 * lines, not rejected: one credited whole still names it); a credit note's, itself. Two reads for a whole page.
 */
export async function comprobantesDeMovimientos(
  db: Knex,
  movimientos: { Tipo: string; PedidoID: number | null; ComprobanteID: number | null }[],
): Promise<(Nombrado | null)[]> {
  const pedidos = movimientos.filter((m) => m.Tipo === 'entrega' && m.PedidoID !== null).map((m) => m.PedidoID as number);
  const notas = movimientos.filter((m) => m.ComprobanteID !== null).map((m) => m.ComprobanteID as number);
  const columnas = ['c.comprobante_id', 'c.tipo', 'c.letra', 'c.punto_venta', 'c.numero'];
  const [facturas, acreditadas] = await Promise.all([
    pedidos.length === 0
      ? []
      : db('comprobante_lineas as l')
          .join('comprobantes as c', 'c.comprobante_id', 'l.comprobante_id')
          .whereIn('l.pedido_id', pedidos)
          .where('c.tipo', 'Factura')
          .whereNot('c.estado', 'Rechazado')
          .distinct('l.pedido_id', ...columnas)
          .orderBy('c.comprobante_id'),
    notas.length === 0
      ? []
      : db('comprobantes as c')
          .whereIn('c.comprobante_id', notas)
          .select(...columnas),
  ]);
  const nombrado = (c: Record<string, unknown>): Nombrado => ({
    ComprobanteID: c.comprobante_id as number,
    Nombre: nombreComprobante({
      Tipo: c.tipo as never,
      Letra: c.letra as never,
      PuntoDeVenta: c.punto_venta as number,
      Numero: c.numero as number | null,
    }),
  });
  const porPedido = new Map(facturas.map((f: Record<string, unknown>) => [f.pedido_id as number, nombrado(f)]));
  const porId = new Map(acreditadas.map((c: Record<string, unknown>) => [c.comprobante_id as number, nombrado(c)]));
  return movimientos.map((m) =>
    m.ComprobanteID !== null
      ? (porId.get(m.ComprobanteID) ?? null)
      : m.Tipo === 'entrega' && m.PedidoID !== null
        ? (porPedido.get(m.PedidoID) ?? null)
        : null,
  );
}
