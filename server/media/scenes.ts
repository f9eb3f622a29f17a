// The seeded scene illustrations (projects, blogs, news, culture, the hero) as SVG in a
// flat, layered style: sky, distant hills, the subject, a foreground. Each scene is drawn
// in a 500-unit-high view box whatever its pixel size, and split into depth layers so
// the hero video can move them at different speeds (parallax) from the same drawing.
import type { Motif } from './assets.ts';
import { C, FONT, esc, linear, mix, n, pick, radial, ridge, rng, sag } from './svg.ts';

export const VIEW_H = 500;

interface Mood {
  name: 'day' | 'morning' | 'dusk' | 'blue';
  sky: [string, string, string];
  /** Where the middle sky colour sits (0 top, 1 horizon). */
  skyMid?: number;
  sun: string;
  far: string;
  near: string;
  ground: [string, string];
  /** Steelwork and silhouettes: grey by day, dark against a dusk sky. */
  steel: string;
  wire: string;
  night: boolean;
}

const MOODS: Record<Mood['name'], Mood> = {
  day: {
    name: 'day',
    sky: ['#8fc3d6', '#cfe7e6', '#eef6ef'],
    sun: '#fff3c4',
    far: '#a9cdb8',
    near: '#6fae78',
    ground: ['#79c151', '#3f7d22'],
    steel: '#4d5b63',
    wire: '#3a474e',
    night: false,
  },
  morning: {
    name: 'morning',
    sky: ['#a9d3cf', '#e6f0e2', '#fbe9c6'],
    sun: '#ffe7a3',
    far: '#b7cfb4',
    near: '#7bb274',
    ground: ['#86c35e', '#44822a'],
    steel: '#55636b',
    wire: '#3d4a51',
    night: false,
  },
  dusk: {
    name: 'dusk',
    sky: ['#0b3d2e', '#4f7d62', '#f4a95c'],
    skyMid: 0.5,
    sun: '#ffe1a0',
    far: '#3d5f4c',
    near: '#1f4436',
    ground: ['#1d4a39', '#0b2e22'],
    steel: '#0a1f18',
    wire: '#0a1f18',
    night: true,
  },
  blue: {
    name: 'blue',
    sky: ['#12324a', '#2f6f80', '#9fd0c8'],
    sun: '#e8f4e0',
    far: '#2d5b5e',
    near: '#1c4a42',
    ground: ['#245a44', '#0f3326'],
    steel: '#10292a',
    wire: '#10292a',
    night: true,
  },
};

export interface SceneLayers {
  /** Sky, sun and clouds: the farthest layer. */
  sky: string;
  /** Distant hills and the ground plane. */
  far: string;
  /** The subject. */
  mid: string;
  /** Things close to the viewer. */
  fore: string;
  /** Small lights (aviation beacons, windows) the video may blink; drawn over everything. */
  lights: { x: number; y: number; layer: 'far' | 'mid' | 'fore' }[];
  defs: string;
}

interface Ctx {
  r: () => number;
  W: number;
  H: number;
  horizon: number;
  mood: Mood;
  defs: string[];
  lights: SceneLayers['lights'];
}

export interface SceneOptions {
  /** Forces a mood (the hero is always at dusk). */
  mood?: Mood['name'];
}

/** Draws a scene `W` units wide (500 high), split into its depth layers. */
export function sceneLayers(motif: Motif, seed: number, W: number, opts: SceneOptions = {}): SceneLayers {
  const r = rng(seed);
  const moodName = opts.mood ?? pick(r, MOOD_FOR[motif]);
  const mood = MOODS[moodName];
  const H = VIEW_H;
  const horizon = H * (0.6 + r() * 0.08);
  const ctx: Ctx = { r, W, H, horizon, mood, defs: [], lights: [] };
  const sky = drawSky(ctx);
  const far = drawLand(ctx);
  const { mid, fore = '' } = MOTIFS[motif](ctx);
  return { sky, far, mid, fore, lights: ctx.lights, defs: ctx.defs.join('') };
}

const MOOD_FOR: Record<Motif, Mood['name'][]> = {
  tower: ['day', 'morning', 'dusk', 'blue'],
  substation: ['day', 'morning', 'dusk'],
  solar: ['day', 'morning'],
  meter: ['day', 'morning'],
  city: ['dusk', 'blue'],
  people: ['day', 'morning'],
  globe: ['blue', 'dusk'],
  grid: ['day', 'morning', 'dusk'],
};

