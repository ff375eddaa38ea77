import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Tests of several server processes need a PostgreSQL server (PGlite is one process): they run where
// TEST_DATABASE_URL names one, as .ci/run's second pass does, and are left out of the run otherwise.
const soloConServidor = process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['dominio/**/*.test.ts', 'api/**/*.test.ts', 'seeds/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...soloConServidor],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['admin/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
