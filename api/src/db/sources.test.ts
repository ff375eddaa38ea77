import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationSource } from './migrationSource.js';

// The list is static, so a file added to migrations/ must be registered to load at all (in the server,
// the tests and the knex CLI alike): this test says when one was forgotten (seeds/index.test.ts does the
// same for the seeds).
const modulos = (dir: string) =>
  fs
    .readdirSync(new URL(`../../../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();

describe('the migration source', () => {
  it('list every file of migrations/, in name order', async () => {
    expect(await migrationSource.getMigrations([])).toEqual(modulos('migrations'));
  });
});
