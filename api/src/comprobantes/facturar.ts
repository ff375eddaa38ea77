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
import type { Sesion } from '../nucleo/sesion.js';
import type { Facturacion } from './autorizacion.js';

// A Factura over completed orders of one client (issue 45): what it covers is read from the orders as they were sold
// (lines, final prices, each product's IVA rate now), and written with the comprobante, pending its CAE, in one
// transaction that also marks the orders invoiced: their primary key in pedidos_facturados makes a second invoice of
// one order impossible, even from two processes at once.

interface LineaVendida {
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

/** Writes the Factura, pending its CAE, and answers its id. */
export async function crearFactura(db: Knex, f: Facturacion, sesion: Sesion, { PedidoIDs }: FacturaInput, dia: string): Promise<number> {
  try {
    return await db.transaction(async (trx) => {
      const clienteId = await comprobarPedidos(trx, PedidoIDs);
      const cliente: { cuit: string | null; condicion_iva: CondicionIVA | null } = await trx('clientes')
        .where({ cliente_id: clienteId })
        .first('cuit', 'condicion_iva');
      const lineas: LineaVendida[] = await trx('detalle_pedidos as d')
        .join('productos as p', 'p.producto_id', 'd.producto_id')
        .whereIn('d.pedido_id', PedidoIDs)
        .where('d.cantidad', '>', 0)
        .orderBy(['d.pedido_id', 'd.detalle_id'])
        .select('d.pedido_id', 'd.producto_id', 'p.nombre', 'd.cantidad', 'd.precio_unitario', 'p.alicuota_iva');
      const letra: Letra = letraComprobante(f.condicionIva, cliente.condicion_iva);
      const tipo: TipoComprobante = 'Factura';
      const importeDe = (l: LineaVendida) => (aCentavos(l.precio_unitario) * l.cantidad) / 100;
      const importes = importesComprobante(
        lineas.map((l) => ({ importe: importeDe(l), alicuota: l.alicuota_iva })),
        letra,
      );
      const documento = documentoReceptor({ cuit: cliente.cuit }, letra, importes.ImpTotal);
      if ('error' in documento) throw conflict(documento.error);
      const [{ comprobante_id: id }] = await trx('comprobantes')
        .insert({
          tipo,
          letra,
          cbte_tipo: CBTE_TIPO[tipo][letra],
          punto_venta: f.puntoDeVenta,
          cliente_id: clienteId,
          fecha: dia,
          doc_tipo: documento.DocTipo,
          doc_nro: documento.DocNro,
          condicion_iva_receptor_id: condicionIvaReceptorId(cliente.condicion_iva),
          imp_total: importes.ImpTotal,
          imp_neto: importes.ImpNeto,
          imp_iva: importes.ImpIVA,
          imp_op_ex: importes.ImpOpEx,
          iva: JSON.stringify(importes.Iva),
          de_prueba: f.dePrueba,
          usuario_id: sesion.UsuarioID,
        })
        .returning('comprobante_id');
      await trx('comprobante_lineas').insert(
        lineas.map((l, i) => ({
          comprobante_id: id,
          renglon: i + 1,
          pedido_id: l.pedido_id,
          producto_id: l.producto_id,
          descripcion: l.nombre,
          cantidad: l.cantidad,
          precio_unitario: l.precio_unitario,
          importe: importeDe(l),
          alicuota_iva: l.alicuota_iva,
        })),
      );
      await trx('pedidos_facturados').insert(PedidoIDs.map((pedido_id) => ({ pedido_id, comprobante_id: id })));
      await auditar(
        trx,
        { UsuarioID: sesion.UsuarioID },
        { entidad: 'comprobantes', id, accion: 'crear', resumen: `Pedidos ${PedidoIDs.join(', ')}` },
      );
      return id as number;
    });
  } catch (error) {
    // Another request invoiced one of these orders between the check and the insert.
    if ((error as { code?: string }).code === UNICO_VIOLADO && /pedidos_facturados/.test(String((error as Error).message))) {
      throw conflict(pedidoYaFacturado(PedidoIDs[0], 'otra factura'));
    }
    throw error;
  }
}
