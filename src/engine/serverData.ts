/**
 * Block data as a server render uses it: each call gets until a deadline; what
 * arrived in time renders into the HTML (and is embedded for hydration), the rest is
 * left to the browser, which fetches it exactly as on a client-side navigation.
 */
import type { BlockDataResult } from '../data/source';
import type { BlockPromises } from './loader';
import { settled } from './settled';

/** Thrown (through `use`) in place of a block's data so React leaves that block to the browser. */
export class LeftToBrowser extends Error {
  readonly digest = LEFT_TO_BROWSER;
  constructor(reason: string) {
    super(`Left to the browser: ${reason}`);
    this.name = 'LeftToBrowser';
  }
}
export const LEFT_TO_BROWSER = 'left-to-browser';

export const TIMED_OUT = Symbol('timed out');
export type Outcome = BlockDataResult | typeof TIMED_OUT;

export interface ServerData {
  /** What each block's call came to by the deadline. */
  outcomes: Record<string, Promise<Outcome>>;
  /** The promises the blocks render from: already settled ones render in the first bytes. */
  forRender(): BlockPromises;
  /** Data that arrived in time, by block key: the browser hydrates from it without calling the API. */
  embedded: Record<string, unknown>;
}

function rejectedNow(reason: Error): Promise<never> {
  const p = Promise.reject(reason);
  // Read by React's use(); never a floating unhandled rejection.
  p.catch(() => {});
  return Object.assign(p, { status: 'rejected' as const, reason });
}

export function withDeadline(promises: BlockPromises, deadline: Promise<typeof TIMED_OUT>): ServerData {
  const outcomes: Record<string, Promise<Outcome>> = {};
  const done = new Map<string, Outcome>();
  const embedded: Record<string, unknown> = {};
  for (const [key, promise] of Object.entries(promises)) {
    outcomes[key] = Promise.race([promise, deadline]).then((outcome) => {
      done.set(key, outcome);
      if (outcome !== TIMED_OUT && outcome.status === 'ok') embedded[key] = outcome.data;
      return outcome;
    });
  }
  const toResult = (outcome: Outcome): BlockDataResult => {
    if (outcome === TIMED_OUT) throw new LeftToBrowser('the API did not answer in time');
    // A failed call is the browser's to retry and to report (docs/behaviour.md, "Failures").
    if (outcome.status !== 'ok') throw new LeftToBrowser(outcome.error.message);
    return outcome;
  };
  return {
    outcomes,
    embedded,
    forRender() {
      const out: BlockPromises = {};
      for (const [key, outcome] of Object.entries(outcomes)) {
        const now = done.get(key);
        if (now === undefined) {
          const p = outcome.then(toResult);
          p.catch(() => {});
          out[key] = p;
        } else {
          try {
            out[key] = settled(toResult(now));
          } catch (e) {
            out[key] = rejectedNow(e instanceof Error ? e : new Error(String(e)));
          }
        }
      }
      return out;
    },
  };
}

/** Resolves to TIMED_OUT after `ms`, without keeping the process alive. */
export function deadlineAfter(ms: number): Promise<typeof TIMED_OUT> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(TIMED_OUT), ms);
    // Node's timers have unref (so a pending deadline never keeps the process up); the DOM's ids do not.
    (t as { unref?: () => void }).unref?.();
  });
}
