import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { siteConfigPlugin } from './tooling/vite-plugins';
import { contentChecksPlugin } from './tooling/content-checks';
import { iconFilesPlugin } from './tooling/icon-files';

// Unit and component tests: the site in jsdom, the embedded API in node.
export default defineConfig({
  plugins: [react(), siteConfigPlugin(fileURLToPath(new URL('.', import.meta.url))), contentChecksPlugin(), iconFilesPlugin({ emit: false })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tooling/**/*.test.ts', 'studio/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/cache.global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
