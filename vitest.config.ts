import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { siteConfigPlugin } from './tooling/vite-plugins';
import { contentChecksPlugin } from './tooling/content-checks';
import { iconFilesPlugin } from './tooling/icon-files';

/**
 * `npm run test:fast` (VITEST_TIER=fast) leaves out the tests that run whole commands or encode
 * media: each takes seconds of a child process (a build's config check, a publish, a generated
 * block's typecheck, ffmpeg), and together they are half the tier's time. `npm test` runs them.
 */
const SLOW = [
  'scripts/publish.test.ts',
  'scripts/publish-import.test.ts',
  'scripts/check-config.test.ts',
  'scripts/new-block.test.ts',
  'scripts/configMistakes.test.ts',
  'scripts/start.test.ts',
  'server/media/media.test.ts',
  'src/test/adding-a-block.test.ts',
  'studio/server/studio.test.ts',
];
/** .ts tests that render or read a document: new:block's and the docs' examples render the blocks they make. */
const NEEDS_A_PAGE = ['scripts/new-block.test.ts', 'src/test/adding-a-block.test.ts', 'src/vitals/reportVitals.test.ts'];
const fast = process.env.VITEST_TIER === 'fast';
const exclude = fast ? SLOW : [];

// Unit and component tests: the site in jsdom; the embedded API, the site server and the tools in node.
export default defineConfig({
  plugins: [react(), siteConfigPlugin(fileURLToPath(new URL('.', import.meta.url))), contentChecksPlugin(), iconFilesPlugin({ emit: false })],
  test: {
    // Vitest's default is one worker fewer than the cores: one, on a two-core machine. The whole run takes
    // one per core (155 s against 263 s here, side by side); three (one more than the cores) ran its
    // CPU-bound tests (a parse of every source file, the commands it runs) past their timeouts on a loaded
    // machine, so only the fast tier, whose tests mostly wait on sockets and servers, takes one more than
    // the cores (2.5 minutes against 3.6 with one).
    maxWorkers: availableParallelism() + (fast ? 1 : 0),
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          // Components (.tsx) render into jsdom, as do the .ts tests that need a page.
          include: ['src/**/*.test.tsx', 'studio/**/*.test.tsx', ...NEEDS_A_PAGE],
          exclude,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The engine's and studio's logic (.ts): no page, so no jsdom to set up for each file (about a
          // second of a worker's time each).
          name: 'logic',
          include: ['src/**/*.test.ts', 'studio/**/*.test.ts'],
          exclude: [...exclude, ...NEEDS_A_PAGE],
          environment: 'node',
          // Pure functions over data: one module graph for all of them passes in any order (tried shuffled),
          // where the API's and the components' tests share servers, gsap and swiper state and do not.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Commands and build tooling: no page, so no jsdom to set up for each file.
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'tooling/**/*.test.ts'],
          exclude: [...exclude, ...NEEDS_A_PAGE],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['server/test/cache.global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
