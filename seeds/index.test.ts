import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedSource } from './index.js';

// The list is static, so a file added to seeds/ must be registered to load at all (in the server, the
// tests and the knex CLI alike): this test says when one was forgotten. The seeds are the files named by their
// place in the order (04_historia.ts); the others (vueltas.ts, precios-del-anio.ts) are modules they share.
const semillas = fs
  .readdirSync(new URL('./', import.meta.url))
  .filter((f) => /^\d\d_.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

describe('the seed source', () => {
  it('lists every seed file of seeds/ (not their tests, not this index), in name order', async () => {
    expect(await seedSource.getSeeds({})).toEqual(semillas);
    for (const nombre of await seedSource.getSeeds({})) expect(typeof (await seedSource.getSeed(nombre)).seed).toBe('function');
  });
});
