// A tiny RGB raster: just enough to draw flat-colour illustrations. Flat fills
// (no noise, no anti-aliasing) are what keeps the PNGs a few KB each.

export type Rgb = readonly [number, number, number];

export function hex(c: string): Rgb {
  const n = parseInt(c.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

// 5x7 bitmap glyphs, one string of 35 bits per character (rows top to bottom).
const GLYPHS: Record<string, string> = {
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110', D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110', J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001', L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001', N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110', P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101', R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110', T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110', V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010', X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100', Z: '11111000010001000100010001000011111',
  '0': '01110100011001110101110011000101110', '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111', '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010', '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110', '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110', '9': '01110100011000101111000010001001100',
  '-': '00000000000000011111000000000000000', '.': '00000000000000000000000000110001100',
  ':': '00000011000110000000011000110000000', '/': '00001000010001000100010001000010000',
  '&': '01100100101010001000101011001001101', '(': '00010001000100001000010000010000010',
  ')': '01000001000001000010000100010001000', ',': '00000000000000000000001100010001000',
  ' ': '00000000000000000000000000000000000',
};

export class Canvas {
  readonly data: Buffer;
  constructor(readonly w: number, readonly h: number, bg: Rgb = [255, 255, 255]) {
    this.data = Buffer.alloc(w * h * 3);
    this.fillRect(0, 0, w, h, bg);
  }

  set(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
  }

  fillRect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const x0 = Math.max(0, Math.round(x)), y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.w, Math.round(x + w)), y1 = Math.min(this.h, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) {
      for (let xx = x0; xx < x1; xx++) {
        const i = (yy * this.w + xx) * 3;
        this.data[i] = c[0];
        this.data[i + 1] = c[1];
        this.data[i + 2] = c[2];
      }
    }
  }

  /** Vertical gradient in a few flat bands: rows stay identical, so PNG filters squeeze them. */
  vGradient(y: number, h: number, top: Rgb, bottom: Rgb, bands = 12): void {
    for (let b = 0; b < bands; b++) {
      const y0 = y + Math.round((h * b) / bands);
      const y1 = y + Math.round((h * (b + 1)) / bands);
      this.fillRect(0, y0, this.w, y1 - y0, mix(top, bottom, b / (bands - 1)));
    }
  }

  fillCircle(cx: number, cy: number, r: number, c: Rgb): void {
    this.fillEllipse(cx, cy, r, r, c);
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      const dy = (y - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.fillRect(cx - half, y, half * 2, 1, c);
    }
  }

  ring(cx: number, cy: number, r: number, width: number, c: Rgb): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= r && d >= r - width) this.set(x, y, c);
      }
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, c: Rgb, width = 1): void {
    const len = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    const half = Math.max(0, (width - 1) / 2);
    for (let s = 0; s <= len; s++) {
      const x = x0 + ((x1 - x0) * s) / len;
      const y = y0 + ((y1 - y0) * s) / len;
      if (width <= 1) this.set(Math.round(x), Math.round(y), c);
      else this.fillRect(x - half, y - half, width, width, c);
    }
  }

  /** Even-odd scanline fill; fine for the simple shapes drawn here. */
  polygon(points: readonly (readonly [number, number])[], c: Rgb): void {
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.h - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const sy = y + 0.5;
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const a = points[i]!;
        const b = points[(i + 1) % points.length]!;
        if ((a[1] <= sy && b[1] > sy) || (b[1] <= sy && a[1] > sy)) {
          xs.push(a[0] + ((sy - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
        }
      }
      xs.sort((p, q) => p - q);
      for (let i = 0; i + 1 < xs.length; i += 2) this.fillRect(xs[i]!, y, xs[i + 1]! - xs[i]!, 1, c);
    }
  }

  textWidth(text: string, scale: number): number {
    return text.length * 6 * scale - scale;
  }

  text(x: number, y: number, text: string, scale: number, c: Rgb): void {
    let cx = Math.round(x);
    for (const ch of text.toUpperCase()) {
      const g = GLYPHS[ch] ?? GLYPHS[' ']!;
      for (let i = 0; i < 35; i++) {
        if (g[i] === '1') this.fillRect(cx + (i % 5) * scale, Math.round(y) + Math.floor(i / 5) * scale, scale, scale, c);
      }
      cx += 6 * scale;
    }
  }

  textCentered(cx: number, y: number, text: string, scale: number, c: Rgb): void {
    this.text(cx - this.textWidth(text, scale) / 2, y, text, scale, c);
  }
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
