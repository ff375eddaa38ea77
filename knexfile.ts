// Knex CLI configuration (npm run db:migrate / db:seed / db:reset): the server's engines and its migration and seed lists.
import { loadConfig } from './api/src/config.js';
import { knexConfig } from './api/src/db/connection.js';
import { seedSource } from './seeds/index.js';

const config = loadConfig();

export default knexConfig({ url: config.databaseUrl, dataDir: config.dataDir, semillas: seedSource });
