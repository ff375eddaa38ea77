import type { Knex } from 'knex';
import type { TipoMovimientoCuenta } from '#dominio/cuentas';
import { aCentavos, deCentavos, SALDO_MAXIMO } from '#dominio/dinero';
import { formatoMoneda } from '#dominio/formatos';
import { conflict, notFound } from '../errores.js';

// The client account's ledger (docs/decisiones.md, 72), as stock/ledger.ts is the stock's: the only code
// that writes movimientos_cuenta, clientes.saldo, entregas.cobrado, cobros.aplicado and imputaciones.
//
// Lock order: every write of a client's account locks the client's row first (moverCuenta's UPDATE, or
// bloquearCliente) and then, under it, the client's deliveries and payments. So the moves of one client
// chain in order, and two writes never wait on each other crosswise.

export const CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado';

/** 409 of a move that would take the balance past SALDO_MAXIMO, owed or in favour (docs/decisiones.md, 87). */
export const saldoFueraDelMaximo = (saldo: number) =>
  `La cuenta del cliente quedaría en ${formatoMoneda(saldo)}: el saldo no puede pasar de ${formatoMoneda(SALDO_MAXIMO)}, ni en deuda ni a favor`;

export interface MovimientoCuenta {
  clienteId: number;
  /** Signed, in cents: positive raises what the client owes. */
  centavos: number;
  tipo: TipoMovimientoCuenta;
  pedidoId?: number;
  cobroId?: number;
  /** The note a 'nota_credito' or 'nota_debito' move is. */
  comprobanteId?: number;
  usuarioId?: number | null;
  comentario?: string | null;
  /** When it happened, if not now (an opening balance, a delivery at its time). */
  fecha?: Date;
}

/**
 * One move of a client's account: the balance moves by the amount in an UPDATE that keeps the client's
 * row locked to the end of the transaction, and the ledger row keeps the balance it left. Answers that row.
 * A balance beyond SALDO_MAXIMO is never written: the UPDATE checks it, and the 409 rolls back the write.
 */
export async function moverCuenta(trx: Knex.Transaction, m: MovimientoCuenta): Promise<Record<string, unknown>> {
  const importe = deCentavos(m.centavos);
  const [cliente] = await trx('clientes')
    .where({ cliente_id: m.clienteId })
    .whereRaw('abs(saldo + ?::numeric) <= ?::numeric', [importe, deCentavos(aCentavos(SALDO_MAXIMO))])
    .update({ saldo: trx.raw('saldo + ?::numeric', [importe]) })
    .returning('saldo');
  if (!cliente) {
    const actual = await trx('clientes').where({ cliente_id: m.clienteId }).first('saldo');
    if (!actual) throw notFound(CLIENTE_NO_ENCONTRADO);
    throw conflict(saldoFueraDelMaximo((aCentavos(actual.saldo) + m.centavos) / 100));
  }
  const [fila] = await trx('movimientos_cuenta')
    .insert({
      cliente_id: m.clienteId,
      tipo: m.tipo,
      importe,
      saldo: cliente.saldo,
      pedido_id: m.pedidoId ?? null,
      cobro_id: m.cobroId ?? null,
      comprobante_id: m.comprobanteId ?? null,
      usuario_id: m.usuarioId ?? null,
      comentario: m.comentario ?? null,
      ...(m.fecha && { fecha: m.fecha }),
    })
    .returning('*');
  return fila;
}

/** Locks a client's account before reading it for a write that may not move the balance first (a void). */
export async function bloquearCliente(trx: Knex.Transaction, clienteId: number): Promise<void> {
  const fila = await trx('clientes').where({ cliente_id: clienteId }).forNoKeyUpdate().first('cliente_id');
  if (!fila) throw notFound(CLIENTE_NO_ENCONTRADO);
}

interface Pendiente {
  id: number;
  centavos: number;
}

