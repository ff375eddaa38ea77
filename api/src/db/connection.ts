import knexFactory, { type Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import { migrationSource } from './migrationSource.js';
import { recordarTamanos } from './rapido/tamanosPglite.js';
import { ClientePgConPreparadas, ClientePgliteConPreparadas } from './rapido/preparadas.js';
import { ClientePglite, ESPERA_PGLITE_MS } from './clientePglite.js';
import { type Atajos, atajosDelEntorno } from './rapido/atajos.js';

// Type OIDs: int8 (counts), numeric (money) and date (date-only fields). Both drivers hand
// them back as JSON-friendly values, so the mapping layer never sees strings for numbers.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(DATE, asText);

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; omitted means an in-memory database. */
  dataDir?: string;
  /**
   * PGlite's buffer pool ('16MB'), instead of PostgreSQL's 128 MB: a test's database is a few MB, and setting up the
   * whole pool was most of its start (0.8 s of CPU of 1.1). The server keeps the default.
   */
  sharedBuffers?: string;
  /** The demo data that `db.seed.run()` loads (seeds/index.ts), handed in by the entry points; without it, none. */
  semillas?: Knex.SeedSource<string>;
  /** The fast paths it runs with (db/rapido/); omitted, the environment's (RAPIDO, RAPIDO_*). */
  atajos?: Atajos;
}

// No seeds unless the caller hands them in: knex would otherwise read whatever files are in ./seeds.
const SIN_SEMILLAS: Knex.SeedSource<string> = {
  getSeeds: async () => [],
  getSeed: async (nombre) => {
    throw new Error(`no hay semilla ${nombre}`);
  },
};

// Connections to PostgreSQL: two per core. A new order waits for nothing but the products' locks, so more
// connections only add backends competing for the same cores and rows (docs/decisiones.md, Rendimiento).
// The requests beyond it wait in Knex's queue.
const POOL_MAX = 2 * os.availableParallelism();

export const PGLITE_CPU_OPERATOR_COST = 0.025;

/** The one place that knows which database engine is behind Knex (also used by knexfile.ts). */
export function knexConfig({ url, dataDir, sharedBuffers, semillas = SIN_SEMILLAS, atajos = atajosDelEntorno() }: DatabaseOptions): Knex.Config {
  // compileSqlOnError off: a failing query's message carries its SQL with placeholders, never the bound
  // values (password hashes, personal data), so no log line can show them. The switches ride in the
  // config, where every transaction's client finds them too (db/rapido/atajos.ts).
  const common = { migrations: { migrationSource }, seeds: { seedSource: semillas }, compileSqlOnError: false, atajos } as Knex.Config;
  if (url) {
    const client = atajos.preparadas ? (ClientePgConPreparadas as unknown as typeof Knex.Client) : 'pg';
    return { ...common, client, connection: url, pool: { min: 0, max: POOL_MAX } };
  }
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    dataDir,
    ...(sharedBuffers ? { postgresqlconf: [`shared_buffers=${sharedBuffers}`] } : {}),
    // The search indexes (migrations 005 and 017) need pg_trgm.
    extensions: { pg_trgm },
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText },
  });
  // Inside WebAssembly an operator costs far more than PostgreSQL's default assumes, and searches chose sequential
  // scans over the trigram indexes; ten times the default fixes that (docs/decisiones.md, Rendimiento).
  pglite.exec(`SET cpu_operator_cost = ${PGLITE_CPU_OPERATOR_COST}`).catch(() => undefined);
  if (dataDir && atajos.tamanosPglite) pglite.waitReady.then(() => recordarTamanos(pglite)).catch(() => undefined);
  return {
    ...common,
    client: atajos.preparadas ? ClientePgliteConPreparadas : ClientePglite,
    dialect: 'postgres',
    acquireConnectionTimeout: ESPERA_PGLITE_MS,
    connection: () => ({ pglite }) as object,
  } as Knex.Config;
}

export function createDatabase(options: DatabaseOptions): Knex {
  return knexFactory(knexConfig(options));
}
