// What every kind's seed draws with: the one PRNG, the recorder of the pictures, videos and
// PDFs the rows point at, and small text helpers.

import type { AssetSpec, Motif, Mood, SceneSpec } from '../../media/assets.ts';

export interface Seo {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface SeedKit {
  /** One sequence for the whole seed: each draw shifts every id, date and picture after it, so index.ts fixes the order the kinds run in. */
  rand: () => number;
  /** Every file the content references, with the recipe to draw it, in the order first recorded. */
  assets: Map<string, AssetSpec>;
  scene(path: string, motif: Motif, w?: number, h?: number, mood?: Mood): string;
  clip(path: string, poster: string, motif: Motif, seed: number, mood: Mood, seconds?: number): void;
  pdf(path: string, title: string, subtitle: string): string;
  /** The n-th of the pictures shared by rich HTML bodies, for a motif. */
  inlineFor(motif: Motif, n: number): string;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function isoDaysBefore(base: string, days: number): string {
  const t = Date.parse(`${base}T00:00:00Z`) - days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function at<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const TODAY = '2026-03-12';

/** A fresh kit: the PRNG at its seed, and the inline pictures (the first draws) recorded. */
export function createSeedKit(): SeedKit {
  const rand = mulberry32(20090415);
  const assets = new Map<string, AssetSpec>();
  const scene = (path: string, motif: Motif, w = 800, h = 500, mood?: Mood): string => {
    assets.set(path, { kind: 'scene', w, h, motif, seed: Math.floor(rand() * 1e9), ...(mood ? { mood } : {}) });
    return path;
  };
  // Video scenes take fixed seeds, not the PRNG's: adding one must not shift every id and date after it.
  const clip = (path: string, poster: string, motif: Motif, seed: number, mood: Mood, seconds = 8): void => {
    const still = (assets.get(poster) as SceneSpec | undefined) ?? { kind: 'scene', w: 1280, h: 720, motif, seed, mood };
    still.pan = 192;
    assets.set(poster, still);
    assets.set(path, { kind: 'video', w: 1280, h: 720, seconds, scene: still });
  };
  const pdf = (path: string, title: string, subtitle: string): string => {
    assets.set(path, { kind: 'pdf', title, subtitle });
    return path;
  };

  // Pictures used inside rich HTML bodies; shared so bodies stay light.
  const inlineMotifs: Motif[] = ['tower', 'substation', 'solar', 'meter', 'grid', 'people', 'city', 'globe'];
  const inlineImages = inlineMotifs.flatMap((m, i) => [
    scene(`/images/inline/${m}-${i + 1}a.png`, m, 800, 450),
    scene(`/images/inline/${m}-${i + 1}b.png`, m, 800, 450),
  ]);
  const inlineFor = (motif: Motif, n: number) =>
    at(
      inlineImages.filter((p) => p.includes(`/${motif}-`)),
      n,
    );

  return { rand, assets, scene, clip, pdf, inlineFor };
}