/** A client's open deliveries (and debit notes), oldest first, or those of `pedidoIds` (in the order given). */
export async function entregasAbiertas(trx: Knex, clienteId: number, pedidoIds?: number[]) {
  const query = trx('entregas')
    .where({ cliente_id: clienteId, anulada: false })
    .whereRaw('cobrado < importe')
    .select('entrega_id', 'pedido_id', 'comprobante_id', 'fecha', 'importe', 'cobrado');
  if (pedidoIds) query.whereIn('pedido_id', pedidoIds);
  else query.orderBy([{ column: 'fecha' }, { column: 'entrega_id' }]);
  const filas: { entrega_id: number; pedido_id: number | null; comprobante_id: number | null; fecha: Date; importe: number; cobrado: number }[] =
    await query;
  if (!pedidoIds) return filas;
  return pedidoIds.flatMap((id) => filas.filter((f) => f.pedido_id === id));
}

/**
 * Applies payment `cobro` (what is left of it) to `entregas` in the order given, each up to what it
 * still owes; answers the cents left. The balance does not move: it already counts both.
 */
export async function aplicar(trx: Knex.Transaction, cobro: Pendiente, entregas: Pendiente[]): Promise<number> {
  let resto = cobro.centavos;
  const imputaciones: { cobro_id: number; entrega_id: number; importe: string }[] = [];
  for (const entrega of entregas) {
    if (resto === 0) break;
    const parte = Math.min(resto, entrega.centavos);
    if (parte <= 0) continue;
    resto -= parte;
    imputaciones.push({ cobro_id: cobro.id, entrega_id: entrega.id, importe: deCentavos(parte) });
  }
  if (imputaciones.length === 0) return resto;
  await trx('imputaciones').insert(imputaciones);
  for (const i of imputaciones) {
    await trx('entregas')
      .where({ entrega_id: i.entrega_id })
      .update({ cobrado: trx.raw('cobrado + ?::numeric', [i.importe]) });
  }
  await trx('cobros')
    .where({ cobro_id: cobro.id })
    .update({ aplicado: trx.raw('aplicado + ?::numeric', [deCentavos(cobro.centavos - resto)]) });
  return resto;
}

/**
 * Credit in favour meets debt: the client's payments with something left (oldest first) cover its open
 * deliveries (oldest first). Run after every write of the account, under the client's lock, so a client
 * never has both an unapplied payment and an open delivery.
 */
export async function conciliar(trx: Knex.Transaction, clienteId: number): Promise<void> {
  const cobros: { cobro_id: number; importe: number; aplicado: number }[] = await trx('cobros')
    .where({ cliente_id: clienteId, anulado: false })
    .whereRaw('aplicado < importe')
    .orderBy([{ column: 'fecha' }, { column: 'cobro_id' }])
    .select('cobro_id', 'importe', 'aplicado');
  if (cobros.length === 0) return;
  let abiertas = (await entregasAbiertas(trx, clienteId)).map((e) => ({
    id: e.entrega_id,
    centavos: aCentavos(e.importe) - aCentavos(e.cobrado),
  }));
  for (const cobro of cobros) {
    if (abiertas.length === 0) return;
    let resto = aCentavos(cobro.importe) - aCentavos(cobro.aplicado);
    const antes = resto;
    resto = await aplicar(trx, { id: cobro.cobro_id, centavos: resto }, abiertas);
    // What this payment covered leaves the open deliveries, in the order they were covered.
    let cubierto = antes - resto;
    abiertas = abiertas
      .map((e) => {
        const parte = Math.min(cubierto, e.centavos);
        cubierto -= parte;
        return { ...e, centavos: e.centavos - parte };
      })
      .filter((e) => e.centavos > 0);
  }
}

/**
 * Gives back what payments had applied, through `imputaciones` (already selected, active): they turn
 * inactive, and the deliveries and payments they joined count that much less.
 */
