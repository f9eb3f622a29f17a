/**
 * The shape of pages.config.json, apart from each block's props, which each block
 * folder's schema.ts owns. TypeScript types for the config are derived from this
 * object (FromSchema), so the schema and the types cannot drift apart.
 */
import { apiEndpointSchema, dataSourceSchema } from '../../data/source';
import { safeLink, safeSource, SITE_PATH_PATTERN } from './fragments';

export { dataSourceSchema };

const link = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: {
    label: { type: 'string', 'x-translatable': true, minLength: 1 },
    href: { ...safeLink, description: 'A route of the site (it must exist), an anchor, or an https://, http://, mailto: or tel: link.' },
    description: { type: 'string', 'x-translatable': true },
  },
} as const;

const image = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt'],
  properties: { src: safeSource, alt: { type: 'string', 'x-translatable': true } },
} as const;

/** A description search engines and link previews show: the site's, or a page's own. */
const pageDescription = { type: 'string', 'x-translatable': true, minLength: 1, maxLength: 300 } as const;

/**
 * How a route appears in sitemap.xml. Without it a route with no parameter is listed as
 * it is and a route with a parameter is left out (its values are unknown).
 */
export const routeSitemapSchema = {
  description:
    'false: the page is not for search engines (thank-you pages): left out of sitemap.xml and marked noindex. ' +
    "On a route with a parameter: where the parameter's values come from, one sitemap entry per item.",
  oneOf: [
    { const: false },
    {
      type: 'object',
      additionalProperties: false,
      required: ['source', 'param', 'field'],
      properties: {
        source: {
          ...dataSourceSchema,
          description: 'The list call that names every item (select "list" is paged through from body.pageIndex until nextPageAvailable is false).',
        },
        param: { type: 'string', minLength: 1, description: 'The route parameter it fills, e.g. "slug" for /projects/:slug.' },
        field: {
          type: 'string',
          minLength: 1,
          description: 'The field of each item that holds the parameter\'s value, e.g. "slug". Items with a datePublished give <lastmod>.',
        },
      },
    },
  ],
} as const;

export const blockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', description: 'The block type: a folder name under src/blocks.' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'Names the block so other blocks can use its data.' },
    props: { type: 'object' },
    source: dataSourceSchema,
    visibleFrom: {
      type: 'string',
      format: 'date-time',
      description: 'Shown from this time on (ISO 8601 with a time zone, e.g. "2026-12-01T09:00:00+05:30"); hidden before.',
    },
    visibleUntil: {
      type: 'string',
      format: 'date-time',
      description: 'Hidden from this time on (ISO 8601 with a time zone); the page stops showing the block within a minute.',
    },
  },
} as const;

