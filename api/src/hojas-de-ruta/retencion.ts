import type { Knex } from 'knex';

// An order held by an open route sheet (its stop's retiene: the sheet is Planificada or En curso and the stop did
// not fail) moves only through the sheet (docs/decisiones.md, 88): its status is not changed from the order's
// screen, which would leave a stop that can no longer be resolved and a sheet that can no longer be closed.

/** The open sheet holding the order, with its state and how its stop ended (null: not yet); undefined when none. */
export async function hojaQueRetiene(trx: Knex, pedidoId: number) {
  const fila: { hoja_id: number; estado: string; resultado: string | null } | undefined = await trx('paradas as pa')
    .join('hojas_de_ruta as h', 'h.hoja_id', 'pa.hoja_id')
    .where({ 'pa.pedido_id': pedidoId, 'pa.retiene': true })
    .first('h.hoja_id', 'h.estado', 'pa.resultado');
  return fila;
}

/** The 409 of a status change of an order that a sheet holds: where it is and what to do instead. */
export function pedidoRetenido(pedidoId: number, hoja: { hoja_id: number; estado: string; resultado: string | null }): string {
  const donde = `El pedido ${pedidoId} está en la hoja de ruta N° ${hoja.hoja_id} (${hoja.estado})`;
  if (hoja.estado === 'Planificada') return `${donde}: quítelo de la hoja antes de cambiar su estado`;
  if (hoja.resultado === null) return `${donde}: resuélvalo en la hoja`;
  return `${donde} y ya se entregó: cambie su estado cuando la hoja se cierre`;
}