function drawSky(c: Ctx): string {
  const { mood, W, H, horizon, r } = c;
  // The gradient spans the sky down to the horizon, so the glow sits behind whatever stands there.
  const span = (horizon + 20) / (H + 40);
  c.defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${[
      [0, mood.sky[0]],
      [(mood.skyMid ?? 0.62) * span, mood.sky[1]],
      [span, mood.sky[2]],
      [1, mood.sky[2]],
    ]
      .map(([o, col]) => `<stop offset="${Math.round(Number(o) * 1000) / 1000}" stop-color="${col}"/>`)
      .join('')}</linearGradient>`,
  );
  c.defs.push(
    radial('glow', [
      [0, mood.sun, 0.9],
      [0.25, mood.sun, 0.35],
      [1, mood.sun, 0],
    ]),
  );
  const sunX = W * (0.2 + r() * 0.6);
  const sunY = mood.night ? horizon - 18 : H * (0.16 + r() * 0.12);
  let s = `<rect x="-20" y="-20" width="${n(W + 40)}" height="${n(H + 40)}" fill="url(#sky)"/>`;
  s += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(mood.night ? 190 : 130)}" fill="url(#glow)"/>`;
  s += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${mood.night ? 30 : 24}" fill="${mood.sun}"/>`;
  if (mood.night) {
    // A few stars high up, where the sky is darkest.
    for (let i = 0; i < Math.round(W / 18); i++) {
      s += `<circle cx="${n(r() * W)}" cy="${n(r() * horizon * 0.45)}" r="${n(0.6 + r() * 0.9)}" fill="#fff" opacity="${n(0.3 + r() * 0.5)}"/>`;
    }
  } else {
    for (let i = 0; i < 3 + Math.floor(r() * 3); i++) s += cloud(r() * W, H * (0.08 + r() * 0.25), 40 + r() * 50, 0.55 + r() * 0.3);
  }
  return s;
}

function cloud(x: number, y: number, w: number, opacity: number): string {
  return (
    `<g fill="#fff" opacity="${n(opacity)}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}"/>` +
    `<ellipse cx="${n(x - w * 0.3)}" cy="${n(y - w * 0.12)}" rx="${n(w * 0.4)}" ry="${n(w * 0.25)}"/>` +
    `<ellipse cx="${n(x + w * 0.2)}" cy="${n(y - w * 0.18)}" rx="${n(w * 0.45)}" ry="${n(w * 0.3)}"/></g>`
  );
}

function drawLand(c: Ctx): string {
  const { mood, W, H, horizon, r } = c;
  c.defs.push(
    linear('ground', [
      [0, mood.ground[0]],
      [1, mood.ground[1]],
    ]),
  );
  let s = `<path d="${ridge(r, W, horizon - 8, 70, horizon + 4, 5)}" fill="${mix(mood.far, mood.sky[2], 0.35)}"/>`;
  s += `<path d="${ridge(r, W, horizon + 2, 40, horizon + 10, 7)}" fill="${mood.far}"/>`;
  s += `<path d="${ridge(r, W, horizon + 12, 22, H + 20, 9)}" fill="${mood.near}"/>`;
  s += `<rect x="-20" y="${n(horizon + 16)}" width="${n(W + 40)}" height="${n(H - horizon)}" fill="url(#ground)"/>`;
  return s;
}

// ---------- Transmission towers ----------

interface Tower {
  svg: string;
  arms: [number, number][];
}

/** A double-circuit lattice suspension tower: legs, bracing, three cross-arms a side, insulator strings. */
export function tower(x: number, base: number, h: number, color: string, lw: number): Tower {
  const legW = h * 0.17,
    waistY = base - h * 0.5,
    waistW = h * 0.055,
    topY = base - h,
    topW = h * 0.035;
  const px = (y: number) => {
    // Half-width of the body at height y: a flared base tapering to a waist, then nearly straight.
    if (y >= waistY) return waistW + (legW - waistW) * ((y - waistY) / (base - waistY)) ** 1.3;
    return topW + (waistW - topW) * ((y - topY) / (waistY - topY));
  };
  let d = '';
  const line = (x0: number, y0: number, x1: number, y1: number) => (d += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
  // Legs as polylines through the body profile.
  const levels = 14;
  const ys = Array.from({ length: levels + 1 }, (_, i) => base - (h * i) / levels);
  for (const side of [-1, 1]) d += `M${ys.map((y) => `${n(x + side * px(y))} ${n(y)}`).join('L')}`;
  // Cross-bracing between levels: what makes a lattice tower read as one.
  for (let i = 0; i < levels; i++) {
    const [y0, y1] = [ys[i]!, ys[i + 1]!];
    line(x - px(y0), y0, x + px(y1), y1);
    line(x + px(y0), y0, x - px(y1), y1);
    if (i % 2 === 0) line(x - px(y0), y0, x + px(y0), y0);
  }
  const arms: [number, number][] = [];
  let insulators = '';
  for (const [f, reach] of [
    [0.66, 0.2],
    [0.8, 0.24],
    [0.93, 0.19],
  ] as const) {
    const y = base - h * f;
    const half = px(y);
    const len = h * reach;
    for (const side of [-1, 1]) {
      const tip = x + side * (half + len);
      // A cross-arm is a slim triangle: bottom chord, top chord, a few diagonals.
      line(x + side * half, y, tip, y);
      line(x + side * half, y - h * 0.035, tip, y);
      for (let k = 1; k < 4; k++) line(x + side * (half + (len * k) / 4), y, x + side * (half + (len * (k - 0.5)) / 4), y - h * 0.035 * (1 - (k - 0.5) / 4));
      const drop = h * 0.07;
      insulators += `<line x1="${n(tip)}" y1="${n(y)}" x2="${n(tip)}" y2="${n(y + drop)}" stroke="${color}" stroke-width="${n(lw * 1.6)}" stroke-dasharray="${n(lw * 1.2)} ${n(lw * 0.6)}"/>`;
      arms.push([tip, y + drop]);
    }
  }
  // The earth-wire peak.
  line(x - topW, topY, x, topY - h * 0.05);
  line(x + topW, topY, x, topY - h * 0.05);
  arms.push([x, topY - h * 0.05]);
  return { svg: `<path d="${d}" stroke="${color}" stroke-width="${n(lw)}" fill="none" stroke-linejoin="round"/>${insulators}`, arms };
}

function towers(c: Ctx): { mid: string; fore: string } {
  const { W, horizon, mood, r } = c;
  const count = 3 + Math.floor(r() * 2);
  const color = mood.steel;
  let mid = '';
  let prev: Tower | null = null;
  // The line comes towards the viewer: the nearest tower is tall and to one side.
  const near = r() < 0.5;
  const wires: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const depth = i / (count - 1); // 0 nearest
    const hgt = 330 - depth * 250 + r() * 10;
    const x = near ? W * (0.2 + depth * 0.68) : W * (0.8 - depth * 0.68);
    const base = horizon + 70 - depth * 62;
    const t = tower(x, base, hgt, color, Math.max(0.6, 2.2 - depth * 1.6));
    mid += t.svg;
    if (depth < 0.01 || i === 0) c.lights.push({ x, y: base - hgt * 1.05, layer: 'mid' });
    if (prev) t.arms.forEach((p, k) => wires.push(sag(prev!.arms[k]!, p, 6 + (1 - depth) * 14)));
    prev = t;
  }
  // Off the edge of the picture: the span continues to a tower out of view.
  if (prev) prev.arms.forEach((p) => wires.push(sag(p, [near ? -40 : W + 40, p[1] + 60], 16)));
  mid = `<path d="${wires.join('')}" stroke="${mood.wire}" stroke-width="1.1" fill="none" opacity="0.85"/>` + mid;
  return { mid, fore: grass(c, 0.5) };
}

