/**
 * GET /api/dashboard through HTTP: the median of 50 requests on a fresh database with the demo
 * data, then again with 100,000 more orders. Targets: under 100 ms and under 300 ms.
 *
 *   npx tsx bench/dashboard.ts                      # embedded PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://... npx tsx bench/dashboard.ts   # a new database on that server
 *
 * Exits with 1 when a median misses its target.
 */
import { startTestApp, type TestApp } from '../api/test/harness.js';

const PETICIONES = 50;
const CALENTAMIENTO = 5;
const PEDIDOS_EXTRA = 100_000;
const OBJETIVO_DEMO_MS = 100;
const OBJETIVO_VOLUMEN_MS = 300;

interface Medida {
  mediana: number;
  p95: number;
  min: number;
  max: number;
}

async function medir(app: TestApp, token: string): Promise<Medida> {
  const pedir = async () => {
    const inicio = performance.now();
    const res = await app.request('GET', '/dashboard', { token });
    if (res.status !== 200) throw new Error(`GET /dashboard: ${res.status} ${JSON.stringify(res.body)}`);
    return performance.now() - inicio;
  };
  // PGlite runs in this process, so a bulk insert blocks the event loop past the keep-alive
  // timeout: the first request after it may find its pooled socket closed, and is retried.
  for (let i = 0; i < CALENTAMIENTO; i++) await pedir().catch(pedir);
  const tiempos: number[] = [];
  for (let i = 0; i < PETICIONES; i++) tiempos.push(await pedir());
  tiempos.sort((a, b) => a - b);
  const medio = tiempos.length / 2;
  const mediana = tiempos.length % 2 ? tiempos[Math.floor(medio)] : (tiempos[medio - 1] + tiempos[medio]) / 2;
  return { mediana, p95: tiempos[Math.ceil(0.95 * tiempos.length) - 1], min: tiempos[0], max: tiempos.at(-1)! };
}

/**
 * 100,000 orders over the last 365 days (a tenth of them within the 30-day sales chart), of the
 * demo clients, mostly Completado as an older business's orders are. One statement.
 */
async function insertarPedidos(app: TestApp) {
  const { usuario_id: usuarioId } = await app.db('usuarios').where({ nombre_usuario: 'admin' }).first('usuario_id');
  await app.db.raw(
    `INSERT INTO pedidos (cliente_id, usuario_id, fecha_pedido, estado, precio_total)
     SELECT c.ids[1 + g % array_length(c.ids, 1)],
            ?,
            ?::timestamptz - (g % 365) * interval '1 day' - (g * 37 % 720) * interval '1 minute',
            CASE g % 10 WHEN 0 THEN 'Cancelado' WHEN 1 THEN 'Pendiente' WHEN 2 THEN 'En Proceso' ELSE 'Completado' END,
            (g * 7919 % 500000) / 100.0
     FROM generate_series(1, ?) AS g, (SELECT array_agg(cliente_id) AS ids FROM clientes) AS c`,
    [usuarioId, app.config.now(), PEDIDOS_EXTRA],
  );
  await app.db.raw('ANALYZE pedidos');
}

function informe(titulo: string, m: Medida, objetivo: number): boolean {
  const ok = m.mediana < objetivo;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${titulo}: mediana ${ms(m.mediana)} (objetivo < ${objetivo} ms: ${ok ? 'cumple' : 'NO CUMPLE'}), p95 ${ms(m.p95)}, mín ${ms(m.min)}, máx ${ms(m.max)}`,
  );
  return ok;
}

const app = await startTestApp();
try {
  const motor = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const token = await app.login('admin');
  console.log(`GET /api/dashboard, ${PETICIONES} peticiones secuenciales (${motor})`);
  const demo = informe('Datos de demostración', await medir(app, token), OBJETIVO_DEMO_MS);

  const inicio = performance.now();
  await insertarPedidos(app);
  console.log(`(${PEDIDOS_EXTRA.toLocaleString('es-AR')} pedidos insertados en ${((performance.now() - inicio) / 1000).toFixed(1)} s)`);
  const volumen = informe(`Con ${PEDIDOS_EXTRA.toLocaleString('es-AR')} pedidos más`, await medir(app, token), OBJETIVO_VOLUMEN_MS);
  process.exitCode = demo && volumen ? 0 : 1;
} finally {
  await app.close();
}
