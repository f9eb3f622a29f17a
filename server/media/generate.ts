import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetSpec } from './assets.ts';
import { drawSvg, encodePicture, withoutLettering } from './images.ts';
import { makePdf } from './documents.ts';
import { FONT } from './svg.ts';
import { loadSharp, resolveFfmpeg, type Sharp } from './tools.ts';
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
type Kind = 'picture' | 'video' | 'document';
const kindOf = (spec: AssetSpec): Kind => (spec.kind === 'pdf' ? 'document' : spec.kind === 'video' ? 'video' : 'picture');

interface Tools {
  sharp?: Sharp;
  ffmpeg?: string;
  /** false when no font is found: lettering is left out rather than drawn as boxes. */
  letters?: boolean;
}

/** The files an asset is made of (a picture: its PNG and its WebP twin), each with its writer. */
function outputs(spec: AssetSpec, file: string, tools: Tools): Output[] {
  if (spec.kind === 'pdf') return [[file, async (out) => writeFile(out, await makePdf(spec.title, spec.subtitle))]];
  if (spec.kind === 'video') return [[file, (out) => makeVideo(tools.sharp!, tools.ffmpeg!, out, spec)]];
  // Both files come from one rendering; the writer of the PNG makes the twin beside it.
  return [
    [file, async (out) => encodePicture(tools.sharp!, tools.letters === false ? withoutLettering(drawSvg(spec)) : drawSvg(spec), out, `${out}.webp`)],
    [webpTwin(file), async () => {}],
  ];
}

const tmpName = (f: string) => `${f}.${process.pid}.tmp${f.slice(f.lastIndexOf('.'))}`;

/** Writes each file under a temporary name, then renames it into place. */
async function render(files: Output[]): Promise<void> {
  await Promise.all(files.map(([target, write]) => write(tmpName(target))));
  const [main, twin] = files;
  if (twin && main![0].endsWith('.png')) await rename(`${tmpName(main![0])}.webp`, twin[0]);
  await rename(tmpName(main![0]), main![0]);
}

/**
 * Every asset is a pure function of its recipe and of the drawing code, so finished files
 * are kept in a cache shared by all data folders (each test's, each `api:reset`): a second
 * generation copies instead of drawing and encoding again. The key covers this folder's
 * source, so editing a drawing makes new files. MEDIA_CACHE_DIR moves it ("off" disables it).
 */
const codeVersion = (() => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort())
    hash.update(f).update(readFileSync(join(dir, f)));
  return hash.digest('hex').slice(0, 16);
})();

/**
 * The cache's folder for this drawing code. As one is made, folders of other versions unused for
 * an hour are removed, so the cache does not grow without bound; younger ones may belong to
 * another checkout generating right now.
 */
export function cacheDir(): string | undefined {
  const dir = process.env.MEDIA_CACHE_DIR;
  if (dir === 'off') return undefined;
  return join(dir || join(tmpdir(), 'voltline-media-cache'), codeVersion);
}

async function pruneOtherVersions(dir: string): Promise<void> {
  const parent = dirname(dir);
  const hourAgo = Date.now() - 3600_000;
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    if (entry === basename(dir)) continue;
    const info = await stat(join(parent, entry)).catch(() => null);
    if (info && info.mtimeMs < hourAgo) await rm(join(parent, entry), { recursive: true, force: true }).catch(() => {});
  }
}

const cacheKey = (spec: AssetSpec) => createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 32);
const cached = (dir: string, spec: AssetSpec, file: string) => join(dir, `${cacheKey(spec)}${file.slice(file.lastIndexOf('.'))}`);

/** Copies an asset's files from the cache; false when any is missing there. */
async function fromCache(dir: string, spec: AssetSpec, files: Output[]): Promise<boolean> {
  const sources = files.map(([f]) => cached(dir, spec, f));
  if (!(await Promise.all(sources.map(exists))).every(Boolean)) return false;
  await mkdir(dirname(files[0]![0]), { recursive: true });
  await Promise.all(files.map(([f], i) => copyFile(sources[i]!, tmpName(f))));
  for (const [f] of files) await rename(tmpName(f), f);
  return true;
}

