import type { Knex } from 'knex';
import type { Mapper } from '../db/mapper.js';
import { requireActive } from '../errores.js';
import type { TipoDePedido } from './cambioDeEstado.js';

type Row = Record<string, unknown>;

/** The products of a new order's lines by id, each existing and active (400 on that line's ProductoID otherwise). */
export async function productosElegibles(trx: Knex, detalles: { ProductoID: number }[]): Promise<Map<unknown, Row>> {
  const productos: Row[] = await trx('productos')
    .whereIn('producto_id', [...new Set(detalles.map((d) => d.ProductoID))])
    .select('producto_id', 'nombre', 'precio', 'active');
  const productoPorId = new Map(productos.map((p) => [p.producto_id, p]));
  detalles.forEach((detalle, i) =>
    requireActive(productoPorId.get(detalle.ProductoID), `detalles.${i}.ProductoID`, 'Producto no encontrado', (p) => `El producto ${p.nombre} está inactivo`),
  );
  return productoPorId;
}

export type LineaConProducto<L> = L & { Producto: { ProductoID: number; Nombre: string } };

/** The lines of some orders with their product's name, by order id, in line order: one query for any number of orders. */
export async function lineasPorPedido<L extends Record<string, unknown>>(
  trx: Knex,
  tipo: Pick<TipoDePedido<string>, 'tablaLineas' | 'idLinea' | 'id'>,
  mapper: Mapper<L>,
  pedidoIds: number[],
): Promise<Map<unknown, LineaConProducto<L>[]>> {
  const lineas: Row[] = await trx(`${tipo.tablaLineas} as d`)
    .join('productos as p', 'p.producto_id', 'd.producto_id')
    .whereIn(`d.${tipo.id}`, pedidoIds)
    .orderBy(`d.${tipo.idLinea}`)
    .select('d.*', 'p.nombre as producto_nombre');
  const porPedido = new Map<unknown, LineaConProducto<L>[]>();
  for (const l of lineas) {
    const linea = { ...mapper.toApi(l), Producto: { ProductoID: l.producto_id as number, Nombre: l.producto_nombre as string } };
    const delPedido = porPedido.get(l[tipo.id]);
    if (delPedido) delPedido.push(linea);
    else porPedido.set(l[tipo.id], [linea]);
  }
  return porPedido;
}
