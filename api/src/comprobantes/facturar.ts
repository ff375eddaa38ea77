import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import {
  type AlicuotaIVA,
  CBTE_TIPO,
  condicionIvaReceptorId,
  documentoReceptor,
  type FacturaInput,
  importesComprobante,
  letraComprobante,
  MENSAJES_FACTURA,
  nombreComprobante,
  pedidoInexistente,
  pedidoNoCompletado,
  pedidoYaFacturado,
  type TipoComprobante,
  type Letra,
} from '#dominio/facturacion';
import type { CondicionIVA } from '#dominio/fiscal';
import { auditar } from '../auditoria/registro.js';
import { badRequest, conflict } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { Facturacion } from './autorizacion.js';
import { columnasDeImportes } from './mapper.js';

// A Factura over completed orders of one client (issue 45): what it covers is read from the orders as they were sold
// (lines, final prices, each product's IVA rate now), and written with the comprobante, pending its CAE, in one
// transaction that also marks the orders invoiced: their primary key in pedidos_facturados makes a second invoice of
// one order impossible, even from two processes at once.

export interface LineaVendida {
  pedido_id: number;
  producto_id: number;
  nombre: string;
  cantidad: number;
  precio_unitario: number;
  alicuota_iva: AlicuotaIVA;
}

const UNICO_VIOLADO = '23505';

/** Refuses orders that are missing, not completed, of several clients, or already invoiced. Answers the client. */
async function comprobarPedidos(trx: Knex, ids: number[]): Promise<number> {
  const pedidos: { pedido_id: number; cliente_id: number; estado: string }[] = await trx('pedidos')
    .whereIn('pedido_id', ids)
    .forNoKeyUpdate()
    .select('pedido_id', 'cliente_id', 'estado');
  const porId = new Map(pedidos.map((p) => [p.pedido_id, p]));
  const faltante = ids.find((id) => !porId.has(id));
  if (faltante !== undefined) throw badRequest(pedidoInexistente(faltante), { PedidoIDs: pedidoInexistente(faltante) });
  const abierto = pedidos.find((p) => p.estado !== 'Completado');
  if (abierto) throw conflict(pedidoNoCompletado(abierto.pedido_id, abierto.estado));
  if (new Set(pedidos.map((p) => p.cliente_id)).size > 1)
    throw badRequest(MENSAJES_FACTURA.distintosClientes, { PedidoIDs: MENSAJES_FACTURA.distintosClientes });
  const facturado = await trx('pedidos_facturados as pf')
    .join('comprobantes as c', 'c.comprobante_id', 'pf.comprobante_id')
    .whereIn('pf.pedido_id', ids)
    .first('pf.pedido_id', 'c.tipo', 'c.letra', 'c.punto_venta', 'c.numero');
  if (facturado) {
    const nombre = nombreComprobante({
      Tipo: facturado.tipo,
      Letra: facturado.letra,
      PuntoDeVenta: facturado.punto_venta,
      Numero: facturado.numero,
    });
    throw conflict(pedidoYaFacturado(facturado.pedido_id, nombre));
  }
  return pedidos[0].cliente_id;
}

/** A client as its Factura names it. */
export interface ClienteFacturado {
  cuit: string | null;
  condicion_iva: CondicionIVA | null;
}

/** The lines of `pedidoIds` as sold (quantity above zero), in order and line order. */
export function lineasVendidas(trx: Knex, pedidoIds: number[] | Knex.QueryBuilder): Promise<LineaVendida[]> {
  return trx('detalle_pedidos as d')
    .join('productos as p', 'p.producto_id', 'd.producto_id')
    .whereIn('d.pedido_id', pedidoIds)
    .where('d.cantidad', '>', 0)
    .orderBy(['d.pedido_id', 'd.detalle_id'])
    .select('d.pedido_id', 'd.producto_id', 'p.nombre', 'd.cantidad', 'd.precio_unitario', 'p.alicuota_iva');
}

/**
 * A Factura's rows, not yet written: the comprobante's (its id to be added), its lines' and the trail's resumen; or why
 * it cannot be made, as text (a Factura A without the client's CUIT). One order's or several's: the single POST and the batch.
 */
