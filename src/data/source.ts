import type { FromSchema } from 'json-schema-to-ts';
import type { dataSourceSchema } from '../engine/config/siteSchema';

/** How a block is bound to the API, as declared in pages.config.json (see siteSchema). */
export type DataSource = FromSchema<typeof dataSourceSchema>;
export type SelectMode = DataSource['select'];

export type ListData<T = unknown> = { items: T[]; nextPageAvailable: boolean };

export type BlockDataResult = { status: 'ok'; data: unknown } | { status: 'failed'; error: Error };
