import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AssetSpec } from './assets.ts';
import { beacons, sceneSvgLayers, viewWidth } from './images.ts';
import { VIEW_H } from './scenes.ts';
import { radial, svgDoc } from './svg.ts';
import type { Sharp } from './tools.ts';

type VideoSpec = Extract<AssetSpec, { kind: 'video' }>;

const FPS = 25;

/** How far each depth layer travels, as a share of the scene's extra width: near things move most. */
const DEPTH = { sky: 0.08, far: 0.35, mid: 0.7, fore: 1 } as const;

function run(ffmpeg: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    ff.stderr.on('data', (d: Buffer) => (stderr += d));
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

/**
 * A clip drawn from its scene: the layers (sky, hills, subject, foreground) slide at
 * different speeds, a camera drifting sideways and back (parallax), and aviation lights
 * flash. Every offset follows (1 − cos 2πt/T)/2, which is 0 at both ends with zero speed,
 * so the clip loops without a seam and its first frame is the scene's still: the poster.
 * The sound is a faint wind (brown noise, low-passed), faded at the ends so the loop does not click.
 */
export async function makeVideo(sharp: Sharp, ffmpeg: string, out: string, spec: VideoSpec): Promise<void> {
  const { w, h, seconds, scene } = spec;
  const pan = scene.pan ?? 0;
  const wide = w + pan;
  const W = viewWidth(wide, h);
  const layers = sceneSvgLayers(scene, pan);
  const defs = `<defs>${layers.defs}${radial('beacon', [
    [0, '#ff5a48', 0.95],
    [0.35, '#ff3b2f', 0.45],
    [1, '#ff3b2f', 0],
  ])}</defs>`;
  const dir = await mkdtemp(join(tmpdir(), 'voltline-video-'));
  try {
    const parts = {
      sky: layers.sky,
      far: layers.far,
      // The steady lights belong to the subject, as in the still.
      mid: layers.mid + beacons(layers),
      fore: layers.fore,
      lights: beacons(layers, true),
    };
    await Promise.all(
      Object.entries(parts).map(([name, body]) =>
        sharp(Buffer.from(svgDoc(wide, h, W, VIEW_H, defs + body)))
          .png({ compressionLevel: 1 })
          .toFile(join(dir, `${name}.png`)),
      ),
    );
    const shift = (depth: number) => `${(pan * depth).toFixed(1)}*(1-cos(2*PI*t/${seconds}))/2`;
    const inputs = ['sky', 'far', 'mid', 'lights', 'fore'];
    const depthOf = (name: string) => (name === 'lights' ? DEPTH.mid : DEPTH[name as keyof typeof DEPTH]);
    // Each layer is decoded once and repeated by the loop filter (image2's -loop would decode it every frame).
    const frames = Math.round(seconds * FPS);
    const graph = inputs.map(
      (name, i) => `[${i}:v]loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FPS}/TB,crop=${w}:${h}:'${shift(depthOf(name))}':0[l${i}]`,
    );
    // Lights flash for 0.25 s every 1.25 s, first at 0.6 s: off in the first frame, as in the poster.
    let chain = '[l0]';
    for (let i = 1; i < inputs.length; i++) {
      const enable = inputs[i] === 'lights' ? `:enable='gte(t,0.6)*lt(mod(t-0.6,1.25),0.25)'` : '';
      graph.push(`${chain}[l${i}]overlay=0:0:format=auto${enable}${i === inputs.length - 1 ? ',format=yuv420p[v]' : `[c${i}]`}`);
      chain = `[c${i}]`;
    }
    const fade = Math.min(1.5, seconds / 4);
    graph.push(
      `anoisesrc=color=brown:amplitude=0.5:seed=7:sample_rate=44100,lowpass=f=500,volume=0.12,afade=t=in:d=${fade},afade=t=out:st=${seconds - fade}:d=${fade},atrim=0:${seconds}[a]`,
    );
    await run(ffmpeg, [
      '-v',
      'error',
      '-y',
      ...inputs.flatMap((name) => ['-i', join(dir, `${name}.png`)]),
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(seconds),
      '-r',
      String(FPS),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'animation',
      '-crf',
      '23',
      '-g',
      String(FPS * 2),
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-movflags',
      '+faststart',
      out,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
