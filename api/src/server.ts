import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { loadConfig, type Config } from './config.js';
import { createDatabase } from './db/connection.js';
import { seedDemoOnce } from './db/seedSource.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';
import { secretoJwt } from './auth/secreto.js';
import { cuentasConContrasenaDemo } from './auth/cuentasDemo.js';
import { iniciarProcesos, procesosDelServidor } from './cluster.js';

// npm start runs this file compiled (api/dist/server.js, npm run build:api); npm run dev runs it with tsx.
const logger = createLogger();
const entorno = loadConfig();

// Requests in flight may finish (up to 10 s); no new ones are accepted; then the pool is closed.
const ESPERA_AL_CERRAR_MS = 10_000;

if (cluster.isPrimary) {
  const db = createDatabase({ url: entorno.databaseUrl, dataDir: entorno.dataDir });
  const jwtSecret = await prepararBase(db);
  if (entorno.migrateOnly) {
    logger.info('base de datos preparada (MIGRATE_ONLY): migraciones al día');
    await db.destroy();
  } else {
    const procesos = procesosDelServidor(entorno, logger);
    if (procesos === 1) {
      servir(db, { ...entorno, jwtSecret });
    } else {
      // Workers take the secret from their environment, so only this process ever writes it.
      iniciarProcesos(procesos, { JWT_SECRET: jwtSecret }, logger);
    }
    await avisarCuentasDemo(db);
    if (procesos > 1) await db.destroy();
  }
} else {
  // A cluster worker: the primary has prepared the database and set JWT_SECRET in its environment.
  servir(createDatabase({ url: entorno.databaseUrl }), entorno as Config);
}

/** Migrations, demo data and the signing secret, once, before any request is served. */
async function prepararBase(db: Knex): Promise<string> {
  // With nothing pending knex's migration lock is not taken, so servers starting together on one
  // database (several machines, a restart) never fail on it.
  const [, pendientes] = await db.migrate.list();
  if (pendientes.length > 0) await db.migrate.latest();
  if (entorno.seedDemo && (await seedDemoOnce(db))) logger.info('datos de demostración cargados');
  return secretoJwt(db, entorno.jwtSecret);
}

async function avisarCuentasDemo(db: Knex) {
  for (const nombre of await cuentasConContrasenaDemo(db)) {
    logger.warn(`la cuenta ${nombre} todavía tiene su contraseña de demostración: cámbiela antes de usar el sistema de verdad`);
  }
}

function servir(db: Knex, config: Config) {
  const server = createApp({ db, config, logger }).listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`servidor escuchando en http://localhost:${port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, `no se puede escuchar en el puerto ${config.port}`);
    process.exit(1);
  });

  let cerrando = false;
  async function shutdown() {
    // Ctrl+C reaches a cluster worker twice: from the terminal and from the primary.
    if (cerrando) return;
    cerrando = true;
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
}
