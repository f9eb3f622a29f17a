/**
 * A translatable text as the studio's lists show it: a plain string as it is, a text with one
 * value per language in the given language (the site's default), else its first value.
 */
export function textIn(value: unknown, code = 'en'): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const values = value as Record<string, unknown>;
  const own = values[code];
  if (typeof own === 'string') return own;
  return Object.values(values).find((v): v is string => typeof v === 'string') ?? '';
}
