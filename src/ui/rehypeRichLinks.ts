import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { richImageSource, type Hosts } from '../platform/hosts';
import { imageSources } from './responsiveImage';

// rich-html.css: a body's pictures fill its column, at most the 52rem measure of a detail page's body.
const RICH_SIZES = '(min-width: 872px) 832px, calc(100vw - 40px)';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * Runs after sanitising. Images load only from the content host ("/images..." is
 * rewritten to it; any other source is dropped, so a body cannot make visitors'
 * browsers call third parties). Links to other origins open in a new tab without
 * handing them our window. "Other origin" means any absolute URL: the server does
 * not know the site's origin, and server and browser must produce the same markup.
 * `hosts`: the site's (its content host, its image template).
 */
export function rehypeRichLinks({ hosts }: { hosts: Hosts }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'img') {
        const src = typeof node.properties.src === 'string' ? richImageSource(hosts, node.properties.src) : null;
        if (src === null) {
          if (parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          return undefined;
        }
        node.properties.src = src;
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
        if (typeof node.properties.alt !== 'string') node.properties.alt = '';
        // Offered at the content host's widths, as ContentImage does for the pictures blocks draw.
        const set = imageSources(src, hosts, Number(node.properties.width) || undefined);
        if (set) {
          // In a <picture>, the <img> is the picture as it is, for browsers that take neither source (see ContentImage).
          if (!set.sources.length || !parent || index === undefined) Object.assign(node.properties, { sizes: RICH_SIZES, srcSet: set.srcSet });
          else {
            const sources = set.sources.map((s): Element => ({
              type: 'element',
              tagName: 'source',
              properties: { type: s.type, sizes: RICH_SIZES, srcSet: s.srcSet },
              children: [],
            }));
            parent.children[index] = { type: 'element', tagName: 'picture', properties: {}, children: [...sources, node] };
            return SKIP;
          }
        }
      } else if (node.tagName === 'a' && typeof node.properties.href === 'string' && ABSOLUTE.test(node.properties.href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      } else if (node.tagName === 'h1') {
        // The page's own title is the only h1; a body's top heading sits under it.
        node.tagName = 'h2';
      }
      return undefined;
    });
  };
}
