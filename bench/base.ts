import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { createApp } from '../api/src/app.js';
import { type Config, loadConfig } from '../api/src/config.js';
import { createDatabase } from '../api/src/db/connection.js';
import { createLogger } from '../api/src/logger.js';
import { seedSource } from '../seeds/index.js';
import type { Engine } from './cases.js';

// What every benchmark builds on: a throwaway database and a signed-in administrator.

/** The PostgreSQL server the benchmarks build their databases on (TEST_DATABASE_URL or DATABASE_URL), if any. */
export const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/** --engines as given; else both with a PostgreSQL server, PGlite alone without one. */
export const motores = (valor: string | undefined) => (valor?.split(',') ?? (serverUrl ? ['pg', 'pglite'] : ['pglite'])) as Engine[];
/** Progress on stderr: stdout is the table. */
export const log = (text: string) => process.stderr.write(`${text}\n`);

export interface Database {
  db: Knex;
  close(): Promise<void>;
}

/**
 * The PostgreSQL server of `serverUrl`: a connection to create and drop the benchmark's databases, and how to open
 * one of them with the benchmark's seeds.
 */
function servidor(serverUrl: string | undefined): { admin: Knex; base(name: string): Knex } {
  if (!serverUrl) throw new Error('PostgreSQL necesita TEST_DATABASE_URL o DATABASE_URL');
  return {
    admin: knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } }),
    base(name) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return createDatabase({ url: url.toString(), semillas: seedSource });
    },
  };
}

/**
 * A new database: PGlite in a temporary directory, or one named `bench_<etiqueta>_<random>` on the
 * PostgreSQL server of `serverUrl`, dropped by close().
 */
export async function openDatabase(engine: Engine, serverUrl: string | undefined, etiqueta: string): Promise<Database> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-bench-'));
    const db = createDatabase({ dataDir: dir, semillas: seedSource });
    return {
      db,
      async close() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${etiqueta}_${randomBytes(3).toString('hex')}`;
  const { admin, base } = servidor(serverUrl);
  await admin.raw(`CREATE DATABASE ${name}`);
  const db = base(name);
  return {
    db,
    async close() {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/**
 * The PostgreSQL database `bench_<etiqueta>` kept from one run to the next (`npm run bench -- --conservar`): created
 * if missing, never dropped. `construida` says whether a run finished building it (marcarConstruida, a comment on
 * the database); one that an interrupted run left half built is made again.
 */
export async function openKeptDatabase(serverUrl: string | undefined, etiqueta: string) {
  const name = `bench_${etiqueta}`;
  const marca = 'bench: construida';
  const { admin, base } = servidor(serverUrl);
  const { rows } = await admin.raw('SELECT shobj_description(oid, ?) AS marca FROM pg_database WHERE datname = ?', ['pg_database', name]);
  const construida = rows[0]?.marca === marca;
  if (!construida) {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${name}`);
  }
  const db = base(name);
  return {
    db,
    construida,
    async marcarConstruida() {
      await admin.raw(`COMMENT ON DATABASE ${name} IS '${marca}'`);
    },
    async close() {
      await db.destroy();
      await admin.destroy();
    },
  };
}

/**
 * The configuration the benchmarks serve with: production's, a fresh secret, and no second factor, since
 * production makes Administradores enrol one (REQUIERE_2FA) and the benchmark's administrator signs in by password.
 */
export function configDeProduccion(): Config {
  const jwtSecret = randomBytes(16).toString('hex');
  return { ...loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: jwtSecret, REQUIERE_2FA: 'nadie' }), jwtSecret };
}

/** The demo administrator's token on the API at `base` (http://host:port). */
export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nombreUsuario: 'admin', contrasena: 'admin123' }),
  });
  const body = await res.text();
  const token = res.status === 200 ? (JSON.parse(body) as { token?: string }).token : undefined;
  if (!token) throw new Error(`login: ${res.status} ${body}`);
  return token;
}

/** The API over `db` on a free port, configured as in production: its /api address, an administrator's token, and how to stop it. */
export async function servirApi(db: Knex) {
  const server = http.createServer(createApp({ db, config: configDeProduccion(), logger: createLogger('silent') }).callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const servidor = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${servidor}/api`,
    token: await login(servidor),
    cerrar() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The median of some timings. */
export const mediana = (tiempos: number[]) => [...tiempos].sort((a, b) => a - b)[Math.floor(tiempos.length / 2)];
