import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../api/src/db/connection';
import { seedDemoOnce } from '../seeds/index';

const PORT = Number(process.env.E2E_PORT ?? 3210);

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no respondió en ${url}`);
}

/** Clients added to the demo data, so every screen is tried at scale (e2e/escala.e2e.ts picks them). */
export const CLIENTES_ESCALA = 100_000;

/**
 * The demo data plus CLIENTES_ESCALA active clients ('Martín Escala 054321'), written in one
 * set-based statement (≈ 2 s on PGlite) before the server opens the data dir: PGlite is one process.
 */
async function prepararDatos(dataDir: string) {
  const db = createDatabase({ dataDir });
  try {
    await db.migrate.latest();
    await seedDemoOnce(db);
    await db.raw(
      `INSERT INTO clientes (nombre, apellido, telefono, direccion, email)
       SELECT (ARRAY['Lucía', 'Martín', 'Sofía', 'Joaquín', 'Valentina', 'Mateo', 'Camila', 'Tomás', 'Julieta', 'Benjamín'])[n % 10 + 1],
              'Escala ' || lpad(n::text, 6, '0'), '+54 11 4' || lpad(n::text, 7, '0'), 'Av. Mitre ' || n || ', Avellaneda',
              'escala' || n || '@clientes.com.ar'
       FROM generate_series(1, ?) AS n`,
      [CLIENTES_ESCALA],
    );
    await db.raw('ANALYZE clientes');
  } finally {
    await db.destroy();
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-e2e-'));
  await prepararDatos(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${baseUrl}/api/auth/usuario-actual`, server);
  project.provide('baseUrl', baseUrl);
  project.provide('clientesEscala', CLIENTES_ESCALA);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    clientesEscala: number;
  }
}
