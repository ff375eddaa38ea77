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

// Timestamps inside JSON arrive as text; the record timestamps (created_at, updated_at) become Dates
// again, as a plain row would give them.
const TIMESTAMPS = ['created_at', 'updated_at'];
function revivirFechas(row: Row): Row {
  for (const columna of TIMESTAMPS) if (typeof row[columna] === 'string') row[columna] = new Date(row[columna] as string);
  return row;
}

const relacionColumna = (campo: string) => `rel_${campo}`;
const LINEAS = 'rel_lineas';

/**
 * A page of orders of one kind read with its related records and its lines (each with its product's
 * name) in the same statement: `columnas` adds them to the order query as JSON sub-selects, `toApi`
 * nests them in the answer. A page is one statement whatever its size.
 */
export function hydrator<P>({ tipo, pedido, relaciones, lineas }: Lectura) {
  /** The order's own columns (`tabla.*`, `tabla` being the query's name for the orders) plus the nested records. */
  function columnas(db: Knex, tabla: string): (string | Knex.Raw)[] {
    return [
      `${tabla}.*`,
      ...Object.entries(relaciones).map(([campo, { tabla: relacionada, columna, columnas: leidas }]) =>
        db.raw(
          `(SELECT row_to_json(r) FROM (SELECT ${leidas ? leidas.map(() => '??').join(', ') : '*'} FROM ?? AS x WHERE x.?? = ??) AS r) AS ??`,
          [...(leidas ?? []), relacionada, columna, `${tabla}.${columna}`, relacionColumna(campo)],
        ),
      ),
      db.raw(
        `(SELECT coalesce(json_agg(to_jsonb(d) || jsonb_build_object('producto_nombre', p.nombre) ORDER BY d.??), '[]')
          FROM ?? AS d JOIN productos AS p ON p.producto_id = d.producto_id WHERE d.?? = ??) AS ??`,
        [tipo.idLinea, tipo.tablaLineas, tipo.id, `${tabla}.${tipo.id}`, LINEAS],
      ),
    ];
  }

  function toApi(row: Row): P {
    const anidados = Object.entries(relaciones).map(([campo, relacion]) => {
      const relacionado = row[relacionColumna(campo)] as Row | null;
      return [campo, relacionado ? relacion.toApi(revivirFechas(relacionado)) : null];
    });
    const detalles = (row[LINEAS] as Row[]).map((l) => ({
      ...lineas.mapper.toApi(l),
      Producto: { ProductoID: l.producto_id as number, Nombre: l.producto_nombre as string },
    }));
    return { ...pedido.toApi(row), ...Object.fromEntries(anidados), [lineas.campo]: detalles } as P;
  }

  return { columnas, toApi };
}