/** Tufts along the bottom edge: a foreground for the parallax. */
function grass(c: Ctx, density: number): string {
  const { W, H, r, mood } = c;
  let d = '';
  for (let x = -10; x < W + 10; x += 6 + (r() * 10) / density) {
    const h = 10 + r() * 22;
    d += `M${n(x)} ${n(H + 2)}Q${n(x + 2)} ${n(H - h * 0.6)} ${n(x + 4 + r() * 6)} ${n(H - h)}Q${n(x + 4)} ${n(H - h * 0.4)} ${n(x + 8)} ${n(H + 2)}Z`;
  }
  return `<path d="${d}" fill="${mix(mood.ground[1], '#000000', 0.25)}"/>`;
}

// ---------- Substation ----------

function substation(c: Ctx): { mid: string; fore: string } {
  const { W, H, horizon, mood, r } = c;
  const steel = mood.night ? mood.steel : '#7b8a92';
  const porcelain = mood.night ? mood.steel : C.porcelain;
  const gravel = mood.night ? '#26463b' : '#b9c2bd';
  let mid = `<path d="M-20 ${n(horizon + 40)} L${n(W + 20)} ${n(horizon + 30)} L${n(W + 20)} ${n(H * 0.93)} L-20 ${n(H * 0.95)}Z" fill="${gravel}"/>`;
  const gy = horizon + 45;
  // Gantries: lattice beams across the yard with strung busbars.
  const gantries = 3 + Math.floor(r() * 2);
  const beamY = gy - 150;
  let lattice = '';
  for (let g = 0; g <= gantries; g++) {
    const x = W * (0.04 + (0.92 * g) / gantries);
    lattice += `<rect x="${n(x - 5)}" y="${n(beamY)}" width="10" height="${n(gy - beamY)}" fill="none" stroke="${steel}" stroke-width="1.6"/>`;
    for (let y = beamY; y < gy - 10; y += 14)
      lattice += `<path d="M${n(x - 5)} ${n(y)}L${n(x + 5)} ${n(y + 14)}M${n(x + 5)} ${n(y)}L${n(x - 5)} ${n(y + 14)}" stroke="${steel}" stroke-width="0.8"/>`;
  }
  lattice += `<rect x="${n(W * 0.04)}" y="${n(beamY - 10)}" width="${n(W * 0.92)}" height="10" fill="none" stroke="${steel}" stroke-width="1.6"/>`;
  let zig = `M${n(W * 0.04)} ${n(beamY)}`;
  for (let x = W * 0.04; x < W * 0.96; x += 10) zig += `L${n(x + 5)} ${n(beamY - 10)}L${n(x + 10)} ${n(beamY)}`;
  lattice += `<path d="${zig}" stroke="${steel}" stroke-width="0.8" fill="none"/>`;
  // Busbars and droppers.
  for (let b = 0; b < 3; b++)
    lattice += `<path d="M${n(W * 0.04)} ${n(beamY + 18 + b * 8)} L${n(W * 0.96)} ${n(beamY + 18 + b * 8)}" stroke="${mood.wire}" stroke-width="1"/>`;
  mid += lattice;
  // Breakers and isolators: insulator columns on steel stands.
  for (let i = 0; i < 10; i++) {
    const x = W * (0.08 + i * 0.09);
    const top = gy - 70 - (i % 2) * 12;
    mid += `<rect x="${n(x - 2)}" y="${n(top + 30)}" width="4" height="${n(gy - top - 30)}" fill="${steel}"/>`;
    mid += `<rect x="${n(x - 3.5)}" y="${n(top)}" width="7" height="30" rx="2" fill="${porcelain}"/>`;
    for (let k = 0; k < 6; k++)
      mid += `<rect x="${n(x - 5)}" y="${n(top + 2 + k * 5)}" width="10" height="2" rx="1" fill="${mix(porcelain, '#000000', 0.15)}"/>`;
    mid += `<path d="M${n(x)} ${n(top)} L${n(x)} ${n(beamY + 18 + (i % 3) * 8)}" stroke="${mood.wire}" stroke-width="0.9"/>`;
  }
  // Two power transformers with radiators, bushings and conservator tanks.
  for (let t = 0; t < 2; t++) {
    const x = W * (0.16 + t * 0.46) + r() * 20;
    const tw = 150,
      th = 80,
      y = H * 0.88;
    const body = mood.night ? '#15362b' : '#6b7d5c';
    const fin = mood.night ? '#0f2b22' : '#57684a';
    mid += `<ellipse cx="${n(x + tw / 2)}" cy="${n(y + 4)}" rx="${n(tw * 0.6)}" ry="8" fill="#000" opacity="0.18"/>`;
    mid += `<rect x="${n(x)}" y="${n(y - th)}" width="${tw}" height="${th}" rx="4" fill="${body}"/>`;
    for (let f = 0; f < 9; f++) mid += `<rect x="${n(x + 8 + f * 15)}" y="${n(y - th + 10)}" width="8" height="${th - 18}" rx="2" fill="${fin}"/>`;
    mid += `<rect x="${n(x + 12)}" y="${n(y - th - 22)}" width="${tw - 24}" height="18" rx="9" fill="${body}"/>`;
    for (let b = 0; b < 3; b++) {
      const bx = x + 32 + b * 40;
      mid += `<rect x="${n(bx - 4)}" y="${n(y - th - 62)}" width="8" height="44" rx="3" fill="${porcelain}"/>`;
      for (let k = 0; k < 7; k++)
        mid += `<rect x="${n(bx - 6.5)}" y="${n(y - th - 58 + k * 6)}" width="13" height="2.4" rx="1.2" fill="${mix(porcelain, '#000000', 0.18)}"/>`;
      mid += `<path d="M${n(bx)} ${n(y - th - 62)} Q${n(bx + 10)} ${n(beamY + 60)} ${n(bx + 20)} ${n(beamY + 18 + b * 8)}" stroke="${mood.wire}" stroke-width="0.9" fill="none"/>`;
    }
    mid += `<rect x="${n(x + 6)}" y="${n(y - 24)}" width="22" height="14" rx="2" fill="${mood.night ? '#2b4d40' : '#e5e9e4'}"/>`;
  }
  // A control building with lit windows at dusk.
  const bx = W * 0.78,
    bw = 120;
  mid += `<rect x="${n(bx)}" y="${n(gy - 60)}" width="${bw}" height="62" fill="${mood.night ? '#1e4536' : '#e9ece6'}"/><rect x="${n(bx - 4)}" y="${n(gy - 66)}" width="${bw + 8}" height="8" fill="${mood.night ? '#143328' : C.dark}"/>`;
  for (let k = 0; k < 4; k++)
    mid += `<rect x="${n(bx + 12 + k * 27)}" y="${n(gy - 46)}" width="16" height="14" fill="${mood.night ? C.sun : '#9fc7d4'}" opacity="${mood.night ? 0.85 : 1}"/>`;
  return { mid, fore: fence(c) };
}

