import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { dirname, join } from 'node:path';
import type { Db } from '../db/database.ts';
import { registerContentRoutes } from './content-routes.ts';
import { installErrorHandling } from './errors.ts';
import { ResponseCache } from './response-cache.ts';
import { registerSubmissionRoutes } from './submission-routes.ts';
import { registerVitalsRoutes } from './vitals-routes.ts';

export interface AppOptions {
  db: Db;
  /** Accepted submission files land here; must not be inside a served folder. */
  uploadsDir: string;
  /** Uploads in flight; defaults to a `tmp` folder beside uploadsDir (same filesystem, so accepting is a rename). */
  tmpDir?: string;
  /** Allowed browser origins; omitted means any origin is reflected. */
  siteOrigins?: string[];
  logger?: boolean;
  /** Short company name used in messages ("previously associated with {brand}"). */
  brand?: string;
}

export const corsOptions = (siteOrigins?: string[]) => ({
  origin: siteOrigins && siteOrigins.length > 0 ? siteOrigins : true,
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['Content-Type'],
  maxAge: 86400,
});

/** The API host, not listening: tests build one on a temporary database. */
export async function createApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    // Type coercion would let "12" pass as a page size and strip unknown
    // shapes silently; the API answers mistyped input with a 400 instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
  });
  installErrorHandling(app);
  await app.register(cors, corsOptions(opts.siteOrigins));
  registerContentRoutes(app, opts.db, new ResponseCache());
  // Multipart lives in its own encapsulated context: its per-request hooks
  // would otherwise run on every read-only list call too.
  await app.register(async (forms) => {
    // Size overruns are reported per field by the upload handler (truncated flag), not thrown mid-stream.
    await forms.register(multipart, { throwFileSizeLimit: false });
    registerSubmissionRoutes(forms, {
      db: opts.db,
      uploadsDir: opts.uploadsDir,
      tmpDir: opts.tmpDir ?? join(dirname(opts.uploadsDir), 'tmp'),
      brand: opts.brand ?? 'Voltline',
    });
  });
  // Vitals parse any body as JSON (beacons send text/plain); that parser must not reach the other routes.
  await app.register(async (vitals) => registerVitalsRoutes(vitals, opts.db));
  return app;
}
