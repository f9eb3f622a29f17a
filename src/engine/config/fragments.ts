/** Pieces of the config's vocabulary that several block schemas share (a block never imports another block). */
export const siteImage = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt', 'width', 'height'],
  description: 'A picture shipped with the site (a file under public/), e.g. "/images/timeline.svg".',
  properties: {
    src: { type: 'string', pattern: '^/[^/]' },
    alt: { type: 'string', description: 'What the picture shows; "" only for decoration.' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
  },
} as const;
