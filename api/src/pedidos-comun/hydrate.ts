import type { Knex } from 'knex';
import type { UsuarioResumen } from '#dominio/pedidos';
import type { Mapper } from '../db/mapper.js';
import type { TipoDePedido } from './cambioDeEstado.js';

type Row = Record<string, unknown>;

/** A record an order points at, nested in the answer under its field name (Cliente, Proveedor, Usuario, Vehiculo). */
export interface Relacion {
  tabla: string;
  /** The order's foreign key column, named the same in the related table. */
  columna: string;
  /** The columns to read; all by default. */
  columnas?: string[];
  toApi: (row: Row) => unknown;
}

/** The creator of an order, as orders show it. */
export const USUARIO: Relacion = {
  tabla: 'usuarios',
  columna: 'usuario_id',
  columnas: ['usuario_id', 'nombre', 'apellido'],
  toApi: (u): UsuarioResumen => ({ UsuarioID: u.usuario_id as number, Nombre: u.nombre as string, Apellido: u.apellido as string }),
};

interface Lectura {
  tipo: Pick<TipoDePedido<string>, 'tablaLineas' | 'idLinea' | 'id'>;
  pedido: Mapper<Record<string, unknown>>;
  relaciones: Record<string, Relacion>;
  /** The field of the lines in the answer ('detalles', 'DetallePedidoProveedors') and their mapper. */
  lineas: { campo: string; mapper: Mapper<Record<string, unknown>> };
}

/**
 * Reads a page of orders of one kind with their related records and their lines with each
 * product's name: one query per relation and one for the lines, whatever the page's size. The
 * queries run one after the other: inside a transaction they share one connection.
 */
export function hydrator<P>({ tipo, pedido, relaciones, lineas }: Lectura) {
  return async (rows: Row[], trx: Knex): Promise<P[]> => {
    if (rows.length === 0) return [];
    const relacionados = new Map<string, Map<unknown, unknown>>();
    for (const [campo, { tabla, columna, columnas, toApi }] of Object.entries(relaciones)) {
      const ids = [...new Set(rows.map((r) => r[columna]).filter((v) => v !== null))] as number[];
      const filas: Row[] = await trx(tabla)
        .whereIn(columna, ids)
        .select(columnas ?? '*');
      relacionados.set(campo, new Map(filas.map((f) => [f[columna], toApi(f)])));
    }
    const lineasDe = await lineasPorPedido(
      trx,
      tipo,
      lineas.mapper,
      rows.map((r) => r[tipo.id] as number),
    );
    return rows.map(
      (r) =>
        ({
          ...pedido.toApi(r),
          ...Object.fromEntries([...relacionados].map(([campo, porId]) => [campo, porId.get(r[relaciones[campo].columna]) ?? null])),
          [lineas.campo]: lineasDe.get(r[tipo.id]) ?? [],
        }) as P,
    );
  };
}

/** The lines of some orders with their product's name, by order id, in line order. */
async function lineasPorPedido(
  trx: Knex,
  tipo: Lectura['tipo'],
  mapper: Lectura['lineas']['mapper'],
  pedidoIds: number[],
): Promise<Map<unknown, Row[]>> {
  const lineas: Row[] = await trx(`${tipo.tablaLineas} as d`)
    .join('productos as p', 'p.producto_id', 'd.producto_id')
    .whereIn(`d.${tipo.id}`, pedidoIds)
    .orderBy(`d.${tipo.idLinea}`)
    .select('d.*', 'p.nombre as producto_nombre');
  const porPedido = new Map<unknown, Row[]>();
  for (const l of lineas) {
    const linea = { ...mapper.toApi(l), Producto: { ProductoID: l.producto_id as number, Nombre: l.producto_nombre as string } };
    const delPedido = porPedido.get(l[tipo.id]);
    if (delPedido) delPedido.push(linea);
    else porPedido.set(l[tipo.id], [linea]);
  }
  return porPedido;
}
