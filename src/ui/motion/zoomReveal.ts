import { loadScrollMotion } from './gsap';

export interface ZoomRevealOptions {
  /** The section that is pinned while the reveal plays. */
  section: HTMLElement;
  /** Zooms in while the user scrolls. */
  media: HTMLElement;
  /** Fades away, revealing the media. */
  overlay: HTMLElement[];
  /** How far the user scrolls while pinned, in viewport heights. */
  lengthVh?: number;
  /** Called with true while the section is pinned, false once it is left either way. */
  onActiveChange: (active: boolean) => void;
}

/**
 * The hero's scroll-driven zoom reveal: the section stays pinned for a viewport or so
 * while the media scales up and the overlay fades. Returns a cleanup that restores
 * every style gsap touched (so a resize or unmount leaves no pinned spacer behind).
 */
export function zoomReveal({ section, media, overlay, lengthVh = 100, onActiveChange }: ZoomRevealOptions): () => void {
  let cancelled = false;
  let revert: (() => void) | undefined;
  void loadScrollMotion().then(({ gsap }) => {
    if (cancelled) return;
    const ctx = gsap.context(() => {
      const tl = gsap.timeline({
        scrollTrigger: {
          trigger: section,
          start: 'top top',
          end: `+=${lengthVh}%`,
          pin: true,
          scrub: true,
          onToggle: (self) => onActiveChange(self.isActive),
        },
      });
      tl.fromTo(media, { scale: 1 }, { scale: 1.25, ease: 'none' }, 0);
      if (overlay.length) tl.to(overlay, { opacity: 0, y: -80, ease: 'none' }, 0);
    }, section);
    revert = () => ctx.revert();
  });
  return () => {
    cancelled = true;
    revert?.();
  };
}
