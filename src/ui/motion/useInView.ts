import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element's top passes 85 % of the viewport (scroll animations start on
 * arrival, between 80 and 90 % down: docs/behaviour.md, "Motion"). Without IntersectionObserver it is true at once, so nothing
 * waits for an event that never comes.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px 0px -15% 0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          io.disconnect();
        }
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
