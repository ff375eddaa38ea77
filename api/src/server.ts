import { loadConfig } from './config.js';
import { createDatabase } from './db/connection.js';
import { seedDemoOnce } from './db/seedSource.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';

const logger = createLogger();
const config = loadConfig();
const db = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });

await db.migrate.latest();
if (config.seedDemo && (await seedDemoOnce(db))) logger.info('datos de demostración cargados');

const server = createApp({ db, config, logger }).listen(config.port, () => {
  logger.info(`servidor escuchando en http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`);
});

async function shutdown() {
  server.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
