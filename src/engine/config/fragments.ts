/** Pieces of the config's vocabulary that several block schemas share (a block never imports another block). */
export const siteImage = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt', 'width', 'height'],
  description: 'A picture shipped with the site (a file under public/), e.g. "/images/timeline.svg".',
  properties: {
    src: { type: 'string', pattern: '^/[^/]' },
    alt: { type: 'string', 'x-translatable': true, description: 'What the picture shows; "" only for decoration.' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
  },
} as const;

/** A text a marketer must not leave empty (a label, a heading). */
export const label = { type: 'string', minLength: 1, 'x-translatable': true } as const;
