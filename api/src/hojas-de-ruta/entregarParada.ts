import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import { formatoMoneda } from '#dominio/formatos';
import {
  type Entrega,
  type EntregaParcial,
  HOJA_NO_ENCONTRADA,
  MOTIVOS_NO_ENTREGA,
  type NoEntrega,
  PARADA_NO_ENCONTRADA,
  type Parada,
  RESULTADOS_PARADA,
  type ResultadoParada,
} from '#dominio/hojasDeRuta';
import { ESTADOS_ABIERTOS, type EstadoPedido } from '#dominio/pedidos';
import { auditar } from '../auditoria/registro.js';
import { registrarCobro } from '../cobros/service.js';
import type { Config } from '../config.js';
import { entregasAbiertas } from '../cuentas/ledger.js';
import { badRequest, conflict, notFound } from '../errores.js';
import type { PedidosService } from '../pedidos/service.js';
import { moverStockVarios } from '../stock/ledger.js';
import type { Sesion } from '../nucleo/sesion.js';
import { type Devolucion, entregarEnParte } from './entregaParcial.js';
import { kgDePedidos, leerParadas } from './lecturas.js';
import { comprobarChofer } from './planificacion.js';

// The delivery of a stop (POST /hojas-de-ruta/{id}/paradas/{paradaId}/entregar, entrega-parcial, no-entregado):
// the use case of the delivery day, read top to bottom in entregarParada; its steps follow it in this file.

type Trx = Knex.Transaction;

/** What the driver says of a stop: delivered, delivered in part, or not delivered and why. */
export type AccionDeParada =
  | { tipo: 'entregado'; datos: Entrega }
  | { tipo: 'parcial'; datos: EntregaParcial }
  | { tipo: 'no_entregado'; datos: NoEntrega };

/** What a delivery needs besides its transaction: the clock, the business's day and door margin, and the orders' status change. */
export interface Reparto {
  config: Pick<Config, 'now' | 'zonaNegocio' | 'cobroPuertaMargen'>;
  pedidos: Pick<PedidosService, 'cambiarPorEntrega'>;
}

/** The stop as its delivery locks it, and its order. */
interface ParadaTomada {
  paradaId: number;
  hojaId: number;
  posicion: number;
  pedidoId: number;
  clienteId: number;
  estadoPedido: EstadoPedido;
}

/**
 * One stop's delivery, in the transaction of its Idempotency-Key (api/src/idempotencia/): applied once per key,
 * and a second delivery of the stop under another key finds it resolved (409). Answers the stop as read after.
 */
export async function entregarParada(
  trx: Trx,
  { config, pedidos }: Reparto,
  hojaId: number,
  paradaId: number,
  accion: AccionDeParada,
  sesion: Sesion,
): Promise<Parada> {
  const parada = await tomarParada(trx, hojaId, paradaId, sesion);
  const cobrado = accion.tipo === 'no_entregado' ? null : accion.datos.Cobrado;

  // 1. The order: a partial delivery first changes its lines and total, then the cash is checked against that total.
  const parcial =
    accion.tipo === 'parcial'
      ? await entregarEnParte(trx, config, { pedidoId: parada.pedidoId, hojaId, entregadas: accion.datos.Lineas }, sesion)
      : null;
  if (cobrado !== null) await comprobarCobrado(trx, config, parada.pedidoId, cobrado);
  // 2. Its status change, as any (pedidos-comun/cambioDeEstado.ts): its history, and Completado writes the account's
  //    debit (cuentas/ledger.ts); back to Pendiente frees it for another sheet.
  await moverPedido(trx, pedidos, parada, accion, parcial?.comentario, sesion);
  // 3. The account, then the cash: it pays this delivery first while the account says the delivery still owes
  //    (credit in favour may have covered it), and becomes a payment of the client.
  const debe = cobrado !== null && (await debeLaEntrega(trx, parada));
  const cobroId = cobrado === null ? null : await cobrarEnLaPuerta(trx, config, parada, { cobrado, debe }, sesion);
  // 4. The stop resolved, and the sheet's trail.
  await resolverParada(trx, config, parada, accion, cobroId, sesion);
  await auditarParada(trx, config, parada, accion, sesion);
  // 5. The stock last, as in any status change: the products are held only by their statement and the commit.
  await devolverAlStock(trx, parada, parcial?.devolucion ?? [], sesion);

  const [respuesta] = await leerParadas(trx, hojaId, paradaId);
  return respuesta;
}

