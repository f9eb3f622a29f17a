/** What the seed asks the media generator to draw: the shared vocabulary of server/db and server/media. */

export type Motif = 'tower' | 'substation' | 'solar' | 'meter' | 'city' | 'people' | 'globe' | 'grid';

export type Mood = 'day' | 'morning' | 'dusk' | 'blue';

/** `pan`: the scene is drawn this many pixels wider and shown from its left edge; a video made from it pans across the rest. */
export type SceneSpec = { kind: 'scene'; w: number; h: number; motif: Motif; seed: number; label?: string; mood?: Mood; pan?: number };

export type AssetSpec =
  | SceneSpec
  | { kind: 'logo'; w: number; h: number; name: string; seed: number }
  | { kind: 'portrait'; w: number; h: number; seed: number }
  | { kind: 'certificate'; w: number; h: number; title: string; seed: number }
  | { kind: 'pdf'; title: string; subtitle: string }
  /** A clip drawn from a scene (its first frame is that scene as a still: the poster). */
  | { kind: 'video'; w: number; h: number; seconds: number; scene: SceneSpec };
