import type { Knex } from 'knex';
import { type EntregaPedido, MENSAJES_ENTREGA } from '#dominio/entregas';
import { HOJA_NO_ENCONTRADA, PARADA_NO_ENCONTRADA } from '#dominio/hojasDeRuta';
import { notFound } from '../errores.js';
import { PEDIDO_NO_ENCONTRADO } from '../pedidos-comun/cambioDeEstado.js';
import { choferDeEntregaMapper, entregaPedidoMapper, vehiculoDeEntregaMapper } from './mapper.js';

type Row = Record<string, unknown>;

/** An image of a stop as the API answers it: its bytes and media type. */
export interface ImagenDeParada {
  bytes: Buffer;
  tipo: string;
}

/** A delivered order's proof, as its remito prints it. */
export interface Comprobante {
  entrega: EntregaPedido;
  firma: Buffer | null;
  foto: ImagenDeParada | null;
}

/**
 * The proof of delivery of sales orders (docs/funcional.md, Hojas de ruta): the order's last resolved stop,
 * read by the order's id (index paradas_pedido), and the images kept on the stop row.
 */
export function entregasService(db: Knex) {
  /** The order's last resolved stop with its sheet, driver and vehicle, and what was ordered and delivered of each line; null when none. */
  async function dePedido(pedidoId: number, trx: Knex = db): Promise<EntregaPedido | null> {
    const pedido = await trx('pedidos').where({ pedido_id: pedidoId }).first('pedido_id');
    if (!pedido) throw notFound(PEDIDO_NO_ENCONTRADO);
    const parada: Row | undefined = await trx('paradas as pa')
      .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
      .join('usuarios as u', 'u.usuario_id', 'h.chofer_id')
      .join('vehiculos as v', 'v.vehiculo_id', 'h.vehiculo_id')
      .leftJoin('cobros as co', 'co.cobro_id', 'pa.cobro_id')
      .where('pa.pedido_id', pedidoId)
      .whereNotNull('pa.resultado')
      .orderBy([
        { column: 'pa.resuelta_en', order: 'desc' },
        { column: 'pa.parada_id', order: 'desc' },
      ])
      .first(
        'pa.hoja_id',
        'pa.parada_id',
        'pa.resultado',
        'pa.motivo_falla',
        'pa.comentario',
        'pa.resuelta_en',
        'pa.cobro_id',
        'co.importe as cobrado',
        trx.raw('coalesce(co.anulado, false) AS cobro_anulado'),
        trx.raw('pa.firma IS NOT NULL AS tiene_firma'),
        trx.raw('pa.foto IS NOT NULL AS tiene_foto'),
        trx.raw(`to_char(h.fecha, 'YYYY-MM-DD') AS fecha`),
        'h.chofer_id',
        'u.nombre',
        'u.apellido',
        'h.vehiculo_id',
        'v.patente',
      );
    if (!parada) return null;
    const lineas: { detalle_id: number; nombre: string; cantidad: number; cantidad_pedida: number | null }[] = await trx('detalle_pedidos as d')
      .join('productos as pr', 'pr.producto_id', 'd.producto_id')
      .where('d.pedido_id', pedidoId)
      .orderBy('d.detalle_id')
      .select('d.detalle_id', 'pr.nombre', 'd.cantidad', 'd.cantidad_pedida');
    const fallida = parada.resultado === 'no_entregado';
    return {
      ...entregaPedidoMapper.toApi(parada),
      Chofer: choferDeEntregaMapper.toApi(parada),
      Vehiculo: vehiculoDeEntregaMapper.toApi(parada),
      Cobrado: parada.cobrado == null ? null : Number(parada.cobrado),
      // A partial delivery left what was delivered in cantidad and what was ordered in cantidad_pedida.
      Lineas: lineas.map((l) => ({
        DetalleID: l.detalle_id,
        Producto: l.nombre,
        Pedida: l.cantidad_pedida ?? l.cantidad,
        Entregada: fallida ? 0 : l.cantidad,
      })),
    };
  }

  /** The signature (PNG) or the photo of a stop of a sheet; 404 when the sheet, the stop or the image is not there. */
  async function imagen(hojaId: number, paradaId: number, cual: 'firma' | 'foto'): Promise<ImagenDeParada> {
    // foto_tipo is set whenever foto is (the signature is always a PNG).
    const fila: { parada_id: number | null; bytes: Uint8Array | null; foto_tipo: string } | undefined = await db('hojas_de_ruta as h')
      .leftJoin('paradas as pa', (j) => j.on('pa.hoja_id', 'h.hoja_id').andOnVal('pa.parada_id', paradaId))
      .where('h.hoja_id', hojaId)
      .first('pa.parada_id', `pa.${cual} as bytes`, 'pa.foto_tipo');
    if (!fila) throw notFound(HOJA_NO_ENCONTRADA);
    if (!fila.parada_id) throw notFound(PARADA_NO_ENCONTRADA);
    if (!fila.bytes) throw notFound(cual === 'firma' ? MENSAJES_ENTREGA.sinFirma : MENSAJES_ENTREGA.sinFoto);
    // pg answers a Buffer, PGlite a Uint8Array.
    return { bytes: Buffer.from(fila.bytes), tipo: cual === 'firma' ? 'image/png' : fila.foto_tipo };
  }

  /**
   * What the remito prints of the order's delivery: the delivery and its images, when the order was delivered
   * (in full or in part); null otherwise (a failed visit is no proof of delivery).
   */
  async function comprobante(pedidoId: number): Promise<Comprobante | null> {
    const entrega = await dePedido(pedidoId);
    if (!entrega || entrega.Resultado === 'no_entregado') return null;
    const fila = await db('paradas').where({ parada_id: entrega.ParadaID }).first('firma', 'foto', 'foto_tipo');
    const bytes = (b: Uint8Array | null) => (b ? Buffer.from(b) : null);
    return { entrega, firma: bytes(fila.firma), foto: fila.foto ? { bytes: Buffer.from(fila.foto), tipo: fila.foto_tipo } : null };
  }

  return { dePedido, imagen, comprobante };
}

export type EntregasService = ReturnType<typeof entregasService>;
