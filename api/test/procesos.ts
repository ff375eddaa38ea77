import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { clienteHttp, type TestServer } from './harness.js';
import { vigilar } from './vivos.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');

/** Builds api/dist/server.js if a source is newer than it (as npm start does), so tests run what production runs. */
export function compilarServidor() {
  const { status, stdout, stderr } = spawnSync('node', ['scripts/build-if-needed.mjs', 'api'], { cwd: RAIZ, encoding: 'utf8' });
  if (status !== 0) throw new Error(`npm run build:api falló:\n${stdout}\n${stderr}`);
}

/** One line of a server's log (pino JSON). */
export interface LineaDeLog {
  msg: string;
  pid: number;
  level: number;
}

/** A compiled server running in its own process (with WEB_CONCURRENCY, a primary and its workers). */
export interface ServidorHijo extends TestServer {
  /** Every log line written so far, from the primary and its workers. */
  logs: LineaDeLog[];
  /** Resolves once the log so far satisfies `cumple` (fails if the server exits first). */
  esperarLog(cumple: (logs: LineaDeLog[]) => boolean): Promise<void>;
  /** Sends SIGTERM; resolves with the exit code. */
  terminar(): Promise<number | null>;
}

const ESCUCHANDO = /^servidor escuchando en http:\/\/localhost:(\d+) /;

/** `node api/dist/server.js` (with `argumentos`, e.g. admin:crear) with `env` added to the test's environment, on a free port; its log lines as they come. */
function lanzar(env: NodeJS.ProcessEnv, argumentos: string[] = []) {
  const hijo = spawn(process.execPath, ['api/dist/server.js', ...argumentos], {
    cwd: RAIZ,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  vigilar(hijo);
  const logs: LineaDeLog[] = [];
  const lineas = readline.createInterface({ input: hijo.stdout });
  // knex writes its own warnings (a lost connection) as plain text: kept as a message (from an unknown pid).
  lineas.on('line', (texto) => logs.push(texto.startsWith('{') ? JSON.parse(texto) : { msg: texto, pid: 0, level: 40 }));
  const salida = new Promise<number | null>((resolve) => hijo.once('exit', (code) => resolve(code)));
  const esperarLog = (cumple: (logs: LineaDeLog[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const revisar = () => {
        if (!cumple(logs)) return;
        lineas.off('line', revisar);
        resolve();
      };
      lineas.on('line', revisar);
      revisar();
      salida.then((code) => reject(new Error(`el servidor terminó (código ${code}):\n${logs.map((l) => l.msg).join('\n')}`)));
    });
  return { hijo, logs, salida, esperarLog };
}

/** The log lines of the processes that started listening, in order. */
export const escuchando = (logs: LineaDeLog[]) => logs.filter((linea) => ESCUCHANDO.test(linea.msg));

/** Runs the server until it exits by itself (MIGRATE_ONLY, admin:crear, a refusal to start): its exit code and log. */
export async function correrHastaSalir(env: NodeJS.ProcessEnv, argumentos: string[] = []) {
  const { logs, salida } = lanzar(env, argumentos);
  return { codigo: await salida, logs };
}

/** Starts the server and resolves once `procesos` processes listen (the workers of WEB_CONCURRENCY), or fails with its log. */
export async function iniciarServidor(env: NodeJS.ProcessEnv, procesos = 1): Promise<ServidorHijo> {
  const { hijo, logs, salida, esperarLog } = lanzar(env);
  await esperarLog((lineas) => escuchando(lineas).length === procesos);
  const [, puerto] = ESCUCHANDO.exec(escuchando(logs)[0].msg) ?? [];
  const terminar = () => {
    if (hijo.exitCode === null) hijo.kill('SIGTERM');
    return salida;
  };
  return {
    ...clienteHttp(`http://127.0.0.1:${puerto}`),
    logs,
    esperarLog,
    terminar,
    close: async () => {
      await terminar();
    },
  };
}

/** What a command printed and how it ended. */
export interface SalidaDeComando {
  codigo: number | null;
  /** stdout and stderr, in the order they were written. */
  texto: string;
}

/**
 * `node api/dist/server.js <argumentos>` (npm run respaldo, npm run restaurar) with `env` added, without blocking the
 * test's event loop (its requests go on meanwhile); `signal` kills it if the test ends first.
 */
export function correrComando(argumentos: string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<SalidaDeComando> {
  const hijo = spawn(process.execPath, ['api/dist/server.js', ...argumentos], {
    cwd: RAIZ,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  let texto = '';
  for (const flujo of [hijo.stdout, hijo.stderr]) {
    flujo.on('data', (parte: Buffer) => {
      texto += parte.toString();
    });
  }
  return new Promise((resolve, reject) => {
    hijo.once('error', reject);
    hijo.once('close', (codigo) => resolve({ codigo, texto }));
  });
}
