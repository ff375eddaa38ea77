import type { Knex } from 'knex';
import type { UsuarioResumen } from '#dominio/pedidos';
import { createMapper, type Mapper } from '../db/mapper.js';
import type { FiltrosDeLista } from '../db/rapido/conteos.js';
import { atajosDe } from '../db/rapido/atajos.js';
import { camposEnJson, identificador as id, lateralEnJson } from '../db/rapido/json.js';
import { RegistrosEnJson } from '../nucleo/registrosEnJson.js';
import { preparada } from '../db/rapido/preparadas.js';
import { fetchPage } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { PEDIDO_NO_ENCONTRADO, type TipoDePedido } from './cambioDeEstado.js';

type AnyMapper = Mapper<Record<string, unknown>>;
type Fila = Record<string, unknown>;

/** A record an order points at, nested in the answer under its field name (Cliente, Proveedor, Usuario, Vehiculo). */
export interface Relacion {
  tabla: string;
  /** The order's foreign key column, named the same in the related table. */
  columna: string;
  /** The fields the answer shows of it: its own resource's mapper, or a summary. */
  mapper: AnyMapper;
}

/** The creator of an order, as orders show it. */
export const USUARIO: Relacion = {
  tabla: 'usuarios',
  columna: 'usuario_id',
  mapper: createMapper<UsuarioResumen>({ UsuarioID: 'usuario_id', Nombre: 'nombre', Apellido: 'apellido' }),
};

/** The product of an order's line, as lines show it. */
const PRODUCTO = createMapper({ ProductoID: 'producto_id', Nombre: 'nombre' });

interface Lectura {
  tipo: Pick<TipoDePedido<string>, 'tablaLineas' | 'idLinea' | 'id'>;
  pedido: AnyMapper;
  relaciones: Record<string, Relacion>;
  /** The field of the lines in the answer ('detalles', 'DetallePedidoProveedors') and their mapper. */
  lineas: { campo: string; mapper: AnyMapper };
}

// The column each row of a read carries: the order as the answer's JSON text.
const RESPUESTA = 'respuesta';

/**
 * Orders of one kind read with their related records and their lines (each with its product), in one
 * statement that writes each order as the answer's JSON (db/rapido/json.ts; with RAPIDO_JSON_SQL=0, `hidratar` maps them in JavaScript): `consulta` wraps a query of
 * the orders' rows. The related records are joined once for the whole page and the lines of all its
 * orders read together, not a lookup per order: per order, PostgreSQL scanned the small tables
 * (users, vehicles, products) again for each row, a third of the page's cost (docs/decisiones.md,
 * Rendimiento).
 */
