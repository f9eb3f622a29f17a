import { useEffect, useRef, type RefObject } from 'react';
import { SiteLink } from './SiteLink';
import { paginationWords } from './strings';
import './pagination.css';

/**
 * One numbered button per page up to the current one, plus the next page when the API
 * says there is one: the API never tells the total page count (docs/behaviour.md, "Lists").
 */
export function pageButtons(current: number, nextPageAvailable: boolean): number[] {
  const last = Math.max(1, current) + (nextPageAvailable ? 1 : 0);
  return Array.from({ length: last }, (_, i) => i + 1);
}

export function isSinglePage(current: number, nextPageAvailable: boolean): boolean {
  return current <= 1 && !nextPageAvailable;
}

/** Brings the top of a list into view after a page change; jumps instead of gliding for reduced motion. */
export function scrollToListTop(el: HTMLElement | null): void {
  if (!el || typeof el.scrollIntoView !== 'function') return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Scrolls to the list's top whenever `key` (its page and filter) changes after the first
 * render: a page link followed, Back or Forward. Not on arrival: a shared ?page=2 link
 * opens at the top of the page like any other.
 */
export function useScrollToListOnChange(ref: RefObject<HTMLElement | null>, key: string): void {
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    scrollToListTop(ref.current);
  }, [ref, key]);
}

export interface PaginationProps {
  page: number;
  nextPageAvailable: boolean;
  /** The link to page n (the page's URL with its page set). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Projects pages". */
  label?: string;
  /** The page's language (its code): the words the pagination draws itself are in it. */
  lang: string;
}

/**
 * Real links, so every page of a list works before (and without) the page's script; what
 * cannot be followed (Previous on page 1, Next on the last page, the current page) is a
 * disabled button, so it is announced and shown as unavailable.
 */
export function Pagination({ page, nextPageAvailable, hrefFor, label, lang }: PaginationProps) {
  if (isSinglePage(page, nextPageAvailable)) return null;
  const words = paginationWords(lang);
  const step = (to: number, enabled: boolean, text: string, rel: 'prev' | 'next') =>
    enabled ? (
      <SiteLink className="pagination-step" to={hrefFor(to)} rel={rel}>
        {text}
      </SiteLink>
    ) : (
      <button type="button" className="pagination-step" disabled>
        {text}
      </button>
    );
  return (
    <nav className="pagination" aria-label={label ?? words.landmark}>
      {step(page - 1, page > 1, words.previous, 'prev')}
      <ul className="pagination-pages">
        {pageButtons(page, nextPageAvailable).map((n) => (
          <li key={n}>
            {n === page ? (
              <button type="button" className="pagination-page" disabled aria-current="page" aria-label={words.page(n)}>
                {n}
              </button>
            ) : (
              <SiteLink className="pagination-page" to={hrefFor(n)} aria-label={words.page(n)}>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
      {step(page + 1, nextPageAvailable, words.next, 'next')}
    </nav>
  );
}

/** A page past the list's end (an old or edited link): says so, with the way back to the first page. */
export function PageOutOfRange({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <p className="pagination-out-of-range">
      {text} <SiteLink to={href}>{linkText}</SiteLink>
    </p>
  );
}
