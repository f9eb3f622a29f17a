import { spawn } from 'node:child_process';
import { PNG } from 'pngjs';
import { ffmpegPath } from './video.ts';
import { Canvas, hex, mix, wrap, type Rgb } from './canvas.ts';
import type { AssetSpec, Motif } from '../db/seed-data.ts';

const DARK = hex('#0B3D2E');
const GREEN = hex('#79C151');
const WHITE: Rgb = [255, 255, 255];
const STEEL = hex('#5f6b73');
const NAVY = hex('#1d3557');
const SUN = hex('#f4c542');
const CREAM = hex('#fbf8ef');

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

type ImageSpec = Exclude<AssetSpec, { kind: 'pdf' } | { kind: 'video' }>;

export function drawImage(spec: ImageSpec): Canvas {
  switch (spec.kind) {
    case 'scene': return drawScene(spec.w, spec.h, spec.motif, spec.seed, spec.label);
    case 'logo': return drawLogo(spec.w, spec.h, spec.name, spec.seed);
    case 'portrait': return drawPortrait(spec.w, spec.h, spec.seed);
    case 'certificate': return drawCertificate(spec.w, spec.h, spec.title, spec.seed);
  }
}

export function encodePng(c: Canvas): Promise<Buffer> {
  const png = new PNG({ width: c.w, height: c.h, colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 9 });
  png.data = c.data;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    png.pack().on('data', (d: Buffer) => chunks.push(d)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

/**
 * The same pixels as lossless WebP: these flat-coloured drawings come out about a
 * quarter of their PNG size (the hero poster: 44 KB as PNG, 11 KB as WebP).
 */
export function encodeWebp(c: Canvas, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn(ffmpegPath, [
      '-v', 'error', '-y',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${c.w}x${c.h}`, '-i', '-',
      '-frames:v', '1', '-c:v', 'libwebp', '-lossless', '1', '-compression_level', '6', '-pix_fmt', 'bgra',
      '-f', 'webp', out,
    ], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    ff.stderr.on('data', (d: Buffer) => (stderr += d));
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg could not encode ${out} as WebP (exit ${code}): ${stderr.trim()}`))));
    ff.stdin.on('error', reject);
    ff.stdin.end(c.data);
  });
}

const SKIES: [Rgb, Rgb][] = [
  [DARK, hex('#2f7a5a')],
  [hex('#12324a'), hex('#6fa8c9')],
  [hex('#0B3D2E'), hex('#9fd27f')],
  [hex('#1b2a41'), hex('#f0a35e')],
];

function drawScene(w: number, h: number, motif: Motif, seed: number, label?: string): Canvas {
  const r = rng(seed);
  const [top, bottom] = SKIES[Math.floor(r() * SKIES.length)]!;
  const c = new Canvas(w, h);
  const horizon = Math.round(h * (0.68 + r() * 0.08));
  c.vGradient(0, horizon, top, bottom);
  c.fillCircle(w * (0.15 + r() * 0.7), h * (0.18 + r() * 0.15), h * 0.07, mix(SUN, bottom, 0.2));
  // Distant hills give depth without texture.
  c.polygon([[0, horizon], [w * 0.25, horizon - h * 0.08], [w * 0.5, horizon - h * 0.02], [w * 0.8, horizon - h * 0.1], [w, horizon - h * 0.03], [w, horizon]], mix(DARK, bottom, 0.35));
  c.fillRect(0, horizon, w, h - horizon, mix(GREEN, DARK, 0.25));
  c.fillRect(0, horizon + (h - horizon) * 0.45, w, h, mix(GREEN, DARK, 0.45));
  const s = h / 500;
  const draw: Record<Motif, () => void> = {
    tower: () => towers(c, horizon, s, r),
    substation: () => substation(c, horizon, s, r),
    solar: () => solar(c, horizon, s),
    meter: () => meter(c, s, r),
    city: () => city(c, horizon, s, r),
    people: () => people(c, horizon, s, r),
    globe: () => globe(c, s, r),
    grid: () => distribution(c, horizon, s, r),
  };
  draw[motif]();
  if (label) {
    const scale = Math.max(2, Math.round(4 * s));
    c.fillRect(0, h - 22 * scale, w, 22 * scale, DARK);
    c.fillRect(0, h - 22 * scale, w, Math.max(2, scale), GREEN);
    c.textCentered(w / 2, h - 15 * scale, label, scale, WHITE);
  }
  return c;
}

