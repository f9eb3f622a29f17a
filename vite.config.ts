import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bundleReportPlugin, devHostsPlugin, manualChunksFor, siteConfigPlugin } from './build/vite-plugins';
import { contentChecksPlugin } from './build/content-checks';

const root = fileURLToPath(new URL('.', import.meta.url));
const ASSET_FILE_NAMES = 'static/[ext]/[name]-[hash][extname]';
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    siteConfigPlugin(root, { ssr: Boolean(isSsrBuild) }),
    contentChecksPlugin(),
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
    // The site's script chunks live under static/js.
    assetsDir: 'static',
    // Icon shapes shown as pictures stay files of their own however small (src/ui/icons.tsx): inlined,
    // each would weigh on every page that shows it instead of being cached once.
    assetsInlineLimit: (file: string) => (file.includes('/src/ui/icons/') ? false : undefined),
    rollupOptions: {
      output: isSsrBuild
        ? // The server names a file (an icon drawn from its file) where the browser's build put it.
          { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: ASSET_FILE_NAMES }
        : {
            entryFileNames: 'static/js/[name]-[hash].js',
            chunkFileNames: 'static/js/[name]-[hash].js',
            assetFileNames: ASSET_FILE_NAMES,
            manualChunks: manualChunksFor(VENDOR),
          },
    },
  },
}));
