import { useEffect, useRef, useState, type IframeHTMLAttributes, type ReactNode } from 'react';
import { onceNearViewport } from '../platform/nearViewport';
import { WAKE_ATTRIBUTE } from '../islands/runtime';

type Props = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'loading'> & {
  title: string;
  src: string;
  /** What holds the frame's place until script brings the frame (a link to the map): all a visitor without script gets. */
  fallback: ReactNode;
};

/**
 * An embedded page (a map) that is requested only once its box comes within half a screen
 * of the viewport. The browser's own `loading="lazy"` starts an iframe up to a few thousand
 * pixels early, so on a short page a third-party map competed with the page's first paint.
 * Until then `fallback` holds its place, in a box of the same size; without script it stays
 * (a third-party frame is inserted only by script, never written in the HTML).
 */
export function NearViewportFrame({ className, fallback, ...frame }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (box.current ? onceNearViewport(box.current, '50% 0px', () => setNear(true)) : undefined), []);
  const iframe = <iframe {...frame} loading="lazy" />;
  return (
    // On a server-rendered page, the site's code boots when this box nears the viewport (src/islands/runtime.ts).
    <div ref={box} className={className} {...{ [WAKE_ATTRIBUTE]: 'visible' }}>
      {near ? iframe : fallback}
    </div>
  );
}
