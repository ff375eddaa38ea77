import { describe, expect, it } from 'vitest';
import { createDatabase, PGLITE_CPU_OPERATOR_COST } from './connection.js';

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
});
