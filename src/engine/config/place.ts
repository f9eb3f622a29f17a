/**
 * Where a config problem is, said the way a marketer finds it in pages.config.json: a route by
 * its path, a block by its type and name, then the path inside it.
 *   routes[8] /smart-meters › blocks[2] stats-band#figures: props.items must not have fewer than 3 items
 *   footer › blocks[0] form-wizard#newsletter: source must not be given (…)
 *   header.topStrip[3].href "/old-page" points to no route
 * A block inside another block's slot is named after it, its place in the slot first:
 *   routes[13] /corporate-social-responsibility › blocks[3] section#impact › content[0] columns › columns[1][2] media-text: props.heading …
 */
import { isBlockLike } from './tree';

type Segment = string | number;

/**
 * A block's name on its page: its config id, or, without one, "b" and its index in its list (the
 * name the page gives it too, as its data-block-id): stable while the blocks before it stay.
 */
export const blockName = (type: unknown, id: unknown, index: number): string =>
  `${typeof type === 'string' ? type : 'block'}#${typeof id === 'string' && id ? id : `b${index}`}`;

const isIndex = (s: Segment | undefined): s is number | string => s !== undefined && /^\d+$/.test(String(s));

/** ["props", "items", 2, "href"] → "props.items[2].href"; a key that is no plain name is quoted (api.endpoints["/api/Faq"]). */
export function dotted(segments: readonly Segment[]): string {
  return segments.reduce<string>((acc, seg) => {
    if (typeof seg === 'number' || isIndex(seg)) return `${acc}[${seg}]`;
    if (!/^[A-Za-z_$][\w$-]*$/.test(seg)) return `${acc}[${JSON.stringify(seg)}]`;
    return acc ? `${acc}.${seg}` : seg;
  }, '');
}

/** A JSON pointer ("/routes/0/blocks/3/props/items") as segments. */
export const pointerSegments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((seg) => seg.replaceAll('~1', '/').replaceAll('~0', '~'));

// Read before the config is known to be valid: every step is checked.
const field = (value: unknown, key: Segment): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * Where a path inside a block leads into one of its slots' blocks ("props", the slot, its index
 * or column and index): the nested block's place ("content[0] columns") and the path left in it.
 */
function nestedPlace(top: unknown, inside: readonly Segment[]): { place: string; rest: readonly Segment[] } {
  let place = '';
  let block = top;
  let rest = inside;
  for (;;) {
    const [props, name, i, j] = rest;
    if (props !== 'props' || name === undefined || !isIndex(i)) break;
    const value = field(field(block, 'props'), name);
    const lists = Array.isArray(value) && value.some(Array.isArray);
    const child = lists ? (isIndex(j) ? field(field(value, i), j) : undefined) : field(value, i);
    if (!isBlockLike(child)) break;
    const id = typeof child.id === 'string' ? `#${child.id}` : '';
    place += ` › ${name}[${i}]${lists ? `[${j}]` : ''} ${child.type}${id}`;
    rest = rest.slice(lists ? 4 : 3);
    block = child;
  }
  return { place, rest };
}

/** The route or footer block a path leads into, as a readable prefix, and the path left inside it. */
function placeOf(config: unknown, segments: readonly Segment[]): { place: string; rest: readonly Segment[] } {
  const [top, n, list, m] = segments;
  const block = (blocks: unknown, at: number | string) => {
    const b = field(blocks, at);
    return blockName(field(b, 'type'), field(b, 'id'), Number(at));
  };
  if (top === 'routes' && isIndex(n)) {
    const route = field(field(config, 'routes'), n);
    const path = field(route, 'path');
    const place = `routes[${n}]${typeof path === 'string' ? ` ${path}` : ''}`;
    if (list === 'blocks' && isIndex(m)) {
      const nested = nestedPlace(field(field(route, 'blocks'), m), segments.slice(4));
      return { place: `${place} › blocks[${m}] ${block(field(route, 'blocks'), m)}${nested.place}`, rest: nested.rest };
    }
    return { place, rest: segments.slice(2) };
  }
  if (top === 'footer' && n === 'blocks' && isIndex(list)) {
    const blocks = field(field(config, 'footer'), 'blocks');
    const nested = nestedPlace(field(blocks, list), segments.slice(3));
    return { place: `footer › blocks[${list}] ${block(blocks, list)}${nested.place}`, rest: nested.rest };
  }
  return { place: '', rest: segments };
}

/** One problem as the validator words it: where, then what ("props.speed must be number"). */
export function problemAt(config: unknown, segments: readonly Segment[], message: string): string {
  const { place, rest } = placeOf(config, segments);
  const what = rest.length ? `${dotted(rest)} ${message}` : message;
  return place ? `${place}: ${what}` : what;
}

/**
 * The block a problem is in, read back from how problemAt words it ("routes[2] /x › blocks[4]
 * slider#b4: props.speed …" → "routes[2].blocks[4]" and "props.speed …"): the studio files each
 * problem under its block's form. Null for a problem outside any block.
 */
export function blockOfProblem(problem: string): { block: string; rest: string } | null {
  const m = /^(?:routes\[(\d+)\][^›]*|footer) › blocks\[(\d+)\] \S+(?: › ([^:]*))?: ([\s\S]*)$/.exec(problem);
  if (!m) return null;
  // A nested block's problem is its route block's, its place kept in front ("content[0] columns: props.heading …").
  const rest = m[3] === undefined ? m[4]! : `${m[3]}: ${m[4]!}`;
  return { block: m[1] === undefined ? `footer.blocks[${m[2]}]` : `routes[${m[1]}].blocks[${m[2]}]`, rest };
}
