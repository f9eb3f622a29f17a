/**
 * What the site server tells a page's forms: the captcha question it chose (with its
 * signed token) and, when a form was posted without script, what came back — the values
 * typed, the first failing field, or the outcome. The server renders the forms from it,
 * embeds what they used in the page's data, and the browser hydrates them from the same
 * snapshot, so both sides render the same markup.
 *
 * No React here: the site server's own modules import this, and React must first be
 * loaded by the server renderer (production build), not by them.
 */
import type { FieldError, Values } from './rules';

export interface CaptchaQuestion {
  a: number;
  b: number;
  /** Signed by the site server: the answer, the form and an expiry (see server/site/formsCaptcha.ts). */
  token: string;
}

export interface FormSnapshot {
  captcha?: CaptchaQuestion;
  /** What was typed (file inputs excepted: a browser cannot be given a file back). */
  values?: Values;
  /** The first failing field and its message, as the rule engine found it. */
  error?: FieldError;
  /** The API answered: 'failed' shows the failure message, 'success' the success message. */
  status?: 'failed' | 'success';
  /** File fields whose file was sent but cannot be shown again: the visitor chooses it again. */
  refile?: string[];
}

/** The hidden fields a posted form carries; no configured field name starts with "_". */
export const FORM_FIELD = '_form';
export const CAPTCHA_FIELD = '_captcha';
/** The query parameter of the page a form with a success message comes back to (a block id, never a typed value). */
export const SENT_PARAM = 'sent';

export type IssueCaptcha = (formId: string, min: number, max: number) => CaptchaQuestion;

/**
 * One page render's form snapshots, by block id. On the server, a form with a captcha that
 * was given none gets a fresh question here; whatever a form read is kept in `used`, which
 * the server embeds for hydration. A block may render more than once (Suspense retries),
 * so a form reads the same snapshot every time.
 */
export class PageForms {
  readonly used: Record<string, FormSnapshot> = {};

  constructor(
    private readonly given: Record<string, FormSnapshot> = {},
    private readonly issue?: IssueCaptcha,
  ) {}

  snapshot(formId: string, captcha?: { min: number; max: number }): FormSnapshot | undefined {
    if (formId in this.used) return this.used[formId];
    let snapshot = this.given[formId];
    if (captcha && !snapshot?.captcha && this.issue) snapshot = { ...snapshot, captcha: this.issue(formId, captcha.min, captcha.max) };
    if (snapshot) this.used[formId] = snapshot;
    return snapshot;
  }
}

