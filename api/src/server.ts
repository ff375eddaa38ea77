import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { loadConfig, type Config } from './config.js';
import { createDatabase } from './db/connection.js';
import { createLogger } from './logger.js';
import { createApp } from './app.js';
import { iniciarFacturacion } from './comprobantes/facturacion.js';
import { programarReintentos } from './comprobantes/reintentos.js';
import { programarEnvioDeCorreos } from './correos/envio.js';
import { programarRecordatorios } from './correos/recordatorios.js';
import { secretoJwt } from './auth/secreto.js';
import { cuentasConContrasenaDemo } from './auth/cuentasDemo.js';
import { iniciarProcesos, procesosDelServidor } from './cluster.js';
import { administradorInicialPedido, crearAdministradorInicial } from './usuarios/administradorInicial.js';
import { usuariosService } from './usuarios/service.js';
import { correrComando, esComando } from './respaldos/comandos.js';
import { respaldosService } from './respaldos/service.js';
import { abrirCanal } from './respaldos/canal.js';
import { programarRespaldos } from './respaldos/programacion.js';
import { CUENTAS_DEMO, seedDemoOnce, seedSource } from '../../seeds/index.js';

// npm start runs this file compiled (api/dist/server.js, npm run build:api); npm run dev runs it with tsx.
// The entry point is the one file of api/src that imports seeds/: it hands the demo data and its published
// passwords to the database and to the start-up check.

// `node api/dist/server.js respaldo` and `restaurar ARCHIVO [--forzar]` (npm run respaldo, npm run restaurar): the
// backup commands (respaldos/comandos.ts) read only their own variables, then exit without serving.
if (esComando(process.argv[2])) process.exit(await correrComando(process.argv.slice(2)));

const logger = createLogger();
const entorno = loadConfig();

// Requests in flight may finish (up to 10 s); no new ones are accepted; then the pool is closed.
const ESPERA_AL_CERRAR_MS = 10_000;
const CONEXION_INACTIVA_MS = 60_000;

// `node api/dist/server.js admin:crear` (npm run admin:crear): the first administrator, then exit.
const CREAR_ADMINISTRADOR = process.argv[2] === 'admin:crear';

if (cluster.isPrimary) {
  const db = createDatabase({ url: entorno.databaseUrl, dataDir: entorno.dataDir, semillas: seedSource, atajos: entorno.atajos });
  const config: Config = { ...entorno, jwtSecret: await prepararBase(db) };
  if (CREAR_ADMINISTRADOR) {
    await administradorInicial(db, config);
    await db.destroy();
  } else if (entorno.migrateOnly) {
    // The release step creates the first administrator it is given only while none is active.
    if (administradorInicialPedido(process.env) && !(await usuariosService(db, config).hayAdministradorActivo())) {
      await administradorInicial(db, config);
    }
    await revisarCuentasDemo(db);
    logger.info('base de datos preparada (MIGRATE_ONLY): migraciones al día');
    await db.destroy();
  } else {
    await revisarCuentasDemo(db);
    const procesos = procesosDelServidor(entorno, logger);
    if (procesos === 1) {
      await servir(db, config);
    } else {
      // Workers take the secret from their environment, so only this process ever writes it.
      iniciarProcesos(procesos, { JWT_SECRET: config.jwtSecret }, logger);
      await db.destroy();
    }
  }
} else {
  // A cluster worker: the primary has prepared the database and set JWT_SECRET in its environment.
  await servir(createDatabase({ url: entorno.databaseUrl, atajos: entorno.atajos }), entorno as Config);
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

/** ADMIN_INICIAL_*: creates (or recovers) the administrator; wrong variables end the process with their messages. */
async function administradorInicial(db: Knex, config: Config) {
  try {
    const { usuario, creado } = await crearAdministradorInicial(db, config, process.env);
    logger.info(
      creado
        ? `administrador ${usuario.NombreUsuario} creado`
        : `administrador ${usuario.NombreUsuario}: contraseña nueva, rol Administrador y cuenta activa`,
    );
  } catch (error) {
    logger.fatal((error as Error).message);
    await db.destroy();
    process.exit(1);
  }
}

/**
 * Active accounts that still have a published demo password: a warning outside production; in
 * production the server does not start (nor does the release step finish) until they are changed.
 */
async function revisarCuentasDemo(db: Knex) {
  const cuentas = await cuentasConContrasenaDemo(db, CUENTAS_DEMO);
  if (!entorno.production) {
    for (const nombre of cuentas) {
      logger.warn(`la cuenta ${nombre} todavía tiene su contraseña de demostración: cámbiela antes de usar el sistema de verdad`);
    }
    return;
  }
  if (cuentas.length === 0) return;
  logger.fatal(
    `el servidor no arranca con NODE_ENV=production mientras las cuentas activas ${cuentas.join(', ')} tengan su contraseña ` +
      'de demostración publicada. Cámbielas o inactívelas en Usuarios (iniciando sin NODE_ENV=production sobre la misma base), ' +
      'o, para cada una: ADMIN_INICIAL_USUARIO=<cuenta> ADMIN_INICIAL_CONTRASENA=<nueva> npm run admin:crear ' +
      '(node api/dist/server.js admin:crear en el contenedor), que le pone esa contraseña y la deja como Administrador activo',
  );
  await db.destroy();
  process.exit(1);
}

async function servir(db: Knex, config: Config) {
  const respaldos = respaldosService(db, config);
  // On PGlite, before anything else can see the server: from then on npm run respaldo asks it for the backup
  // instead of opening DATA_DIR itself. Without its channel the server does not start.
  const cerrarCanal = config.databaseUrl
    ? undefined
    : await abrirCanal(config.dataDir, respaldos, logger).catch(noArranca('no se puede abrir el canal de npm run respaldo'));
  const { detener: detenerRespaldos } = programarRespaldos(respaldos, config, logger);
  const { facturacion, cerrar: cerrarFacturacion } = await iniciarFacturacion(db, config, logger).catch(
    noArranca('no se puede iniciar la facturación electrónica'),
  );
  const reintentos = facturacion && programarReintentos(db, facturacion, config, logger);
  const correos = programarEnvioDeCorreos(db, config, logger);
  const recordatorios = programarRecordatorios({ db, config }, logger);
  const server = createApp({ db, config, logger, facturacion }).listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`servidor escuchando en http://localhost:${port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`);
  });
  // Node closes an idle keep-alive socket after 5 s by default, and a pause of the event loop longer than that (a
  // backup on PGlite, a slow machine) made it close sockets whose client had just sent a request on them: the client
  // saw ECONNRESET, a POST among them (the restore drill's load, in CI). A minute outlasts any such pause; the headers'
  // limit must stay above it.
  server.keepAliveTimeout = CONEXION_INACTIVA_MS;
  server.headersTimeout = CONEXION_INACTIVA_MS + 1_000;
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
    detenerRespaldos();
    reintentos?.detener();
    correos.detener();
    recordatorios.detener();
    await cerrarCanal?.();
    await cerrarFacturacion();
    await respaldos.terminados();
    await db.destroy();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** What a start-up step that failed says before the process ends. */
function noArranca(motivo: string) {
  return (error: Error): never => {
    logger.fatal({ err: error }, `${motivo}: el servidor no arranca`);
    process.exit(1);
  };
}