/**
 * The sheet is read (shared: closing waits) and the stop locked, so two deliveries of one stop apply once.
 * Only the sheet's driver (or who plans), with the route En curso, on an unresolved stop whose order is still open.
 */
async function tomarParada(trx: Trx, hojaId: number, paradaId: number, sesion: Sesion): Promise<ParadaTomada> {
  const hoja = await trx('hojas_de_ruta').where({ hoja_id: hojaId }).forShare().first('chofer_id', 'estado');
  if (!hoja) throw notFound(HOJA_NO_ENCONTRADA);
  comprobarChofer(hoja, sesion);
  const parada: { pedido_id: number; posicion: number; resultado: ResultadoParada | null } | undefined = await trx('paradas')
    .where({ parada_id: paradaId, hoja_id: hojaId })
    .forUpdate()
    .first('pedido_id', 'posicion', 'resultado');
  if (!parada) throw notFound(PARADA_NO_ENCONTRADA);
  if (hoja.estado !== 'En curso') throw conflict(`La hoja de ruta está ${hoja.estado}: las entregas se registran con el recorrido en curso`);
  if (parada.resultado) throw conflict(`La parada ya se registró como ${RESULTADOS_PARADA[parada.resultado]}`);
  const pedido: { estado: EstadoPedido; cliente_id: number } = await trx('pedidos')
    .where({ pedido_id: parada.pedido_id })
    .first('estado', 'cliente_id');
  if (!ESTADOS_ABIERTOS.includes(pedido.estado)) throw conflict(`El pedido ${parada.pedido_id} está ${pedido.estado}`);
  return { paradaId, hojaId, posicion: parada.posicion, pedidoId: parada.pedido_id, clienteId: pedido.cliente_id, estadoPedido: pedido.estado };
}

/**
 * The cash a stop may collect: what its order comes to once delivered (a partial delivery's new total) and
 * COBRO_PUERTA_MARGEN percent more, a client who rounds up; above it, 400 (the stop's transaction writes nothing).
 */
async function comprobarCobrado(trx: Trx, config: Pick<Config, 'cobroPuertaMargen'>, pedidoId: number, cobrado: number) {
  const { precio_total: total } = await trx('pedidos').where({ pedido_id: pedidoId }).first('precio_total');
  const maximo = Math.floor((aCentavos(total) * (100 + config.cobroPuertaMargen)) / 100);
  if (aCentavos(cobrado) <= maximo) return;
  const margen = config.cobroPuertaMargen > 0 ? ` más ${String(config.cobroPuertaMargen).replace('.', ',')} %` : '';
  const mensaje = `No se puede cobrar más de ${formatoMoneda(maximo / 100)} en esta parada (el total del pedido${margen})`;
  throw badRequest(mensaje, { Cobrado: mensaje });
}

/** Delivered (in full or in part): Completado. Not delivered: back to Pendiente, unless it still is. The history's comment says why. */
async function moverPedido(
  trx: Trx,
  pedidos: Reparto['pedidos'],
  parada: ParadaTomada,
  accion: AccionDeParada,
  comentarioParcial: string | undefined,
  sesion: Sesion,
) {
  const hoja = `hoja de ruta N° ${parada.hojaId}`;
  if (accion.tipo === 'no_entregado') {
    if (parada.estadoPedido === 'Pendiente') return;
    const { Motivo, Comentario } = accion.datos;
    const comentario = `No entregado (${hoja}): ${MOTIVOS_NO_ENTREGA[Motivo]}${Comentario ? `. ${Comentario}` : ''}`;
    await pedidos.cambiarPorEntrega(trx, parada.pedidoId, { estado: 'Pendiente', comentario }, sesion);
  } else {
    const comentario = comentarioParcial ?? `Entregado (${hoja})`;
    await pedidos.cambiarPorEntrega(trx, parada.pedidoId, { estado: 'Completado', comentario }, sesion);
  }
}

