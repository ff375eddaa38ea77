import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Facturacion } from './comprobantes/autorizacion.js';
import type { Config } from './config.js';

/** What every resource's routes are built from. */
export interface AppDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  /** Electronic invoicing with ARCA, when configured (or the demo's local ARCA). */
  facturacion?: Facturacion;
}
