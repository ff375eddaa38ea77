import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilarServidor, iniciarServidor, mensajes } from './procesos.js';

// The compiled server (api/dist/server.js, what npm start runs) in a real process of its own, on PGlite.
// On PostgreSQL, several of them: procesos.postgres.test.ts.

beforeAll(() => compilarServidor());

describe('on PGlite', () => {
  it('runs a single process whatever WEB_CONCURRENCY asks, and says so in the log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-pglite-'));
    const servidor = await iniciarServidor({ DATABASE_URL: '', JWT_SECRET: '', DATA_DIR: dataDir, SEED_DEMO: '0', WEB_CONCURRENCY: '2' });
    try {
      expect((await servidor.request('GET', '/salud/lista')).status).toBe(200);
      expect(mensajes(servidor)).toContain('WEB_CONCURRENCY=2 no se aplica con PGlite: corre un solo proceso (para varios, use DATABASE_URL)');
      expect(new Set(servidor.logs.map((linea) => linea.pid)).size).toBe(1);
    } finally {
      expect(await servidor.terminar()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
