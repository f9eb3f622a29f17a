import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { isInternalHref } from '../platform/paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A click the page may take over: left button, no modifier (those open tabs and windows). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to a path of this site, kept in the single-page app. What react-router's
 * `<Link>` does for the site's absolute paths, at a fraction of its render cost: a page
 * holds 60 to 100 links (header menus, footer, cards), and `<Link>` resolves each one
 * against the route tree on every render — about 1 ms of every server render and a
 * share of hydration. Other URLs (another host, `//`) are plain anchors.
 */
export function SiteLink({ to, onClick, target, ...rest }: Props) {
  // The router's basename is the page's language prefix (/es): the site's paths live under it.
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const internal = isInternalHref(to);
  const href = internal && basename && basename !== '/' ? `${basename}${to}` : to;
  return (
    <a
      href={href}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self') || rest.download !== undefined) return;
        event.preventDefault();
        navigator.push(href);
      }}
    />
  );
}
