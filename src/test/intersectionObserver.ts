import { vi } from 'vitest';

export interface ObservedTarget {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  target?: Element;
}

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives: each observer
 * is recorded with its options and target; `fire` reports the target in or out of view.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: ObservedTarget[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: ObservedTarget;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, ...(options ? { options } : {}) };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {}
    },
  );
  const fire = (observer: ObservedTarget, isIntersecting: boolean) =>
    observer.callback([{ isIntersecting, target: observer.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observers, fire };
}
