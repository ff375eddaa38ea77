import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

/**
 * How long a query waits for PGlite's one session, and the session for PGlite to start: 5 minutes, not Knex's
 * 30 s (creating the connection) and 60 s (waiting for it). The connection is PGlite itself, ready once its
 * WebAssembly and files are; on a slow machine under load (two cores, load 14) that took more than 30 s and the
 * server died at start ("Acquire connection error: operation timed out"). Every query queues for the one
 * session by design, so a long wait is the database working; a query that can never get it (one outside its
 * transaction) still fails, later.
 */
export const ESPERA_PGLITE_MS = 5 * 60_000;

/** knex-pglite's client with that limit on creating its one connection (the library refuses a `pool` option). */
export class ClientePglite extends (ClientPgLite as unknown as typeof Knex.Client) {
  poolDefaults() {
    return { ...super.poolDefaults(), createTimeoutMillis: ESPERA_PGLITE_MS };
  }
}