function tower(c: Canvas, x: number, base: number, height: number, color: Rgb): [number, number][] {
  const half = height * 0.18;
  const topY = base - height;
  const lw = Math.max(2, Math.round(height / 90));
  c.line(x - half, base, x - half * 0.25, topY, color, lw);
  c.line(x + half, base, x + half * 0.25, topY, color, lw);
  // Cross-bracing is what makes a lattice tower read as one at thumbnail size.
  const steps = 6;
  for (let i = 0; i < steps; i++) {
    const y0 = base - (height * i) / steps, y1 = base - (height * (i + 1)) / steps;
    const w0 = half - (half * 0.75 * i) / steps, w1 = half - (half * 0.75 * (i + 1)) / steps;
    c.line(x - w0, y0, x + w1, y1, color, Math.max(1, lw - 1));
    c.line(x + w0, y0, x - w1, y1, color, Math.max(1, lw - 1));
  }
  const arms: [number, number][] = [];
  for (const f of [0.72, 0.86]) {
    const y = base - height * f;
    const reach = half * (f === 0.86 ? 1.1 : 1.5);
    c.line(x - reach, y, x + reach, y, color, lw);
    arms.push([x - reach, y], [x + reach, y]);
  }
  c.line(x - half * 0.25, topY, x, topY - height * 0.06, color, lw);
  c.line(x + half * 0.25, topY, x, topY - height * 0.06, color, lw);
  return arms;
}

function sagLine(c: Canvas, a: [number, number], b: [number, number], sag: number, color: Rgb): void {
  const n = 24;
  for (let i = 0; i < n; i++) {
    const t0 = i / n, t1 = (i + 1) / n;
    const y = (t: number) => a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t);
    c.line(a[0] + (b[0] - a[0]) * t0, y(t0), a[0] + (b[0] - a[0]) * t1, y(t1), color, 1);
  }
}

function towers(c: Canvas, horizon: number, s: number, r: () => number): void {
  const count = 3 + Math.floor(r() * 2);
  const color = mix(STEEL, WHITE, 0.35);
  let prev: [number, number][] | null = null;
  for (let i = 0; i < count; i++) {
    const depth = i / (count - 1);
    const height = (360 - depth * 220) * s;
    const x = c.w * (0.12 + 0.8 * depth) + (r() - 0.5) * 30 * s;
    const base = horizon + (60 - depth * 50) * s;
    const arms = tower(c, x, base, height, color);
    if (prev) arms.forEach((p, k) => sagLine(c, prev![k]!, p, 18 * s, mix(color, WHITE, 0.3)));
    prev = arms;
  }
}

function substation(c: Canvas, horizon: number, s: number, r: () => number): void {
  const steel = mix(STEEL, WHITE, 0.4);
  for (let g = 0; g < 4; g++) {
    const x = c.w * (0.08 + g * 0.24);
    const hgt = (150 + r() * 40) * s;
    c.line(x, horizon + 30 * s, x, horizon + 30 * s - hgt, steel, 4 * s);
    c.line(x + 140 * s, horizon + 30 * s, x + 140 * s, horizon + 30 * s - hgt, steel, 4 * s);
    c.line(x, horizon + 30 * s - hgt, x + 140 * s, horizon + 30 * s - hgt, steel, 4 * s);
    for (let k = 1; k <= 3; k++) {
      const ix = x + k * 35 * s;
      c.fillRect(ix - 3 * s, horizon + 30 * s - hgt, 6 * s, 40 * s, hex('#c9b79c'));
    }
  }
  c.line(0, horizon - 120 * s, c.w, horizon - 120 * s, mix(steel, WHITE, 0.5), 2);
  for (let t = 0; t < 2; t++) {
    const x = c.w * (0.22 + t * 0.42);
    const y = horizon + 40 * s;
    c.fillRect(x, y - 90 * s, 150 * s, 90 * s, hex('#6b7d5c'));
    for (let f = 0; f < 8; f++) c.fillRect(x + 8 * s + f * 18 * s, y - 80 * s, 6 * s, 70 * s, hex('#566648'));
    c.fillRect(x + 20 * s, y - 120 * s, 110 * s, 30 * s, hex('#7d8f6d'));
    for (let b = 0; b < 3; b++) c.fillRect(x + 35 * s + b * 35 * s, y - 150 * s, 8 * s, 30 * s, hex('#c9b79c'));
  }
  c.fillRect(0, c.h - 40 * s, c.w, 4 * s, mix(STEEL, DARK, 0.3));
}

