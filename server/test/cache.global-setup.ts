import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedContent } from '../db/seed/index.ts';
import { dataLayout, generateMedia } from '../media/generate.ts';

/**
 * Fills the media cache once before the API tests: several of them start an embedded API
 * on a fresh folder, and on a cold machine each would otherwise draw and encode every
 * picture and video at the same time as the others.
 */
export default async function warmMediaCache(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'voltline-media-warm-'));
  try {
    const assets = [...buildSeedContent().assets].map(([path, spec]) => ({ path, spec }));
    await generateMedia(dataLayout(dir), assets, { log: (line) => console.log(line) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
