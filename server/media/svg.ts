// Small helpers for writing the seeded illustrations as SVG text, which sharp (librsvg)
// renders with anti-aliasing, gradients and real fonts.

/** The site's palette (src/styles/global.css) plus the few accents an illustration needs. */
export const C = {
  dark: '#0b3d2e',
  deep: '#072a20',
  green: '#79c151',
  greenDark: '#3f7d22',
  ink: '#1b2a24',
  surface: '#f4f7f5',
  line: '#dde6e1',
  steel: '#5f6b73',
  steelLight: '#aab6bd',
  navy: '#1d3557',
  sun: '#f4c542',
  amber: '#f0a35e',
  orange: '#f28c28',
  cream: '#fbf8ef',
  white: '#ffffff',
  porcelain: '#c9b79c',
} as const;

/** Fonts fontconfig finds on Debian (DejaVu), macOS and Windows, in that order. */
export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

export function pick<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]!;
}

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rounds to 0.1: shorter SVG text, same picture. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export function hexToRgb(c: string): [number, number, number] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function svgDoc(w: number, h: number, vw: number, vh: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${n(vw)} ${n(vh)}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export function linear(id: string, stops: readonly [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

export function radial(id: string, stops: readonly [number, string, number?][]): string {
  return `<radialGradient id="${id}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</radialGradient>`;
}

/** Splits text into lines that fit maxChars, breaking on spaces. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A smooth ridge line through random heights, closed down to `bottom`. */
export function ridge(r: () => number, width: number, base: number, amp: number, bottom: number, steps = 6): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) pts.push([(width * i) / steps, base - amp * (0.3 + r() * 0.7)]);
  let d = `M${n(-20)} ${n(bottom)} L${n(-20)} ${n(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    const mx = (x0 + x1) / 2;
    d += ` C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return `${d} L${n(width + 20)} ${n(pts[pts.length - 1]![1])} L${n(width + 20)} ${n(bottom)} Z`;
}

/** A conductor hanging between two points (a parabola is close enough to the catenary). */
export function sag(a: readonly [number, number], b: readonly [number, number], drop: number): string {
  const cx = (a[0] + b[0]) / 2;
  const cy = (a[1] + b[1]) / 2 + drop * 2;
  return `M${n(a[0])} ${n(a[1])} Q${n(cx)} ${n(cy)} ${n(b[0])} ${n(b[1])}`;
}
