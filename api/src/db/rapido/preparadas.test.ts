import knexFactory, { type Knex } from 'knex';
import { DESCUENTO_MAXIMO_POR_DEFECTO } from '#dominio/listas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../../../seeds/index.js';
import { baseNueva } from '../../../test/harness.js';
import { pedidosService } from '../../pedidos/service.js';
import { createDatabase, knexConfig } from '../connection.js';
import { MAXIMO_PREPARADAS, preparada, transaccionDeUnEnvio } from './preparadas.js';
import type { RegistrosEnJson } from '../../nucleo/registrosEnJson.js';
import { TODOS_LOS_ATAJOS } from './atajos.js';
import { loadConfig } from '../../config.js';
import { parseListQuery } from '../../http/paging.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import { alertaMantenimientoMapper } from '../../vehiculos/alertas/mapper.js';
import { ORDEN_ALERTAS_MANTENIMIENTO, alertasMantenimientoService } from '../../vehiculos/alertas/service.js';

// On whichever engine the suite runs: PGlite (its one session) or one PostgreSQL connection, so the
// statements pg_prepared_statements shows are the ones this database prepared. With the fast paths on
// whatever the environment says (RAPIDO=0 in CI): these tests are about them.

const serverUrl = process.env.TEST_DATABASE_URL;

