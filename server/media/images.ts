import type { AssetSpec } from './assets.ts';
import { labelBand, sceneLayers, VIEW_H, type SceneLayers } from './scenes.ts';
import { C, FONT, esc, linear, mix, n, pick, rng, svgDoc, wrap } from './svg.ts';
import type { Sharp } from './tools.ts';

export type ImageSpec = Exclude<AssetSpec, { kind: 'pdf' } | { kind: 'video' }>;
type SceneSpec = Extract<AssetSpec, { kind: 'scene' }>;

/** The view-box width of a scene `w`×`h` pixels (500 units high). */
export const viewWidth = (w: number, h: number): number => (VIEW_H * w) / h;

export function sceneSvgLayers(spec: SceneSpec, extraWidth = 0): SceneLayers {
  return sceneLayers(spec.motif, spec.seed, viewWidth(spec.w + extraWidth, spec.h), spec.mood ? { mood: spec.mood } : {});
}

/** Aviation lights as drawn in a still: small and steady (the video makes them flash). */
export function beacons(l: SceneLayers, glow = false): string {
  return l.lights
    .map((p) =>
      glow
        ? `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="14" fill="url(#beacon)"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="3" fill="#ffd0c8"/>`
        : `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="2.4" fill="#e0473a"/>`,
    )
    .join('');
}

/** The drawing without its text elements: on a machine with no font, better no lettering than boxes. */
export const withoutLettering = (svg: string): string => svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, '');

/** One picture as SVG text, `spec.w`×`spec.h` pixels. */
export function drawSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'scene': {
      // A scene a video pans across is drawn wider; the still (its poster) shows the left part, the video's first frame.
      const W = viewWidth(spec.w, spec.h);
      const l = sceneSvgLayers(spec, spec.pan ?? 0);
      return svgDoc(
        spec.w,
        spec.h,
        W,
        VIEW_H,
        `<defs>${l.defs}</defs>${l.sky}${l.far}${l.mid}${beacons(l)}${l.fore}${spec.label ? labelBand(W, spec.label) : ''}`,
      );
    }
    case 'logo':
      return drawLogo(spec.w, spec.h, spec.name, spec.seed);
    case 'portrait':
      return drawPortrait(spec.w, spec.h, spec.seed);
    case 'certificate':
      return drawCertificate(spec.w, spec.h, spec.title, spec.seed);
  }
}

/**
 * Renders the SVG once and writes it as PNG and as its WebP twin. The PNG is
 * palette-quantised (libimagequant, lightly dithered so skies do not band), which keeps
 * an 800×500 illustration around 40 KB; the WebP (lossy, quality 70: the drawings'
 * gradients and thin steelwork hide its artefacts) is about half that, for the browsers that accept it.
 */
export async function encodePicture(sharp: Sharp, svg: string, png: string, webp: string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all([
    sharp(data, raw).png({ palette: true, colours: 128, effort: 4, compressionLevel: 9, dither: 0.4 }).toFile(png),
    sharp(data, raw).webp({ quality: 70, effort: 4, smartSubsample: true }).toFile(webp),
  ]);
}

const LOGO_COLORS = [C.dark, C.greenDark, C.navy, '#e76f51', '#2a9d8f', '#6d597a', '#d68a2e'];

