/**
 * The import benchmark (issue 38: 10,000 rows in ≤ 10 s): `npm run bench:importar -- [--filas 10000]
 * [--rondas 3] [--engines pg,pglite]`. For each engine it builds a fresh database (migrations and demo
 * seeds), serves the real app on a free port, and times POST /api/importaciones/{clientes,productos}
 * with that many rows, first validating only (?validar=1) and then importing, end to end: the JSON
 * written, sent, checked, inserted and answered. Prints the median of the rounds per row.
 *
 * A measurement, not a test: exits 0 whatever the figures, 1 only on an error.
 */
import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import knexFactory, { type Knex } from 'knex';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { createDatabase } from '../api/src/db/connection.js';
import { createLogger } from '../api/src/logger.js';
import { seedSource } from '../seeds/index.js';

const { values } = parseArgs({
  options: { filas: { type: 'string', default: '10000' }, rondas: { type: 'string', default: '3' }, engines: { type: 'string' } },
});
const FILAS = Number(values.filas);
const RONDAS = Number(values.rondas);
const OBJETIVO_MS = 10_000;
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const engines = values.engines?.split(',') ?? (serverUrl ? ['pg', 'pglite'] : ['pglite']);
const log = (text: string) => process.stderr.write(`${text}\n`);

/** A fresh database with the demo data: PGlite in a temporary dir, or a new database on the server. */
async function abrir(engine: string): Promise<{ db: Knex; cerrar(): Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-importar-'));
    const db = createDatabase({ dataDir: dir, semillas: seedSource });
    const cerrar = async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { db, cerrar };
  }
  if (!serverUrl) throw new Error('PostgreSQL necesita TEST_DATABASE_URL o DATABASE_URL');
  const nombre = `bench_importar_${randomBytes(3).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${nombre}`);
  const url = new URL(serverUrl);
  url.pathname = `/${nombre}`;
  const db = createDatabase({ url: url.toString(), semillas: seedSource });
  return {
    db,
    async cerrar() {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

const filasDe = (recurso: string, marca: string) =>
  Array.from({ length: FILAS }, (_, i) =>
    recurso === 'clientes'
      ? {
          Nombre: `Cliente ${marca} ${i}`,
          Apellido: 'Importado',
          Telefono: '+54 11 4000-0000',
          Direccion: `Av. Rivadavia ${i}, CABA`,
          Email: `c${marca}.${i}@importado.com.ar`,
          CondicionIVA: 'Consumidor Final',
          LimiteCredito: 150000,
        }
      : { Nombre: `Carbón ${marca} ${i}`, Descripcion: 'Bolsa de carbón vegetal', Precio: 1500.5, Stock: 40, PesoKg: 4 },
  );

async function main() {
  const filasDeTabla: string[] = [];
  for (const engine of engines) {
    const { db, cerrar } = await abrir(engine);
    try {
      await db.migrate.latest();
      await db.seed.run();
      const jwtSecret = randomBytes(16).toString('hex');
      const config = { ...loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: jwtSecret }), jwtSecret };
      const server = http.createServer(createApp({ db, config, logger: createLogger('silent') }).callback());
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ nombreUsuario: 'admin', contrasena: 'admin123' }),
      });
      const { token } = (await login.json()) as { token: string };
      for (const recurso of ['clientes', 'productos']) {
        for (const validar of [true, false]) {
          const tiempos: number[] = [];
          for (let ronda = 0; ronda < RONDAS; ronda++) {
            const marca = randomBytes(4).toString('hex');
            const inicio = performance.now();
            const res = await fetch(`${base}/importaciones/${recurso}${validar ? '?validar=1' : ''}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ filas: filasDe(recurso, marca) }),
            });
            await res.json();
            tiempos.push(performance.now() - inicio);
            if (!res.ok) throw new Error(`${recurso}: ${res.status}`);
          }
          const mediana = tiempos.sort((a, b) => a - b)[Math.floor(tiempos.length / 2)];
          const fila = `| ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'} | POST /api/importaciones/${recurso}${validar ? '?validar=1' : ''} | ${FILAS.toLocaleString('es-AR')} | ${Math.round(mediana).toLocaleString('es-AR')} ms | ≤ 10.000 ms ${mediana <= OBJETIVO_MS ? '✓' : '✗'} |`;
          log(fila);
          filasDeTabla.push(fila);
        }
      }
      server.closeAllConnections();
      server.close();
    } finally {
      await cerrar();
    }
  }
  process.stdout.write(
    `| Motor | Pedido | Filas | Mediana (${RONDAS} rondas) | Objetivo |\n|---|---|---|---|---|\n${filasDeTabla.join('\n')}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
