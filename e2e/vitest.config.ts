import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built admin + API over a fresh embedded database with the
// demo data), driven in Chromium one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
