import type { Knex } from 'knex';
import { diaNegocio } from '#dominio/fechas';
import { type Comprobante, type FacturaInput, MENSAJES_FACTURA } from '#dominio/facturacion';
import type { Config } from '../config.js';
import { CONTADA_POR_SUS_FILTROS, fetchPage } from '../db/queries.js';
import { notFound, serviceUnavailable } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { crearFactura } from './facturar.js';
import { comprobanteMapper } from './mapper.js';

export const ORDEN_COMPROBANTES = { sort: 'Fecha', order: 'desc' } as const;

export interface ComprobanteFilter {
  ClienteID?: number;
  PedidoID?: number;
  Estado?: Comprobante['Estado'];
}

type Fila = Record<string, unknown>;

/** The comprobantes of `filas` with their orders and lines. */
async function completos(db: Knex, filas: Fila[]): Promise<Comprobante[]> {
  const ids = filas.map((f) => f.comprobante_id as number);
  const [pedidos, lineas] = await Promise.all([
    db('pedidos_facturados').whereIn('comprobante_id', ids).orderBy('pedido_id').select('comprobante_id', 'pedido_id'),
    db('comprobante_lineas').whereIn('comprobante_id', ids).orderBy(['comprobante_id', 'renglon']),
  ]);
  return filas.map((f) => ({
    ...comprobanteMapper.toApi(f),
    PedidoIDs: pedidos.filter((p) => p.comprobante_id === f.comprobante_id).map((p) => p.pedido_id),
    lineas: lineas
      .filter((l) => l.comprobante_id === f.comprobante_id)
      .map((l) => ({
        PedidoID: l.pedido_id,
        ProductoID: l.producto_id,
        Descripcion: l.descripcion,
        Cantidad: l.cantidad,
        PrecioUnitario: l.precio_unitario,
        Importe: l.importe,
        AlicuotaIVA: l.alicuota_iva,
      })),
  }));
}

/** Comprobantes: read by everyone; a Factura is written pending and sent to ARCA at once (autorizacion.ts). */
export function comprobantesService(db: Knex, config: Config, facturacion: Facturacion | undefined) {
  async function obtener(id: number): Promise<Comprobante> {
    const fila = await db('comprobantes').where({ comprobante_id: id }).first(comprobanteMapper.columns);
    if (!fila) throw notFound(MENSAJES_FACTURA.noEncontrado);
    const [comprobante] = await completos(db, [fila]);
    return comprobante;
  }

  async function listar(filter: ComprobanteFilter, listQuery: ListQuery) {
    const query = db('comprobantes').select(comprobanteMapper.columns);
    if (filter.ClienteID) query.where('cliente_id', filter.ClienteID);
    if (filter.Estado) query.where('estado', filter.Estado);
    if (filter.PedidoID) query.whereIn('comprobante_id', db('comprobante_lineas').where('pedido_id', filter.PedidoID).select('comprobante_id'));
    const { rows, total } = await fetchPage(query, listQuery, 'comprobante_id', CONTADA_POR_SUS_FILTROS);
    return { data: await completos(db, rows), total };
  }

  /** POST /comprobantes: the Factura of completed orders, answered after ARCA's answer (or pending, if none came). */
  async function facturar(input: FacturaInput, sesion: Sesion): Promise<Comprobante> {
    if (!facturacion) throw serviceUnavailable(MENSAJES_FACTURA.sinFacturacion);
    const id = await crearFactura(db, facturacion, sesion, input, diaNegocio(config.now(), config.zonaNegocio));
    await autorizarPendientes(db, facturacion, { UsuarioID: sesion.UsuarioID }, [id]);
    return obtener(id);
  }

  return { obtener, listar, facturar };
}
