import { defineConfig } from 'vitest/config';

// Browser tests: real servers (built admin + API over a fresh embedded database with the demo data),
// driven in Chromium. Two files at a time on two workers, each worker with a server of its own.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Safety nets for a test that hangs, never a measure: every test waits for what it reads (expect.poll,
    // waitFor), and the three CI chains share two cores (load 10 to 14).
    testTimeout: 180_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
