import type { Knex } from 'knex';
import { formatoCantidad, formatoMoneda } from '#dominio/formatos';
import type { EntregaParcial } from '#dominio/hojasDeRuta';
import { totalPedido } from '#dominio/lineas';
import { auditar } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import { badRequest } from '../errores.js';
import { resumenDeLineas } from '../pedidos-comun/lineas.js';
import type { Sesion } from '../nucleo/sesion.js';

// A partial delivery's change of its order, the first step of entregarParada.ts when the client took less
// than ordered.

/** What goes back to stock, by product. */
/** What goes back to stock, at the cost it left with (the line's, issue 48). */
export type Devolucion = { productoId: number; cantidad: number; costoUnitario: number | null }[];

/**
 * A partial delivery's lines: each line of the order given once, none above what was ordered, something
 * delivered and something not. Answers the order's lines with what was delivered of each.
 */
async function lineasEntregadas(trx: Knex.Transaction, pedidoId: number, entregadas: EntregaParcial['Lineas']) {
  const lineas: {
    detalle_id: number;
    producto_id: number;
    nombre: string;
    cantidad: number;
    precio_unitario: number;
    costo_unitario: number | null;
  }[] = await trx('detalle_pedidos as d')
    .join('productos as pr', 'pr.producto_id', 'd.producto_id')
    .where('d.pedido_id', pedidoId)
    .orderBy('d.detalle_id')
    .select('d.detalle_id', 'd.producto_id', 'pr.nombre', 'd.cantidad', 'd.precio_unitario', 'd.costo_unitario');
  const ajena = entregadas.find((e) => !lineas.some((l) => l.detalle_id === e.DetalleID));
  if (ajena)
    throw badRequest(`La línea ${ajena.DetalleID} no es de este pedido`, { Lineas: `La línea ${ajena.DetalleID} no es de este pedido` });
  const conEntrega = lineas.map((l) => {
    const dadas = entregadas.filter((e) => e.DetalleID === l.detalle_id);
    if (dadas.length !== 1)
      throw badRequest(`Indique una vez lo entregado de ${l.nombre}`, { Lineas: `Indique una vez lo entregado de ${l.nombre}` });
    if (dadas[0].Cantidad > l.cantidad) {
      const mensaje = `No se puede entregar más de lo pedido de ${l.nombre} (${formatoCantidad(l.cantidad)})`;
      throw badRequest(mensaje, { Lineas: mensaje });
    }
    return { ...l, entregada: dadas[0].Cantidad };
  });
  if (conEntrega.every((l) => l.entregada === l.cantidad)) throw badRequest('Se entregó todo el pedido: use Entregado');
  if (conEntrega.every((l) => l.entregada === 0)) throw badRequest('No se entregó nada: use No entregado');
  return conEntrega;
}

/**
 * A partial delivery changes the order before it is completed: each line keeps what was delivered (and what
 * was ordered, cantidad_pedida) and the total is recomputed, so the account's debit is what was delivered; the
 * order's trail says so. Answers the rest that goes back to stock and the history's comment, which tells the difference.
 */
export async function entregarEnParte(
  trx: Knex.Transaction,
  config: Pick<Config, 'now'>,
  { pedidoId, hojaId, entregadas }: { pedidoId: number; hojaId: number; entregadas: EntregaParcial['Lineas'] },
  sesion: Sesion,
): Promise<{ devolucion: Devolucion; comentario: string }> {
  const lineas = await lineasEntregadas(trx, pedidoId, entregadas);
  const pedido = await trx('pedidos').where({ pedido_id: pedidoId }).first('precio_total');
  for (const l of lineas.filter((x) => x.entregada < x.cantidad)) {
    await trx('detalle_pedidos').where({ detalle_id: l.detalle_id }).update({ cantidad: l.entregada, cantidad_pedida: l.cantidad });
  }
  const total = totalPedido(lineas.map((l) => ({ PrecioUnitario: l.precio_unitario, Cantidad: l.entregada })));
  await trx('pedidos').where({ pedido_id: pedidoId }).update({ precio_total: total });
  const resumenDe = (cantidad: (l: (typeof lineas)[number]) => number) =>
    resumenDeLineas(lineas.map((l) => ({ Cantidad: cantidad(l), Producto: { Nombre: l.nombre } })));
  await auditar(trx, sesion, {
    entidad: 'pedidos',
    id: pedidoId,
    accion: 'modificar',
    fecha: config.now(),
    resumen: `Entrega parcial (hoja de ruta N° ${hojaId})`,
    cambios: [
      { Campo: 'Detalles', Antes: resumenDe((l) => l.cantidad), Despues: resumenDe((l) => l.entregada) },
      { Campo: 'PrecioTotal', Antes: Number(pedido.precio_total), Despues: total },
    ],
  });
  const diferencias = lineas
    .filter((l) => l.entregada < l.cantidad)
    .map((l) => `${l.nombre}: ${formatoCantidad(l.entregada)} de ${formatoCantidad(l.cantidad)}`)
    .join('; ');
  return {
    devolucion: lineas
      .filter((l) => l.entregada < l.cantidad)
      .map((l) => ({
        productoId: l.producto_id,
        cantidad: l.cantidad - l.entregada,
        costoUnitario: l.costo_unitario == null ? null : Number(l.costo_unitario),
      })),
    comentario: `Entrega parcial (hoja de ruta N° ${hojaId}): ${diferencias}. Total ${formatoMoneda(total)} (antes ${formatoMoneda(Number(pedido.precio_total))})`,
  };
}
