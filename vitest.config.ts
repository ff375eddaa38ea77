import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PASADA_SIN_ATAJOS } from './api/test/pasadaSinAtajos';

/** API tests the engine of the run does not change: they run on the embedded database (a process of
 *  their own, a directory, memory) or on none (the build and the packages), so CI runs them once, not once per engine. */
const EMBEBIDAS = [
  'api/test/produccion.test.ts',
  'api/src/auth/secreto.test.ts',
  'api/src/config.test.ts',
  'api/src/lecturaCompartida.test.ts',
  'api/src/http/logs.test.ts',
  'api/src/db/connection.test.ts',
  'api/src/db/sources.test.ts',
  'api/src/db/rapido/atajos.test.ts',
  'api/src/db/rapido/dependencias.test.ts',
  'api/src/db/rapido/tamanosPglite.test.ts',
  'seeds/index.test.ts',
  'scripts/build-if-needed.test.ts',
  'scripts/contrato.test.ts',
  'api/test/paquetes.test.ts',
  'api/test/tamanos.test.ts',
  'api/src/arca/arca.test.ts',
  'api/src/arca/arca-local.test.ts',
  'api/test/capas.test.ts',
  'api/test/pasadaSinAtajos.test.ts',
];
// Passwords hashed at bcrypt's cost 4, not 10 (decision 118): the suites sign in about a thousand times a run, 0,06 s of
// CPU each at 10. Set here, so the demo data of globalSetup, the workers and the servers they start all hash alike.
process.env.BCRYPT_COST ??= '4';

/** RAPIDO=0 (.ci/run): the tests of the code that calls a fast path, not the whole suite (api/test/pasadaSinAtajos.ts). */
const sinAtajos = process.env.RAPIDO === '0';
// The time limits are safety nets for a test that hangs, never a measure: a test waits for its event (a poll, a log
// line, an answer), and a slow machine running the three CI chains on two cores (load 10 to 14) must still pass.
const API = { environment: 'node', env: { NODE_ENV: 'test' }, testTimeout: 180_000, hookTimeout: 300_000 } as const;

export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll's own default is 1 s, less than one render on such a machine.
    expect: { poll: { timeout: 60_000 } },
    projects: [
      {
        // The rules both sides share touch no database: run once, not once per engine.
        extends: true,
        test: {
          name: 'dominio',
          environment: 'node',
          include: ['dominio/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...API,
          name: 'api',
          include: sinAtajos ? Object.values(PASADA_SIN_ATAJOS).flat() : ['api/**/*.test.ts', 'seeds/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...EMBEBIDAS],
          // The database every test app copies (on the engine of TEST_DATABASE_URL), migrated and seeded once per run.
          globalSetup: ['api/test/plantillas.ts'],
          // A worker runs its files in one process: modules (PGlite's WebAssembly among them) load once, not
          // once per file. Every test builds its own app and database, so no state is shared but the code.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...API, name: 'api-embebida', include: EMBEBIDAS },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          environment: 'jsdom',
          // One jsdom and one load of react-admin and MUI per worker, not per file (60 s → 10 s here); each file
          // starts from a clean document and storage (admin/src/test/cadaArchivo.ts).
          isolate: false,
          setupFiles: ['admin/src/test/cadaArchivo.ts'],
          testTimeout: 60_000,
          include: ['admin/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
