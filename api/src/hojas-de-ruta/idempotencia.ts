import type { Knex } from 'knex';
import { barridoPeriodico } from '../db/barrido.js';

/**
 * How long a stop action's Idempotency-Key is kept (docs/funcional.md, Hojas de ruta): far beyond any phone's
 * offline queue (a day's round), short enough that the table stays a few thousand rows. A replay after that
 * finds the stop resolved (409), never applies twice.
 */
export const RETENCION_IDEMPOTENCIA_DIAS = 30;
const BARRIDO_MS = 60 * 60_000;

/**
 * The keys older than the retention are deleted at most once an hour per process, before a stop action. A
 * request in flight is never touched: its key is written with the same clock at its start (now, not 30 days
 * ago), and an uncommitted row is invisible to the delete. No index: a month of keys is a small table.
 */
export const barridoIdempotencia = (db: Knex) =>
  barridoPeriodico(BARRIDO_MS, (ahora) =>
    db('idempotencia')
      .where('created_at', '<', new Date(ahora.getTime() - RETENCION_IDEMPOTENCIA_DIAS * 86_400_000))
      .delete(),
  );
