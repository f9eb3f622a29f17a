import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, isAbsolute, join } from 'node:path';

/** Where a media tool came from, or one sentence saying why it is missing and how to get it. */
export type Tool<T> = { ok: true; value: T; source: string } | { ok: false; missing: string };

const require = createRequire(import.meta.url);

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A bare command name is looked up on PATH, as spawn would. */
function onPath(name: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const names = process.platform === 'win32' ? [name, `${name}.exe`] : [name];
  for (const dir of dirs) for (const n of names) if (executable(join(dir, n))) return join(dir, n);
  return undefined;
}

/**
 * ffmpeg for the demo videos: FFMPEG_PATH when set (an override for a build of one's own),
 * else the binary inside the @ffmpeg-installer package, which npm installs for this platform.
 * No system ffmpeg is needed, so `npm ci && npm start` works on a machine with only Node.
 */
export function resolveFfmpeg(): Tool<string> {
  let ffmpeg: Tool<string>;
  const override = process.env.FFMPEG_PATH;
  if (override) {
    const found = isAbsolute(override) || override.includes('/') ? (executable(override) ? override : undefined) : onPath(override);
    ffmpeg = found
      ? { ok: true, value: found, source: `FFMPEG_PATH (${found})` }
      : {
          ok: false,
          missing: `FFMPEG_PATH is set to "${override}", which is not an executable file: point it at an ffmpeg binary, or unset it to use the one npm installed.`,
        };
    return ffmpeg;
  }
  try {
    // The package throws (a string, not an Error) when it has no binary for this platform.
    const path = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    if (!executable(path)) throw new Error(`${path} is not executable`);
    ffmpeg = { ok: true, value: path, source: `@ffmpeg-installer/ffmpeg (${path})` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    ffmpeg = {
      ok: false,
      missing: `ffmpeg is missing (${why}): run \`npm ci\` to install @ffmpeg-installer/ffmpeg for ${process.platform}-${process.arch}, or set FFMPEG_PATH to an ffmpeg binary.`,
    };
  }
  return ffmpeg;
}

export type Sharp = typeof import('sharp').default;
let sharp: Promise<Tool<Sharp>> | undefined;

/** sharp (libvips, shipped as npm packages per platform) draws and encodes every picture. */
export function loadSharp(): Promise<Tool<Sharp>> {
  sharp ??= import('sharp').then(
    (m): Tool<Sharp> => ({ ok: true, value: m.default, source: `sharp ${m.default.versions.sharp} (libvips ${m.default.versions.vips})` }),
    (error: unknown): Tool<Sharp> => ({
      ok: false,
      missing: `sharp could not load (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): run \`npm ci\` on this machine so npm installs sharp's libvips for ${process.platform}-${process.arch}.`,
    }),
  );
  return sharp;
}
