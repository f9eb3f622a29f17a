import { useEffect, useRef, useState, type IframeHTMLAttributes } from 'react';
import { onceNearViewport } from '../platform/nearViewport';

type Props = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'loading'> & { title: string; src: string };

/**
 * An embedded page (a map) that is requested only once its box comes within half a screen
 * of the viewport. The browser's own `loading="lazy"` starts an iframe up to a few thousand
 * pixels early, so on a short page a third-party map competed with the page's first paint.
 * Until then an empty box of the same size holds its place; without scripts the frame loads as usual.
 */
export function NearViewportFrame({ className, ...frame }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (box.current ? onceNearViewport(box.current, '50% 0px', () => setNear(true)) : undefined), []);
  const iframe = <iframe {...frame} loading="lazy" />;
  return (
    // data-wake: on a server-rendered page, the site's code boots when this box nears the viewport (server/site/app.ts).
    <div ref={box} className={className} data-wake="visible">
      {near ? iframe : <noscript>{iframe}</noscript>}
    </div>
  );
}
