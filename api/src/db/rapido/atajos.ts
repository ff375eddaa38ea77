import type { Knex } from 'knex';

// The switches of the fast paths of this folder (README.md here): each one on unless turned off. Off,
// the same answers come from the plain path: knex's own clients, the orders mapped in JavaScript,
// count(*) for totals, PGlite's file system as it comes.

/** Which fast paths a database runs with. */
export interface Atajos {
  /** RAPIDO_TAMANOS_PGLITE: PGlite on a data directory keeps file sizes in memory (tamanosPglite.ts). */
  tamanosPglite: boolean;
  /** RAPIDO_PREPARADAS: queries marked `preparada` run as named prepared statements (preparadas.ts). */
  preparadas: boolean;
  /** RAPIDO_JSON_SQL: the database writes an order page's JSON (json.ts, pedidos-comun/hydrate.ts). */
  jsonSql: boolean;
  /** RAPIDO_CONTEOS: totals read from the kept counters, not count(*) (conteos.ts). */
  conteos: boolean;
}

export const TODOS_LOS_ATAJOS: Readonly<Atajos> = { tamanosPglite: true, preparadas: true, jsonSql: true, conteos: true };
export const NINGUN_ATAJO: Readonly<Atajos> = { tamanosPglite: false, preparadas: false, jsonSql: false, conteos: false };

const VARIABLES: Record<keyof Atajos, string> = {
  tamanosPglite: 'RAPIDO_TAMANOS_PGLITE',
  preparadas: 'RAPIDO_PREPARADAS',
  jsonSql: 'RAPIDO_JSON_SQL',
  conteos: 'RAPIDO_CONTEOS',
};

/** `1`/`true` on, `0`/`false` off, unset or empty: undefined. */
function interruptor(nombre: string, valor: string | undefined): boolean | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (valor === '1' || valor === 'true') return true;
  if (valor === '0' || valor === 'false') return false;
  throw new Error(`${nombre} debe ser 1 o 0 (true o false)`);
}

/** The switches of an environment: each its own variable if set, else RAPIDO (all of them), else on. */
export function leerAtajos(env: NodeJS.ProcessEnv): Atajos {
  const todos = interruptor('RAPIDO', env.RAPIDO) ?? true;
  const atajos = { ...TODOS_LOS_ATAJOS };
  for (const [atajo, variable] of Object.entries(VARIABLES) as [keyof Atajos, string][]) {
    atajos[atajo] = interruptor(variable, env[variable]) ?? todos;
  }
  return atajos;
}

let delEntorno: Atajos | undefined;

/** The switches of this process's environment, read once: what a database opened without its own runs with. */
export function atajosDelEntorno(): Atajos {
  delEntorno ??= leerAtajos(process.env);
  return delEntorno;
}

/**
 * The switches a database (or transaction, or query's client) was opened with (db/connection.ts keeps
 * them in its Knex config); one opened otherwise runs with the environment's.
 */
export function atajosDe(db: Knex | Knex.Client): Atajos {
  // A database or transaction is a function with its client; a query's client is the client.
  const client = typeof db === 'function' ? db.client : db;
  return (client.config as { atajos?: Atajos }).atajos ?? atajosDelEntorno();
}
