import { createRequire } from 'node:module';
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { ClientePglite as ClientePgliteBase } from '../clientePglite.js';

// Named prepared statements, for the statements every screen repeats (a list's page without a
// search, the session's user, an order's writes): the database parses and plans them once, then
// reuses the plan. Planning was a third of the orders page's time in PostgreSQL, and two thirds of
// it in PGlite, where each query also crossed into WebAssembly six times (docs/decisiones.md, Rendimiento).
// A search is never prepared: its plan depends on the text searched for.

/** Marks a query to run as a named prepared statement. */
export function preparada<Q extends Knex.QueryBuilder | Knex.Raw>(query: Q): Q {
  return query.options({ preparada: true }) as Q;
}

// A bound on the statements each connection keeps prepared: a list's statements differ by filter,
// sort and page, so without one a client walking every page would prepare each. Past it, statements
// run unprepared, as any other.
export const MAXIMO_PREPARADAS = 200;

// PostgreSQL's "cached plan must not change result type": a column was added to or dropped from a
// table a prepared `*` reads (a migration while this process runs). The statement is forgotten (the
// next run prepares it again) and, outside a transaction, which the error has not spoiled, run again.
const PLAN_CAMBIO_DE_TIPO = '0A000';
const esCambioDeTipo = (err: unknown) => (err as { code?: string }).code === PLAN_CAMBIO_DE_TIPO;

interface ConsultaCompilada {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
  response?: unknown;
}
type ConQuery<C> = new (config: Knex.Config) => Knex.Client & { _query(conexion: C, consulta: ConsultaCompilada): Promise<unknown> };

/**
 * Names by statement text, up to MAXIMO_PREPARADAS per database; `preparada` takes the query's options off.
 * Kept by the Knex config, which the client of a transaction shares (knex builds that client from the prototype).
 */
const nombresPorBase = new WeakMap<object, Map<string, string>>();
function nombreDe(cliente: Knex.Client, consulta: ConsultaCompilada): string | undefined {
  const { preparada: marcada, ...options } = consulta.options ?? {};
  consulta.options = options;
  if (!marcada) return undefined;
  let porTexto = nombresPorBase.get(cliente.config);
  if (!porTexto) {
    porTexto = new Map();
    nombresPorBase.set(cliente.config, porTexto);
  }
  let nombre = porTexto.get(consulta.sql);
  if (nombre === undefined && porTexto.size < MAXIMO_PREPARADAS) {
    nombre = `carbonsur_${porTexto.size + 1}`;
    porTexto.set(consulta.sql, nombre);
  }
  return nombre;
}

/** A pg Client, as knex hands it over; its protocol connection remembers what it has prepared. */
interface ConexionPg {
  connection: { parsedStatements: Record<string, string> };
  query(consulta: string | { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: Filas }>;
  /** node-postgres' pipeline mode: each query is written at once, without waiting for the answers before it. */
  pipeline: boolean;
  __knexTxId?: string;
}

type Filas = Record<string, unknown>[];

/** A statement of a transaction sent in one go: its SQL, with `?` placeholders, and their values. */
export interface Sentencia {
  sql: string;
  bindings: readonly Knex.Value[];
}

// knex's own PostgreSQL client, which knex-pglite extends the same way; its typings leave out `_query`,
// the method that hands a compiled query to the driver.
const ClientePg = createRequire(import.meta.url)('knex/lib/dialects/postgres/index.js') as ConQuery<ConexionPg>;

/** knex's PostgreSQL client, running the queries marked with `preparada` as named prepared statements (node-postgres keeps them per connection). */
export class ClientePgConPreparadas extends ClientePg {
  async _query(conexion: ConexionPg, consulta: ConsultaCompilada): Promise<unknown> {
    const name = nombreDe(this, consulta);
    if (name) consulta.options = { ...consulta.options, name };
    try {
      return await super._query(conexion, consulta);
    } catch (err) {
      if (!name || !esCambioDeTipo(err)) throw err;
      delete conexion.connection.parsedStatements[name];
      if (conexion.__knexTxId) throw err;
      await conexion.query(`DEALLOCATE ${name}`);
      return super._query(conexion, consulta);
    }
  }

