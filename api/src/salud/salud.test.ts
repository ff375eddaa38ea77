import type { AddressInfo } from 'node:net';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createApp } from '../app.js';
import { createLogger } from '../logger.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

describe('health checks', () => {
  it('GET /api/salud answers 200 without a token', async () => {
    const res = await app.request('GET', '/salud');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ estado: 'ok' });
  });

  it('GET /api/salud/lista answers 200 when the database answers and every migration is applied', async () => {
    const res = await app.request('GET', '/salud/lista');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ estado: 'lista' });
  });

  it('GET /api/salud/lista answers 503 when the database cannot be reached, and the process stays alive', async () => {
    const sinBase = knexFactory({ client: 'pg', connection: 'postgres://nadie@127.0.0.1:1/ninguna', pool: { min: 0, max: 1 } });
    const server = createApp({ db: sinBase, config: app.config, logger: createLogger('silent') }).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    try {
      const lista = await fetch(`${base}/salud/lista`);
      expect(lista.status).toBe(503);
      expect(await lista.json()).toEqual({ estado: 'sin base de datos' });
      expect((await fetch(`${base}/salud`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await sinBase.destroy();
    }
  });
});

describe('request ids', () => {
  it('sends one back on every answer, and keeps the caller’s own when it is a plain token', async () => {
    const propio = await fetch(`${app.url}/api/salud`, { headers: { 'X-Request-Id': 'balanceador-42' } });
    expect(propio.headers.get('x-request-id')).toBe('balanceador-42');
    const nuevo = await app.request('GET', '/clientes');
    expect(nuevo.status).toBe(401);
    expect(nuevo.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const raro = await fetch(`${app.url}/api/salud`, { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(raro.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('compression', () => {
  it('compresses JSON answers for clients that accept brotli or gzip', async () => {
    const seeded = await startTestApp();
    try {
      const token = await seeded.login('admin');
      for (const codificacion of ['br', 'gzip']) {
        const res = await fetch(`${seeded.url}/api/clientes?page=1&limit=100`, {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': codificacion },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(codificacion);
        expect((await res.json()).data.length).toBeGreaterThan(0);
      }
    } finally {
      await seeded.close();
    }
  });
});
