import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AssetSpec } from '../db/seed-data.ts';
import { drawImage, encodePng, encodeWebp } from './images.ts';
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

/** The WebP twin of a generated PNG, served in its place to browsers that accept WebP. */
function webpTwin(file: string): string {
  return file.replace(/\.png$/, '.webp');
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

type Output = [file: string, write: (out: string) => Promise<void>];

/** The files an asset is made of (a picture: its PNG and its WebP twin), each with its writer. */
function outputs(spec: AssetSpec, file: string): Output[] {
  if (spec.kind === 'pdf') return [[file, async (out) => writeFile(out, await makePdf(spec.title, spec.subtitle))]];
  if (spec.kind === 'video') return [[file, (out) => makeVideo(out, spec.w, spec.h, spec.seconds, spec.frequency)]];
  let canvas: ReturnType<typeof drawImage> | undefined;
  const draw = () => (canvas ??= drawImage(spec));
  return [
    [file, async (out) => writeFile(out, await encodePng(draw()))],
    [webpTwin(file), (out) => encodeWebp(draw(), out)],
  ];
}

/** Writes each file under a temporary name, then renames it into place. */
async function render(files: Output[]): Promise<void> {
  const tmp = (f: string) => `${f}.${process.pid}.tmp${f.slice(f.lastIndexOf('.'))}`;
  await Promise.all(files.map(([target, write]) => write(tmp(target))));
  for (const [target] of files) await rename(tmp(target), target);
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
 * Creates every missing asset (for a picture: its PNG and its WebP twin). Files are
 * written under a temporary name and renamed, so a run killed halfway never leaves a
 * truncated file that a later run would mistake for a finished one.
 */
export async function generateMedia(layout: DataLayout, assets: readonly { path: string; spec: AssetSpec }[]): Promise<{ generated: number }> {
  const missing: { spec: AssetSpec; file: string; files: Output[] }[] = [];
  for (const a of assets) {
    const file = assetFile(layout, a.path);
    const files = outputs(a.spec, file);
    if (!(await Promise.all(files.map(([f]) => exists(f)))).every(Boolean)) missing.push({ spec: a.spec, file, files });
  }
  const make = async (a: { file: string; files: Output[] }) => {
    await mkdir(dirname(a.file), { recursive: true });
    await render(a.files);
  };
  // Videos and WebP pictures are encoded by ffmpeg processes; PNGs mostly wait on zlib's thread pool.
  await Promise.all([
    pool(missing.filter((a) => a.spec.kind === 'video'), 2, make),
    pool(missing.filter((a) => a.spec.kind !== 'video'), 4, make),
  ]);
  return { generated: missing.length };
}
