import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedContent } from '../db/seed/index.ts';
import type { AssetSpec } from './assets.ts';
import { startEmbeddedApi } from '../api/embedded.ts';
import { cacheDir, dataLayout, generateMedia } from './generate.ts';
import { resolveFfmpeg } from './tools.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const assets = buildSeedContent().assets;
const asset = (path: string) => ({ path, spec: assets.get(path) as AssetSpec });

/** A PATH of links to every command on this one except ffmpeg: a machine that never installed it. */
function pathWithoutFfmpeg(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const from of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    let names: string[];
    try {
      names = readdirSync(from);
    } catch {
      continue;
    }
    for (const name of names) {
      if (name === 'ffmpeg' || existsSync(join(dir, name))) continue;
      try {
        symlinkSync(join(from, name), join(dir, name));
      } catch {
        // A name already linked from an earlier PATH entry wins, as it would on PATH.
      }
    }
  }
  return dir;
}

function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'voltline-media-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('media on a machine with only Node', () => {
  it("api:reset seeds with the packaged ffmpeg when none is on PATH, and the API serves home's video and pictures", async () => {
    const bin = pathWithoutFfmpeg(join(work, 'bin'));
    expect(spawnSync('sh', ['-c', 'command -v ffmpeg'], { env: { PATH: bin } }).status).not.toBe(0);
    // A cache of its own that lacks every video, so ffmpeg must run; the pictures (sharp's, whatever
    // the PATH) are copied from the warm cache, which keeps this test to the five encodings.
    const warm = cacheDir()!;
    const own = join(work, 'cache', basename(warm));
    mkdirSync(own, { recursive: true });
    for (const f of readdirSync(warm).filter((f) => !f.endsWith('.mp4'))) copyFileSync(join(warm, f), join(own, f));
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: bin, MEDIA_CACHE_DIR: join(work, 'cache') };
    delete env.FFMPEG_PATH;
    delete env.VITEST;
    const dataDir = join(work, 'data');
    const { code, out } = await runScript(['run', 'api:reset', '--', '--data-dir', dataDir], env);
    expect(out).not.toMatch(/ENOENT|\n\s+at /);
    expect(code).toBe(0);
    // The videos were encoded by the binary inside the npm package, named in the progress lines.
    expect(out).toMatch(/Media: videos by ffmpeg from @ffmpeg-installer\/ffmpeg \(.*node_modules\/@ffmpeg-installer\/[^)]*ffmpeg\)/);
    expect(out).toMatch(/Media: video 1\/5 \/videos\/\S+\.mp4 in [\d.]+ s/);
    expect(out).toMatch(/Media: \d+ of \d+ missing assets copied from the cache/);
    expect(out).toMatch(/Media: 5 assets made in [\d.]+ s/);

    const api = await startEmbeddedApi({ dataDir, apiPort: 0, contentPort: 0, mediaPort: 0 });
    try {
      const videos = (await (await fetch(`${api.apiUrl}/api/HomePageVideo`)).json()) as { data: { videoUrl: string }[] };
      const video = await fetch(api.mediaUrl + videos.data[0]!.videoUrl);
      expect([video.status, video.headers.get('content-type')]).toEqual([200, 'video/mp4']);
      expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(50_000);
      const projects = (await (
        await fetch(`${api.apiUrl}/api/Project/GetAllProject`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pageIndex: 1, pageSize: 3 }),
        })
      ).json()) as { data: { list: { image: string }[] } };
      for (const path of ['/images/hero-poster.png', ...projects.data.list.map((p) => p.image)]) {
        const res = await fetch(api.contentUrl + path);
        expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'image/png']);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.width).toBeGreaterThanOrEqual(800);
      }
    } finally {
      await api.close();
    }
  }, 240_000);

  it('a missing ffmpeg is one sentence in the log, and everything else is still made', async () => {
    const saved = { path: process.env.FFMPEG_PATH, cache: process.env.MEDIA_CACHE_DIR };
    process.env.FFMPEG_PATH = join(work, 'no-such-ffmpeg');
    process.env.MEDIA_CACHE_DIR = 'off';
    try {
      const lines: string[] = [];
      const layout = dataLayout(join(work, 'no-ffmpeg'));
      const result = await generateMedia(layout, [asset('/videos/hero.mp4'), asset('/images/clients/c01.png')], { log: (l) => lines.push(l) });
      expect(result).toMatchObject({ generated: 1, skipped: 1 });
      const sentence = lines.find((l) => l.includes('FFMPEG_PATH is set to'));
      expect(sentence).toMatch(
        /not an executable file: point it at an ffmpeg binary, or unset it to use the one npm installed\. The site starts without its videos\.$/,
      );
      expect(existsSync(join(layout.contentDir, 'images', 'clients', 'c01.png'))).toBe(true);
      expect(existsSync(join(layout.mediaDir, 'videos', 'hero.mp4'))).toBe(false);
    } finally {
      for (const [k, v] of [
        ['FFMPEG_PATH', saved.path],
        ['MEDIA_CACHE_DIR', saved.cache],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});

describe('pictures on a machine without fonts', () => {
  it('are drawn without lettering (never as boxes), and the log says which font to install', async () => {
    const conf = join(work, 'no-fonts.conf');
    writeFileSync(conf, `<?xml version="1.0"?><fontconfig><cachedir>${join(work, 'fc-cache')}</cachedir></fontconfig>`);
    const out = join(work, 'no-fonts');
    const script = `import { generateMedia, dataLayout } from './server/media/generate.ts';
      import { buildSeedContent } from './server/db/seed/index.ts';
      const spec = buildSeedContent().assets.get('/images/clients/c01.png');
      await generateMedia(dataLayout(${JSON.stringify(out)}), [{ path: '/images/clients/c01.png', spec }], { log: console.log });`;
    const env: NodeJS.ProcessEnv = { ...process.env, FONTCONFIG_FILE: conf };
    delete env.VITEST;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Media: no fonts found (fontconfig): pictures are drawn without their lettering; install a font');
    // The logo is its mark alone: nothing drawn right of it, where the name would be.
    const { data, info } = await sharp(join(out, 'content', 'images', 'clients', 'c01.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let ink = 0;
    for (let y = 0; y < info.height; y++) for (let x = 100; x < info.width; x++) if (data[(y * info.width + x) * 3]! < 200) ink++;
    expect(ink).toBe(0);
  }, 60_000);
});

describe('the hero video', () => {
  let video: string;
  let poster: string;
  let ffmpeg: string;
  beforeAll(async () => {
    const tool = resolveFfmpeg();
    if (!tool.ok) throw new Error(tool.missing);
    ffmpeg = tool.value;
    const layout = dataLayout(join(work, 'hero'));
    await generateMedia(layout, [asset('/images/hero-poster.png'), asset('/videos/hero.mp4')]);
    video = join(layout.mediaDir, 'videos', 'hero.mp4');
    poster = join(layout.contentDir, 'images', 'hero-poster.png');
  }, 120_000);

  const frame = (select: string) =>
    execFileSync(
      ffmpeg,
      ['-v', 'error', '-i', video, '-vf', `select='${select}'`, '-vsync', '0', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { maxBuffer: 16 << 20 },
    );

  /** Mean absolute difference per channel (0–255) and the share of pixels off by more than 40. */
  function compare(a: Buffer, b: Buffer): { mean: number; far: number } {
    expect(a.length).toBe(b.length);
    let sum = 0,
      far = 0;
    for (let i = 0; i < a.length; i += 3) {
      const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
      sum += d;
      if (d / 3 > 40) far++;
    }
    return { mean: sum / a.length, far: far / (a.length / 3) };
  }

  it('starts on the poster: its first frame equals the poster pixel for pixel, within encoding noise', async () => {
    const posterPixels = await sharp(poster).removeAlpha().raw().toBuffer();
    const first = compare(frame('eq(n,0)'), posterPixels);
    expect(first.mean).toBeLessThan(4);
    expect(first.far).toBeLessThan(0.005);
    // A frame from the middle has moved away from it (the clip is not a still).
    expect(compare(frame('eq(n,125)'), posterPixels).mean).toBeGreaterThan(6);
  });

  it('loops without a seam: its last frame is its first', () => {
    const last = compare(frame('eq(n,249)'), frame('eq(n,0)'));
    expect(last.mean).toBeLessThan(2);
  });

  it('is 8–12 s of H.264 in MP4, under 1.5 MB at 720p, with a quiet track and no tone', async () => {
    const info = spawnSync(ffmpeg, ['-hide_banner', '-i', video], { encoding: 'utf8' }).stderr;
    expect(info).toMatch(/Video: h264 .*1280x720/);
    const [, hh, mm, ss] = /Duration: (\d+):(\d+):([\d.]+)/.exec(info)!;
    const seconds = Number(hh) * 3600 + Number(mm) * 60 + Number(ss);
    expect(seconds).toBeGreaterThanOrEqual(8);
    expect(seconds).toBeLessThanOrEqual(12);
    expect((await stat(video)).size).toBeLessThan(1.5 * 1024 * 1024);
    const volume = spawnSync(ffmpeg, ['-hide_banner', '-i', video, '-map', '0:a', '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' }).stderr;
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(volume)?.[1]);
    expect(mean).toBeLessThan(-30);
    // A test tone is one loud frequency: its peak sits close to its mean. Wind is all over the place.
    const max = Number(/max_volume: (-?[\d.]+) dB/.exec(volume)?.[1]);
    expect(max - mean).toBeGreaterThan(6);
  });
});
