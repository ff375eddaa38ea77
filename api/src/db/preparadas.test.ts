import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseNueva } from '../../test/harness.js';
import { pedidosService } from '../pedidos/service.js';
import type { ListQuery } from '../http/paging.js';
import { knexConfig } from './connection.js';
import { MAXIMO_PREPARADAS, preparada } from './preparadas.js';

// Named prepared statements exist on PostgreSQL only (PGlite runs every query unnamed; the rest of the
// suite runs the marked queries there). One connection, so the statements seen are the ones it prepared.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('prepared statements on PostgreSQL', () => {
  let base: Awaited<ReturnType<typeof baseNueva>>;
  let db: Knex;
  const pedidos = () => pedidosService(db, { now: () => new Date() });
  const PAGINA: ListQuery = { page: 1, limit: 25, sortColumn: 'fecha_pedido', order: 'desc' };

  const preparadas = async (): Promise<{ name: string; statement: string; generic_plans: number }[]> =>
    (await db.raw(`SELECT name, statement, generic_plans FROM pg_prepared_statements WHERE name LIKE 'carbonsur\\_%'`)).rows;

  beforeAll(async () => {
    base = await baseNueva(serverUrl as string);
    db = knexFactory({ ...knexConfig({ url: base.url }), pool: { min: 1, max: 1 } });
    await db.migrate.latest();
    await db.seed.run();
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await base?.eliminar();
  });

  it('prepares an orders page once and reuses its plan, the LIMIT and OFFSET written in', async () => {
    const primera = await pedidos().list({}, PAGINA);
    for (let i = 0; i < 6; i++) expect(await pedidos().list({}, PAGINA)).toEqual(primera);
    // The page's statement is the one with its LIMIT (the demo data's orders read one order each).
    const pagina = (await preparadas()).filter((p) => /\blimit 25\b/.test(p.statement));
    expect(pagina).toHaveLength(1);
    expect(pagina[0].statement).toContain('from "pedidos" order by "fecha_pedido" desc, "pedido_id" desc limit 25');
    // After five custom plans PostgreSQL moves to the one generic plan when it costs no more.
    expect(Number(pagina[0].generic_plans)).toBeGreaterThan(0);
    expect(primera.data).toHaveLength(25);
  });

  it('never prepares a search: its plan depends on the text searched for', async () => {
    const antes = await preparadas();
    const encontrados = await pedidos().list({}, { ...PAGINA, q: 'Ríos' });
    expect(encontrados.data.length).toBeGreaterThan(0);
    expect(await preparadas()).toEqual(antes);
  });

  it('answers again after a migration changes a table under a prepared statement', async () => {
    const antes = await pedidos().list({}, PAGINA);
    await db.raw('ALTER TABLE pedidos ADD COLUMN prueba_preparadas integer');
    try {
      const despues = await pedidos().list({}, PAGINA);
      expect(despues.data.map((p) => p.PedidoID)).toEqual(antes.data.map((p) => p.PedidoID));
    } finally {
      await db.raw('ALTER TABLE pedidos DROP COLUMN prueba_preparadas');
    }
    expect(await pedidos().list({}, PAGINA)).toEqual(antes);
  });

  it(`keeps at most ${MAXIMO_PREPARADAS} statements prepared; past that they run unprepared`, async () => {
    for (let i = 0; i < MAXIMO_PREPARADAS + 10; i++) {
      const [{ n }] = await preparada(db.queryBuilder().select(db.raw(`${i} AS n`)));
      expect(n).toBe(i);
    }
    expect((await preparadas()).length).toBe(MAXIMO_PREPARADAS);
  });
});
