import { createRequire } from 'node:module';
import type { Knex } from 'knex';

// Named prepared statements on PostgreSQL, for the statements every screen repeats (a list's page
// without a search, the session's user): each connection parses and plans them once, then reuses
// the plan. Planning was a third of the orders page's time in the database (docs/rendimiento.md).
// A search is never prepared: its plan depends on the text searched for.

/** Marks a query to run as a named prepared statement where the engine has them (PostgreSQL). */
export function preparada<Q extends Knex.QueryBuilder | Knex.Raw>(query: Q): Q {
  return query.options({ preparada: true }) as Q;
}

// A bound on the statements each connection keeps prepared: a list's statements differ by filter,
// sort and page, so without one a client walking every page would prepare each. Past it, statements
// run unprepared, as any other.
export const MAXIMO_PREPARADAS = 200;

// PostgreSQL's "cached plan must not change result type": a column was added to or dropped from a
// table a prepared `*` reads (a migration while this process runs).
const PLAN_CAMBIO_DE_TIPO = '0A000';

/** A pg Client, as knex hands it over; its protocol connection remembers what it has prepared. */
interface Conexion {
  connection: { parsedStatements: Record<string, string> };
  query(sql: string): Promise<unknown>;
  __knexTxId?: string;
}
interface ConsultaCompilada {
  sql: string;
  options?: Record<string, unknown>;
}

// knex's own PostgreSQL client, which knex-pglite extends the same way; its typings leave out `_query`,
// the method that hands a compiled query to the driver.
const ClientePg = createRequire(import.meta.url)('knex/lib/dialects/postgres/index.js') as new (
  config: Knex.Config,
) => Knex.Client & { _query(conexion: Conexion, consulta: ConsultaCompilada): Promise<unknown> };

/** The statement's name in every connection of this process: one per text, up to MAXIMO_PREPARADAS. */
const nombres = new Map<string, string>();
function nombreDe(sql: string): string | undefined {
  let nombre = nombres.get(sql);
  if (nombre === undefined && nombres.size < MAXIMO_PREPARADAS) {
    nombre = `carbonsur_${nombres.size + 1}`;
    nombres.set(sql, nombre);
  }
  return nombre;
}

/** knex's PostgreSQL client, running the queries marked with `preparada` as named prepared statements. */
export const ClientePgConPreparadas = class extends ClientePg {
  async _query(conexion: Conexion, consulta: ConsultaCompilada): Promise<unknown> {
    const { preparada: marcada, ...options } = consulta.options ?? {};
    const name = marcada ? nombreDe(consulta.sql) : undefined;
    consulta.options = name ? { ...options, name } : options;
    try {
      return await super._query(conexion, consulta);
    } catch (err) {
      if (!name || (err as { code?: string }).code !== PLAN_CAMBIO_DE_TIPO) throw err;
      // The table changed under the prepared statement: forget it on this connection (the next run
      // prepares it again) and, outside a transaction, which the error has not spoiled, run it again.
      delete conexion.connection.parsedStatements[name];
      if (conexion.__knexTxId) throw err;
      await conexion.query(`DEALLOCATE ${name}`);
      return super._query(conexion, consulta);
    }
  }
} as unknown as typeof Knex.Client;
