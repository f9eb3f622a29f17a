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
  /** Signed by the site server: the answer, the form and an expiry (see server/shared/formsCaptcha.ts). */
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
  /**
   * Not taken though valid: sent sooner after the page appeared than a person fills a form, or
   * with a proof used before. What was typed is kept and a sentence asks to check and send again.
   */
  resend?: boolean;
  /** When the form was rendered, signed by the site server: a submission sent sooner than MIN_FILL_MS after is not taken. */
  stamp?: string;
}

/** The hidden fields a posted form carries; no configured field name starts with "_". */
export const FORM_FIELD = '_form';
export const CAPTCHA_FIELD = '_captcha';
export const STAMP_FIELD = '_stamp';
/**
 * The honeypot: an input no person sees or reaches (off screen, aria-hidden, out of the tab
 * order, no autofill), which form-filling scripts fill. A submission with it filled is not taken.
 */
export const HONEYPOT_FIELD = '_website';
/**
 * A form sent by script to the API names its proof here (the API cannot read the page):
 * `form` (page#block id), `stamp`, `captcha` (token) and `answer`, `trap` (1: honeypot filled),
 * URL-encoded. A header, not body fields, so every body stays what the API's contract says, and the API
 * can refuse before reading an upload.
 */
export const PROOF_HEADER = 'X-Form-Proof';
/** The PROOF_HEADER value: URL-encoded, read by server/shared/formsCaptcha.ts's parseProof. */
export function encodeProof(proof: {
  form: string;
  stamp?: string | undefined;
  captcha?: string | undefined;
  answer?: string | undefined;
  trap?: boolean;
}): string {
  const params = new URLSearchParams({ form: proof.form });
  if (proof.stamp) params.set('stamp', proof.stamp);
  if (proof.captcha) params.set('captcha', proof.captcha);
  if (proof.answer) params.set('answer', proof.answer);
  if (proof.trap) params.set('trap', '1');
  return params.toString();
}

/** Where a form mounted in the browser (after a client-side navigation) asks the site server for its stamp and question. */
export const FORM_PROOF_PATH = '/_form-proof';

/** A person takes longer than this to fill any of the forms; a script posting at once does not. */
export const MIN_FILL_MS = 3000;
/** The key a form's tokens are signed for: its page and block id, so one page's question does not answer another's. */
export const formKey = (pathname: string, id: string) => `${pathname}#${id}`;
/** The query parameter of the page a form with a success message comes back to (a block id, never a typed value). */
export const SENT_PARAM = 'sent';

export type IssueCaptcha = (formId: string, min: number, max: number) => CaptchaQuestion;
export type IssueStamp = (formId: string) => string;

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
    private readonly issueStamp?: IssueStamp,
  ) {}

  snapshot(formId: string, captcha?: { min: number; max: number }): FormSnapshot | undefined {
    if (formId in this.used) return this.used[formId];
    let snapshot = this.given[formId];
    if (captcha && !snapshot?.captcha && this.issue) snapshot = { ...snapshot, captcha: this.issue(formId, captcha.min, captcha.max) };
    // Every form the server renders is stamped with the time it was rendered (a form coming back gets a new one).
    if (this.issueStamp && !snapshot?.stamp) snapshot = { ...snapshot, stamp: this.issueStamp(formId) };
    if (snapshot) this.used[formId] = snapshot;
    return snapshot;
  }
}
