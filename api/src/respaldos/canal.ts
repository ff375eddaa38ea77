import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from 'pino';
import type { Respaldo } from '#dominio/respaldos';
import type { RespaldosService } from './service.js';

// PGlite is one process: while the server has DATA_DIR open nothing else may open it. So `npm run respaldo` asks the
// running server for the backup through a local channel only the server's own OS user can open: a Unix socket
// in a directory of its own (mode 0700) under the system's temporary directory, or a named pipe on Windows. No
// network port, no password. The server writes where to find it, and its pid, in DATA_DIR/SERVIDOR_EN_MARCHA.

/** DATA_DIR's note that a server has it open: its pid and its channel. A backup carries it; a restore removes it. */
export const SERVIDOR_EN_MARCHA = 'carbonsur-servidor.json';

interface EnMarcha {
  pid: number;
  canal: string;
}

const PEDIDO = 'respaldo';
const TOCAR_CADA_MS = 6 * 60 * 60_000;

/**
 * Opens the channel of a server running PGlite on `dataDir` and notes it in DATA_DIR; each request takes a backup
 * (`service.manual()`) and answers the recorded attempt. Resolves with what closes it.
 */
export async function abrirCanal(dataDir: string, service: RespaldosService, logger: Logger): Promise<() => Promise<void>> {
  borrarCanalAbandonado(dataDir);
  const propio = process.platform === 'win32' ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-respaldo-'));
  const canal = propio ? path.join(propio, 'respaldo.sock') : `\\\\.\\pipe\\carbonsur-respaldo-${randomUUID()}`;
  const servidor = net.createServer((conexion) => {
    const lineas = readline.createInterface({ input: conexion });
    lineas.once('line', async (pedido) => {
      lineas.close();
      if (pedido !== PEDIDO) return conexion.end(`${JSON.stringify({ error: 'pedido desconocido' })}\n`);
      try {
        const respaldo = await service.manual();
        logger.info(`respaldo pedido por npm run respaldo: ${respaldo.Resultado === 'ok' ? respaldo.Archivo : `falló: ${respaldo.Error}`}`);
        conexion.end(`${JSON.stringify({ respaldo })}\n`);
      } catch (error) {
        conexion.end(`${JSON.stringify({ error: (error as Error).message })}\n`);
      }
    });
    conexion.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(canal, resolve);
  });
  if (propio) fs.chmodSync(canal, 0o600);
  const nota = path.join(dataDir, SERVIDOR_EN_MARCHA);
  fs.writeFileSync(nota, JSON.stringify({ pid: process.pid, canal } satisfies EnMarcha), { mode: 0o600 });
  // Some systems delete what nobody touched in a few days from the temporary directory (systemd-tmpfiles, macOS):
  // touched every few hours, the channel lasts as long as the server.
  const vigente = setInterval(() => {
    const ahora = new Date();
    for (const ruta of [propio, canal]) if (ruta) fs.utimes(ruta, ahora, ahora, () => undefined);
  }, TOCAR_CADA_MS);
  vigente.unref();
  return async () => {
    clearInterval(vigente);
    await new Promise((resolve) => servidor.close(resolve));
    if (servidorEnMarcha(dataDir)?.pid === process.pid) fs.rmSync(nota, { force: true });
    if (propio) fs.rmSync(propio, { recursive: true, force: true });
  };
}

function leerNota(dataDir: string): EnMarcha | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, SERVIDOR_EN_MARCHA), 'utf8'));
  } catch {
    return undefined;
  }
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server that has `dataDir` open, if its note names a live process (one that died leaves the note behind). */
export function servidorEnMarcha(dataDir: string): EnMarcha | undefined {
  const nota = leerNota(dataDir);
  return nota && vivo(nota.pid) ? nota : undefined;
}

/** The directory a server that died (killed, a power cut) left in the temporary directory for its channel. */
function borrarCanalAbandonado(dataDir: string) {
  const nota = leerNota(dataDir);
  if (!nota || vivo(nota.pid) || typeof nota.canal !== 'string') return;
  const directorio = path.dirname(nota.canal);
  const propio = path.dirname(directorio) === os.tmpdir() && /^carbonsur-respaldo-\w+$/.test(path.basename(directorio));
  if (propio && path.basename(nota.canal) === 'respaldo.sock') fs.rmSync(directorio, { recursive: true, force: true });
}

/** Asks the server behind `canal` for a backup and waits for it: the attempt as the server recorded it. */
export function pedirRespaldo(canal: string): Promise<Respaldo> {
  return new Promise((resolve, reject) => {
    const conexion = net.connect(canal, () => conexion.write(`${PEDIDO}\n`));
    conexion.on('error', reject);
    const lineas = readline.createInterface({ input: conexion });
    let respuesta: { respaldo?: Respaldo; error?: string } | undefined;
    lineas.once('line', (linea) => {
      respuesta = JSON.parse(linea);
    });
    lineas.on('close', () => {
      if (respuesta?.respaldo) resolve(respuesta.respaldo);
      else reject(new Error(respuesta?.error ?? 'el servidor cerró el canal sin responder'));
    });
  });
}
