/**
 * The shapes of the publish API's request bodies, checked before anything is read from them: a
 * body that is not an object, a field of the wrong kind or a field the route does not know is
 * refused (400, naming the field) and changes nothing. Without this a rollback's malformed
 * `version` read as "none given" and rolled back to the version before the live one. The studio's
 * server checks its page's bodies with the same rules.
 */
import { isVersionName } from './configStore';

type Kind = 'any' | 'string' | 'version' | 'boolean' | 'number';

/** A route's fields: each one's kind, and whether it must be there. */
export type BodyShape = Record<string, { kind: Kind; required?: boolean; what?: string }>;

const WHAT: Record<Kind, string> = {
  any: 'a value',
  string: 'a string',
  version: 'a version name (20 lowercase hex characters, as --list and History show it)',
  boolean: 'true or false',
  number: 'a number',
};

const fits: Record<Kind, (v: unknown) => boolean> = {
  any: () => true,
  string: (v) => typeof v === 'string',
  version: (v) => typeof v === 'string' && isVersionName(v),
  boolean: (v) => typeof v === 'boolean',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
};

/** What is wrong with a body, as "field: what it must be", or null when it has the shape. */
export function bodyProblem(body: unknown, shape: BodyShape): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body: a JSON object is required (Content-Type: application/json)';
  const fields = body as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(shape, name)) return `${name.slice(0, 40)}: not a field of this request (it takes ${Object.keys(shape).join(', ')})`;
  }
  for (const [name, { kind, required, what = WHAT[kind] }] of Object.entries(shape)) {
    const value = fields[name];
    if (value === undefined) {
      if (required) return `${name}: is missing (${what})`;
      continue;
    }
    if (!fits[kind](value)) return `${name}: must be ${what}`;
  }
  return null;
}

/** The site's publish API (server/site/publish.ts). */
export const PUBLISH_BODY: BodyShape = {
  config: { kind: 'any', required: true, what: 'the pages.config.json to publish' },
  author: { kind: 'string', required: true, what: 'a string: who publishes' },
  message: { kind: 'string' },
  at: { kind: 'string' },
  dryRun: { kind: 'boolean' },
};

/** `expected` is the version the caller means to replace; its absence is answered with 409 naming the live one. */
export const ROLLBACK_BODY: BodyShape = {
  author: { kind: 'string', required: true, what: 'a string: who rolls back' },
  expected: { kind: 'version' },
  version: { kind: 'version' },
};

export const PREVIEW_BODY: BodyShape = {
  config: { kind: 'any' },
  version: { kind: 'version' },
  author: { kind: 'string', required: true, what: 'a string: who shares the preview' },
  seconds: { kind: 'number' },
};