function solar(c: Canvas, horizon: number, s: number): void {
  const panel = hex('#1f3f7a');
  const frame = hex('#9bb3d6');
  for (let row = 0; row < 4; row++) {
    const y = horizon + 10 * s + row * 38 * s;
    const ph = 26 * s + row * 4 * s;
    for (let col = -1; col < 9; col++) {
      const x = col * 100 * s + row * 18 * s;
      const pw = 90 * s;
      c.polygon([[x + 12 * s, y], [x + pw + 12 * s, y], [x + pw, y + ph], [x, y + ph]], panel);
      c.line(x + 6 * s, y + ph / 2, x + pw + 6 * s, y + ph / 2, frame, 1);
      c.line(x + pw / 2 + 6 * s, y, x + pw / 2, y + ph, frame, 1);
      c.fillRect(x + pw / 2 - 2 * s, y + ph, 4 * s, 10 * s, STEEL);
    }
  }
}

function meter(c: Canvas, s: number, r: () => number): void {
  const cx = c.w / 2, cy = c.h * 0.48;
  const mw = 260 * s, mh = 330 * s;
  c.fillRect(cx - mw / 2 + 10 * s, cy - mh / 2 + 12 * s, mw, mh, mix(DARK, [0, 0, 0], 0.4));
  c.fillRect(cx - mw / 2, cy - mh / 2, mw, mh, hex('#eef1ee'));
  c.fillRect(cx - mw / 2, cy - mh / 2, mw, 40 * s, GREEN);
  c.text(cx - mw / 2 + 14 * s, cy - mh / 2 + 12 * s, 'VOLTLINE', Math.max(1, Math.round(3 * s)), WHITE);
  c.fillRect(cx - mw / 2 + 24 * s, cy - mh / 2 + 64 * s, mw - 48 * s, 70 * s, hex('#20312a'));
  const reading = `${String(1000 + Math.floor(r() * 8999))}.${Math.floor(r() * 9)} KWH`;
  c.text(cx - mw / 2 + 36 * s, cy - mh / 2 + 86 * s, reading, Math.max(1, Math.round(3 * s)), GREEN);
  for (let b = 0; b < 3; b++) c.fillCircle(cx - 60 * s + b * 60 * s, cy + 40 * s, 16 * s, b === 1 ? GREEN : STEEL);
  c.fillRect(cx - mw / 2 + 24 * s, cy + 90 * s, mw - 48 * s, 50 * s, hex('#d7ddd8'));
  for (let k = 0; k < 4; k++) c.ring(cx + mw / 2 + 40 * s, cy - mh / 2 + 40 * s, (20 + k * 22) * s, 5 * s, mix(GREEN, WHITE, k * 0.15));
}

function city(c: Canvas, horizon: number, s: number, r: () => number): void {
  let x = 0;
  while (x < c.w) {
    const bw = (50 + r() * 70) * s;
    const bh = (90 + r() * 220) * s;
    const col = mix(DARK, STEEL, r() * 0.6);
    c.fillRect(x, horizon - bh + 20 * s, bw - 6 * s, bh, col);
    for (let wy = horizon - bh + 35 * s; wy < horizon; wy += 22 * s) {
      for (let wx = x + 8 * s; wx < x + bw - 20 * s; wx += 16 * s) c.fillRect(wx, wy, 8 * s, 10 * s, mix(SUN, WHITE, 0.3));
    }
    x += bw;
  }
}