function fence(c: Ctx): string {
  const { W, H, mood } = c;
  const y0 = H - 70;
  const col = mood.night ? '#0a211a' : '#5c6a66';
  let d = '';
  for (let x = -10; x < W + 20; x += 60) d += `M${n(x)} ${n(H)}L${n(x)} ${n(y0)}`;
  let mesh = '';
  for (let x = -70; x < W + 70; x += 9) mesh += `M${n(x)} ${n(H)}L${n(x + 70)} ${n(y0)}M${n(x)} ${n(y0)}L${n(x + 70)} ${n(H)}`;
  return `<path d="${mesh}" stroke="${col}" stroke-width="0.5" opacity="0.5"/><path d="${d}M-10 ${n(y0 + 2)}L${n(W + 10)} ${n(y0 + 2)}" stroke="${col}" stroke-width="3"/>`;
}

// ---------- Solar park ----------

function solar(c: Ctx): { mid: string; fore: string } {
  const { W, H, horizon, r } = c;
  c.defs.push(
    linear('panel', [
      [0, '#2b5c9e'],
      [0.5, '#1d3f73'],
      [1, '#14305a'],
    ]),
  );
  let mid = '';
  const rows = 6;
  const vanish = W * (0.3 + r() * 0.4);
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const y = horizon + 30 + (H - horizon - 40) * t ** 1.5;
    const ph = 8 + 40 * t ** 1.4;
    const pw = 50 + 160 * t;
    const gap = 6 + 16 * t;
    const shift = (row % 2) * pw * 0.5;
    for (let x = -pw + ((vanish + shift) % (pw + gap)) - (pw + gap); x < W + pw; x += pw + gap) {
      const skew = ph * 0.5;
      mid += `<path d="M${n(x + skew)} ${n(y - ph)}L${n(x + pw + skew)} ${n(y - ph)}L${n(x + pw)} ${n(y)}L${n(x)} ${n(y)}Z" fill="url(#panel)" stroke="#c9d8ea" stroke-width="${n(0.4 + t)}"/>`;
      const cells = 6;
      let grid = '';
      for (let k = 1; k < cells; k++) grid += `M${n(x + (pw * k) / cells + skew)} ${n(y - ph)}L${n(x + (pw * k) / cells)} ${n(y)}`;
      grid += `M${n(x + skew / 2)} ${n(y - ph / 2)}L${n(x + pw + skew / 2)} ${n(y - ph / 2)}`;
      mid += `<path d="${grid}" stroke="#8fb0d6" stroke-width="${n(0.3 + t * 0.5)}" opacity="0.7"/>`;
      mid += `<rect x="${n(x + pw * 0.45)}" y="${n(y)}" width="${n(2 + t * 3)}" height="${n(4 + t * 14)}" fill="#6d7a80"/>`;
    }
  }
  // An inverter station and the evacuation line to the grid.
  const ix = W * (0.08 + r() * 0.6);
  mid =
    `<rect x="${n(ix)}" y="${n(horizon + 2)}" width="44" height="24" fill="#eef1ee"/><rect x="${n(ix)}" y="${n(horizon + 2)}" width="44" height="5" fill="${C.green}"/>` +
    tower(ix + 90, horizon + 24, 80, '#6d7a80', 0.7).svg +
    mid;
  return { mid, fore: '' };
}

