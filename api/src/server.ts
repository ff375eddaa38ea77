import { loadConfig } from './config.js';
import { createDatabase } from './db/connection.js';
import { seedDemoOnce } from './db/seedSource.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';
import { secretoJwt } from './auth/secreto.js';
import { cuentasConContrasenaDemo } from './auth/cuentasDemo.js';

const logger = createLogger();
const entorno = loadConfig();
const db = createDatabase({ url: entorno.databaseUrl, dataDir: entorno.dataDir });

await db.migrate.latest();
if (entorno.seedDemo && (await seedDemoOnce(db))) logger.info('datos de demostración cargados');
const config = { ...entorno, jwtSecret: await secretoJwt(db, entorno.jwtSecret) };
for (const nombre of await cuentasConContrasenaDemo(db)) {
  logger.warn(`la cuenta ${nombre} todavía tiene su contraseña de demostración: cámbiela antes de usar el sistema de verdad`);
}

const server = createApp({ db, config, logger }).listen(config.port, () => {
  logger.info(`servidor escuchando en http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`);
});

// Requests in flight may finish (up to 10 s); no new ones are accepted; then the pool is closed.
const ESPERA_AL_CERRAR_MS = 10_000;

async function shutdown() {
  logger.info('cerrando: no se aceptan más solicitudes');
  const cerrado = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const plazo = setTimeout(() => server.closeAllConnections(), ESPERA_AL_CERRAR_MS);
  await cerrado;
  clearTimeout(plazo);
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
