import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Where the tests' throwaway databases live. On the CI machines, copying a 60 MB PGlite data directory onto the disk
// and removing it took 1,3 s of CPU each time, in memory 0,1 s, and a run makes one per API test file and per
// browser-test server (docs/rendimiento.md). In memory where the machine has a memory file system with room for them
// (Linux's /dev/shm), in the system's temporary folder otherwise.
const EN_MEMORIA = '/dev/shm';
const LUGAR_MINIMO = 2 * 1024 ** 3;

function raiz(): string {
  try {
    const { bavail, bsize } = fs.statfsSync(EN_MEMORIA);
    if (bavail * bsize >= LUGAR_MINIMO) return EN_MEMORIA;
  } catch {}
  return os.tmpdir();
}
const RAIZ = raiz();

/** A new empty folder for a test's throwaway files (a database's data directory), named after `prefijo`. */
export const carpetaTemporal = (prefijo: string) => fs.mkdtempSync(path.join(RAIZ, `${prefijo}-`));
