/**
 * GET /api/pedidos?page=1&limit=25 through HTTP: the median of 50 requests on a fresh database
 * with the demo data plus 100,000 orders (two or three lines and a history entry each). Target:
 * under 50 ms. The other forms the admin uses (a status tab, a client search, sorting by total,
 * the order history) are timed too, for information.
 *
 *   npx tsx bench/pedidos-list.ts                                   # embedded PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://... npx tsx bench/pedidos-list.ts  # a new database on that server
 *
 * Exits with 1 when the median of the plain list misses its target.
 */
import { startTestApp, type TestApp } from '../api/test/harness.js';

const PETICIONES = 50;
const CALENTAMIENTO = 5;
const PEDIDOS = 100_000;
const OBJETIVO_MS = 50;

async function medianaDe(app: TestApp, token: string, path: string): Promise<number> {
  const pedir = async () => {
    const inicio = performance.now();
    const res = await app.request('GET', path, { token });
    if (res.status !== 200 || res.body.data.length === 0) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return performance.now() - inicio;
  };
  // PGlite runs in this process, so the bulk insert blocks the event loop past the keep-alive
  // timeout: the first request after it may find its pooled socket closed, and is retried.
  for (let i = 0; i < CALENTAMIENTO; i++) await pedir().catch(pedir);
  const tiempos: number[] = [];
  for (let i = 0; i < PETICIONES; i++) tiempos.push(await pedir());
  tiempos.sort((a, b) => a - b);
  return (tiempos[PETICIONES / 2 - 1] + tiempos[PETICIONES / 2]) / 2;
}

/**
 * The orders of the last 90 days, of the demo's clients, users and products, in every Estado:
 * four set-based statements. Each order g gets 2 or 3 lines whose product and quantity are
 * functions of (g, line), so its PrecioTotal is computed in the same pass as the order itself.
 * They bypass the order rules (stock and ledger are not touched): this database only gets measured.
 */
async function insertarPedidos(app: TestApp) {
  const { primero } = await app.db('pedidos').first(app.db.raw('coalesce(max(pedido_id), 0) + 1 AS primero'));
  const listas = `
    (SELECT array_agg(cliente_id) AS ids FROM clientes WHERE active) AS c,
    (SELECT array_agg(usuario_id) AS ids FROM usuarios) AS u,
    (SELECT array_agg(vehiculo_id) AS ids FROM vehiculos WHERE active) AS v,
    (SELECT array_agg(producto_id ORDER BY producto_id) AS ids, array_agg(precio ORDER BY producto_id) AS precios FROM productos WHERE active) AS pr`;
  // Line k of order g: product 1 + (7g + 11k) mod n, quantity 1 + (g + k) mod 6.
  const producto = `1 + (g * 7 + k * 11) % array_length(pr.ids, 1)`;
  const cantidad = `1 + (g + k) % 6`;
  const lineas = `generate_series(1, 2 + g % 2) AS k`;
  await app.db.raw(
    `INSERT INTO pedidos (pedido_id, cliente_id, usuario_id, vehiculo_id, fecha_pedido, estado, precio_total)
     SELECT ? + g,
            c.ids[1 + g % array_length(c.ids, 1)],
            u.ids[1 + g % array_length(u.ids, 1)],
            CASE WHEN g % 3 = 0 THEN NULL ELSE v.ids[1 + g % greatest(array_length(v.ids, 1), 1)] END,
            ?::timestamptz - (g * 77) * interval '1 second',
            (ARRAY['Pendiente', 'En Proceso', 'Completado', 'Cancelado'])[1 + g % 4],
            (SELECT sum(pr.precios[${producto}] * (${cantidad})) FROM ${lineas})
     FROM generate_series(0, ? - 1) AS g, ${listas}`,
    [primero, app.config.now(), PEDIDOS],
  );
  await app.db.raw(
    `INSERT INTO detalle_pedidos (pedido_id, producto_id, precio_unitario, cantidad)
     SELECT ? + g, pr.ids[${producto}], pr.precios[${producto}], ${cantidad}
     FROM generate_series(0, ? - 1) AS g, LATERAL ${lineas}, ${listas}`,
    [primero, PEDIDOS],
  );
  await app.db.raw(
    `INSERT INTO historial_pedidos (pedido_id, estado_anterior, estado_nuevo, fecha_actualiza_estado, comentarios, usuario_id)
     SELECT pedido_id, NULL, 'Pendiente', fecha_pedido, 'Pedido creado', usuario_id FROM pedidos WHERE pedido_id >= ?`,
    [primero],
  );
  await app.db.raw(`SELECT setval(pg_get_serial_sequence('pedidos', 'pedido_id'), (SELECT max(pedido_id) FROM pedidos))`);
  // Statistics only, no VACUUM: PGlite has no autovacuum, so counts read the table as in use.
  await app.db.raw('ANALYZE');
}

const app = await startTestApp();
try {
  const motor = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const inicio = performance.now();
  await insertarPedidos(app);
  console.log(`${PEDIDOS.toLocaleString('es-AR')} pedidos insertados en ${((performance.now() - inicio) / 1000).toFixed(1)} s (${motor})`);

  const token = await app.login('admin');
  const { nombre } = await app.db('clientes').where({ active: true }).orderBy('cliente_id').first('nombre');
  const casos = [
    ['/pedidos?page=1&limit=25', true],
    ['/pedidos/estado/Pendiente?page=1&limit=25', false],
    [`/pedidos?page=1&limit=25&q=${encodeURIComponent(nombre)}`, false],
    ['/pedidos?page=1&limit=25&sort=PrecioTotal&order=desc', false],
    ['/historial-pedidos?page=1&limit=10', false],
  ] as const;
  for (const [path, objetivo] of casos) {
    const mediana = await medianaDe(app, token, path);
    const veredicto = objetivo ? ` (objetivo < ${OBJETIVO_MS} ms: ${mediana < OBJETIVO_MS ? 'cumple' : 'NO CUMPLE'})` : '';
    console.log(`GET /api${path}: mediana de ${PETICIONES} = ${mediana.toFixed(1)} ms${veredicto}`);
    if (objetivo && mediana >= OBJETIVO_MS) process.exitCode = 1;
  }
} finally {
  await app.close();
}
