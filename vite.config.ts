import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bundleReportPlugin, devHostsPlugin, manualChunks, siteConfigPlugin } from './tooling/vite-plugins';
import { contentChecksPlugin } from './tooling/content-checks';
import { iconFilesPlugin } from './tooling/icon-files';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    siteConfigPlugin(root, { ssr: Boolean(isSsrBuild) }),
    contentChecksPlugin(),
    iconFilesPlugin({ emit: !isSsrBuild }),
    devHostsPlugin(() => ({
      apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4100',
      contentUrl: process.env.CONTENT_URL ?? 'http://127.0.0.1:4101',
      mediaUrl: process.env.MEDIA_URL ?? process.env.CONTENT_URL ?? 'http://127.0.0.1:4102',
      ...(process.env.IMAGE_URL_TEMPLATE ? { imageUrlTemplate: process.env.IMAGE_URL_TEMPLATE } : {}),
    })),
    // The report describes what browsers download; the server bundle is not that.
    isSsrBuild ? null : bundleReportPlugin(),
  ],
  resolve: {
    alias: [
      // react-router's package exports only name its development build (extra checks and
      // warnings on every Link); its production build sits beside it.
      { find: /^react-router$/, replacement: `${root}node_modules/react-router/dist/production/index.mjs` },
    ],
  },
  ssr: {
    // Bundled, not required at run time: swiper's CSS imports mean nothing to Node, and
    // react-router must go through the alias above.
    noExternal: ['swiper', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
  },
  build: {
    target: 'es2022',
    // Every browser the es2022 target runs in but old Safari preloads modules itself, and there a
    // missing preload costs only a request started later: no polyfill in every visitor's first load.
    modulePreload: { polyfill: false },
    // The site's script chunks live under static/js.
    assetsDir: 'static',
    rollupOptions: {
      output: isSsrBuild
        ? { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' }
        : {
            entryFileNames: 'static/js/[name]-[hash].js',
            chunkFileNames: 'static/js/[name]-[hash].js',
            assetFileNames: 'static/[ext]/[name]-[hash][extname]',
            manualChunks,
          },
    },
  },
}));
