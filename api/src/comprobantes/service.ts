import type { Knex } from 'knex';
import { archivoComprobante, MENSAJES_COMPROBANTE_IMPRESO } from '#dominio/comprobanteImpreso';
import { diaNegocio } from '#dominio/fechas';
import { type Comprobante, type FacturaInput, MENSAJES_FACTURA } from '#dominio/facturacion';
import type { Config } from '../config.js';
import { CONTADA_POR_SUS_FILTROS, fetchPage } from '../db/queries.js';
import { conflict, notFound, serviceUnavailable } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { cuitEmisor } from './facturacion.js';
import { crearFactura } from './facturar.js';
import { imprimirComprobante } from './impreso.js';
import { comprobanteMapper } from './mapper.js';

export const ORDEN_COMPROBANTES = { sort: 'Fecha', order: 'desc' } as const;

export interface ComprobanteFilter {
  ClienteID?: number;
  PedidoID?: number;
  Estado?: Comprobante['Estado'];
  ComprobanteAsociadoID?: number;
}

type Fila = Record<string, unknown>;

/** The comprobantes of `filas` with their orders and lines. */
async function completos(db: Knex, filas: Fila[]): Promise<Comprobante[]> {
  const ids = filas.map((f) => f.comprobante_id as number);
  const lineas = await db('comprobante_lineas').whereIn('comprobante_id', ids).orderBy(['comprobante_id', 'renglon']);
  return filas.map((f) => {
    const suyas = lineas.filter((l) => l.comprobante_id === f.comprobante_id);
    return {
      ...comprobanteMapper.toApi(f),
      // The orders it was made of, by its lines: still named once rejected, or once an order left it (pedidos_facturados).
      PedidoIDs: [...new Set<number>(suyas.filter((l) => l.pedido_id !== null).map((l) => l.pedido_id))].sort((a, b) => a - b),
      lineas: suyas.map((l) => ({
        Renglon: l.renglon,
        RenglonAsociado: l.renglon_asociado,
        PedidoID: l.pedido_id,
        ProductoID: l.producto_id,
        Descripcion: l.descripcion,
        Cantidad: l.cantidad,
        PrecioUnitario: l.precio_unitario,
        Importe: l.importe,
        AlicuotaIVA: l.alicuota_iva,
      })),
    };
  });
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
    if (filter.ComprobanteAsociadoID) query.where('comprobante_asociado_id', filter.ComprobanteAsociadoID);
    if (filter.PedidoID) query.whereIn('comprobante_id', db('comprobante_lineas').where('pedido_id', filter.PedidoID).select('comprobante_id'));
    // Whole or by Estado, the kept counter (migration 040); a client's or an order's, their index bounds the count.
    const porCliente = filter.ClienteID !== undefined || filter.PedidoID !== undefined;
    const comoContar = porCliente ? CONTADA_POR_SUS_FILTROS : { tabla: 'comprobantes', filtros: { estado: filter.Estado } };
    const { rows, total } = await fetchPage(query, listQuery, 'comprobante_id', comoContar);
    return { data: await completos(db, rows), total };
  }

  /** POST /comprobantes: the Factura of completed orders, answered after ARCA's answer (or pending, if none came). */
  async function facturar(input: FacturaInput, sesion: Sesion): Promise<Comprobante> {
    if (!facturacion) throw serviceUnavailable(MENSAJES_FACTURA.sinFacturacion);
    const id = await crearFactura(db, facturacion, sesion, input, diaNegocio(config.now(), config.zonaNegocio));
    await autorizarPendientes(db, facturacion, { UsuarioID: sesion.UsuarioID }, [id]);
    return obtener(id);
  }

  /** GET /comprobantes/{id}/pdf: the paper of an authorized comprobante; without its CAE there is nothing to print (409). */
  async function imprimir(id: number): Promise<{ archivo: string; pdf: Buffer }> {
    const comprobante = await obtener(id);
    if (!comprobante.CAE) throw conflict(MENSAJES_COMPROBANTE_IMPRESO.sinCae);
    const [{ iva }, cliente, asociado] = await Promise.all([
      db('comprobantes').where({ comprobante_id: id }).first('iva'),
      db('clientes').where({ cliente_id: comprobante.ClienteID }).first({ Nombre: 'nombre', Apellido: 'apellido', Direccion: 'direccion' }),
      comprobante.ComprobanteAsociadoID ? obtener(comprobante.ComprobanteAsociadoID) : undefined,
    ]);
    const emisor = { ...config.empresa, cuit: cuitEmisor(config.empresa), condicionIva: config.arca.condicionIva };
    const pdf = await imprimirComprobante({ comprobante, asociado, iva, cliente, emisor, zonaNegocio: config.zonaNegocio });
    return { archivo: archivoComprobante(comprobante), pdf };
  }

  return { obtener, listar, facturar, imprimir };
}
