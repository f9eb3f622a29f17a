import type { FromSchema } from 'json-schema-to-ts';

/** How a block is bound to the API, as declared in pages.config.json (the config's schema embeds this one). */
export const dataSourceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint', 'select'],
  properties: {
    endpoint: { type: 'string', pattern: '^/api/', description: 'Path on the API host, e.g. /api/Project/GetAllProject.' },
    method: { enum: ['GET', 'POST'], description: 'Defaults to POST.' },
    body: {
      type: 'object',
      description: 'JSON body. A whole-string value "{params.slug}" takes a route parameter; "{blocks.<id>.<field>}" takes a field of another block\'s data.',
    },
    select: {
      enum: ['list', 'array', 'first'],
      description: 'list: data.list and data.nextPageAvailable; array: the data array; first: its first element (details).',
    },
    onError: {
      enum: ['keep-skeleton', 'not-found'],
      description: 'keep-skeleton: log and keep the skeletons (lists); not-found: redirect to /404 (details).',
    },
  },
} as const;

export type DataSource = FromSchema<typeof dataSourceSchema>;
export type SelectMode = DataSource['select'];

/**
 * One read call of the API, as the contract describes it (src/content/endpoints.ts) and as a
 * deployment adds its own in pages.config.json (`api.endpoints`): the config check holds every
 * block's `source` to it.
 */
export const apiEndpointSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'select', 'kind'],
  properties: {
    method: { enum: ['GET', 'POST'], description: 'GET calls take no body; POST calls a JSON body.' },
    select: {
      enum: ['list', 'array', 'first'],
      description:
        'What its answer holds, as a source reads it: list (data.list and data.nextPageAvailable, page by page), array (every item in data), first (one item: the first of data).',
    },
    kind: { type: 'string', minLength: 1, description: 'The kind of item it returns: "announcement", "project", "news"… (one the site knows).' },
    body: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
      description: 'The fields its JSON body must have, e.g. ["pageIndex", "pageSize"].',
    },
  },
} as const;

export type ApiEndpoint = FromSchema<typeof apiEndpointSchema>;

export type ListData<T = unknown> = { items: T[]; nextPageAvailable: boolean };

/** Whether one item of an endpoint's answer has the shape the site reads (see src/content/checks.ts). */
// A promise where the checks load lazily (the browser: their compiled schemas stay out of the first load).
export type ItemCheck = (endpoint: string, item: unknown) => boolean | Promise<boolean>;

export type BlockDataResult = { status: 'ok'; data: unknown } | { status: 'failed'; error: Error };