function drawLogo(w: number, h: number, name: string, seed: number): string {
  const r = rng(seed);
  const col = pick(r, LOGO_COLORS);
  const shape = Math.floor(r() * 4);
  const symbol = Math.floor(r() * 3);
  const ex = 54,
    ey = h / 2,
    er = 34;
  let s = `<defs>${linear('mark', [
    [0, mix(col, '#ffffff', 0.15)],
    [1, mix(col, '#000000', 0.15)],
  ])}</defs>`;
  if (shape === 0) s += `<circle cx="${ex}" cy="${ey}" r="${er}" fill="url(#mark)"/>`;
  else if (shape === 1)
    s += `<path d="${Array.from({ length: 6 }, (_, k) => `${k ? 'L' : 'M'}${n(ex + er * Math.cos((k * Math.PI) / 3 + Math.PI / 6))} ${n(ey + er * Math.sin((k * Math.PI) / 3 + Math.PI / 6))}`).join('')}Z" fill="url(#mark)"/>`;
  else if (shape === 2) s += `<rect x="${ex - er}" y="${ey - er}" width="${er * 2}" height="${er * 2}" rx="14" fill="url(#mark)"/>`;
  else
    s += `<path d="M${ex} ${ey - er}L${ex + er} ${ey - er * 0.55}V${ey + er * 0.1}Q${ex + er} ${ey + er * 0.8} ${ex} ${ey + er}Q${ex - er} ${ey + er * 0.8} ${ex - er} ${ey + er * 0.1}V${ey - er * 0.55}Z" fill="url(#mark)"/>`;
  // Each client's mark says what it does: power (a bolt), lines (a tower), sun (solar).
  if (symbol === 0) s += `<path d="M${ex + 5} ${ey - 22}L${ex - 12} ${ey + 4}H${ex - 1}L${ex - 6} ${ey + 22}L${ex + 13} ${ey - 5}H${ex + 2}Z" fill="#fff"/>`;
  else if (symbol === 1)
    s += `<path d="M${ex - 10} ${ey + 20}L${ex} ${ey - 20}L${ex + 10} ${ey + 20}M${ex - 16} ${ey - 8}H${ex + 16}M${ex - 12} ${ey + 2}H${ex + 12}M${ex - 6} ${ey + 8}L${ex + 8} ${ey + 20}M${ex + 6} ${ey + 8}L${ex - 8} ${ey + 20}" stroke="#fff" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
  else
    s +=
      `<circle cx="${ex}" cy="${ey - 4}" r="9" fill="#fff"/><path d="M${ex - 20} ${ey + 16}h40M${ex - 14} ${ey + 22}h28" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
      Array.from({ length: 8 }, (_, k) => {
        const a = (k * Math.PI) / 4;
        return `<path d="M${n(ex + Math.cos(a) * 13)} ${n(ey - 4 + Math.sin(a) * 13)}L${n(ex + Math.cos(a) * 18)} ${n(ey - 4 + Math.sin(a) * 18)}" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
      }).join('');
  const words = name.split(' ');
  const first = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const rest = words.slice(Math.ceil(words.length / 2)).join(' ');
  const size = first.length > 10 ? 17 : 20;
  s += `<text x="100" y="${n(ey - (rest ? 2 : -7))}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${C.ink}">${esc(first)}</text>`;
  if (rest) s += `<text x="100" y="${n(ey + 18)}" font-family="${FONT}" font-size="13" letter-spacing="2" fill="${col}">${esc(rest.toUpperCase())}</text>`;
  return svgDoc(w, h, w, h, `<rect width="${w}" height="${h}" fill="#fff"/>${s}`);
}

const SKINS = ['#8d5524', '#c68642', '#e0ac69', '#a0522d', '#f1c27d'];

function drawPortrait(w: number, h: number, seed: number): string {
  const r = rng(seed);
  const bg = pick(r, [
    ['#dcefd0', '#a9d58d'],
    ['#d7e9ef', '#9cc7d6'],
    ['#efe6d4', '#d8c39c'],
    ['#e1e7e3', '#b8c8bf'],
  ] as const);
  const skin = pick(r, SKINS);
  const suit = pick(r, [C.dark, C.navy, '#343a40', '#5a3e36', '#40505a']);
  const shirt = pick(r, ['#ffffff', '#e8f1fb', '#f4efe6']);
  const hair = pick(r, ['#1b1b1b', '#3b2f2f', '#6b6b6b', '#4a3426']);
  const style = Math.floor(r() * 4);
  const cx = 200,
    u = 1;
  let s = `<defs>${linear('bg', [
    [0, bg[0]],
    [1, bg[1]],
  ])}${linear('suit', [
    [0, mix(suit, '#ffffff', 0.12)],
    [1, suit],
  ])}</defs>`;
  s += `<rect width="400" height="400" fill="url(#bg)"/><circle cx="320" cy="80" r="110" fill="#fff" opacity="0.25"/>`;
  // Long hair falls behind the shoulders.
  if (style === 2) s += `<path d="M${cx - 72} 150Q${cx - 90} 300 ${cx - 60} 320H${cx + 60}Q${cx + 90} 300 ${cx + 72} 150Z" fill="${hair}"/>`;
  s += `<path d="M${cx - 150} 420Q${cx - 150} 300 ${cx - 60} 282L${cx + 60} 282Q${cx + 150} 300 ${cx + 150} 420Z" fill="url(#suit)"/>`;
  s += `<path d="M${cx - 40} 282L${cx} 350L${cx + 40} 282Z" fill="${shirt}"/>`;
  if (r() < 0.6)
    s += `<path d="M${cx - 9} 300L${cx + 9} 300L${cx + 12} 350L${cx} 368L${cx - 12} 350Z" fill="${pick(r, [C.green, '#b23a48', C.navy, '#c9a227'])}"/>`;
  s += `<path d="M${cx - 40} 282L${cx - 16} 330L${cx - 60} 300ZM${cx + 40} 282L${cx + 16} 330L${cx + 60} 300Z" fill="${mix(suit, '#000000', 0.2)}"/>`;
  s += `<rect x="${cx - 24}" y="230" width="48" height="60" rx="18" fill="${mix(skin, '#000000', 0.12)}"/>`;
  s += `<ellipse cx="${cx - 60}" cy="185" rx="11" ry="18" fill="${skin}"/><ellipse cx="${cx + 60}" cy="185" rx="11" ry="18" fill="${skin}"/>`;
  s += `<ellipse cx="${cx}" cy="178" rx="60" ry="74" fill="${skin}"/>`;
  if (style === 0)
    s += `<path d="M${cx - 62} 170Q${cx - 66} 96 ${cx} 98Q${cx + 66} 96 ${cx + 62} 170Q${cx + 50} 128 ${cx} 126Q${cx - 40} 124 ${cx - 62} 170Z" fill="${hair}"/>`;
  else if (style === 1) s += `<path d="M${cx - 60} 150Q${cx - 52} 100 ${cx} 100Q${cx + 52} 100 ${cx + 60} 150Q${cx + 20} 122 ${cx - 60} 150Z" fill="${hair}"/>`;
  else if (style === 2)
    s += `<path d="M${cx - 66} 190Q${cx - 74} 92 ${cx} 94Q${cx + 74} 92 ${cx + 66} 190Q${cx + 58} 128 ${cx + 6} 120Q${cx - 40} 140 ${cx - 66} 190Z" fill="${hair}"/>`;
  else
    s += `<path d="M${cx - 62} 160Q${cx - 60} 104 ${cx} 104Q${cx + 60} 104 ${cx + 62} 160L${cx + 56} 140Q${cx} 120 ${cx - 56} 140Z" fill="${hair}"/><path d="M${cx - 44} 205Q${cx} 262 ${cx + 44} 205Q${cx + 30} 250 ${cx} 252Q${cx - 30} 250 ${cx - 44} 205Z" fill="${hair}" opacity="0.9"/>`;
  // Features kept to a hint: glasses for some, a smile for all.
  s += `<g fill="${mix(skin, '#000000', 0.55)}"><circle cx="${cx - 22}" cy="180" r="4.5"/><circle cx="${cx + 22}" cy="180" r="4.5"/></g>`;
  if (r() < 0.35)
    s += `<g fill="none" stroke="#2b2b2b" stroke-width="3"><circle cx="${cx - 22}" cy="180" r="14"/><circle cx="${cx + 22}" cy="180" r="14"/><path d="M${cx - 8} 180H${cx + 8}"/></g>`;
  s += `<path d="M${cx - 18} 216Q${cx} 230 ${cx + 18} 216" stroke="${mix(skin, '#000000', 0.45)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  void u;
  return svgDoc(w, h, 400, 400, s);
}

function drawCertificate(w: number, h: number, title: string, seed: number): string {
  const r = rng(seed);
  const serif = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
  const gold = '#c9a227';
  let s = `<rect width="${w}" height="${h}" fill="${C.cream}"/>`;
  s += `<rect x="12" y="12" width="${w - 24}" height="${h - 24}" fill="none" stroke="${C.dark}" stroke-width="6"/>`;
  s += `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${gold}" stroke-width="1.5"/>`;
  for (const [x, y, sx, sy] of [
    [24, 24, 1, 1],
    [w - 24, 24, -1, 1],
    [24, h - 24, 1, -1],
    [w - 24, h - 24, -1, -1],
  ] as const) {
    s += `<path d="M${x} ${y + sy * 36}Q${x} ${y} ${x + sx * 36} ${y}" stroke="${gold}" stroke-width="3" fill="none"/><circle cx="${x + sx * 10}" cy="${y + sy * 10}" r="4" fill="${gold}"/>`;
  }
  s += `<text x="${w / 2}" y="76" text-anchor="middle" font-family="${serif}" font-weight="700" font-size="34" letter-spacing="6" fill="${C.dark}">CERTIFICATE</text>`;
  s += `<path d="M${w / 2 - 90} 92H${w / 2 + 90}" stroke="${C.green}" stroke-width="2"/>`;
  const lines = wrap(title, 34).slice(0, 3);
  lines.forEach(
    (l, i) => (s += `<text x="${w / 2}" y="${136 + i * 28}" text-anchor="middle" font-family="${serif}" font-size="22" fill="${C.navy}">${esc(l)}</text>`),
  );
  s += `<text x="${w / 2}" y="${n(150 + lines.length * 28)}" text-anchor="middle" font-family="${FONT}" font-size="13" letter-spacing="1" fill="${C.ink}">awarded to Voltline Power Systems Pvt Ltd</text>`;
  const by = h - 78;
  for (const x of [90, 250]) {
    s += `<path d="M${x} ${by}q20 -22 40 -4t44 -6" stroke="${C.navy}" stroke-width="1.6" fill="none"/><path d="M${x - 10} ${by + 8}H${x + 110}" stroke="${C.steel}"/>`;
  }
  s += `<text x="140" y="${by + 26}" text-anchor="middle" font-family="${FONT}" font-size="11" fill="${C.steel}">Lead Auditor</text><text x="300" y="${by + 26}" text-anchor="middle" font-family="${FONT}" font-size="11" fill="${C.steel}">Date of issue</text>`;
  const sx = w - 104,
    sy = h - 104;
  s += `<path d="M${sx - 22} ${sy + 30}L${sx - 36} ${sy + 78}L${sx - 18} ${sy + 68}L${sx - 8} ${sy + 84}L${sx + 4} ${sy + 36}ZM${sx + 22} ${sy + 30}L${sx + 36} ${sy + 78}L${sx + 18} ${sy + 68}L${sx + 8} ${sy + 84}L${sx - 4} ${sy + 36}Z" fill="${C.green}"/>`;
  s += `<path d="${Array.from({ length: 32 }, (_, k) => {
    const a = (k * Math.PI) / 16;
    const rad = k % 2 ? 44 : 50;
    return `${k ? 'L' : 'M'}${n(sx + rad * Math.cos(a))} ${n(sy + rad * Math.sin(a))}`;
  }).join('')}Z" fill="${gold}"/>`;
  s += `<circle cx="${sx}" cy="${sy}" r="36" fill="none" stroke="${C.cream}" stroke-width="2"/><text x="${sx}" y="${sy + 7}" text-anchor="middle" font-family="${serif}" font-weight="700" font-size="18" fill="${C.cream}">${2018 + Math.floor(r() * 8)}</text>`;
  return svgDoc(w, h, w, h, s);
}