export async function liberar(
  trx: Knex.Transaction,
  imputaciones: { imputacion_id: number; cobro_id: number; entrega_id: number; importe: number }[],
) {
  if (imputaciones.length === 0) return;
  await trx('imputaciones')
    .whereIn(
      'imputacion_id',
      imputaciones.map((i) => i.imputacion_id),
    )
    .update({ activa: false });
  for (const i of imputaciones) {
    const importe = deCentavos(aCentavos(i.importe));
    await trx('entregas')
      .where({ entrega_id: i.entrega_id })
      .update({ cobrado: trx.raw('cobrado - ?::numeric', [importe]) });
    await trx('cobros')
      .where({ cobro_id: i.cobro_id })
      .update({ aplicado: trx.raw('aplicado - ?::numeric', [importe]) });
  }
}

/**
 * An order entered Completado: a delivery, which the client owes (a debit of its total), covered at once
 * by any credit in favour. Called in the status change's transaction, with the order's row locked.
 */
export async function registrarEntrega(
  trx: Knex.Transaction,
  entrega: { pedidoId: number; clienteId: number; importe: number; fecha: Date; usuarioId: number },
): Promise<void> {
  const centavos = aCentavos(entrega.importe);
  if (centavos === 0) return;
  // The debit bears the delivery's time, so what was owed on a day (the Cobranzas report) is what the deliveries say.
  await moverCuenta(trx, {
    clienteId: entrega.clienteId,
    centavos,
    tipo: 'entrega',
    pedidoId: entrega.pedidoId,
    usuarioId: entrega.usuarioId,
    fecha: entrega.fecha,
  });
  await trx('entregas').insert({
    pedido_id: entrega.pedidoId,
    cliente_id: entrega.clienteId,
    fecha: entrega.fecha,
    importe: deCentavos(centavos),
  });
  await conciliar(trx, entrega.clienteId);
}

/**
 * What a client owed before its account was kept here, as its first move: a debit dated `fecha`, owed as
 * a delivery of no order, so payments cover it and receivables age it by that date.
 */
export async function registrarSaldoInicial(
  trx: Knex.Transaction,
  saldo: { clienteId: number; importe: number; fecha: Date; usuarioId: number; comentario: string },
): Promise<void> {
  const centavos = aCentavos(saldo.importe);
  const { clienteId, fecha, usuarioId, comentario } = saldo;
  await moverCuenta(trx, { clienteId, centavos, tipo: 'saldo_inicial', usuarioId, comentario, fecha });
  await trx('entregas').insert({ pedido_id: null, cliente_id: clienteId, fecha, importe: deCentavos(centavos) });
  await conciliar(trx, clienteId);
}

/**
 * A debit note ARCA authorized (decision 100): the client owes its total, as a receivable of no order that names the
 * note, so payments cover it (any credit in favour at once) and receivables age it from today.
 */
export async function debitarNotaDeDebito(
  trx: Knex.Transaction,
  nota: { clienteId: number; comprobanteId: number; centavos: number; usuarioId: number | null; comentario: string },
): Promise<void> {
  const { clienteId, comprobanteId, centavos, usuarioId, comentario } = nota;
  await moverCuenta(trx, { clienteId, centavos, tipo: 'nota_debito', comprobanteId, usuarioId, comentario });
  await trx('entregas').insert({
    pedido_id: null,
    comprobante_id: comprobanteId,
    cliente_id: clienteId,
    fecha: trx.fn.now(),
    importe: deCentavos(centavos),
  });
  await conciliar(trx, clienteId);
}

/**
 * An order left Completado (cancelled, returned or reopened by an administrator): its delivery is undone
 * by a credit of the same amount, and whatever payments covered it is given back to them, then applied
 * to the client's other open deliveries or left in favour.
 */
