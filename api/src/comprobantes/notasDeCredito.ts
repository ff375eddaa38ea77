import type { Knex } from 'knex';
import { diaNegocio } from '#dominio/fechas';
import {
  type AlicuotaIVA,
  CBTE_TIPO,
  type Comprobante,
  importesComprobante,
  type Letra,
  MENSAJES_FACTURA,
  nombreComprobante,
  type TipoComprobante,
} from '#dominio/facturacion';
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
import { auditar } from '../auditoria/registro.js';
import { badRequest, conflict, notFound } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { Config } from '../config.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { columnasDeImportes } from './mapper.js';

// A credit note against an authorized Factura (issue 45, decision 97), written pending its CAE: its lines are the
// invoice's, whole or in part, never beyond what the invoice's earlier notes (those not rejected) left of each line.
// The invoice's row is locked while the note is written, so two notes at once count each other. What the note moves
// (stock, account) moves when ARCA authorizes it (acreditar.ts).

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

const nombreDe = (c: { tipo: string; letra: string; punto_venta: number; numero: number | null }) =>
  nombreComprobante({ Tipo: c.tipo as TipoComprobante, Letra: c.letra as Letra, PuntoDeVenta: c.punto_venta, Numero: c.numero });

/** The lines of the credit notes of invoice `facturaId` that ARCA did not reject. */
export async function lineasAcreditadas(db: Knex, facturaId: number): Promise<LineaAcreditada[]> {
  const filas = await db('comprobante_lineas as l')
    .join('comprobantes as c', 'c.comprobante_id', 'l.comprobante_id')
    .where('c.comprobante_asociado_id', facturaId)
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
    const factura = await trx('comprobantes').where({ comprobante_id: nota.facturaId }).forUpdate().first();
    if (!factura) throw notFound(MENSAJES_FACTURA.noEncontrado);
    if (factura.tipo !== 'Factura') throw conflict(MENSAJES_NOTA_CREDITO.noEsFactura);
    if (factura.estado !== 'Autorizado') throw conflict(facturaNoAutorizada(nombreDe(factura)));
    const lineas: LineaFacturada[] = await trx('comprobante_lineas').where({ comprobante_id: nota.facturaId }).orderBy('renglon');
    const deLaNota = lineasDeLaNota(lineas, await lineasAcreditadas(trx, nota.facturaId), nota.input);
    const importes = importesComprobante(
      deLaNota.map((l) => ({ importe: l.importe, alicuota: l.linea.alicuota_iva })),
      factura.letra,
    );
    const [{ comprobante_id: id }] = await trx('comprobantes')
      .insert({
        tipo: 'Nota de crédito',
        letra: factura.letra,
        cbte_tipo: CBTE_TIPO['Nota de crédito'][factura.letra as Letra],
        punto_venta: f.puntoDeVenta,
        cliente_id: factura.cliente_id,
        fecha: nota.dia,
        // ARCA takes a note for the invoice's receptor, as the invoice named it.
        doc_tipo: factura.doc_tipo,
        doc_nro: factura.doc_nro,
        condicion_iva_receptor_id: factura.condicion_iva_receptor_id,
        ...columnasDeImportes(importes),
        de_prueba: f.dePrueba,
        usuario_id: sesion.UsuarioID,
        comprobante_asociado_id: nota.facturaId,
        clase: nota.input.Clase,
        motivo: nota.input.Motivo,
      })
      .returning('comprobante_id');
    await trx('comprobante_lineas').insert(
      deLaNota.map((l, i) => ({
        comprobante_id: id,
        renglon: i + 1,
        renglon_asociado: l.linea.renglon,
        pedido_id: l.linea.pedido_id,
        producto_id: l.linea.producto_id,
        descripcion: l.linea.descripcion,
        cantidad: l.cantidad,
        precio_unitario: l.precio,
        importe: l.importe,
        alicuota_iva: l.linea.alicuota_iva,
      })),
    );
    await auditar(trx, sesion, {
      entidad: 'comprobantes',
      id,
      accion: 'crear',
      resumen: `${nota.input.Clase} sobre ${nombreDe(factura)}: ${nota.input.Motivo}`,
    });
    return id as number;
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

/** Credit notes as the routes use them: written (under a key's transaction, if any), then sent to ARCA and read. */
export function notasDeCreditoService(
  db: Knex,
  config: Pick<Config, 'now' | 'zonaNegocio'>,
  facturacion: Facturacion | undefined,
  obtener: (id: number) => Promise<Comprobante>,
) {
  function configurada(): Facturacion {
    if (!facturacion) throw notFound(MENSAJES_FACTURA.sinFacturacion);
    return facturacion;
  }

  return {
    crear: (facturaId: number, input: NotaCreditoInput, sesion: Sesion, trx?: Knex.Transaction) =>
      crearNotaDeCredito(db, configurada(), sesion, { facturaId, input, dia: diaNegocio(config.now(), config.zonaNegocio) }, trx),

    /** Sends note `id` to ARCA while it is pending (its first request, or a replay after a lost answer), and reads it. */
    async enviar(id: number, sesion: Sesion): Promise<Comprobante> {
      if ((await obtener(id)).Estado === 'Pendiente de CAE') await autorizarPendientes(db, configurada(), { UsuarioID: sesion.UsuarioID }, [id]);
      return obtener(id);
    },
  };
}
