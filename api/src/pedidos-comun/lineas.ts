import type { Knex } from 'knex';
import { formatoCantidad } from '#dominio/formatos';
import { requireActive } from '../errores.js';
import { preparada } from '../db/rapido/preparadas.js';

type Row = Record<string, unknown>;

/** A record a new order names (its client, vehicle or supplier): where to read it and what to say of it. */
export interface Elegible {
  tabla: string;
  columna: string;
  id: number;
  columnas: string[];
  /** The request's field that names it, for the 400. */
  campo: string;
  noEncontrado: string;
  inactivo: (row: Row) => string;
}

/**
 * The records a new order names and the products of its lines, read in one statement (a round trip
 * less per record on the busiest write), then checked in the order given, products last: each must
 * exist and be active (400 on its field otherwise). Answers the records' rows, in the order given, and the
 * products' rows by id.
 */
export async function elegibles(
  trx: Knex,
  registros: Elegible[],
  detalles: { ProductoID: number }[],
): Promise<{ registros: Row[]; productos: Map<unknown, Row> }> {
  const ids = [...new Set(detalles.map((d) => d.ProductoID))];
  const lectura = trx.queryBuilder().select(
    ...registros.map(({ tabla, columna, id, columnas }, i) =>
      trx.raw(`(SELECT row_to_json(r) FROM (SELECT ${columnas.map(() => '??').join(', ')} FROM ?? WHERE ?? = ?) AS r) AS ??`, [
        ...columnas,
        tabla,
        columna,
        id,
        `registro_${i}`,
      ]),
    ),
    // One parameter per product, not an array: PostgreSQL cannot estimate an array parameter's length,
    // so its generic plan looked dearer than a custom one and the statement was planned on every run.
    trx.raw(
      `(SELECT coalesce(json_agg(p), '[]') FROM (SELECT producto_id, nombre, precio, active, unidades_por_pack FROM productos WHERE producto_id IN (${ids.map(() => '?').join(', ')})) AS p) AS productos`,
      ids,
    ),
  );
  const [fila]: Row[] = await preparada(lectura);
  const leidos = registros.map((r, i) => requireActive((fila[`registro_${i}`] as Row | null) ?? undefined, r.campo, r.noEncontrado, r.inactivo));
  const productoPorId = new Map((fila.productos as Row[]).map((p) => [p.producto_id, p]));
  for (const [i, detalle] of detalles.entries()) {
    requireActive(
      productoPorId.get(detalle.ProductoID),
      `detalles.${i}.ProductoID`,
      'Producto no encontrado',
      (p) => `El producto ${p.nombre} está inactivo`,
    );
  }
  return { registros: leidos, productos: productoPorId };
}

/** An order's lines as one value the trail can show: '2 × Carbón 5 kg, 1 × Leña 10 kg'. */
export const resumenDeLineas = (lineas: { Cantidad: number; Producto: { Nombre: string } }[]): string =>
  lineas.map((l) => `${formatoCantidad(l.Cantidad)} × ${l.Producto.Nombre}`).join(', ');