export function facturaDe(
  f: Facturacion,
  cliente: ClienteFacturado & { cliente_id: number },
  lineas: LineaVendida[],
  dia: string,
  usuarioId: number,
) {
  const letra: Letra = letraComprobante(f.condicionIva, cliente.condicion_iva);
  const tipo: TipoComprobante = 'Factura';
  const importeDe = (l: LineaVendida) => (aCentavos(l.precio_unitario) * l.cantidad) / 100;
  const importes = importesComprobante(
    lineas.map((l) => ({ importe: importeDe(l), alicuota: l.alicuota_iva })),
    letra,
  );
  const documento = documentoReceptor({ cuit: cliente.cuit }, letra, importes.ImpTotal);
  if ('error' in documento) return documento.error;
  return {
    fila: {
      tipo,
      letra,
      cbte_tipo: CBTE_TIPO[tipo][letra],
      punto_venta: f.puntoDeVenta,
      cliente_id: cliente.cliente_id,
      fecha: dia,
      doc_tipo: documento.DocTipo,
      doc_nro: documento.DocNro,
      condicion_iva_receptor_id: condicionIvaReceptorId(cliente.condicion_iva),
      ...columnasDeImportes(importes),
      de_prueba: f.dePrueba,
      usuario_id: usuarioId,
    },
    renglones: (comprobanteId: number) =>
      lineas.map((l, i) => ({
        comprobante_id: comprobanteId,
        renglon: i + 1,
        pedido_id: l.pedido_id,
        producto_id: l.producto_id,
        descripcion: l.nombre,
        cantidad: l.cantidad,
        precio_unitario: l.precio_unitario,
        importe: importeDe(l),
        alicuota_iva: l.alicuota_iva,
      })),
  };
}

/**
 * A unique violation of pedidos_facturados (another request invoiced one of these orders between the check and the
 * insert) as the 409 that names the order taken, read from PostgreSQL's detail, and its invoice.
 */
export async function pedidoTomado(db: Knex, error: unknown): Promise<Error> {
  const { code, detail, message } = error as { code?: string; detail?: string; message?: string };
  if (code !== UNICO_VIOLADO || !/pedidos_facturados/.test(String(message))) return error as Error;
  const id = Number(/\(pedido_id\)=\((\d+)\)/.exec(detail ?? '')?.[1]);
  const otra = await db('pedidos_facturados as pf')
    .join('comprobantes as c', 'c.comprobante_id', 'pf.comprobante_id')
    .where('pf.pedido_id', id)
    .first('c.tipo', 'c.letra', 'c.punto_venta', 'c.numero');
  const nombre = otra
    ? nombreComprobante({ Tipo: otra.tipo, Letra: otra.letra, PuntoDeVenta: otra.punto_venta, Numero: otra.numero })
    : 'otra factura';
  return conflict(pedidoYaFacturado(id, nombre));
}

/**
 * Writes the Factura, pending its CAE, in `trx` (an Idempotency-Key's) or its own, and answers its id. The 409 of an
 * order another request invoiced at the same time is `pedidoTomado`'s, once the transaction is over.
 */
export function crearFactura(
  db: Knex,
  f: Facturacion,
  sesion: Sesion,
  { PedidoIDs }: FacturaInput,
  dia: string,
  trx?: Knex.Transaction,
): Promise<number> {
  return enTransaccion(db, trx, async (trx) => {
    const clienteId = await comprobarPedidos(trx, PedidoIDs);
    const cliente: ClienteFacturado = await trx('clientes').where({ cliente_id: clienteId }).first('cuit', 'condicion_iva');
    const factura = facturaDe(f, { ...cliente, cliente_id: clienteId }, await lineasVendidas(trx, PedidoIDs), dia, sesion.UsuarioID);
    if (typeof factura === 'string') throw conflict(factura);
    const [{ comprobante_id: id }] = await trx('comprobantes').insert(factura.fila).returning('comprobante_id');
    await trx('comprobante_lineas').insert(factura.renglones(id));
    await trx('pedidos_facturados').insert(PedidoIDs.map((pedido_id) => ({ pedido_id, comprobante_id: id })));
    await auditar(
      trx,
      { UsuarioID: sesion.UsuarioID },
      { entidad: 'comprobantes', id, accion: 'crear', resumen: `Pedidos ${PedidoIDs.join(', ')}` },
    );
    return id as number;
  });
}