describe('prepared statements', () => {
  let base: Awaited<ReturnType<typeof baseNueva>> | undefined;
  let db: Knex;
  const pedidos = () => pedidosService(db, { now: () => new Date(), descuentosMaximos: DESCUENTO_MAXIMO_POR_DEFECTO });
  const PAGINA: ListQuery = { page: 1, limit: 25, sortColumn: 'fecha_pedido', order: 'desc' };

  const preparadas = async (): Promise<{ name: string; statement: string; generic_plans: number }[]> =>
    (await db.raw(`SELECT name, statement, generic_plans FROM pg_prepared_statements WHERE name LIKE 'carbonsur\\_%'`)).rows;

  beforeAll(async () => {
    base = serverUrl ? await baseNueva(serverUrl) : undefined;
    db = base
      ? knexFactory({ ...knexConfig({ url: base.url, atajos: TODOS_LOS_ATAJOS }), pool: { min: 1, max: 1 } })
      : createDatabase({ atajos: TODOS_LOS_ATAJOS });
    await db.migrate.latest();
    await db.seed.run({ seedSource });
  });
  afterAll(async () => {
    await db?.destroy();
    await base?.eliminar();
  });

  it('prepares an orders page once and reuses its plan, the LIMIT and OFFSET written in', async () => {
    const primera = await pedidos().listar({}, PAGINA);
    for (let i = 0; i < 6; i++) expect(await pedidos().listar({}, PAGINA)).toEqual(primera);
    // The page's statement is the one with its LIMIT (the demo data's orders read one order each).
    const pagina = (await preparadas()).filter((p) => /\blimit 25\b/.test(p.statement));
    expect(pagina).toHaveLength(1);
    expect(pagina[0].statement).toContain('from "pedidos" order by "fecha_pedido" desc, "pedido_id" desc limit 25');
    // After five custom plans PostgreSQL moves to the one generic plan when it costs no more.
    expect(Number(pagina[0].generic_plans)).toBeGreaterThan(0);
    expect((primera.data as RegistrosEnJson).textos).toHaveLength(25);
  });

  it('keeps one generic plan for the maintenance alerts page of a thousand vehicles, a fifth of them due', async () => {
    // As the bench's fleet at a million orders: with the day given as a value, PostgreSQL found a plan
    // for that day's values cheaper than the generic one and planned the statement on every request.
    await db.raw(
      `INSERT INTO vehiculos (patente, marca, modelo, anio, kilometraje_actual, ultimo_cambio_aceite, ultimo_cambio_correa)
       SELECT 'PP' || lpad(g::text, 4, '0'), 'Ford', 'Cargo', 2015, 100000, 100000 - (g * 37) % 12000, 100000 - (g * 53) % 70000
       FROM generate_series(1, 1000) AS g`,
    );
    await db.raw('ANALYZE vehiculos');
    const alertas = alertasMantenimientoService(db, loadConfig({}));
    const pagina = parseListQuery({ page: '1', limit: '25' }, alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO);
    const primera = await alertas.listar(pagina);
    expect(primera.total).toBeGreaterThan(150);
    for (let i = 0; i < 6; i++) expect(await alertas.listar(pagina)).toEqual(primera);
    const [sentencia] = (await preparadas()).filter((p) => p.statement.includes('fecha_proxima'));
    expect(Number(sentencia.generic_plans)).toBeGreaterThan(0);
  });

  it('never prepares a search: its plan depends on the text searched for', async () => {
    const antes = await preparadas();
    const encontrados = await pedidos().listar({}, { ...PAGINA, q: 'Ríos' });
    expect((encontrados.data as RegistrosEnJson).textos.length).toBeGreaterThan(0);
    expect(await preparadas()).toEqual(antes);
  });

  it('answers again after a migration changes a table under a prepared statement', async () => {
    const antes = await pedidos().listar({}, PAGINA);
    await db.raw('ALTER TABLE pedidos ADD COLUMN prueba_preparadas integer');
    try {
      const despues = await pedidos().listar({}, PAGINA);
      expect(despues.data).toEqual(antes.data);
    } finally {
      await db.raw('ALTER TABLE pedidos DROP COLUMN prueba_preparadas');
    }
    expect(await pedidos().listar({}, PAGINA)).toEqual(antes);
  });

  it('writes the parameters as an unprepared query does, and keeps the code of an error', async () => {
    const momento = new Date('2026-11-23T12:34:56.789Z');
    const consulta = () =>
      db
        .queryBuilder()
        .select(
          db.raw('?::timestamptz AS t, ?::boolean AS b, ?::int AS n, ?::int[] AS a, ?::text AS x', [momento, true, null, [3, 1], 'Añatuya']),
        );
    const [comoSiempre] = await consulta();
    const [preparadaFila] = await preparada(consulta());
    expect(preparadaFila).toEqual(comoSiempre);
    expect(preparadaFila).toEqual({ t: momento, b: true, n: null, a: [3, 1], x: 'Añatuya' });

    await db.raw('CREATE TEMP TABLE prueba_preparadas (n int PRIMARY KEY)');
    const alta = () => preparada(db('prueba_preparadas').insert({ n: 1 }));
    await alta();
    await expect(alta()).rejects.toMatchObject({ code: '23505' });
    expect(await db('prueba_preparadas').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('runs statements sent in one go as one transaction: their rows, or nothing of them after a failure', async () => {
    await db.raw('CREATE TEMP TABLE prueba_envio (n int PRIMARY KEY)');
    const alta = (n: number) => ({ sql: 'INSERT INTO prueba_envio (n) VALUES (?) RETURNING n', bindings: [n] });
    const cuantas = { sql: 'SELECT count(*)::int AS filas FROM prueba_envio', bindings: [] };
    expect(await transaccionDeUnEnvio(db, [alta(1), alta(2), cuantas])).toEqual([[{ n: 1 }], [{ n: 2 }], [{ filas: 2 }]]);
    // The second statement fails: the first one's row is gone, its error is the one thrown, and the
    // connection (the only one) answers again, outside any transaction.
    await expect(transaccionDeUnEnvio(db, [alta(3), alta(1), cuantas])).rejects.toMatchObject({ code: '23505' });
    expect((await db.raw('SELECT n FROM prueba_envio ORDER BY n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await transaccionDeUnEnvio(db, [alta(3)])).toEqual([[{ n: 3 }]]);
  });

  it(`keeps at most ${MAXIMO_PREPARADAS} statements prepared; past that they run unprepared`, async () => {
    for (let i = 0; i < MAXIMO_PREPARADAS + 10; i++) {
      const [{ n }] = await preparada(db.queryBuilder().select(db.raw(`${i} AS n`)));
      expect(n).toBe(i);
    }
    expect((await preparadas()).length).toBe(MAXIMO_PREPARADAS);
  });
});
