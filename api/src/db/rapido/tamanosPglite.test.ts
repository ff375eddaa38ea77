import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../connection.js';
import { TODOS_LOS_ATAJOS } from './atajos.js';
import { carpetaTemporal } from '../../../test/temporales.js';

// The first test waits for PGlite to build its data directory (initdb), slow on a busy machine.
const ESPERA_MS = 120_000;

describe('PGlite on a data directory keeps file sizes in memory', { timeout: ESPERA_MS }, () => {
  const dir = carpetaTemporal('carbonsur-tamanos');
  // On whatever the environment says (RAPIDO=0 in CI): this is the test of the patch itself.
  const db = createDatabase({ dataDir: dir, atajos: TODOS_LOS_ATAJOS });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const cantidad = async (tabla: string) => Number((await db.raw('SELECT count(*) AS n FROM ??', [tabla])).rows[0].n);
  /** A table's size as PostgreSQL sees it, and its file's size on disk. */
  const tamanos = async (tabla: string) => {
    const { rows } = await db.raw('SELECT pg_relation_filepath(?) AS ruta, pg_relation_size(?) AS visto', [tabla, tabla]);
    return { visto: Number(rows[0].visto), enDisco: fs.statSync(path.join(dir, rows[0].ruta)).size };
  };

  it('answers a size without asking the file system while nothing is written, and asks again after a write', async () => {
    await db.raw('CREATE TABLE leida (n int)');
    await db.raw('INSERT INTO leida SELECT generate_series(1, 1000)');
    await cantidad('leida');
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let i = 0; i < 3; i++) expect(await cantidad('leida')).toBe(1000);
      expect(fstat).not.toHaveBeenCalled();
      await db.raw('INSERT INTO leida VALUES (1001)');
      expect(await cantidad('leida')).toBe(1001);
      expect(fstat).toHaveBeenCalled();
    } finally {
      fstat.mockRestore();
    }
  });

  it('sees every size the writes give: growing, truncated by VACUUM to nothing, growing again', async () => {
    await db.raw('CREATE TABLE medida (n int)');
    await db.raw('INSERT INTO medida SELECT generate_series(1, 20000)');
    const crecida = await tamanos('medida');
    expect(crecida.visto).toBeGreaterThan(8192 * 10);
    expect(crecida.visto).toBe(crecida.enDisco);
    expect(await cantidad('medida')).toBe(20000);

    await db.raw('DELETE FROM medida');
    await db.raw('VACUUM medida');
    expect(await tamanos('medida')).toEqual({ visto: 0, enDisco: 0 });
    expect(await cantidad('medida')).toBe(0);

    await db.raw('INSERT INTO medida SELECT generate_series(1, 5000)');
    const otraVez = await tamanos('medida');
    expect(otraVez.visto).toBeGreaterThan(0);
    expect(otraVez.visto).toBe(otraVez.enDisco);
    expect(await cantidad('medida')).toBe(5000);
  });
});