/** Whether the account's entry of this delivery (cuentas/ledger.ts) still owes something. */
async function debeLaEntrega(trx: Trx, parada: ParadaTomada) {
  return (await entregasAbiertas(trx, parada.clienteId, [parada.pedidoId])).length > 0;
}

/** The cash as a payment of the client (cobros/service.ts), applied to this delivery when it owes (`debe`). */
function cobrarEnLaPuerta(
  trx: Trx,
  config: Reparto['config'],
  parada: ParadaTomada,
  { cobrado, debe }: { cobrado: number; debe: boolean },
  sesion: Sesion,
): Promise<number> {
  return registrarCobro(
    trx,
    config,
    {
      ClienteID: parada.clienteId,
      Importe: cobrado,
      Metodo: 'efectivo',
      Referencia: null,
      Comentario: `Cobrado en la hoja de ruta N° ${parada.hojaId}, parada ${parada.posicion}`,
      PedidoIDs: debe ? [parada.pedidoId] : undefined,
    },
    sesion,
  );
}

/** A data URL's bytes and media type. */
function imagen(dataUrl: string | null) {
  if (!dataUrl) return { bytes: null, tipo: null };
  const [cabecera, base64] = dataUrl.split(',');
  return { bytes: Buffer.from(base64, 'base64'), tipo: cabecera.slice('data:'.length, cabecera.indexOf(';')) };
}

/** The stop's result, its proof (signature, photo, payment) and the kilos that left; a delivered order stays held by the sheet until it closes. */
async function resolverParada(
  trx: Trx,
  config: Pick<Config, 'now'>,
  parada: ParadaTomada,
  accion: AccionDeParada,
  cobroId: number | null,
  sesion: Sesion,
) {
  const entregado = accion.tipo !== 'no_entregado';
  const firma = imagen(entregado ? accion.datos.Firma : null);
  const foto = imagen(entregado ? accion.datos.Foto : null);
  await trx('paradas')
    .where({ parada_id: parada.paradaId })
    .update({
      resultado: accion.tipo,
      motivo_falla: accion.tipo === 'no_entregado' ? accion.datos.Motivo : null,
      comentario: accion.datos.Comentario,
      kg_entregados: entregado ? ((await kgDePedidos(trx, [parada.pedidoId])).get(parada.pedidoId) ?? 0) : 0,
      retiene: entregado,
      firma: firma.bytes,
      foto: foto.bytes,
      foto_tipo: foto.tipo,
      cobro_id: cobroId,
      usuario_id: sesion.UsuarioID,
      resuelta_en: config.now(),
    });
}

/** The sheet's trail: the stop's result, and why it failed. */
function auditarParada(trx: Trx, config: Pick<Config, 'now'>, parada: ParadaTomada, accion: AccionDeParada, sesion: Sesion) {
  return auditar(trx, sesion, {
    entidad: 'hojas-de-ruta',
    id: parada.hojaId,
    accion: 'modificar',
    parte: { tipo: 'paradas', id: parada.paradaId },
    resumen: `N° ${parada.posicion}, pedido ${parada.pedidoId}`,
    fecha: config.now(),
    cambios: [
      { Campo: 'Resultado', Antes: null, Despues: RESULTADOS_PARADA[accion.tipo] },
      ...(accion.tipo === 'no_entregado' ? [{ Campo: 'MotivoFalla', Antes: null, Despues: MOTIVOS_NO_ENTREGA[accion.datos.Motivo] }] : []),
    ],
  });
}

/** What a partial delivery did not leave goes back to stock ('devolucion'). */
function devolverAlStock(trx: Trx, parada: ParadaTomada, devolucion: Devolucion, sesion: Sesion) {
  return moverStockVarios(
    trx,
    devolucion.map((d) => ({
      ...d,
      motivo: 'devolucion',
      pedidoId: parada.pedidoId,
      usuarioId: sesion.UsuarioID,
      comentario: `Hoja de ruta N° ${parada.hojaId}`,
    })),
  );
}
