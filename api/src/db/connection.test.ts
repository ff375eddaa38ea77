import { describe, expect, it } from 'vitest';
import { ESPERA_PGLITE_MS } from './clientePglite.js';
import { createDatabase, PGLITE_CPU_OPERATOR_COST } from './connection.js';
import { NINGUN_ATAJO, TODOS_LOS_ATAJOS } from './rapido/atajos.js';

describe('the embedded database', () => {
  it('plans with the operator cost of WebAssembly, ten times PostgreSQL’s default (searches take their trigram indexes)', async () => {
    const db = createDatabase({});
    try {
      const { rows } = await db.raw('SHOW cpu_operator_cost');
      expect(Number(rows[0].cpu_operator_cost)).toBe(PGLITE_CPU_OPERATOR_COST);
    } finally {
      await db.destroy();
    }
  });

  it.each([
    ['with', TODOS_LOS_ATAJOS],
    ['without', NINGUN_ATAJO],
  ])('gives PGlite minutes, not 30 s, to start and each query minutes to get its one session (%s the fast paths)', async (_, atajos) => {
    const db = createDatabase({ atajos });
    try {
      const pool = db.client.pool as { createTimeoutMillis: number; acquireTimeoutMillis: number };
      expect(pool.createTimeoutMillis).toBe(ESPERA_PGLITE_MS);
      expect(pool.acquireTimeoutMillis).toBe(ESPERA_PGLITE_MS);
      expect((await db.raw('SELECT 1 AS uno')).rows).toEqual([{ uno: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
