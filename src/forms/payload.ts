/**
 * How a form's values become the request: enabled fields by their `name`, after their
 * sending transforms; disabled fields and the captcha never leak into the payload.
 */
import type { FieldConfig } from './schema';
import { fillDataTemplate } from '../platform/template';
import { isEnabled, normalizedValue, type FileLike, type Files, type Values } from './rules';

/** A field and what it sends: text, or a file (the browser's File; the site server's upload on disk). */
export type PayloadEntry<F extends FileLike = File> = [name: string, value: string | F];

/** "{data.id}" → the block data's id, as text; anything else is sent as written. */
export const resolveExtra = fillDataTemplate;

export function buildPayload<F extends FileLike = File>(
  fields: readonly FieldConfig[],
  values: Values,
  files: Files<F>,
  extra: Record<string, string> = {},
  data?: unknown,
): PayloadEntry<F>[] {
  const entries: PayloadEntry<F>[] = Object.entries(extra).map(([k, v]) => [k, resolveExtra(v, data)]);
  for (const field of fields) {
    if (field.kind === 'captcha' || !isEnabled(field, values)) continue;
    if (field.kind === 'file') {
      const file = files[field.name];
      if (file) entries.push([field.name, file]);
    } else {
      entries.push([field.name, normalizedValue(field, values[field.name])]);
    }
  }
  return entries;
}

export function toJson(entries: readonly PayloadEntry<FileLike>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (typeof v === 'string') out[k] = v;
  return out;
}

export function toFormData(entries: readonly PayloadEntry[]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}
