import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What HTML from the API may contain: text structure, lists, tables, images and links.
 * Narrower than GitHub's default: no ids/names (no DOM clobbering), no classes, no
 * forms, no style; event handlers and unknown tags never pass an allow-list.
 */
export const richHtmlSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'span', 'div',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'figure', 'figcaption', 'img', 'a',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    ol: ['start', 'reversed'],
    th: ['scope', 'colSpan', 'rowSpan'],
    td: ['colSpan', 'rowSpan'],
    '*': [],
  },
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
  },
  clobber: [],
  required: {},
  // Removed with their content: the text inside these is code or markup, never copy.
  strip: ['script', 'style', 'iframe', 'noscript', 'template', 'object', 'embed', 'textarea', 'title', 'svg', 'math'],
};
