import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { richImageSource } from '../platform/hosts';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * Runs after sanitising. Images load only from the content host ("/images..." is
 * rewritten to it; any other source is dropped, so a body cannot make visitors'
 * browsers call third parties). Links to other origins open in a new tab without
 * handing them our window. "Other origin" means any absolute URL: the server does
 * not know the site's origin, and server and browser must produce the same markup.
 */
export function rehypeRichLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'img') {
        const src = typeof node.properties.src === 'string' ? richImageSource(node.properties.src) : null;
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
