import type { Knex } from 'knex';
import { archivoComprobante, MENSAJES_COMPROBANTE_IMPRESO } from '#dominio/comprobanteImpreso';
import { diaNegocio } from '#dominio/fechas';
import { type Comprobante, type FacturaInput, MENSAJES_FACTURA } from '#dominio/facturacion';
import type { NotaCreditoInput } from '#dominio/notasDeCredito';
import type { NotaDebitoInput } from '#dominio/notasDeDebito';
import type { Config } from '../config.js';
import { CONTADA_POR_SUS_FILTROS, fetchPage } from '../db/queries.js';
import { conflict, notFound, serviceUnavailable } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { cuitEmisor } from './facturacion.js';
import { crearFactura } from './facturar.js';
import { crearNotaDeCredito } from './notasDeCredito.js';
import { crearNotaDeDebito } from './notasDeDebito.js';
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

/**
 * Comprobantes: read by everyone; a Factura or a note is written pending its CAE (under the request's Idempotency-Key, if
 * any) and, once committed, sent to ARCA (autorizacion.ts).
 */
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

  function configurada(): Facturacion {
    if (!facturacion) throw serviceUnavailable(MENSAJES_FACTURA.sinFacturacion);
    return facturacion;
  }

  /** POST /comprobantes: the Factura of completed orders written, pending its CAE, in `trx` (an Idempotency-Key's) or its own. */
  function facturar(input: FacturaInput, sesion: Sesion, trx?: Knex.Transaction): Promise<number> {
    return crearFactura(db, configurada(), sesion, input, diaNegocio(config.now(), config.zonaNegocio), trx);
  }

  /** POST /comprobantes/{id}/notas-de-credito: the credit note of invoice `facturaId`, pending its CAE, like `facturar`'s. */
  function acreditar(facturaId: number, input: NotaCreditoInput, sesion: Sesion, trx?: Knex.Transaction): Promise<number> {
    return crearNotaDeCredito(db, configurada(), sesion, { facturaId, input, dia: diaNegocio(config.now(), config.zonaNegocio) }, trx);
  }

  /** POST /comprobantes/{id}/notas-de-debito: the debit note of invoice `facturaId`, pending its CAE, like `facturar`'s. */
  function debitar(facturaId: number, input: NotaDebitoInput, sesion: Sesion, trx?: Knex.Transaction): Promise<number> {
    return crearNotaDeDebito(db, configurada(), sesion, { facturaId, input, dia: diaNegocio(config.now(), config.zonaNegocio) }, trx);
  }

  /**
   * Sends comprobante `id` to ARCA while it is pending (its first request, or a replay after a lost answer) and reads it:
   * answered after ARCA's answer, or pending if none came (the retry loop sends it again).
   */
  async function enviar(id: number, sesion: Sesion): Promise<Comprobante> {
    if ((await obtener(id)).Estado === 'Pendiente de CAE') await autorizarPendientes(db, configurada(), { UsuarioID: sesion.UsuarioID }, [id]);
    return obtener(id);
  }

  /** GET /comprobantes/{id}/pdf: the paper of an authorized comprobante; without its CAE there is nothing to print (409). */
  /** The authorized comprobante `id` printed (409 without its CAE), with itself and its client, for a mail to be written. */
  async function imprimir(id: number) {
    const comprobante = await obtener(id);
    if (!comprobante.CAE) throw conflict(MENSAJES_COMPROBANTE_IMPRESO.sinCae);
    const [{ iva }, cliente, asociado] = await Promise.all([
      db('comprobantes').where({ comprobante_id: id }).first('iva'),
      db('clientes')
        .where({ cliente_id: comprobante.ClienteID })
        .first({ Nombre: 'nombre', Apellido: 'apellido', Direccion: 'direccion', Email: 'email' }),
      comprobante.ComprobanteAsociadoID ? obtener(comprobante.ComprobanteAsociadoID) : undefined,
    ]);
    const emisor = { ...config.empresa, cuit: cuitEmisor(config.empresa), condicionIva: config.arca.condicionIva };
    const pdf = await imprimirComprobante({ comprobante, asociado, iva, cliente, emisor, zonaNegocio: config.zonaNegocio });
    return { archivo: archivoComprobante(comprobante), pdf, comprobante, cliente };
  }

  return { obtener, listar, facturar, acreditar, debitar, enviar, imprimir };
}