export const siteSchema = {
  $id: 'https://voltline.example/schemas/site.schema.json',
  title: 'Voltline site configuration',
  type: 'object',
  additionalProperties: false,
  required: ['site', 'loadingBar', 'chunkTimeoutMs', 'header', 'footer', 'notFoundPath', 'routes'],
  properties: {
    $schema: { type: 'string' },
    api: {
      type: 'object',
      additionalProperties: false,
      required: ['endpoints'],
      description: "This deployment's own API: read calls beyond the ones the site knows (src/content/endpoints.ts).",
      properties: {
        endpoints: {
          type: 'object',
          propertyNames: { pattern: '^/api/' },
          additionalProperties: apiEndpointSchema,
          description:
            'Read calls by path, each described as the site describes its own: {"/api/Faq/GetAll": {"method": "POST", "select": "list", "kind": "announcement", "body": ["pageIndex", "pageSize"]}}.',
        },
      },
    },
    site: {
      type: 'object',
      additionalProperties: false,
      required: ['brand', 'productName', 'email', 'careersEmail', 'phone', 'address', 'social', 'credit', 'logo'],
      properties: {
        brand: { type: 'string', minLength: 1, description: 'Short company name; /{brand}-story and /{brand}-culture derive from it.' },
        productName: { type: 'string', minLength: 1 },
        email: { type: 'string', format: 'email' },
        careersEmail: { type: 'string', format: 'email' },
        phone: { type: 'string', minLength: 1 },
        address: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'mapsUrl'],
          properties: { text: { type: 'string', 'x-translatable': true }, mapsUrl: { ...safeLink, format: 'uri' } },
        },
        social: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label', 'href', 'icon'],
            properties: {
              label: { type: 'string', 'x-translatable': true },
              href: { ...safeLink, format: 'uri' },
              icon: { enum: ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] },
            },
          },
        },
        credit: link,
        logo: image,
        description: {
          ...pageDescription,
          description:
            'What the company does, in a sentence or two: the page description search engines and link previews show when a page has none of its own (keep it under 160 characters).',
        },
        locales: {
          type: 'array',
          minItems: 1,
          description:
            'The languages of the site. The first is the default, served without a prefix (/projects); the others under their code (/es/projects). ' +
            'A translatable text is a plain string (the same in every language) or one value per code: {"en": "…", "es": "…"}.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['code', 'label', 'dir'],
            properties: {
              code: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: 'Language code: "en", "es", "ar".' },
              label: { type: 'string', minLength: 1, description: 'The language\'s own name ("Español"), as the language switcher shows it.' },
              dir: { enum: ['ltr', 'rtl'], description: 'Writing direction: "rtl" mirrors the pages (Arabic).' },
              fallback: { type: 'string', description: 'The code whose text shows where this language has none ("en").' },
              ogLocale: { type: 'string', pattern: '^[a-z]{2,3}_[A-Z0-9]{2,3}$', description: 'Open Graph locale, e.g. "es_LA".' },
            },
          },
        },
        foundingDate: {
          type: 'string',
          pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$',
          description: 'Year (or ISO date) the company was founded, e.g. "2009"; given to search engines with the home page.',
        },
      },
    },
    loadingBar: {
      type: 'object',
      additionalProperties: false,
      required: ['color', 'height', 'transitionMs', 'speedMs', 'waitingTimeMs', 'routeChangeMs'],
      properties: {
        color: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' },
        height: { type: 'number', minimum: 1 },
        transitionMs: { type: 'number', minimum: 0 },
        speedMs: { type: 'number', minimum: 0 },
        waitingTimeMs: { type: 'number', minimum: 0 },
        routeChangeMs: { type: 'number', minimum: 0 },
      },
    },
    chunkTimeoutMs: { type: 'integer', minimum: 1000 },
    header: {
      type: 'object',
      additionalProperties: false,
      required: ['topStrip', 'nav'],
      properties: {
        topStrip: { type: 'array', items: link },
        nav: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: {
              label: { type: 'string', 'x-translatable': true, minLength: 1 },
              href: safeLink,
              mobileOnly: { type: 'boolean' },
              dropdown: {
                type: 'object',
                additionalProperties: false,
                required: ['image', 'links'],
                properties: {
                  image,
                  links: { type: 'array', minItems: 1, items: link },
                  button: link,
                },
              },
            },
          },
        },
      },
    },
    footer: {
      type: 'object',
      additionalProperties: false,
      required: ['columns', 'blocks'],
      properties: {
        columns: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['heading', 'links'],
            properties: { heading: { type: 'string', 'x-translatable': true }, links: { type: 'array', items: link } },
          },
        },
        blocks: { type: 'array', items: blockSchema, description: 'Blocks rendered in the footer on every page (the sign-up form).' },
      },
    },
    notFoundPath: { type: 'string', pattern: '^/' },
    routes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'title', 'blocks'],
        properties: {
          path: { type: 'string', pattern: '^/', description: 'Route path; "{brand}" is replaced by site.brand in kebab-case; ":slug" is a parameter.' },
          title: { type: 'string', 'x-translatable': true, minLength: 1, description: 'Document title; "{productName}" and "{brand}" are replaced.' },
          blocks: { type: 'array', items: blockSchema },
          description: {
            ...pageDescription,
            description:
              "What the page is about, in a sentence or two: search engines and link previews show it (keep it under 160 characters); without it the site's description.",
          },
          image: {
            ...safeSource,
            description: 'The picture link previews show (a path on the content host, "/images/expo.jpg", or an https:// address); without it the logo.',
          },
          sitemap: routeSitemapSchema,
        },
      },
    },
    redirects: {
      type: 'array',
      description:
        "Old addresses of pages that moved: each answers 301 with its page's address, in every language. The studio adds one when a page is renamed.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to'],
        properties: {
          from: { type: 'string', pattern: SITE_PATH_PATTERN, description: 'The old path, e.g. "/middle-east-expo" (no longer a route).' },
          to: { type: 'string', pattern: SITE_PATH_PATTERN, description: 'The path of the route it moved to, e.g. "/expo-2027".' },
        },
      },
    },
  },
} as const;