export function hydrator<P>({ tipo, pedido, relaciones, lineas }: Lectura) {
  // The lines of the page's orders, as one JSON array per order, in the order they were written.
  const lineasSql = `SELECT l.${id(tipo.id)} AS pedido,
      ('[' || string_agg(row_to_json(linea)::text, ',' ORDER BY l.${id(tipo.idLinea)}) || ']')::json AS lineas
    FROM ${id(tipo.tablaLineas)} AS l JOIN productos AS p ON p.producto_id = l.producto_id
    ${lateralEnJson(camposEnJson(PRODUCTO, 'p'), 'producto')}
    ${lateralEnJson([...camposEnJson(lineas.mapper, 'l'), 'row_to_json(producto) AS "Producto"'], 'linea')}
    WHERE l.${id(tipo.id)} IN (SELECT ${id(tipo.id)} FROM pagina)
    GROUP BY l.${id(tipo.id)}`;

  // Each related record joined by its key, and written as an object by a lateral of its fields; a record
  // not found (an order without vehicle) is null, not an object of nulls. Written once, not per request.
  const anidados = Object.entries(relaciones).map(([campo, { tabla, columna, mapper }]) => {
    const fila = `fila_${campo}`;
    const objeto = `json_${campo}`;
    return {
      join: [`${tabla} as ${fila}`, `${fila}.${columna}`, `pagina.${columna}`] as const,
      lateral: lateralEnJson(camposEnJson(mapper, fila), objeto),
      campo: `CASE WHEN ${id(fila)}.${id(columna)} IS NULL THEN NULL ELSE row_to_json(${id(objeto)}) END AS ${id(campo)}`,
    };
  });
  const respuestaSql = lateralEnJson(
    [...camposEnJson(pedido, 'pagina'), ...anidados.map((a) => a.campo), `coalesce(lineas.lineas, '[]') AS ${id(lineas.campo)}`],
    RESPUESTA,
  );

  /**
   * `pedidos` (their rows, `*` plus any computed column) as the `respuesta` column. Its order is not
   * kept: the caller orders the result (by the same columns of `pagina`).
   */
  function consulta(db: Knex, pedidos: Knex.QueryBuilder): Knex.QueryBuilder {
    const query = db.queryBuilder().with('pagina', pedidos).with('lineas', db.raw(lineasSql)).from('pagina');
    query.leftJoin('lineas', 'lineas.pedido', `pagina.${tipo.id}`);
    for (const { join, lateral } of anidados) query.leftJoin(...join).joinRaw(lateral);
    return query.joinRaw(respuestaSql).select(db.raw(`row_to_json(${id(RESPUESTA)})::text AS ${id(RESPUESTA)}`));
  }

  /**
   * The plain path (RAPIDO_JSON_SQL=0): the orders' rows as the driver gives them, their related records
   * and lines read by the page's ids, and each order made an object with the mappers. The same JSON as
   * `consulta`'s, key for key.
   */
  async function hidratar(db: Knex, filas: Fila[]): Promise<P[]> {
    // One query per related table and one for the lines, whatever the page holds (an empty list selects nothing).
    const leerPor = async (tabla: string, columna: string, columnas: readonly string[], valores: unknown[]) => {
      const claves = [...new Set(valores.filter((v) => v !== null && v !== undefined))] as Knex.Value[];
      return (await db(tabla).whereIn(columna, claves).select(columnas)) as Fila[];
    };
    const relacionados = await Promise.all(
      Object.entries(relaciones).map(async ([campo, { tabla, columna, mapper }]) => {
        const leidas = await leerPor(
          tabla,
          columna,
          [...new Set([columna, ...mapper.columns])],
          filas.map((f) => f[columna]),
        );
        return { campo, columna, porClave: new Map(leidas.map((r) => [r[columna], mapper.toApi(r)])) };
      }),
    );
    const ids = filas.map((f) => f[tipo.id] as number);
    const lineasLeidas: Fila[] = await db(`${tipo.tablaLineas} as l`)
      .join('productos as p', 'p.producto_id', 'l.producto_id')
      .whereIn(`l.${tipo.id}`, ids)
      .select(['l.*', 'p.nombre as producto_nombre'])
      .orderBy(`l.${tipo.idLinea}`);
    const lineasDe = new Map<unknown, Fila[]>();
    for (const l of lineasLeidas) {
      const linea = { ...lineas.mapper.toApi(l), Producto: PRODUCTO.toApi({ producto_id: l.producto_id, nombre: l.producto_nombre }) };
      lineasDe.set(l[tipo.id], [...(lineasDe.get(l[tipo.id]) ?? []), linea]);
    }
    return filas.map(
      (f) =>
        ({
          ...pedido.toApi(f),
          ...Object.fromEntries(relacionados.map(({ campo, columna, porClave }) => [campo, porClave.get(f[columna]) ?? null])),
          [lineas.campo]: lineasDe.get(f[tipo.id]) ?? [],
        }) as P,
    );
  }

  /** A page of `pedidos` (see fetchPage: the total, the order, a prepared statement) as the API answers it. */
  async function pagina(db: Knex, pedidos: Knex.QueryBuilder, listQuery: ListQuery, idColumna: string, filtros: FiltrosDeLista) {
    if (!atajosDe(db).jsonSql) {
      const { rows, total } = await fetchPage(pedidos, listQuery, idColumna, filtros);
      return { data: await hidratar(db, rows), total };
    }
    const { rows, total } = await fetchPage(pedidos, listQuery, idColumna, filtros, (filas) => consulta(db, filas));
    return { data: new RegistrosEnJson(rows.map((row) => row[RESPUESTA] as string)), total };
  }

  /** The one order `pedidos` selects, as the API answers it; 404 if there is none. */
  async function uno(db: Knex, pedidos: Knex.QueryBuilder): Promise<P> {
    if (!atajosDe(db).jsonSql) {
      const row = await preparada(pedidos.first());
      if (!row) throw notFound(PEDIDO_NO_ENCONTRADO);
      return (await hidratar(db, [row]))[0];
    }
    const row = await preparada(consulta(db, pedidos).first());
    if (!row) throw notFound(PEDIDO_NO_ENCONTRADO);
    return JSON.parse(row[RESPUESTA]) as P;
  }

  return { pagina, uno };
}
