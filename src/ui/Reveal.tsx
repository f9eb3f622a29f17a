import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/**
 * Fades and slides its content up once it is scrolled into view (spec §2: triggers at
 * 80–90 % of the viewport). Content stays visible without JavaScript and for
 * reduced motion (see .reveal in global.css).
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
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      // The element's top must pass 85 % of the viewport height.
      { rootMargin: '0px 0px -15% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      className={`reveal${visible ? ' is-visible' : ''}${className ? ` ${className}` : ''}`}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      {...rest}
    >
      {children}
    </Tag>
  );
}
