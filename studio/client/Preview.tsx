/**
 * The page as visitors will get it, at a phone's or a desktop's width: the site's engine
 * renders it on the studio's server from the unsaved config; each new render is handed
 * to the frame, which swaps it in and hydrates it, keeping its scroll position.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FromPreview, PreviewState, ToPreview } from '../shared/messages';

const WIDTHS = { phone: 390, desktop: 1440 } as const;
const previewSrc = (url: string, locale: string) => `/preview?path=${encodeURIComponent(url)}&locale=${encodeURIComponent(locale)}`;

interface Props {
  url: string;
  /** The locale the page is shown in. */
  locale: string;
  onUrl: (url: string) => void;
  preview: PreviewState | null;
  /** The selected block's name on the page (its data-block-id). */
  selected: string | null;
  onSelect: (name: string) => void;
  /** The config has problems: the frame shows the last version without them. */
  stale: boolean;
}

export function Preview({ url, locale, onUrl, preview, selected, onSelect, stale }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [scale, setScale] = useState(1);
  // The frame loads from the server once per address; later renders arrive by message.
  const [src] = useState(() => previewSrc(url, locale));
  const loaded = useRef(false);
  const shownUrl = useRef(url);
  // Both read only refs, so they are made once and the effects below run on their own inputs alone.
  const send = useCallback((message: ToPreview) => frame.current?.contentWindow?.postMessage(message, window.location.origin), []);

  /** The latest render into the frame: by message, or by loading the frame at another address. */
  const apply = useCallback(
    (state: PreviewState | null) => {
      if (!loaded.current || !state) return;
      if (state.url !== shownUrl.current) {
        shownUrl.current = state.url;
        loaded.current = false;
        frame.current!.src = previewSrc(state.url, state.locale);
        return;
      }
      send({ type: 'render', state });
    },
    [send],
  );
  const latest = useRef(preview);
  latest.current = preview;
  useEffect(() => apply(preview), [apply, preview]);

  useEffect(() => send({ type: 'select', name: selected, scroll: true }), [send, selected]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.type === 'select') onSelect(event.data.name);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  // A desktop page is laid out at its real width and scaled down to fit the panel.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => setScale(Math.min(1, (el.clientWidth - 16) / WIDTHS[device]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [device]);

  return (
    <section className="preview" aria-label="Live preview">
      <div className="preview-bar">
        <div role="group" aria-label="Preview width">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((d) => (
            <button key={d} type="button" aria-pressed={device === d} onClick={() => setDevice(d)}>
              {d === 'phone' ? 'Phone' : 'Desktop'} ({WIDTHS[d]} px)
            </button>
          ))}
        </div>
        <label>
          Address <input value={url} onChange={(e) => onUrl(e.target.value)} aria-describedby="preview-note" size={28} />
        </label>
        <p id="preview-note" className="hint">
          {stale ? 'The config has problems: the preview shows the last version without them.' : 'Click a block to select it.'}
        </p>
      </div>
      <div className="preview-box" ref={box}>
        <div style={{ width: WIDTHS[device] * scale, height: `calc((100vh - 140px))` }}>
          <iframe
            ref={frame}
            title="Preview"
            src={src}
            width={WIDTHS[device]}
            data-device={device}
            style={{ width: WIDTHS[device], height: `calc((100vh - 140px) / ${scale})`, transform: `scale(${scale})`, transformOrigin: '0 0' }}
            onLoad={() => {
              loaded.current = true;
              // What changed while the frame loaded (an edit, another address) goes in now.
              apply(latest.current);
              send({ type: 'select', name: selected, scroll: true });
            }}
          />
        </div>
      </div>
    </section>
  );
}
