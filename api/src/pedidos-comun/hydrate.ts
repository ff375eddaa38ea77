import type { Knex } from 'knex';
import type { UsuarioResumen } from '#dominio/pedidos';
import type { Mapper } from '../db/mapper.js';
import type { FiltrosDeLista } from '../db/conteos.js';
import { preparada } from '../db/preparadas.js';
import { fetchPage } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../http/paging.js';
import { PEDIDO_NO_ENCONTRADO, type TipoDePedido } from './cambioDeEstado.js';

type Row = Record<string, unknown>;

/** A record an order points at, nested in the answer under its field name (Cliente, Proveedor, Usuario, Vehiculo). */
export interface Relacion {
  tabla: string;
  /** The order's foreign key column, named the same in the related table. */
  columna: string;
  /** The columns to read: what the answer shows, not the whole row (a search column, say). */
  columnas: string[];
  toApi: (row: Row) => unknown;
}

/** A record nested whole, as its own resource answers it: the columns its mapper names. */
export function relacionCompleta(tabla: string, columna: string, mapper: Mapper<Record<string, unknown>>): Relacion {
  return { tabla, columna, columnas: [...mapper.columns], toApi: mapper.toApi };
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
 * Orders of one kind read with their related records and their lines (each with its product's
 * name) in one statement: `consulta` wraps a query of the orders' rows, `toApi` nests the records in
 * the answer. The related records are joined once for the whole page and the lines of all its
 * orders read together, not a lookup per order: per order, PostgreSQL scanned the small tables
 * (users, vehicles, products) again for each row, a third of the page's cost (docs/decisiones.md,
 * Rendimiento).
 */
export function hydrator<P>({ tipo, pedido, relaciones, lineas }: Lectura) {
  /**
   * `pedidos` (their rows, `*` plus any computed column) with the nested records as JSON columns.
   * Its order is not kept: the caller orders the result (by the same columns, unqualified).
   */
  function consulta(db: Knex, pedidos: Knex.QueryBuilder): Knex.QueryBuilder {
    const query = db
      .queryBuilder()
      .with('pagina', pedidos)
      .with(
        'lineas',
        db.raw(
          `SELECT l.?? AS pedido, json_agg(l ORDER BY l.??) AS lineas
            FROM (SELECT d.*, p.nombre AS producto_nombre FROM ?? AS d JOIN productos AS p ON p.producto_id = d.producto_id
                  WHERE d.?? IN (SELECT ?? FROM pagina)) AS l
            GROUP BY l.??`,
          [tipo.id, tipo.idLinea, tipo.tablaLineas, tipo.id, tipo.id, tipo.id],
        ),
      )
      .select('pagina.*', db.raw(`coalesce(lineas.lineas, '[]') AS ??`, [LINEAS]))
      .from('pagina')
      .leftJoin('lineas', 'lineas.pedido', `pagina.${tipo.id}`);
    for (const [campo, { tabla, columna, columnas: leidas }] of Object.entries(relaciones)) {
      const alias = relacionColumna(campo);
      // A record not found (an order without vehicle) is a null row, so its JSON is null.
      query
        .leftJoin(db(tabla).select(leidas).as(alias), `${alias}.${columna}`, `pagina.${columna}`)
        .select(db.raw('row_to_json(??) AS ??', [alias, alias]));
    }
    return query;
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

  /** A page of `pedidos` (see fetchPage: the total, the order, a prepared statement) as the API answers it. */
  async function pagina(db: Knex, pedidos: Knex.QueryBuilder, listQuery: ListQuery, idColumna: string, lista: FiltrosDeLista) {
    const { rows, total } = await fetchPage(pedidos, listQuery, idColumna, lista, (filas) => consulta(db, filas));
    return { data: rows.map(toApi), total };
  }

  /** The one order `pedidos` selects, as the API answers it; 404 if there is none. */
  async function uno(db: Knex, pedidos: Knex.QueryBuilder): Promise<P> {
    const row = await preparada(consulta(db, pedidos).first());
    if (!row) throw notFound(PEDIDO_NO_ENCONTRADO);
    return toApi(row);
  }

  return { pagina, uno };
}
