import { useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

// The element's top must pass 85 % of the viewport height.
const TRIGGER = 0.85;

/**
 * Fades and slides its content up once it is scrolled into view (when its top passes
 * 80–90 % of the viewport). Content stays visible without JavaScript and for
 * reduced motion (see .reveal-armed in global.css). Content that arrived as server HTML
 * and is already in view when it hydrates stays as it is: hiding it to fade it in again
 * would flash (and delay the page's largest paint).
 */
export function Reveal({
  as: Tag = 'div',
  className,
  delayMs = 0,
  children,
  ...rest
}: {
  as?: ElementType;
  className?: string;
  delayMs?: number;
  children: ReactNode;
  [attr: `data-${string}`]: string | undefined;
  id?: string;
  'aria-labelledby'?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  // Mounted in a live page: armed (hidden) from the first paint. Hydrating: decided below.
  const [armed, setArmed] = useState(useHydrated());
  const [visible, setVisible] = useState(false);
  // Layout effect: decided before the hydrated page paints, so nothing in view blinks.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    if (!armed && el.getBoundingClientRect().top < window.innerHeight * TRIGGER) {
      setVisible(true);
      return;
    }
    setArmed(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: `0px 0px -${Math.round((1 - TRIGGER) * 100)}% 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
    // Armed once; later renders do not re-decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Tag
      ref={ref}
      className={`reveal${armed ? ' reveal-armed' : ''}${visible ? ' is-visible' : ''}${className ? ` ${className}` : ''}`}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      {...rest}
    >
      {children}
    </Tag>
  );
}

interface Armed {
  root: Element;
  io: IntersectionObserver;
  cancelled: boolean;
}

let queued: Armed[] | null = null;

/**
 * Every root queued in this task, read first and written after: each position read after an
 * element was armed would make the browser work out the page's style again, once per element
 * of every kept block (home has dozens), in the middle of hydration.
 */
function armQueued() {
  const batch = queued ?? [];
  queued = null;
  const line = window.innerHeight * TRIGGER;
  const below = batch.map((armed) => {
    if (armed.cancelled) return { armed, elements: [] };
    const elements = [...armed.root.querySelectorAll('.reveal:not(.reveal-armed)')];
    // A block that starts below the line is below it whole: its own box is known without laying out what is
    // inside, which a block further down the page is spared until it nears the viewport (content-visibility).
    if (armed.root.getBoundingClientRect().top >= line) return { armed, elements };
    return { armed, elements: elements.filter((el) => el.getBoundingClientRect().top >= line) };
  });
  for (const { armed, elements } of below) {
    for (const el of elements) {
      el.classList.add('reveal-armed');
      armed.io.observe(el);
    }
  }
}

/**
 * The same reveal for server HTML no component owns (a block that is never hydrated): what is
 * below the trigger line is armed and shown as it scrolls in; what is in view stays as it is.
 * Decided at the end of the current task, before the browser paints.
 */
export function armReveals(root: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        e.target.classList.add('is-visible');
        io.unobserve(e.target);
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - TRIGGER) * 100)}% 0px` },
  );
  const armed: Armed = { root, io, cancelled: false };
  if (!queued) {
    queued = [];
    queueMicrotask(armQueued);
  }
  queued.push(armed);
  return () => {
    armed.cancelled = true;
    io.disconnect();
  };
}
