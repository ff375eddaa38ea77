import { defineConfig } from 'vitest/config';

// Browser tests: real servers (built admin + API over a fresh embedded database with the demo data),
// driven in Chromium. Two files at a time on two workers, each worker with a server of its own.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
