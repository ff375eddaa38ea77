import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { ConfigEntorno } from './config.js';

/**
 * How many server processes run: WEB_CONCURRENCY, but only one on PGlite, whose database lives inside
 * the process that opened DATA_DIR (two processes cannot share it).
 */
export function procesosDelServidor(config: ConfigEntorno, logger: Logger): number {
  if (config.databaseUrl || config.webConcurrency === 1) return config.webConcurrency;
  logger.warn(`WEB_CONCURRENCY=${config.webConcurrency} no se aplica con PGlite: corre un solo proceso (para varios, use DATABASE_URL)`);
  return 1;
}

/**
 * The primary process with WEB_CONCURRENCY > 1: forks the workers that serve (node:cluster hands them
 * the connections of one port). A worker that dies while serving is replaced; one that dies before it
 * listens stops them all, so a start that cannot work does not loop. SIGTERM or SIGINT reaches every
 * worker, which finishes its requests in flight and closes its pool; the primary exits after the last.
 */
export function iniciarProcesos(cantidad: number, env: NodeJS.ProcessEnv, logger: Logger) {
  const escuchando = new Set<number>();
  let vivos = 0;
  let cerrando = false;
  let codigoDeSalida = 0;

  function iniciar() {
    vivos += 1;
    const worker = cluster.fork(env);
    worker.once('listening', () => escuchando.add(worker.id));
  }

  function cerrar(codigo: number) {
    if (cerrando) return;
    cerrando = true;
    codigoDeSalida = codigo;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && !worker.isDead()) worker.process.kill('SIGTERM');
    }
  }

  cluster.on('exit', (worker, code, signal) => {
    vivos -= 1;
    if (!cerrando && escuchando.has(worker.id)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'un proceso del servidor terminó; se inicia otro');
      iniciar();
    } else if (!cerrando) {
      logger.error({ pid: worker.process.pid, code, signal }, 'un proceso del servidor terminó antes de escuchar: se detienen todos');
      cerrar(1);
    }
    if (cerrando && vivos === 0) process.exit(codigoDeSalida);
  });
  process.on('SIGTERM', () => cerrar(0));
  process.on('SIGINT', () => cerrar(0));

  logger.info(`iniciando ${cantidad} procesos del servidor`);
  for (let i = 0; i < cantidad; i++) iniciar();
}
