import type { Knex } from 'knex';
import { atajosDe } from './atajos.js';

// The counters of migrations/20261123_006_conteos (and 026, 040): per table, the column sets it keeps a count for
// besides the whole table. A test compares every one with a fresh count(*) after every kind of write,
// and this list with the counting triggers the migrated database has (conteos.test.ts): the migration,
// frozen, keeps its own copy. With RAPIDO_CONTEOS=0 the triggers keep counting but nothing reads them:
// totals are count(*).
export const CONTADOS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  clientes: [['active'], ['con_saldo']],
  productos: [['active']],
  proveedores: [['active']],
  usuarios: [['active']],
  vehiculos: [['active'], ['active', 'disponible']],
  pedidos: [['estado']],
  pedidos_proveedores: [['estado']],
  historial_pedidos: [['estado_nuevo']],
  historial_pedidos_proveedores: [['estado_nuevo']],
  cobros: [['anulado']],
  comprobantes: [['estado']],
};

/** A list's table and every filter it applied, by column (undefined: not applied). */
export interface FiltrosDeLista {
  tabla: string;
  filtros: Record<string, unknown>;
  /** Its sort columns are all columns of `tabla` (no computed alias), so a search can read its matches once (fetchPage). */
  busquedaLeidaUnaVez?: true;
}

/** The counter key that selects exactly these column values ('' is the whole table), as the triggers write it. */
export function claveDe(valores: Record<string, unknown>): string {
  return Object.keys(valores)
    .sort()
    .map((columna) => `${columna}=${String(valores[columna])}`)
    .join(',');
}

/** The key of the counter equal to the count of these filters, or undefined when no counter is. */
export function claveQueCuenta({ tabla, filtros }: FiltrosDeLista): string | undefined {
  const aplicados = Object.fromEntries(Object.entries(filtros).filter(([, valor]) => valor !== undefined));
  const columnas = Object.keys(aplicados).sort();
  if (columnas.length === 0) return tabla in CONTADOS ? '' : undefined;
  const contado = CONTADOS[tabla]?.some((conjunto) => [...conjunto].sort().join() === columnas.join());
  return contado ? claveDe(aplicados) : undefined;
}

/**
 * The kept counter equal to the count of these filters, as `consultaConteo` reads it; undefined when no
 * counter is, or the database runs without counters (RAPIDO_CONTEOS=0).
 */
export function conteoGuardado(vacia: Knex.QueryBuilder, lista: FiltrosDeLista): Knex.QueryBuilder | undefined {
  if (!atajosDe(vacia.client).conteos) return undefined;
  const clave = claveQueCuenta(lista);
  return clave === undefined ? undefined : consultaConteo(vacia, lista.tabla, clave);
}

/**
 * How many rows of `tabla` have these column values (a counted set, see CONTADOS), as column `n`: the
 * kept counter, or with RAPIDO_CONTEOS=0 a count(*). A query to run or to nest in another statement.
 */
export function contarFilas(db: Knex, tabla: string, valores: Record<string, unknown>): Knex.QueryBuilder {
  if (!atajosDe(db).conteos) return db(tabla).where(valores).count({ n: '*' });
  const clave = claveQueCuenta({ tabla, filtros: valores });
  if (clave === undefined) throw new Error(`Sin contador para ${tabla} ${Object.keys(valores).join(', ')}`);
  return consultaConteo(db.queryBuilder(), tabla, clave);
}

/**
 * A kept count: the sum of its franjas (0 when no row was ever counted under the key) as column `n`, a
 * query to run or to nest in another statement. `vacia` is an empty query of the caller's connection or transaction.
 */
export function consultaConteo(vacia: Knex.QueryBuilder, tabla: string, clave: string): Knex.QueryBuilder {
  return vacia.from('conteos').where({ tabla, clave }).select(vacia.client.raw('coalesce(sum(n), 0) AS n'));
}
