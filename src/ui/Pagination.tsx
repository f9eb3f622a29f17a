import './pagination.css';

/**
 * Spec §4: one numbered button per page up to the current one, plus the next page
 * when the API says there is one (the API never tells the total page count).
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

export interface PaginationProps {
  page: number;
  nextPageAvailable: boolean;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Projects pages". */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

export function Pagination({ page, nextPageAvailable, onChange, label = 'Pagination', previousLabel = 'Previous', nextLabel = 'Next' }: PaginationProps) {
  if (isSinglePage(page, nextPageAvailable)) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination-step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {previousLabel}
      </button>
      <ul className="pagination-pages">
        {pageButtons(page, nextPageAvailable).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination-page"
              disabled={n === page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination-step" disabled={!nextPageAvailable} onClick={() => onChange(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
