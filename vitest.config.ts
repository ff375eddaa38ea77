import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
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
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'seeds/**/*.test.ts'],
          env: { NODE_ENV: 'test' },
          // The database every test app copies, migrated and seeded once per run.
          globalSetup: ['api/test/plantillas.ts'],
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
