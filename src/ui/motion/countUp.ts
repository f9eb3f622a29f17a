import { loadGsap } from './gsap';

export interface CountUpOptions {
  from?: number;
  to: number;
  durationMs: number;
  onUpdate: (value: number) => void;
}

/** Tweens a number from `from` to `to`; returns a cancel function usable at once. */
export function countUp({ from = 0, to, durationMs, onUpdate }: CountUpOptions): () => void {
  let cancelled = false;
  let kill: (() => void) | undefined;
  void loadGsap().then((gsap) => {
    if (cancelled) return;
    const state = { value: from };
    const tween = gsap.to(state, {
      value: to,
      duration: durationMs / 1000,
      ease: 'power1.out',
      onUpdate: () => onUpdate(state.value),
      // The last frame lands exactly on the target, whatever the easing rounding.
      onComplete: () => onUpdate(to),
    });
    kill = () => tween.kill();
  });
  return () => {
    cancelled = true;
    kill?.();
  };
}