function people(c: Canvas, horizon: number, s: number, r: () => number): void {
  const n = 3 + Math.floor(r() * 3);
  const shirts = [hex('#f28c28'), GREEN, hex('#2a6f97'), hex('#d1495b'), hex('#6c757d')];
  const skin = [hex('#8d5524'), hex('#c68642'), hex('#e0ac69'), hex('#a0522d')];
  for (let i = 0; i < n; i++) {
    const x = c.w * ((i + 0.5) / n) + (r() - 0.5) * 30 * s;
    const base = horizon + 110 * s;
    const scale = (0.9 + r() * 0.3) * s;
    c.fillEllipse(x, base - 60 * scale, 55 * scale, 90 * scale, shirts[i % shirts.length]!);
    c.fillRect(x - 55 * scale, base - 40 * scale, 110 * scale, 80 * scale, shirts[i % shirts.length]!);
    c.fillRect(x - 8 * scale, base - 150 * scale, 16 * scale, 20 * scale, skin[i % skin.length]!);
    c.fillCircle(x, base - 180 * scale, 34 * scale, skin[i % skin.length]!);
    // Hard hats: everyone on a Voltline picture is on a site.
    c.fillEllipse(x, base - 200 * scale, 40 * scale, 22 * scale, i % 2 ? SUN : WHITE);
    c.fillRect(x - 46 * scale, base - 200 * scale, 92 * scale, 6 * scale, i % 2 ? SUN : WHITE);
  }
}

function globe(c: Canvas, s: number, r: () => number): void {
  const cx = c.w / 2, cy = c.h * 0.45, rad = 170 * s;
  c.fillCircle(cx, cy, rad, hex('#1f5f8b'));
  // Continents as a few flat blobs.
  for (let k = 0; k < 7; k++) {
    const a = r() * Math.PI * 2, d = r() * rad * 0.6;
    c.fillEllipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, (30 + r() * 50) * s, (20 + r() * 40) * s, GREEN);
  }
  for (let m = -2; m <= 2; m++) {
    const rx = Math.abs(m) * rad * 0.35;
    if (rx === 0) c.line(cx, cy - rad, cx, cy + rad, WHITE, 1);
    else {
      for (let t = 0; t < 360; t++) {
        const a = (t * Math.PI) / 180;
        c.set(Math.round(cx + Math.cos(a) * rx), Math.round(cy + Math.sin(a) * rad), WHITE);
      }
    }
    const y = cy + m * rad * 0.38;
    const half = Math.sqrt(Math.max(0, rad * rad - (y - cy) ** 2));
    c.line(cx - half, y, cx + half, y, WHITE, 1);
  }
  c.ring(cx, cy, rad + 2, 3, WHITE);
  for (let k = 0; k < 5; k++) {
    const a = r() * Math.PI * 2, d = r() * rad * 0.8;
    c.fillCircle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 7 * s, SUN);
  }
}

function distribution(c: Canvas, horizon: number, s: number, r: () => number): void {
  const wood = hex('#7a5c3e');
  let prev: [number, number][] | null = null;
  for (let i = 0; i < 6; i++) {
    const depth = i / 5;
    const x = c.w * (0.05 + depth * 0.9);
    const hgt = (260 - depth * 150) * s;
    const base = horizon + (40 - depth * 30) * s;
    c.line(x, base, x, base - hgt, wood, Math.max(2, 8 * s * (1 - depth * 0.6)));
    const armY = base - hgt + 12 * s;
    const reach = 50 * s * (1 - depth * 0.5);
    c.line(x - reach, armY, x + reach, armY, wood, Math.max(2, 5 * s));
    const tops: [number, number][] = [[x - reach, armY], [x, armY], [x + reach, armY]];
    if (i % 2 === 0) c.fillEllipse(x + 18 * s, armY + 50 * s, 16 * s * (1 - depth * 0.5), 26 * s * (1 - depth * 0.5), hex('#9aa5ad'));
    if (prev) tops.forEach((p, k) => sagLine(c, prev![k]!, p, 10 * s, hex('#2b2b2b')));
    prev = tops;
  }
  c.fillRect(0, horizon + 70 * s, c.w, 10 * s, hex('#8d8d8d'));
  void r;
}

const LOGO_COLORS = [DARK, GREEN, hex('#1d3557'), hex('#e76f51'), hex('#2a9d8f'), hex('#6d597a'), hex('#f4a261')];

