import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AssetSpec } from '../db/seed-data.ts';
import { drawImage, encodePng } from './images.ts';
import { makePdf } from './documents.ts';
import { makeVideo } from './video.ts';

export interface DataLayout {
  dataDir: string;
  dbFile: string;
  /** Served by the content host: images/ and files/. */
  contentDir: string;
  /** Served by the media host: videos/. */
  mediaDir: string;
  /** Accepted submission files; never served. */
  uploadsDir: string;
  /** Uploads in flight; same filesystem as uploadsDir so accepting is a rename. */
  tmpDir: string;
}

export function dataLayout(dataDir: string): DataLayout {
  return {
    dataDir,
    dbFile: join(dataDir, 'site.db'),
    contentDir: join(dataDir, 'content'),
    mediaDir: join(dataDir, 'media'),
    uploadsDir: join(dataDir, 'uploads'),
    tmpDir: join(dataDir, 'tmp'),
  };
}

/** Where a content path ("/images/x.png", "/videos/y.mp4") lives on disk. */
export function assetFile(layout: DataLayout, path: string): string {
  const root = path.startsWith('/videos/') ? layout.mediaDir : layout.contentDir;
  return join(root, ...path.split('/').filter(Boolean));
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function render(spec: AssetSpec, tmp: string): Promise<void> {
  if (spec.kind === 'pdf') await writeFile(tmp, await makePdf(spec.title, spec.subtitle));
  else if (spec.kind === 'video') await makeVideo(tmp, spec.w, spec.h, spec.seconds, spec.frequency);
  else await writeFile(tmp, await encodePng(drawImage(spec)));
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Creates every missing asset. Files are written under a temporary name and
 * renamed, so a run killed halfway never leaves a truncated file that a later
 * run would mistake for a finished one.
 */
export async function generateMedia(layout: DataLayout, assets: readonly { path: string; spec: AssetSpec }[]): Promise<{ generated: number }> {
  const missing: { path: string; spec: AssetSpec; file: string }[] = [];
  for (const a of assets) {
    const file = assetFile(layout, a.path);
    if (!(await exists(file))) missing.push({ ...a, file });
  }
  const make = async (a: { spec: AssetSpec; file: string }) => {
    await mkdir(dirname(a.file), { recursive: true });
    const tmp = `${a.file}.${process.pid}.tmp${a.spec.kind === 'video' ? '.mp4' : ''}`;
    await render(a.spec, tmp);
    await rename(tmp, a.file);
  };
  // Videos are CPU-bound in ffmpeg; images mostly wait on zlib's thread pool.
  await Promise.all([
    pool(missing.filter((a) => a.spec.kind === 'video'), 2, make),
    pool(missing.filter((a) => a.spec.kind !== 'video'), 4, make),
  ]);
  return { generated: missing.length };
}
