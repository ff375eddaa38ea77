import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationSource } from './migrationSource.js';
import { seedSource } from './seedSource.js';

// The lists are static, so a file added to migrations/ or seeds/ must be registered to load at all
// (in the server, the tests and the knex CLI alike): these tests say when one was forgotten.
const modulos = (dir: string) =>
  fs
    .readdirSync(new URL(`../../../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();

describe('migration and seed sources', () => {
  it('list every file of migrations/, in name order', async () => {
    expect(await migrationSource.getMigrations([])).toEqual(modulos('migrations'));
  });

  it('list every seed file of seeds/ (not their tests), in name order', async () => {
    expect(await seedSource.getSeeds({})).toEqual(modulos('seeds'));
    for (const nombre of await seedSource.getSeeds({})) expect(typeof (await seedSource.getSeed(nombre)).seed).toBe('function');
  });
});
