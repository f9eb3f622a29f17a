/**
 * Plain text for the page head from the API's rich HTML: meta descriptions and
 * JSON-LD. Pure string work (no DOM), so it runs on the server as it does in tests.
 */

/** Tags that sit inside a run of text; every other tag (a paragraph, a cell, <br>) separates words. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
// A quoted attribute value may hold a '>'.
const TAG = /<\/?([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const HIDDEN = /<(script|style|template|noscript|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  micro: 'µ',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
};

function codePoint(n: number): string {
  const ok = n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff);
  return ok ? String.fromCodePoint(n) : '';
}

/** The date part of an ISO date or date-time ("2026-03-12T10:00:00Z" → "2026-03-12"), as search engines take it; undefined for anything else. */
export function isoDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** Character references become their characters; one this table does not know is dropped. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));/gi,
    (_, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
      dec ? codePoint(Number(dec)) : hex ? codePoint(parseInt(hex, 16)) : (NAMED[name!] ?? ''),
  );
}

/** The words of an HTML fragment: no tags, comments, scripts or styles, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(COMMENT, ' ')
    .replace(HIDDEN, ' ')
    .replace(TAG, (_, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters, cut after a whole word and ended with '…' when anything
 * was cut (a single word longer than `max` is cut where it must be).
 */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  // A letter or digit right after the cut means the last word was cut in two.
  const words = /[\p{L}\p{N}]/u.test(text[max - 1]!) ? head.replace(/\s+\S*$/, '') : head;
  return `${(words || head).replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}
