import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the production
 * build, with the embedded API on a fresh database (see tests/global-setup.ts).
 */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time: on two cores, two Chromiums plus the servers starve each other
    // and turn timing-sensitive checks (autoplay, pinning) flaky.
    maxWorkers: 1,
    fileParallelism: false,
    // What a page does after an action (scroll, click) may take a moment on a busy machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
