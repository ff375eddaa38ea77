import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Knex } from 'knex';
import { createDatabase } from '../api/src/db/connection';
import { seedDemoOnce } from '../seeds/index';
import { carpetaTemporal } from '../api/test/temporales';
import { vigilar } from '../api/test/vivos';

/** The port of the first worker's shared server (the next worker's is one above). */
export const PUERTO_E2E = Number(process.env.E2E_PORT ?? 3210);
/**
 * The ports of the files with a server of their own, clear of the workers' servers (app-instalable
 * serves a copy of admin/dist there, to deploy a new build under a running page; exportar, 1,201 clients of its own).
 */
export const PUERTO_PROPIO = {
  registro: PUERTO_E2E + 10,
  escala: PUERTO_E2E + 11,
  appInstalable: PUERTO_E2E + 12,
  exportar: PUERTO_E2E + 14,
  facturarEntregas: PUERTO_E2E + 15,
  precios: PUERTO_E2E + 16,
  segundoFactorObligatorio: PUERTO_E2E + 17,
};

/** A data dir migrated and with the demo data, closed: every browser-test server starts from a copy. */
export async function prepararPlantilla(): Promise<string> {
  const dir = carpetaTemporal('carbonsur-e2e-plantilla');
  await enBase(dir, async (db) => {
    await db.migrate.latest();
    await seedDemoOnce(db);
  });
  return dir;
}

async function enBase(dataDir: string, usar: (db: Knex) => Promise<unknown>) {
  const db = createDatabase({ dataDir });
  try {
    await usar(db);
  } finally {
    await db.destroy();
  }
}

export interface Servidor {
  url: string;
  cerrar(): Promise<void>;
  /** Stops the server and starts it again over the same data, with these variables besides (RELOJ_DESDE: a later day). */
  reiniciar(env?: Record<string, string>): Promise<void>;
}

interface Opciones {
  puerto: number;
  plantilla: string;
  /** Environment of this server besides the usual (a registration mode...). */
  env?: Record<string, string>;
  /** Data of its own, written before the server opens the copy (PGlite is one process). */
  preparar?: (db: Knex) => Promise<unknown>;
}

/**
 * The real server (API + built admin) over a copy of the template, answering once it is ready. It waits for that
 * event, however long a loaded machine takes (the hook's time limit is the safety net), or for the server to exit.
 */
export async function levantarServidor({ puerto, plantilla, env = {}, preparar }: Opciones): Promise<Servidor> {
  const dataDir = carpetaTemporal('carbonsur-e2e');
  fs.cpSync(plantilla, dataDir, { recursive: true });
  if (preparar) await enBase(dataDir, preparar);
  const url = `http://127.0.0.1:${puerto}`;
  let detener = await arrancar(url, puerto, dataDir, env);
  return {
    url,
    async cerrar() {
      await detener();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async reiniciar(otras = {}) {
      await detener();
      detener = await arrancar(url, puerto, dataDir, { ...env, ...otras });
    },
  };
}

/** One server process over `dataDir`, once it answers; answers how to stop it. */
async function arrancar(url: string, puerto: number, dataDir: string, env: Record<string, string>): Promise<() => Promise<void>> {
  // The compiled server, what npm start runs (npm run e2e builds it if a source changed): from the sources through tsx,
  // each of a run's twenty-odd starts cost 1 to 2 s more of CPU.
  const proceso = spawn(process.execPath, ['api/dist/server.js'], {
    env: { ...process.env, PORT: String(puerto), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  vigilar(proceso);
  const salida = new Promise((resolve) => proceso.once('exit', resolve));
  const detener = async () => {
    if (proceso.exitCode === null && proceso.signalCode === null) {
      proceso.kill('SIGTERM');
      await salida;
    }
  };
  for (;;) {
    if (proceso.exitCode !== null) {
      await detener();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`el servidor de ${url} terminó con código ${proceso.exitCode}`);
    }
    const listo = await fetch(`${url}/api/salud/lista`).then(
      (res) => res.ok,
      () => false,
    );
    if (listo) return detener;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