  /**
   * `sentencias` in order as one transaction, written to PostgreSQL with its BEGIN and COMMIT in one go
   * (pipeline mode), each a named prepared statement: the database runs them back to back and commits
   * with no wait for this process in between, so the rows the last one locks stay locked only until
   * the commit right after it. The first failure is thrown (the statements after it only say that the
   * transaction was aborted, and the COMMIT then rolls it back). Answers each statement's rows.
   */
  async transaccionDeUnEnvio(sentencias: Sentencia[]): Promise<Filas[]> {
    const consultas = sentencias.map(({ sql, bindings }) => {
      const nativa = this.raw(sql, bindings as Knex.Value[])
        .toSQL()
        .toNative();
      return { name: nombreDe(this, { sql: nativa.sql, options: { preparada: true } }), text: nativa.sql, values: nativa.bindings };
    });
    const conexion: ConexionPg = await this.acquireConnection();
    try {
      conexion.pipeline = true;
      const [, ...respuestas] = await Promise.allSettled([
        conexion.query('BEGIN'),
        ...consultas.map((consulta) => conexion.query(consulta)),
        conexion.query('COMMIT'),
      ]);
      const fallo = respuestas.find((r) => r.status === 'rejected');
      if (fallo) throw fallo.reason;
      return respuestas.slice(0, -1).map((r) => (r as PromiseFulfilledResult<{ rows: Filas }>).value.rows);
    } finally {
      conexion.pipeline = false;
      this.releaseConnection(conexion);
    }
  }
}

/**
 * `sentencias` in order as one transaction, answering each one's rows. PostgreSQL gets them in one go
 * (ClientePgConPreparadas.transaccionDeUnEnvio); PGlite, one session that nobody else waits for, runs
 * them as any transaction. Given a transaction (an Idempotency-Key's), they run in it one after the
 * other, as a savepoint: the one-go path has a connection of its own.
 */
export async function transaccionDeUnEnvio(db: Knex, sentencias: Sentencia[]): Promise<Filas[]> {
  if (!db.isTransaction && db.client instanceof ClientePgConPreparadas) return db.client.transaccionDeUnEnvio(sentencias);
  return db.transaction(async (trx) => {
    const filas: Filas[] = [];
    for (const { sql, bindings } of sentencias) filas.push((await preparada(trx.raw(sql, bindings as Knex.Value[]))).rows);
    return filas;
  });
}

// PGlite has no named statements in its query(); the protocol has. A prepared statement is parsed once
// (with its parameters' types, to write the values as PGlite's query() would), then each run is one
// Bind-Describe-Execute-Sync message: one call into WebAssembly instead of six.
const { serialize } = protocol;
type Mensaje = Parameters<typeof parse.parseResults>[0][number];

function unidos(partes: Uint8Array[]): Uint8Array {
  const todo = new Uint8Array(partes.reduce((n, p) => n + p.length, 0));
  let desde = 0;
  for (const parte of partes) {
    todo.set(parte, desde);
    desde += parte.length;
  }
  return todo;
}

/** The statements prepared in one PGlite database: name -> the types of its parameters. */
const preparadasDe = new WeakMap<PGlite, Map<string, number[]>>();

async function ejecutarEnPglite(pglite: PGlite, name: string, sql: string, valores: unknown[]) {
  let preparadas = preparadasDe.get(pglite);
  if (!preparadas) {
    preparadas = new Map();
    preparadasDe.set(pglite, preparadas);
  }
  let tipos = preparadas.get(name);
  if (!tipos) {
    const { messages } = await pglite.execProtocol(
      unidos([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const descripcion = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    tipos = descripcion?.dataTypeIDs ?? [];
    preparadas.set(name, tipos);
  }
  const values = valores.map((valor, i) => {
    if (valor === null || valor === undefined) return null;
    const escribir = pglite.serializers[(tipos as number[])[i]];
    return escribir ? escribir(valor) : String(valor);
  });
  try {
    const { messages } = await pglite.execProtocol(
      unidos([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return parse.parseResults(messages as Mensaje[], pglite.parsers)[0];
  } catch (err) {
    if (esCambioDeTipo(err)) {
      preparadas.delete(name);
      await pglite.execProtocol(unidos([serialize.close({ type: 'S', name }), serialize.sync()]));
    }
    throw err;
  }
}

const ClientePglite = ClientePgliteBase as unknown as ConQuery<PGlite>;

/** knex-pglite's client, running the queries marked with `preparada` as named prepared statements in PGlite's one session. */
export const ClientePgliteConPreparadas = class extends ClientePglite {
  async _query(pglite: PGlite, consulta: ConsultaCompilada): Promise<unknown> {
    const name = nombreDe(this, consulta);
    if (!name) return super._query(pglite, consulta);
    // Alone in the session while its messages go in, as PGlite's own query() is.
    const ejecutar = () => pglite.runExclusive(() => ejecutarEnPglite(pglite, name, consulta.sql, consulta.bindings ?? []));
    try {
      consulta.response = await ejecutar();
    } catch (err) {
      if (!esCambioDeTipo(err) || pglite.isInTransaction()) throw err;
      consulta.response = await ejecutar();
    }
    return consulta;
  }
} as unknown as typeof Knex.Client;
