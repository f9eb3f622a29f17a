import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * A synthetic test-pattern clip with a quiet sine track. faststart moves the
 * index to the front so browsers can start playing (and seek by Range) at once.
 */
export async function makeVideo(out: string, w: number, h: number, seconds: number, frequency: number): Promise<void> {
  await run(ffmpegPath, [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${w}x${h}:rate=25`,
    '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100`,
    '-t', String(seconds),
    '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30',
    '-af', 'volume=0.1', '-c:a', 'aac', '-b:a', '64k', '-shortest',
    '-movflags', '+faststart',
    out,
  ]);
}
