/**
 * Runs `run` once, the first time `element` intersects the viewport widened by
 * `rootMargin`; at once where there is no IntersectionObserver. Returns a cancel.
 */
export function onceNearViewport(element: Element, rootMargin: string, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
