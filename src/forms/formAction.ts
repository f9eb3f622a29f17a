import { SENT_PARAM } from './snapshot';

/**
 * The page's own URL without the success marker: where the form posts when no script
 * handles it. No fragment: a page whose URL has one gets no autofocus, and autofocus is
 * what brings the visitor back to the field in error. Never a scheme-relative URL: a path
 * asked as `//evil.example/x` (or `/\evil.example`, which browsers read the same way) is
 * rendered by the not-found page, and its forms must post to this site, as `/evil.example/x`.
 */
export function formAction(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return `${pathname.replace(/^[/\\]+/, '/')}${query ? `?${query}` : ''}`;
}
