/**
 * The site server: the built site's static files, and every route's HTML with the
 * hosts written in at start time (no rebuild to point the same build elsewhere).
 * It keeps no state of its own, so instances scale out behind a CDN or balancer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { matchPath } from '../../src/engine/paths';
import type { Hosts } from '../../src/engine/hosts';
import { toShell } from '../../src/engine/config/shell';
import type { SiteConfig } from '../../src/engine/types';
import { firstLoadFiles } from '../../scripts/budgets';
import type { BundleReport } from '../../scripts/vite-plugins';

type RouteTable = SiteConfig;

export interface SiteServerOptions {
  distDir: string;
  hosts: Hosts;
  config: RouteTable;
  logger?: boolean;
}

/** Hosts go into the page as data; `<` is escaped so no value can close the script. */
export function hostsScript(hosts: Hosts): string {
  return `<script>window.__SITE_HOSTS__=${JSON.stringify(hosts).replace(/</g, '\\u003c')}</script>`;
}

export async function createSiteServer({ distDir, hosts, config, logger = false }: SiteServerOptions): Promise<FastifyInstance> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const template = readFileSync(indexFile, 'utf8').replace('<!--site-hosts-->', hostsScript(hosts));
  const shell = toShell(config);
  const paths = shell.routes.map((r) => r.path);
  const notFound = paths.indexOf(config.notFoundPath);
  const routeOf = (url: string) => {
    const i = paths.findIndex((p) => p !== config.notFoundPath && matchPath(p, url));
    return i >= 0 ? i : notFound;
  };
  const reportFile = join(distDir, 'bundle-report.json');
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport) : null;
  // Each route's page names its own code and styles up front, so the browser fetches
  // them alongside the entry instead of after it (no waterfall, no late styles shifting the page).
  const pages = shell.routes.map((route, i) => {
    if (!report) return template;
    const files = [...firstLoadFiles(report, i, route.blockTypes)].filter((f) => f !== report.entry.file);
    const css = [...new Set(files.flatMap((f) => report.chunks[f]?.css ?? []))];
    const links = [
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('\n    ');
    return template.replace('</head>', `  ${links}\n  </head>`);
  });

  const app = Fastify({ logger });
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // Hashed build output never changes under its name; everything else may.
    setHeaders(res, file) {
      res.setHeader('Cache-Control', /[\\/]static[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // Files we do not have are 404s, not pages.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.code(404).type('text/plain').send('Not found');
    const i = routeOf(url);
    return reply
      .code(i === notFound ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .send(pages[i] ?? template);
  });
  return app;
}
