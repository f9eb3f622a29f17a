/**
 * Undo and redo over whole configs: every change is a new config (nothing mutates one),
 * so history is a list of them. Keystrokes in one field within a second make one step.
 */
import type { SiteConfig } from '../../src/engine/types';

export interface History {
  past: SiteConfig[];
  present: SiteConfig;
  future: SiteConfig[];
  /** The field the last step typed into, and when: the next keystroke there joins the step. */
  last: { key: string; at: number } | null;
}

export type HistoryAction = { type: 'change'; config: SiteConfig; key?: string; at: number } | { type: 'undo' } | { type: 'redo' };

const LIMIT = 200;
const JOIN_MS = 1000;

export function historyOf(config: SiteConfig): History {
  return { past: [], present: config, future: [], last: null };
}

export function historyReducer(h: History, action: HistoryAction): History {
  switch (action.type) {
    case 'change': {
      if (action.config === h.present) return h;
      const joins = action.key !== undefined && h.last?.key === action.key && action.at - h.last.at < JOIN_MS;
      return {
        past: joins ? h.past : [...h.past, h.present].slice(-LIMIT),
        present: action.config,
        future: [],
        last: action.key === undefined ? null : { key: action.key, at: action.at },
      };
    }
    case 'undo': {
      const prev = h.past.at(-1);
      return prev ? { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], last: null } : h;
    }
    case 'redo': {
      const next = h.future[0];
      return next ? { past: [...h.past, h.present], present: next, future: h.future.slice(1), last: null } : h;
    }
  }
}