// ---------- Smart meter ----------

function meter(c: Ctx): { mid: string; fore: string } {
  const { W, H, r } = c;
  c.defs.push(
    linear(
      'wall',
      [
        [0, '#eef3ef'],
        [1, '#dfe8e2'],
      ],
      false,
    ),
  );
  c.defs.push(
    linear('case', [
      [0, '#fdfefd'],
      [1, '#dfe6e1'],
    ]),
  );
  // A wall in the foreground with the meter on it; the landscape shows beside it.
  const wallX = W * (0.44 + r() * 0.1);
  let mid = `<rect x="${n(wallX)}" y="-20" width="${n(W - wallX + 20)}" height="${H + 40}" fill="url(#wall)"/>`;
  for (let y = 20; y < H; y += 42) mid += `<path d="M${n(wallX)} ${n(y)}H${n(W + 20)}" stroke="#cfd9d2" stroke-width="1.2"/>`;
  const mw = 170,
    mh = 240;
  const mx = wallX + (W - wallX - mw) / 2,
    my = H * 0.5 - mh / 2;
  mid += `<rect x="${n(mx + 10)}" y="${n(my + 14)}" width="${mw}" height="${mh}" rx="16" fill="#000" opacity="0.12"/>`;
  mid += `<rect x="${n(mx)}" y="${n(my)}" width="${mw}" height="${mh}" rx="16" fill="url(#case)" stroke="#c3cdc7"/>`;
  mid += `<rect x="${n(mx)}" y="${n(my)}" width="${mw}" height="36" rx="16" fill="${C.dark}"/><rect x="${n(mx)}" y="${n(my + 20)}" width="${mw}" height="16" fill="${C.dark}"/>`;
  mid += `<text x="${n(mx + 16)}" y="${n(my + 24)}" font-family="${FONT}" font-size="13" font-weight="700" fill="#fff" letter-spacing="1.5">VOLTLINE</text>`;
  mid += `<path d="M${n(mx + mw - 30)} ${n(my + 10)}l-7 10h6l-4 9 9-12h-6l3-7z" fill="${C.green}"/>`;
  mid += `<rect x="${n(mx + 16)}" y="${n(my + 52)}" width="${mw - 32}" height="62" rx="6" fill="#1f3a2f"/>`;
  const reading = `${String(10000 + Math.floor(r() * 89999)).slice(0, 5)}.${Math.floor(r() * 10)}`;
  mid += `<text x="${n(mx + mw - 24)}" y="${n(my + 92)}" text-anchor="end" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="24" fill="#9be07a">${reading}</text>`;
  mid += `<text x="${n(mx + mw - 24)}" y="${n(my + 107)}" text-anchor="end" font-family="${FONT}" font-size="10" fill="#9be07a">kWh</text>`;
  mid += `<path d="M${n(mx + 26)} ${n(my + 66)}a6 6 0 0 1 12 0M${n(mx + 23)} ${n(my + 63)}a9 9 0 0 1 18 0" stroke="#9be07a" stroke-width="1.5" fill="none"/>`;
  mid += `<circle cx="${n(mx + 32)}" cy="${n(my + 140)}" r="5" fill="#e63946"/><text x="${n(mx + 44)}" y="${n(my + 144)}" font-family="${FONT}" font-size="10" fill="${C.ink}">imp/kWh</text>`;
  for (let b = 0; b < 2; b++) mid += `<circle cx="${n(mx + mw - 58 + b * 28)}" cy="${n(my + 140)}" r="9" fill="#e3e9e5" stroke="#b7c3bb"/>`;
  mid += `<rect x="${n(mx + 16)}" y="${n(my + 166)}" width="${mw - 32}" height="54" rx="6" fill="#e8eee9" stroke="#c8d2cb"/>`;
  for (let k = 0; k < 4; k++) mid += `<rect x="${n(mx + 26 + k * 32)}" y="${n(my + 176)}" width="20" height="34" rx="3" fill="#c3cdc7"/>`;
  mid += `<rect x="${n(mx + mw / 2 - 14)}" y="${n(my + mh)}" width="28" height="${n(H - my - mh + 20)}" fill="#cdd6d0"/>`;
  // Radio waves: the meter reports on its own.
  for (let k = 0; k < 3; k++) {
    const rad = 26 + k * 18;
    mid += `<path d="M${n(mx - 14 - rad * 0.7)} ${n(my + 30 - rad * 0.7)}A${rad} ${rad} 0 0 1 ${n(mx - 14 + rad * 0.7)} ${n(my + 30 - rad * 0.7)}" stroke="${C.green}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${n(1 - k * 0.25)}" transform="rotate(-40 ${n(mx - 14)} ${n(my + 30)})"/>`;
  }
  // Distribution poles in the landscape to the left.
  const left = distributionPoles(c, wallX - 20);
  return { mid: left + mid, fore: '' };
}