async function toCache(dir: string, spec: AssetSpec, files: Output[]): Promise<void> {
  try {
    if (!(await stat(dir).catch(() => null))) {
      await mkdir(dir, { recursive: true });
      await pruneOtherVersions(dir);
    }
    for (const [f] of files) {
      const target = cached(dir, spec, f);
      await copyFile(f, tmpName(target));
      await rename(tmpName(target), target);
    }
  } catch {
    // A cache that cannot be written only costs time on the next generation.
  }
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

export interface GenerateOptions {
  /** Where progress lines go (one per step, with counts and times); silent under vitest unless given. */
  log?: (line: string) => void;
}

export interface GenerateResult {
  generated: number;
  /** Assets left unmade because a tool is missing (each reason logged once, in one sentence). */
  skipped: number;
  /** Where ffmpeg came from, when a video needed it. */
  ffmpeg?: string;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Whether fontconfig finds a font for the pictures' lettering (a bare container may have none).
 * Without one, Pango draws every character as the same hex box: "WWWW" then comes out as wide as "iiii".
 */
async function hasFonts(sharp: Sharp): Promise<boolean> {
  const width = async (text: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="#fff"/><text x="4" y="30" font-family="${FONT}" font-size="24">${text}</text></svg>`;
    const { info } = await sharp(Buffer.from(svg))
      .trim()
      .toBuffer({ resolveWithObject: true })
      .catch(() => ({ info: { width: 0 } }));
    return info.width;
  };
  return (await width('WWWW')) > (await width('iiii')) * 1.5;
}

/**
 * Creates every missing asset (for a picture: its PNG and its WebP twin). Files are
 * written under a temporary name and renamed, so a run killed halfway never leaves a
 * truncated file that a later run would mistake for a finished one. A missing tool is
 * one sentence in the log and the assets it would make are skipped: the site still starts.
 */
export async function generateMedia(
  layout: DataLayout,
  assets: readonly { path: string; spec: AssetSpec }[],
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  const log = opts.log ?? (process.env.VITEST ? () => {} : (line: string) => console.log(line));
  const started = Date.now();
  const sharpTool = await loadSharp();
  const tools: Tools = sharpTool.ok ? { sharp: sharpTool.value } : {};
  const missing: { spec: AssetSpec; path: string; file: string; files: Output[] }[] = [];
  for (const a of assets) {
    const file = assetFile(layout, a.path);
    const files = outputs(a.spec, file, tools);
    if (!(await Promise.all(files.map(([f]) => exists(f)))).every(Boolean)) missing.push({ spec: a.spec, path: a.path, file, files });
  }
  if (missing.length === 0) return { generated: 0, skipped: 0 };
  if (sharpTool.ok && !(await hasFonts(sharpTool.value))) {
    tools.letters = false;
    log(
      'Media: no fonts found (fontconfig): pictures are drawn without their lettering; install a font (Debian: `apt-get install fonts-dejavu-core`) and run `npm run api:reset`.',
    );
  }
  // Pictures drawn without lettering are not the cache's to keep (nor is the cache's lettering right here).
  const cache = tools.letters === false ? undefined : cacheDir();
  let copied = 0;
  if (cache) {
    const hits = await Promise.all(missing.map((a) => fromCache(cache, a.spec, a.files).catch(() => false)));
    copied = hits.filter(Boolean).length;
    if (copied) log(`Media: ${copied} of ${missing.length} missing assets copied from the cache (${cache}) in ${secs(Date.now() - started)}`);
    missing.splice(0, missing.length, ...missing.filter((_, i) => !hits[i]));
    if (missing.length === 0) return { generated: copied, skipped: 0 };
  }
  const count = (k: Kind) => missing.filter((a) => kindOf(a.spec) === k).length;
  const [pictures, videos, documents] = [count('picture'), count('video'), count('document')];
  log(`Media: making ${missing.length} of ${assets.length} assets (${pictures} pictures, ${videos} videos, ${documents} documents) in ${layout.dataDir}`);

  const skip = new Set<Kind>();
  let ffmpegSource: string | undefined;
  if (!sharpTool.ok) {
    log(`Media: ${sharpTool.missing} The site starts without its pictures and videos.`);
    skip.add('picture').add('video');
  } else {
    log(`Media: pictures by ${sharpTool.source}`);
  }
  if (videos > 0 && !skip.has('video')) {
    const ffmpeg = resolveFfmpeg();
    if (ffmpeg.ok) {
      tools.ffmpeg = ffmpeg.value;
      ffmpegSource = ffmpeg.source;
      log(`Media: videos by ffmpeg from ${ffmpeg.source}`);
    } else {
      log(`Media: ${ffmpeg.missing} The site starts without its videos.`);
      skip.add('video');
    }
  }

  const todo = missing.filter((a) => !skip.has(kindOf(a.spec)));
  const make = async (a: { spec: AssetSpec; file: string; files: Output[] }) => {
    await mkdir(dirname(a.file), { recursive: true });
    await render(a.files);
    if (cache) await toCache(cache, a.spec, a.files);
  };
  const step = async (kind: Kind, limit: number, each?: (a: (typeof todo)[number], i: number, total: number, ms: number) => void) => {
    const items = todo.filter((a) => kindOf(a.spec) === kind);
    if (items.length === 0) return;
    const t0 = Date.now();
    let done = 0;
    await pool(items, limit, async (a) => {
      const t = Date.now();
      await make(a);
      done += 1;
      each?.(a, done, items.length, Date.now() - t);
    });
    log(`Media: ${items.length} ${kind}${items.length === 1 ? '' : 's'} done in ${secs(Date.now() - t0)}`);
  };
  // Videos are ffmpeg processes (one core each); pictures and documents run in this process
  // meanwhile (libvips' threads). A line every quarter of the pictures, and one per video.
  const quarter = Math.max(1, Math.ceil(pictures / 4));
  await Promise.all([
    step('video', 2, (a, i, total, ms) => log(`Media: video ${i}/${total} ${a.path} in ${secs(ms)}`)),
    (async () => {
      await step('picture', 4, (_a, i, total) => {
        if (i % quarter === 0 && i < total) log(`Media: pictures ${i}/${total}`);
      });
      await step('document', 4);
    })(),
  ]);
  const skipped = missing.length - todo.length;
  log(`Media: ${todo.length} assets made${skipped ? `, ${skipped} skipped` : ''} in ${secs(Date.now() - started)}`);
  return { generated: copied + todo.length, skipped, ...(ffmpegSource ? { ffmpeg: ffmpegSource } : {}) };
}
