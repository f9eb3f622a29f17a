/**
 * HTML bodies from the API (project details, job descriptions, blog and news bodies),
 * parsed and sanitised before React sees them; never injected as raw HTML.
 * Heavy (react-markdown, rehype): import only from lazily loaded block components.
 */
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { SiteLink } from './SiteLink';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeRichLinks } from './rehypeRichLinks';
import { richHtmlSchema } from './richHtmlSchema';
import { useHosts } from './hosts';
import type { Hosts } from '../platform/hosts';

// As a plain array literal, a plugin with its options is not inferred as the tuple react-markdown asks for.
// One list per set of hosts (a page has one): react-markdown compares the plugins each render.
const pluginsByHosts = new WeakMap<Hosts, ComponentProps<typeof Markdown>['rehypePlugins']>();
function rehypePluginsFor(hosts: Hosts): ComponentProps<typeof Markdown>['rehypePlugins'] {
  let plugins = pluginsByHosts.get(hosts);
  if (!plugins) {
    plugins = [rehypeRaw, [rehypeSanitize, richHtmlSchema], [rehypeRichLinks, { hosts }]] as ComponentProps<typeof Markdown>['rehypePlugins'];
    pluginsByHosts.set(hosts, plugins);
  }
  return plugins;
}

/** Site-relative links stay in the single-page app (SiteLink); everything else is a plain anchor. */
function RichLink({ node: _node, href, children, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  return href ? (
    <SiteLink to={href} {...rest}>
      {children}
    </SiteLink>
  ) : (
    <a {...rest}>{children}</a>
  );
}

/** Wide tables scroll sideways inside the column instead of widening the page. */
function RichTable({ node: _node, children, ...rest }: ComponentProps<'table'> & { node?: unknown }) {
  return (
    // Focusable so keyboard users can scroll a table wider than the column.
    <div className="rich-html-table" tabIndex={0}>
      <table {...rest}>{children}</table>
    </div>
  );
}

const components = { a: RichLink, table: RichTable };

export function RichHtml({ html, className }: { html: string; className?: string }) {
  const rehypePlugins = rehypePluginsFor(useHosts());
  return (
    <div className={`rich-html${className ? ` ${className}` : ''}`}>
      <Markdown rehypePlugins={rehypePlugins} components={components}>
        {html}
      </Markdown>
    </div>
  );
}
