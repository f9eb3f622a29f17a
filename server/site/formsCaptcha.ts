/**
 * The forms' arithmetic captcha, chosen by the site server: the question is in the page's
 * HTML, and a token signed with HMAC-SHA256 over the answer, the form and an expiry lets
 * any instance that shares the secret check an answer posted without script, without
 * keeping anything. The question's numbers ride in the token in the clear (they are on the
 * page anyway), so a form sent back with another field's error keeps its question.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS, type CaptchaQuestion } from '../../src/forms/snapshot';

/** How long a question may be answered: long enough to fill a form, short enough that a solved one is not worth collecting. */
export const CAPTCHA_TTL_MS = 60 * 60 * 1000;

/** A secret for one run: FORM_SECRET when set is shared by every instance; otherwise `npm start` makes one and hands it to its processes. */
export function newFormSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface Captcha {
  /** A new question for a form (`formKey`: the page's path and the form's block id). */
  issue(formKey: string, min: number, max: number): CaptchaQuestion;
  /** The question the token carries, if the token is genuine and not expired. */
  question(formKey: string, token: string): { a: number; b: number } | null;
  /** Whether `answer` is the token's answer (and the token genuine, for this form, not expired). */
  check(formKey: string, token: string, answer: number): boolean;
  /** A signed render-time stamp for a form: `issued.HMAC(secret, "stamp", formKey, issued)`. */
  stamp(formKey: string): string;
  /** How long ago the stamp's form was rendered (ms), if the stamp is genuine, for this form, and younger than STAMP_TTL_MS. */
  stampAge(formKey: string, stamp: string): number | null;
}

/**
 * How long a stamp holds: a page kept open in a tab all day can still be sent; a stamp
 * collected once cannot be used for ever. Pages behind the CDN carry stamps up to its
 * 12 minutes old (s-maxage + stale-while-revalidate), which only makes them older than 3 s.
 */
export const STAMP_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a submission was taken for spam; counted in the log by form and kind, never with a value. */
export type SpamKind = 'honeypot' | 'too-fast' | 'no-stamp';

/**
 * The spam checks both servers make: the honeypot filled, no genuine stamp, or sent sooner
 * than `minFillMs` after the form was rendered. `null`: none of them.
 */
export function spamOf(captcha: Captcha, key: string, proof: { stamp: string; trap: boolean }, minFillMs = MIN_FILL_MS): SpamKind | null {
  if (proof.trap) return 'honeypot';
  const age = captcha.stampAge(key, proof.stamp);
  if (age === null) return 'no-stamp';
  return age < minFillMs ? 'too-fast' : null;
}

const TOKEN = /^(\d+)\.(\d+)\.(\d+)\.([A-Za-z0-9_-]{43})$/;
const STAMP = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const equal = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

export function createCaptcha(secret: string, now: () => number = Date.now): Captcha {
  if (!secret) throw new Error('The captcha needs a secret');
  const mac = (formKey: string, answer: number, expires: number) =>
    createHmac('sha256', secret).update(`${formKey}\n${answer}\n${expires}`).digest();
  const parse = (token: string) => {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const [a, b, expires] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (expires < now()) return null;
    return { a, b, expires, signature: Buffer.from(m[4]!, 'base64url') };
  };
  const matches = (formKey: string, parsed: NonNullable<ReturnType<typeof parse>>, answer: number) => equal(parsed.signature, mac(formKey, answer, parsed.expires));
  // "stamp" first: a captcha's input starts with the form key, so the two can never sign the same bytes.
  const stampMac = (formKey: string, issued: number) => createHmac('sha256', secret).update(`stamp\n${formKey}\n${issued}`).digest();
  return {
    issue(formKey, min, max) {
      const a = randomInt(min, max + 1);
      const b = randomInt(min, max + 1);
      const expires = now() + CAPTCHA_TTL_MS;
      return { a, b, token: `${a}.${b}.${expires}.${mac(formKey, a + b, expires).toString('base64url')}` };
    },
    question(formKey, token) {
      const parsed = parse(token);
      return parsed && matches(formKey, parsed, parsed.a + parsed.b) ? { a: parsed.a, b: parsed.b } : null;
    },
    check(formKey, token, answer) {
      const parsed = parse(token);
      return parsed !== null && Number.isSafeInteger(answer) && matches(formKey, parsed, answer);
    },
    stamp(formKey) {
      const issued = now();
      return `${issued}.${stampMac(formKey, issued).toString('base64url')}`;
    },
    stampAge(formKey, stamp) {
      const m = STAMP.exec(stamp);
      if (!m) return null;
      const issued = Number(m[1]);
      const age = now() - issued;
      if (age < 0 || age > STAMP_TTL_MS) return null;
      return equal(Buffer.from(m[2]!, 'base64url'), stampMac(formKey, issued)) ? age : null;
    },
  };
}

/** What a form sent by script names in its PROOF_HEADER (see src/forms/snapshot.ts). */
export interface FormProof {
  form: string;
  stamp: string;
  captcha: string;
  answer: number;
  trap: boolean;
}

export function parseProof(header: string | string[] | undefined): FormProof {
  const params = new URLSearchParams(typeof header === 'string' ? header.slice(0, 2000) : '');
  const answer = params.get('answer') ?? '';
  return {
    form: params.get('form') ?? '',
    stamp: params.get('stamp') ?? '',
    captcha: params.get('captcha') ?? '',
    answer: /^\d{1,6}$/.test(answer) ? Number(answer) : Number.NaN,
    trap: Boolean(params.get('trap')),
  };
}

/**
 * Counts refused spam per form and kind, and logs the running count: what an operator reads.
 * Never a value: the form's id (or route) and the kind only.
 */
export function spamCounter(log: (entry: { form: string; spam: SpamKind; count: number }) => void) {
  const counts = new Map<string, number>();
  return (form: string, spam: SpamKind) => {
    const key = `${form} ${spam}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    log({ form, spam, count });
  };
}
