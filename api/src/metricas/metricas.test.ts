import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

const TOKEN = 'prometheus-de-la-distribuidora-2026';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ env: { METRICAS_TOKEN: TOKEN } });
  admin = await app.login('admin');
});
afterAll(() => app.close());

const leer = (token?: string) => fetch(`${app.url}/api/metricas`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** The value of one series of the exposition, e.g. serie(texto, 'http_requests_total', { route: '/api/clientes/:id' }). */
function serie(texto: string, nombre: string, etiquetas: Record<string, string> = {}): number | undefined {
  const linea = texto
    .split('\n')
    .find((l) => l.startsWith(`${nombre}{`) && Object.entries(etiquetas).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return linea === undefined ? undefined : Number(linea.slice(linea.lastIndexOf(' ') + 1));
}

describe('GET /api/metricas', () => {
  it('answers Prometheus text to an Administrador: requests by route pattern and status, durations, the pool and the event loop', async () => {
    const antes = await (await leer(admin)).text();
    const contadas = serie(antes, 'http_requests_total', { method: 'GET', route: '/api/clientes/:id', status: '200' }) ?? 0;
    for (const id of [1, 2, 3]) expect((await app.request('GET', `/clientes/${id}`, { token: admin })).status).toBe(200);
    expect((await app.request('GET', '/clientes/999999', { token: admin })).status).toBe(404);

    const res = await leer(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const texto = await res.text();
    // Three records, one series: the route's pattern, never the id.
    expect(serie(texto, 'http_requests_total', { method: 'GET', route: '/api/clientes/:id', status: '200' })).toBe(contadas + 3);
    expect(serie(texto, 'http_requests_total', { route: '/api/clientes/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(texto).not.toContain('route="/api/clientes/1"');
    expect(serie(texto, 'http_request_duration_seconds_count', { route: '/api/clientes/:id', status: '200' })).toBe(contadas + 3);
    expect(serie(texto, 'db_pool_connections_used')).toBeGreaterThanOrEqual(0);
    expect(serie(texto, 'db_pool_acquires_pending')).toBe(0);
    expect(texto).toMatch(/^nodejs_eventloop_lag_seconds\{pid="\d+"\} [\d.e-]+$/m);
  });

  it('answers METRICAS_TOKEN without a session, and nobody else', async () => {
    const conToken = await leer(TOKEN);
    expect(conToken.status).toBe(200);
    expect(await conToken.text()).toContain('http_requests_total');

    expect((await leer()).status).toBe(401);
    expect((await leer(`${TOKEN}x`)).status).toBe(401);
    expect((await leer(await app.login('supervisor'))).status).toBe(403);
    expect((await leer(await app.login('empleado'))).status).toBe(403);
  });

  it('has no token to accept when METRICAS_TOKEN is unset: only an Administrador reads it', async () => {
    const otra = await app.secondInstance({ metricasToken: undefined });
    try {
      const sinToken = await fetch(`${otra.url}/api/metricas`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(sinToken.status).toBe(401);
      expect((await fetch(`${otra.url}/api/metricas`, { headers: { Authorization: `Bearer ${admin}` } })).status).toBe(200);
    } finally {
      await otra.close();
    }
  });
});