// ---------- City at dusk ----------

function city(c: Ctx): { mid: string; fore: string } {
  const { W, horizon, r, mood } = c;
  let mid = '';
  for (const [depth, colour] of [
    [1, mix(mood.far, mood.sky[1], 0.3)],
    [0, mix(mood.near, '#000000', 0.2)],
  ] as const) {
    let x = -10;
    while (x < W + 10) {
      const bw = 34 + r() * 60 - depth * 10;
      const bh = (depth ? 120 : 70) + r() * (depth ? 140 : 120);
      const top = horizon + 20 - bh;
      mid += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw - 3)}" height="${n(bh + 40)}" fill="${colour}"/>`;
      if (r() < 0.3) mid += `<rect x="${n(x + bw / 2 - 2)}" y="${n(top - 18)}" width="3" height="18" fill="${colour}"/>`;
      for (let wy = top + 10; wy < horizon + 10; wy += 12) {
        for (let wx = x + 6; wx < x + bw - 10; wx += 9) {
          if (r() < (depth ? 0.35 : 0.5)) mid += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="6" fill="${C.sun}" opacity="${n(0.5 + r() * 0.5)}"/>`;
        }
      }
      x += bw;
    }
  }
  const poles = distributionPoles(c, W);
  return { mid, fore: poles };
}

function distributionPoles(c: Ctx, maxX: number): string {
  const { horizon, H, mood, r } = c;
  const wood = mood.night ? mood.steel : '#6f5a44';
  let s = '';
  let prev: [number, number][] | null = null;
  const wires: string[] = [];
  const count = 4;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = maxX * (0.06 + 0.8 * t);
    const base = H - 10 - t * (H - horizon - 40);
    const hgt = 280 - t * 190;
    const lw = 7 - t * 4.5;
    const armY = base - hgt;
    const reach = 36 - t * 22;
    s += `<path d="M${n(x)} ${n(base)}L${n(x)} ${n(armY - 6)}" stroke="${wood}" stroke-width="${n(lw)}" stroke-linecap="round"/>`;
    s += `<path d="M${n(x - reach)} ${n(armY)}L${n(x + reach)} ${n(armY)}" stroke="${wood}" stroke-width="${n(lw * 0.6)}"/>`;
    const tops: [number, number][] = [
      [x - reach, armY - 4],
      [x, armY - 8],
      [x + reach, armY - 4],
    ];
    for (const [px, py] of tops)
      s += `<rect x="${n(px - lw * 0.25)}" y="${n(py)}" width="${n(lw * 0.5)}" height="${n(lw * 0.9)}" fill="${mood.night ? mood.steel : C.porcelain}"/>`;
    if (i === 1) {
      // A pole-mounted distribution transformer.
      const tw = 22 - t * 8;
      s += `<rect x="${n(x + lw / 2)}" y="${n(armY + 30)}" width="${n(tw)}" height="${n(tw * 1.3)}" rx="3" fill="${mood.night ? '#1e3a30' : '#8d999f'}"/>`;
    }
    if (prev) tops.forEach((p, k) => wires.push(sag(prev![k]!, p, 8 + (1 - t) * 8)));
    prev = tops;
    void r;
  }
  return `<path d="${wires.join('')}" stroke="${mood.wire}" stroke-width="1" fill="none"/>` + s;
}

// ---------- People at work ----------

/** A worker in a hard hat and a high-visibility vest, standing at `x` with feet at `base`. */
export function worker(x: number, base: number, h: number, look: { skin: string; helmet: string; vest: string; trousers: string; pose: number }): string {
  const u = h / 100;
  const headY = base - 88 * u;
  const shoulderY = base - 74 * u;
  const hipY = base - 42 * u;
  let s = `<ellipse cx="${n(x)}" cy="${n(base)}" rx="${n(18 * u)}" ry="${n(3 * u)}" fill="#000" opacity="0.18"/>`;
  // Legs and boots.
  s += `<path d="M${n(x - 8 * u)} ${n(hipY)}L${n(x - 9 * u)} ${n(base - 2 * u)}M${n(x + 8 * u)} ${n(hipY)}L${n(x + 9 * u)} ${n(base - 2 * u)}" stroke="${look.trousers}" stroke-width="${n(9 * u)}" stroke-linecap="round"/>`;
  s += `<path d="M${n(x - 14 * u)} ${n(base)}h${n(11 * u)}v${n(-4 * u)}h${n(-9 * u)}zM${n(x + 4 * u)} ${n(base)}h${n(11 * u)}v${n(-4 * u)}h${n(-9 * u)}z" fill="#2b2b2b"/>`;
  // Arms: one may point or hold a tablet.
  const arm = (side: number, ex: number, ey: number) =>
    `<path d="M${n(x + side * 13 * u)} ${n(shoulderY + 3 * u)}L${n(ex)} ${n(ey)}" stroke="${look.vest}" stroke-width="${n(7 * u)}" stroke-linecap="round"/><circle cx="${n(ex)}" cy="${n(ey)}" r="${n(3.6 * u)}" fill="${look.skin}"/>`;
  if (look.pose === 0) s += arm(-1, x - 16 * u, hipY) + arm(1, x + 16 * u, hipY);
  else if (look.pose === 1) s += arm(-1, x - 16 * u, hipY) + arm(1, x + 34 * u, shoulderY - 22 * u);
  else s += arm(-1, x - 4 * u, shoulderY + 22 * u) + arm(1, x + 6 * u, shoulderY + 24 * u);
  // Torso with the vest and its reflective stripes.
  s += `<path d="M${n(x - 14 * u)} ${n(shoulderY)}Q${n(x)} ${n(shoulderY - 4 * u)} ${n(x + 14 * u)} ${n(shoulderY)}L${n(x + 12 * u)} ${n(hipY + 2 * u)}L${n(x - 12 * u)} ${n(hipY + 2 * u)}Z" fill="${look.vest}"/>`;
  s += `<path d="M${n(x - 13 * u)} ${n(hipY - 9 * u)}H${n(x + 13 * u)}M${n(x - 13.5 * u)} ${n(hipY - 17 * u)}H${n(x + 13.5 * u)}" stroke="#e9eef0" stroke-width="${n(2.6 * u)}"/>`;
  if (look.pose === 2)
    s += `<rect x="${n(x - 7 * u)} " y="${n(shoulderY + 12 * u)}" width="${n(16 * u)}" height="${n(12 * u)}" rx="${n(1.5 * u)}" fill="#24323a" transform="rotate(-12 ${n(x)} ${n(shoulderY + 18 * u)})"/>`;
  // Head and helmet.
  s += `<rect x="${n(x - 3 * u)}" y="${n(headY + 6 * u)}" width="${n(6 * u)}" height="${n(8 * u)}" fill="${look.skin}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(8.5 * u)}" fill="${look.skin}"/>`;
  s += `<path d="M${n(x - 10 * u)} ${n(headY - 3 * u)}A${n(10 * u)} ${n(10 * u)} 0 0 1 ${n(x + 10 * u)} ${n(headY - 3 * u)}Z" fill="${look.helmet}"/><rect x="${n(x - 12 * u)}" y="${n(headY - 4 * u)}" width="${n(24 * u)}" height="${n(2.6 * u)}" rx="${n(1.3 * u)}" fill="${look.helmet}"/>`;
  return s;
}

const SKINS = ['#8d5524', '#c68642', '#e0ac69', '#a0522d', '#f1c27d'];

function people(c: Ctx): { mid: string; fore: string } {
  const { W, H, horizon, r, mood } = c;
  // Behind the crew, the works they are on: a tower being strung.
  let mid = tower(W * (0.15 + r() * 0.7), horizon + 40, 230, mood.steel, 1.3).svg;
  mid += `<rect x="-20" y="${n(H - 80)}" width="${n(W + 40)}" height="100" fill="${mix(mood.ground[1], '#8a7a5a', 0.35)}"/>`;
  const count = 3 + Math.floor(r() * 2);
  let crew = '';
  for (let i = 0; i < count; i++) {
    const x = W * ((i + 0.5) / count) + (r() - 0.5) * 40;
    const base = H - 30 - r() * 30;
    crew += worker(x, base, 230 + r() * 40, {
      skin: pick(r, SKINS),
      helmet: pick(r, [C.white, C.sun, C.white, '#e76f51']),
      vest: pick(r, [C.orange, '#c6e03a', C.orange]),
      trousers: pick(r, [C.navy, '#34433d', '#3b4a5a']),
      pose: i === 0 ? 1 : i === count - 1 ? 2 : Math.floor(r() * 3),
    });
  }
  return { mid, fore: crew };
}

// ---------- Globe with routes ----------

function globe(c: Ctx): { mid: string; fore: string } {
  const { W, H, r } = c;
  const cx = W / 2,
    cy = H * 0.48,
    R = 170;
  c.defs.push(
    '<radialGradient id="sphere" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="#2f7a8c"/><stop offset="0.7" stop-color="#12485a"/><stop offset="1" stop-color="#0a2e3a"/></radialGradient>',
  );
  c.defs.push(`<clipPath id="globeclip"><circle cx="${n(cx)}" cy="${n(cy)}" r="${R}"/></clipPath>`);
  let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${R + 14}" fill="#9fd0c8" opacity="0.12"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${R}" fill="url(#sphere)"/>`;
  // Land as a dot matrix: a few irregular blobs sampled on a grid reads as a map, not as stains.
  const blobs = Array.from({ length: 9 }, () => ({ x: cx + (r() - 0.5) * R * 1.6, y: cy + (r() - 0.5) * R * 1.4, rx: 18 + r() * 38, ry: 14 + r() * 30 }));
  let dots = '';
  for (let y = cy - R; y <= cy + R; y += 9) {
    for (let x = cx - R; x <= cx + R; x += 9) {
      const inLand = blobs.some((b) => ((x - b.x) / b.rx) ** 2 + ((y - b.y) / b.ry) ** 2 < 1);
      if (inLand && (x - cx) ** 2 + (y - cy) ** 2 < (R - 4) ** 2) dots += `<circle cx="${n(x)}" cy="${n(y)}" r="2.6"/>`;
    }
  }
  s += `<g fill="${C.green}" opacity="0.85">${dots}</g>`;
  let grid = '';
  for (let m = -2; m <= 2; m++) grid += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(m) * R * 0.35 || 0.5)}" ry="${R}"/>`;
  for (let p = -2; p <= 2; p++) {
    const y = cy + p * R * 0.36;
    const half = Math.sqrt(R * R - (y - cy) ** 2);
    grid += `<path d="M${n(cx - half)} ${n(y)}H${n(cx + half)}"/>`;
  }
  s += `<g clip-path="url(#globeclip)" fill="none" stroke="#cfe9e3" stroke-width="0.8" opacity="0.35">${grid}</g>`;
  // Routes between offices: arcs lifted off the surface.
  const pins = Array.from({ length: 5 }, () => [cx + (r() - 0.5) * R * 1.3, cy + (r() - 0.5) * R * 1.1] as const);
  let arcs = '';
  for (let i = 1; i < pins.length; i++) {
    const [a, b] = [pins[0]!, pins[i]!];
    arcs += `M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n(Math.min(a[1], b[1]) - 70)} ${n(b[0])} ${n(b[1])}`;
  }
  s += `<path d="${arcs}" stroke="${C.sun}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>`;
  for (const [i, [x, y]] of pins.entries())
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${i ? 6 : 9}" fill="${i ? C.sun : C.white}" stroke="${C.dark}" stroke-width="2"/>`;
  return { mid: s, fore: '' };
}