function drawLogo(w: number, h: number, name: string, seed: number): Canvas {
  const r = rng(seed);
  const c = new Canvas(w, h, WHITE);
  const col = LOGO_COLORS[Math.floor(r() * LOGO_COLORS.length)]!;
  const shape = Math.floor(r() * 3);
  const ex = 50, ey = h / 2, er = 32;
  if (shape === 0) c.fillCircle(ex, ey, er, col);
  else if (shape === 1) c.polygon(Array.from({ length: 6 }, (_, k) => [ex + er * Math.cos((k * Math.PI) / 3), ey + er * Math.sin((k * Math.PI) / 3)] as [number, number]), col);
  else c.fillRect(ex - er, ey - er, er * 2, er * 2, col);
  // A lightning bolt ties every client mark to the power sector.
  c.polygon([[ex + 4, ey - 22], [ex - 12, ey + 4], [ex - 1, ey + 4], [ex - 6, ey + 22], [ex + 12, ey - 4], [ex + 1, ey - 4]], WHITE);
  const lines = wrap(name.toUpperCase(), 12).slice(0, 2);
  const y0 = h / 2 - (lines.length * 18 - 4) / 2;
  lines.forEach((line, i) => c.text(92, y0 + i * 18, line, 2, i === 0 ? NAVY : col));
  return c;
}

function drawPortrait(w: number, h: number, seed: number): Canvas {
  const r = rng(seed);
  const bg = mix(GREEN, WHITE, 0.55 + r() * 0.3);
  const c = new Canvas(w, h, bg);
  c.fillCircle(w * 0.8, h * 0.2, w * 0.25, mix(bg, WHITE, 0.35));
  const skin = [hex('#8d5524'), hex('#c68642'), hex('#e0ac69'), hex('#a0522d')][Math.floor(r() * 4)]!;
  const suit = [DARK, NAVY, hex('#343a40'), hex('#5a3e36')][Math.floor(r() * 4)]!;
  const hair = [hex('#1b1b1b'), hex('#3b2f2f'), hex('#6b6b6b')][Math.floor(r() * 3)]!;
  c.fillEllipse(w / 2, h * 1.02, w * 0.42, h * 0.36, suit);
  c.polygon([[w / 2 - w * 0.07, h * 0.68], [w / 2 + w * 0.07, h * 0.68], [w / 2, h * 0.86]], WHITE);
  c.fillRect(w / 2 - w * 0.06, h * 0.55, w * 0.12, h * 0.14, skin);
  c.fillEllipse(w / 2, h * 0.3, w * 0.17, h * 0.12, hair);
  c.fillEllipse(w / 2, h * 0.42, w * 0.15, h * 0.18, skin);
  return c;
}

function drawCertificate(w: number, h: number, title: string, seed: number): Canvas {
  const r = rng(seed);
  const c = new Canvas(w, h, CREAM);
  c.fillRect(12, 12, w - 24, h - 24, DARK);
  c.fillRect(18, 18, w - 36, h - 36, CREAM);
  c.fillRect(26, 26, w - 52, 2, GREEN);
  c.fillRect(26, h - 28, w - 52, 2, GREEN);
  c.textCentered(w / 2, 48, 'CERTIFICATE', 4, DARK);
  const lines = wrap(title.toUpperCase(), 26).slice(0, 3);
  lines.forEach((l, i) => c.textCentered(w / 2, 120 + i * 26, l, 3, NAVY));
  c.textCentered(w / 2, 230, 'AWARDED TO VOLTLINE POWER SYSTEMS', 2, DARK);
  for (let k = 0; k < 3; k++) c.fillRect(90, 290 + k * 18, 220 - k * 40, 4, mix(STEEL, CREAM, 0.4));
  const sx = w - 120, sy = h - 110;
  c.fillCircle(sx, sy, 52, hex('#c9a227'));
  c.ring(sx, sy, 44, 3, CREAM);
  c.polygon(Array.from({ length: 10 }, (_, k) => {
    const rad = k % 2 ? 14 : 32;
    const a = (k * Math.PI) / 5 - Math.PI / 2;
    return [sx + rad * Math.cos(a), sy + rad * Math.sin(a)] as [number, number];
  }), CREAM);
  void r;
  return c;
}
