import { IMAGE_WIDTHS, type Hosts } from '../platform/hosts';
import { memoized } from '../platform/memo';

/**
 * srcset and <source> candidates for a picture on the content host, from the image-URL template
 * the site read at start (Hosts.imageUrlTemplate). The same function runs on the server and in
 * the browser over the same hosts, so the markup hydrates unchanged.
 */
export interface ImageSources {
  /** For the <img> itself: the picture's own format (with {format}) or the host's choice by Accept (without). */
  srcSet: string;
  /** With {format} in the template: AVIF, for a <source type> in a <picture> (see MODERN). */
  sources: { type: string; srcSet: string }[];
}

const OWN_FORMAT: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };
// AVIF alone: every current browser decodes it. One that does not (Edge before 121, Safari on a
// Mac older than Ventura) gets the <img>, the picture as it is (the embedded host sends a PNG's WebP
// twin to a browser that accepts WebP). A WebP <source> too repeated every candidate and the sizes
// in the page (some 600 bytes per picture, forty on home) for browsers that never take it.
const MODERN = ['avif'] as const;

/** Why a template cannot work, or null. Read at start, so a typo fails loudly instead of breaking every picture. */
export function imageTemplateProblem(template: string): string | null {
  if (!template.includes('{src}') && !template.includes('{path}')) return 'must contain {src} or {path}';
  if (!template.includes('{width}')) return 'must contain {width}';
  const unknown = template.match(/\{(?!src\}|path\}|width\}|format\})[^}]*\}/);
  return unknown ? `unknown placeholder ${unknown[0]} (known: {src}, {path}, {width}, {format})` : null;
}

/**
 * The listed widths worth offering for a picture `intrinsicWidth` wide: all below it, and the
 * first at or above it (the host never upscales, so it answers that one with the picture as it is).
 */
export function candidateWidths(intrinsicWidth: number | undefined): number[] {
  if (!intrinsicWidth) return [...IMAGE_WIDTHS];
  const cut = IMAGE_WIDTHS.findIndex((w) => w >= intrinsicWidth);
  return cut < 0 ? [...IMAGE_WIDTHS] : IMAGE_WIDTHS.slice(0, cut + 1);
}

/**
 * Null when the picture is sent as it is: no template, a picture from elsewhere (the site's own
 * SVGs, another origin) or a format the host does not resize (SVG, GIF).
 */
export function imageSources(src: string, hosts: Hosts, intrinsicWidth?: number): ImageSources | null {
  const template = hosts.imageUrlTemplate;
  if (!template || !src.startsWith(`${hosts.contentUrl}/`)) return null;
  return sourcesOn(template, hosts.contentUrl, src, intrinsicWidth);
}

// Home alone offers some forty pictures at 7 widths in 2 formats: built once per picture, not per render.
const sourcesOn = memoized(
  1000,
  (template: string, contentUrl: string, src: string, intrinsicWidth?: number) => `${template}\n${contentUrl}\n${src}\n${intrinsicWidth ?? ''}`,
  buildSources,
);

function buildSources(template: string, contentUrl: string, src: string, intrinsicWidth?: number): ImageSources | null {
  const path = src.slice(contentUrl.length).split(/[?#]/)[0]!;
  const own = OWN_FORMAT[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!own) return null;
  const widths = candidateWidths(intrinsicWidth);
  const set = (format: string) =>
    widths
      // The last width may pass the picture's own; the host answers it at the picture's width, and
      // the descriptor says so, or a picture sized by its srcset (width: auto) would shrink.
      .map(
        (w) =>
          `${template.replaceAll('{src}', src).replaceAll('{path}', path).replaceAll('{width}', String(w)).replaceAll('{format}', format)} ${intrinsicWidth ? Math.min(w, intrinsicWidth) : w}w`,
      )
      .join(', ');
  if (!template.includes('{format}')) return { srcSet: set(own), sources: [] };
  return { srcSet: set(own), sources: MODERN.filter((f) => f !== own).map((f) => ({ type: `image/${f}`, srcSet: set(f) })) };
}

/** One layout of a row of equal columns from a viewport width up (a grid, or a slider's slidesPerView). */
export interface ColumnLayout {
  minViewport: number;
  columns: number;
  /** Between columns, px. */
  gap: number;
}

/** The site's .container: min(1200px, 100% - 2.5rem). */
const CONTAINER_MAX = 1200;
const GUTTERS = 40;

/**
 * `sizes` for a picture that fills a column of a row inside .container, less `inset` px (a
 * tile's padding and border). Media conditions rather than min(): the container stops growing at
 * 1240 px, so from there the column is a fixed width.
 */
export function columnSizes(layouts: ColumnLayout[], inset = 0): string {
  const sorted = [...layouts].sort((a, b) => b.minViewport - a.minViewport);
  const wide = CONTAINER_MAX + GUTTERS;
  const fixed = (l: ColumnLayout) => `${round((CONTAINER_MAX - l.gap * (l.columns - 1)) / l.columns - inset)}px`;
  const fluid = (l: ColumnLayout) => `calc(${round(100 / l.columns)}vw - ${round((GUTTERS + l.gap * (l.columns - 1)) / l.columns + inset)}px)`;
  const parts: string[] = [];
  for (const l of sorted.filter((x) => x.minViewport >= wide)) parts.push(`(min-width: ${l.minViewport}px) ${fixed(l)}`);
  const narrower = sorted.filter((x) => x.minViewport < wide);
  if (narrower[0]) parts.push(`(min-width: ${wide}px) ${fixed(narrower[0])}`);
  for (const l of narrower) parts.push(l.minViewport > 0 ? `(min-width: ${l.minViewport}px) ${fluid(l)}` : fluid(l));
  // The last entry has no condition: below every listed viewport, the narrowest layout holds.
  const last = narrower[narrower.length - 1] ?? sorted[sorted.length - 1]!;
  if (last.minViewport > 0) parts.push(fluid(last));
  return parts.join(', ');
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `sizes` for a picture in the site's card grid (the paginated list's and the card list's): 3 columns
 * from 1025 px, 2 from 601, 1 below; 28 px gaps; a 1 px border each side of a tile. One value for
 * both blocks, so their grids cannot drift apart.
 */
export const CARD_GRID_SIZES = columnSizes(
  [
    { minViewport: 1025, columns: 3, gap: 28 },
    { minViewport: 601, columns: 2, gap: 28 },
    { minViewport: 0, columns: 1, gap: 28 },
  ],
  2,
);

/**
 * `sizes` for a picture `width`×`height` covering a box of the viewport's width and height (at
 * least `minHeight` tall), as object-fit: cover draws it: on a screen narrower than the picture's
 * shape it is as wide as the box is tall times its ratio, not as the screen.
 */
export function coverSizes(width: number, height: number, minHeight: number): string {
  const ratio = width / height;
  const atMin = round(minHeight * ratio);
  return `(max-height: ${minHeight}px) and (max-width: ${atMin}px) ${atMin}px, (max-aspect-ratio: ${width}/${height}) ${round(100 * ratio)}vh, 100vw`;
}
