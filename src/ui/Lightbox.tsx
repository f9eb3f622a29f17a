import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ContentImage } from './ContentImage';
import { Icon } from './icons';
import './lightbox.css';

export interface LightboxImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface LightboxLabels {
  dialog: string;
  previous: string;
  next: string;
  close: string;
}

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_MIN = 50;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal picture viewer. Focus moves in on open, stays inside (Tab wraps) and goes
 * back to whatever had it on close. Escape closes; arrows and swipes move, wrapping
 * at both ends. Render it only while open: mounting is opening.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
  labels,
}: {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];
  const go = (step: number) => onIndexChange((((index + step) % count) + count) % count);
  // On a right-to-left page the next picture lies to the left: the arrow keys and a swipe follow the page.
  const towardsNext = (el: Element) => (el.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-towardsNext(e.currentTarget));
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(towardsNext(e.currentTarget));
    } else if (e.key === 'Tab') {
      const focusables = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (!dialog.current?.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN) go((dx < 0 ? 1 : -1) * towardsNext(e.currentTarget));
  };

  if (!image) return null;
  return createPortal(
    <div className="lightbox-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="lightbox" role="dialog" aria-modal="true" aria-label={labels.dialog} onKeyDown={onKeyDown}>
        <button ref={closeButton} type="button" className="lightbox-button lightbox-close" aria-label={labels.close} onClick={onClose}>
          <Icon name="close" />
        </button>
        <figure className="lightbox-figure" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
          <ContentImage
            sizes={`(max-width: ${image.width + 32}px) calc(100vw - 32px), ${image.width}px`}
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
          />
          <figcaption className="lightbox-count" aria-live="polite">
            {index + 1} / {count}
          </figcaption>
        </figure>
        {count > 1 ? (
          <>
            <button type="button" className="lightbox-button lightbox-previous" aria-label={labels.previous} onClick={() => go(-1)}>
              <Icon name="arrowLeft" />
            </button>
            <button type="button" className="lightbox-button lightbox-next" aria-label={labels.next} onClick={() => go(1)}>
              <Icon name="arrowRight" />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
