/** Pieces of the config's vocabulary that several block schemas share (a block never imports another block). */

// Whitespace and control characters anywhere are refused: browsers drop some of them from URLs,
// which can turn "/\t/host" into "//host" (another site) or hide a scheme from the prefix checks.
const NO_BLANKS = '(?!.*[\\s\\u0000-\\u001f])';
// A site path: "/" not followed by another slash or a backslash, which browsers read as "//host".
const SITE_PATH = '/(?![/\\\\])';

/**
 * Every link of the config (href, mapsUrl, social, breadcrumbs, buttons) may only be a web address,
 * an e-mail or phone link, a path on the site or an anchor: never "javascript:", "data:" or a
 * "//host" that leaves the site unannounced. The validator words a failure of this very pattern
 * in plain language (describe() in validate.ts).
 */
export const SAFE_LINK_PATTERN = `^${NO_BLANKS}(?:https?://|mailto:|tel:|${SITE_PATH}|#)`;
/** A picture's or file's source: a web address or a path (on the site, or on the content host for API paths). */
export const SAFE_SOURCE_PATTERN = `^${NO_BLANKS}(?:https?://|${SITE_PATH})`;
/** A path on this site only, e.g. a link pattern "/projects/{slug}". */
export const SITE_PATH_PATTERN = `^${NO_BLANKS}${SITE_PATH}`;

export const safeLink = {
  type: 'string',
  minLength: 1,
  pattern: SAFE_LINK_PATTERN,
  description: 'A route of the site ("/contact"), an anchor ("#apply"), or an https://, http://, mailto: or tel: link.',
} as const;

export const safeSource = {
  type: 'string',
  minLength: 1,
  pattern: SAFE_SOURCE_PATTERN,
  description: 'A path ("/images/logo.svg") or an https:// or http:// address.',
} as const;

export const sitePath = { type: 'string', pattern: SITE_PATH_PATTERN } as const;

export const siteImage = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt', 'width', 'height'],
  description: 'A picture shipped with the site (a file under public/), e.g. "/images/timeline.svg".',
  properties: {
    src: sitePath,
    alt: { type: 'string', 'x-translatable': true, description: 'What the picture shows; "" only for decoration.' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
  },
} as const;

/** A text a marketer must not leave empty (a label, a heading). */
export const label = { type: 'string', minLength: 1, 'x-translatable': true } as const;
