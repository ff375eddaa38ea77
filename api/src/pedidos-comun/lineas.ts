import type { Knex } from 'knex';
import { formatoCantidad } from '#dominio/formatos';
import { requireActive } from '../errores.js';

type Row = Record<string, unknown>;

/** The products of a new order's lines by id, each existing and active (400 on that line's ProductoID otherwise). */
export async function productosElegibles(trx: Knex, detalles: { ProductoID: number }[]): Promise<Map<unknown, Row>> {
  const productos: Row[] = await trx('productos')
    .whereIn('producto_id', [...new Set(detalles.map((d) => d.ProductoID))])
    .select('producto_id', 'nombre', 'precio', 'active');
  const productoPorId = new Map(productos.map((p) => [p.producto_id, p]));
  for (const [i, detalle] of detalles.entries()) {
    requireActive(
      productoPorId.get(detalle.ProductoID),
      `detalles.${i}.ProductoID`,
      'Producto no encontrado',
      (p) => `El producto ${p.nombre} está inactivo`,
    );
  }
  return productoPorId;
}

/** An order's lines as one value the trail can show: '2 × Carbón 5 kg, 1 × Leña 10 kg'. */
export const resumenDeLineas = (lineas: { Cantidad: number; Producto: { Nombre: string } }[]): string =>
  lineas.map((l) => `${formatoCantidad(l.Cantidad)} × ${l.Producto.Nombre}`).join(', ');
