import type { SeedKit } from './kit.ts';

export interface HomeVideoRow {
  id: number;
  videoUrl: string;
}

/** The hero's poster is its video's first frame: transmission towers at dusk, no caption (the hero has its headline). */
export function seedHeroPoster({ scene }: SeedKit): void {
  scene('/images/hero-poster.png', 'tower', 1280, 720, 'dusk');
}

/** The hero's video (over the poster recorded by seedHeroPoster) and the story page's. */
export function seedHomeVideos({ clip }: SeedKit): HomeVideoRow[] {
  clip('/videos/hero.mp4', '/images/hero-poster.png', 'tower', 0, 'dusk', 10);
  // Extra company videos for the story page, served like the others (each with a poster of its first frame).
  clip('/videos/story-1.mp4', '/images/posters/story-1.png', 'substation', 5201, 'blue');
  clip('/videos/story-2.mp4', '/images/posters/story-2.png', 'grid', 5202, 'morning');
  return [{ id: 1, videoUrl: '/videos/hero.mp4' }];
}