// ---------- Distribution network along a road ----------

function grid(c: Ctx): { mid: string; fore: string } {
  const { W, H, horizon, r } = c;
  const vx = W * (0.35 + r() * 0.3);
  const road =
    `<path d="M${n(vx - 4)} ${n(horizon + 16)}L${n(vx + 4)} ${n(horizon + 16)}L${n(W * 0.95)} ${n(H + 10)}L${n(W * 0.05)} ${n(H + 10)}Z" fill="#5d6660"/>` +
    `<path d="M${n(vx)} ${n(horizon + 18)}L${n(W * 0.5)} ${n(H + 10)}" stroke="#f4f1d0" stroke-width="3" stroke-dasharray="14 12"/>`;
  return { mid: road + distributionPoles(c, W), fore: '' };
}

const MOTIFS: Record<Motif, (c: Ctx) => { mid: string; fore?: string }> = {
  tower: towers,
  substation,
  solar,
  meter,
  city,
  people,
  globe,
  grid,
};

/** A caption band along the bottom (with the picture's label in real type). */
export function labelBand(W: number, label: string): string {
  return (
    `<rect x="-20" y="${VIEW_H - 54}" width="${n(W + 40)}" height="74" fill="${C.dark}"/><rect x="-20" y="${VIEW_H - 54}" width="${n(W + 40)}" height="4" fill="${C.green}"/>` +
    `<text x="${n(W / 2)}" y="${VIEW_H - 18}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" letter-spacing="3" fill="#fff">${esc(label)}</text>`
  );
}
