import type { Transform } from './schema';

const transforms: Record<Transform, (value: string) => string> = {
  trim: (v) => v.trim(),
  uppercase: (v) => v.toUpperCase(),
  lowercase: (v) => v.toLowerCase(),
  digitsOnly: (v) => v.replace(/\D+/g, ''),
};

export function applyTransforms(value: string, list: readonly Transform[] | undefined): string {
  return (list ?? []).reduce((v, t) => transforms[t](v), value);
}