export async function anularEntrega(trx: Knex.Transaction, pedidoId: number, usuarioId: number, comentario: string | null): Promise<void> {
  const entrega = await trx('entregas').where({ pedido_id: pedidoId, anulada: false }).first('entrega_id', 'cliente_id', 'importe');
  if (!entrega) return;
  // A delivery a credit note credited whole owes nothing: there is nothing to undo in the balance.
  if (aCentavos(entrega.importe) !== 0)
    await moverCuenta(trx, {
      clienteId: entrega.cliente_id,
      centavos: -aCentavos(entrega.importe),
      tipo: 'anulacion_entrega',
      pedidoId,
      usuarioId,
      comentario,
    });
  await liberar(
    trx,
    await trx('imputaciones')
      .where({ entrega_id: entrega.entrega_id, activa: true })
      .select('imputacion_id', 'cobro_id', 'entrega_id', 'importe'),
  );
  await trx('entregas').where({ entrega_id: entrega.entrega_id }).update({ anulada: true });
  await conciliar(trx, entrega.cliente_id);
}

/**
 * An authorized credit note (decision 97): a credit of its total that names it, taken off what the delivery of each
 * order it credits owes (`porPedido`, in cents), so the receivables age what is really owed. Whatever payments had
 * covered beyond what a delivery now owes goes back to them (their newest applications first), and is applied to the
 * client's other open deliveries or left in favour. Any part that no delivery carries (none is open any more) is
 * credit in the balance alone.
 */
export async function acreditarNotaDeCredito(
  trx: Knex.Transaction,
  nota: {
    clienteId: number;
    comprobanteId: number;
    porPedido: { pedidoId: number; centavos: number }[];
    usuarioId: number | null;
    comentario: string;
  },
): Promise<void> {
  const total = nota.porPedido.reduce((suma, p) => suma + p.centavos, 0);
  if (total === 0) return;
  await moverCuenta(trx, {
    clienteId: nota.clienteId,
    centavos: -total,
    tipo: 'nota_credito',
    comprobanteId: nota.comprobanteId,
    usuarioId: nota.usuarioId,
    comentario: nota.comentario,
  });
  for (const { pedidoId, centavos } of nota.porPedido) {
    const entrega = await trx('entregas').where({ pedido_id: pedidoId, anulada: false }).first('entrega_id', 'importe', 'cobrado');
    if (!entrega) continue;
    const importe = aCentavos(entrega.importe) - Math.min(centavos, aCentavos(entrega.importe));
    let exceso = aCentavos(entrega.cobrado) - importe;
    const imputaciones: { imputacion_id: number; cobro_id: number; importe: number }[] =
      exceso > 0
        ? await trx('imputaciones')
            .where({ entrega_id: entrega.entrega_id, activa: true })
            .orderBy('imputacion_id', 'desc')
            .select('imputacion_id', 'cobro_id', 'importe')
        : [];
    for (const i of imputaciones) {
      if (exceso <= 0) break;
      const parte = Math.min(exceso, aCentavos(i.importe));
      exceso -= parte;
      // The application turns inactive; what it keeps covering is a new one, so the history says what changed.
      await trx('imputaciones').where({ imputacion_id: i.imputacion_id }).update({ activa: false });
      const queda = aCentavos(i.importe) - parte;
      if (queda > 0) await trx('imputaciones').insert({ cobro_id: i.cobro_id, entrega_id: entrega.entrega_id, importe: deCentavos(queda) });
      await trx('cobros')
        .where({ cobro_id: i.cobro_id })
        .update({ aplicado: trx.raw('aplicado - ?::numeric', [deCentavos(parte)]) });
      await trx('entregas')
        .where({ entrega_id: entrega.entrega_id })
        .update({ cobrado: trx.raw('cobrado - ?::numeric', [deCentavos(parte)]) });
    }
    await trx('entregas')
      .where({ entrega_id: entrega.entrega_id })
      .update({ importe: deCentavos(importe) });
  }
  await conciliar(trx, nota.clienteId);
}
