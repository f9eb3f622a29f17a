/** Kept apart from the option components: the block's definition (in the entry chunk) needs only this. */
import type { DataSource } from '../data/source';
import type { FieldConfig } from './schema';

/** The related calls of a form: one GET per select with `optionsFrom`, by field name. */
export function optionSources(fields: readonly FieldConfig[]): Record<string, DataSource> {
  return Object.fromEntries(
    fields.flatMap((f) => (f.kind === 'select' && f.optionsFrom ? [[f.name, { endpoint: f.optionsFrom, method: 'GET', select: 'array' } as const]] : [])),
  );
}
