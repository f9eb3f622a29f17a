/**
 * The forms' arithmetic captcha, chosen by the site server: the question is in the page's
 * HTML, and a token signed with HMAC-SHA256 over the form, both numbers of the question and
 * an expiry lets any instance that shares the secret check an answer posted without script.
 * The question's numbers ride in the token in the clear (they are on the page anyway), so a
 * form sent back with another field's error keeps its question; signing the numbers rather
 * than their sum means a token cannot be rewritten to ask another question with the same answer.
 * A proof is good once (whoever takes it records it, usedProofs.ts), unless it is shared: one
 * written into a page any cache may keep, which every visitor that cache hands the page to
 * carries. A shared proof is good, as often as the rate limit lets one address send, for the
 * window after the page was rendered (SHARED_PROOF_TTL_MS); its signature says it is shared, so
 * a single-use proof can never pass for one.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS, type CaptchaQuestion } from '../../src/forms/snapshot';

/** How long a question may be answered: long enough to fill a form, short enough that a solved one is not worth collecting. */
export const CAPTCHA_TTL_MS = 60 * 60 * 1000;

/** A secret for one run: FORM_SECRET when set is shared by every instance; otherwise `npm start` makes one and hands it to its processes. */
export function newFormSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What a form's proofs are signed for: the endpoint its submission goes to and the form (page
 * and block id), so a proof made for one form is worth nothing at another form's endpoint.
 */
export const proofKey = (endpoint: string, formKey: string) => `${endpoint} ${formKey}`;

/** Whether a proof is shared (written into a page a cache may keep) rather than good once. */
interface ProofKind {
  shared?: boolean;
}

export interface Captcha {
  /** A new question for a form (its `proofKey`). */
  issue(formKey: string, min: number, max: number, kind?: ProofKind): CaptchaQuestion;
  /** The question the token carries, if the token is genuine and not expired. */
  question(formKey: string, token: string): { a: number; b: number } | null;
  /** Whether `answer` is the token's answer (and the token genuine, for this form, not expired). */
  check(formKey: string, token: string, answer: number): boolean;
  /**
   * A signed render-time stamp for a form: `issued.salt.HMAC(secret, "stamp", formKey, issued, salt)`, or for
   * a shared one `issued.shared.HMAC(…, "shared")`. `issued` (default now) is only ever a time a genuine
   * stamp of the same form already carried.
   */
  stamp(formKey: string, issued?: number, kind?: ProofKind): string;
  /**
   * How long ago the stamp's form was rendered (ms), if the stamp is genuine, for this form, and within its
   * window: STAMP_TTL_MS for a stamp good once, SHARED_PROOF_TTL_MS for a shared one.
   */
  stampAge(formKey: string, stamp: string): number | null;
  /**
   * When a genuine stamp of this form was rendered, if within STAMP_TTL_MS, whatever its kind: a shared
   * stamp past its window is renewed (as one good once) from the moment it proves.
   */
  stampIssued(formKey: string, stamp: string): number | null;
}

/**
 * How long a stamp holds: a page kept open in a tab all day can still be sent; a stamp
 * collected once cannot be used for ever. Pages behind the CDN carry stamps up to its
 * 12 minutes old (s-maxage + stale-while-revalidate), which only makes them older than 3 s.
 */
export const STAMP_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a shared proof holds after its page was rendered. A cache hands the page on for at most
 * 12 minutes (the CDN's s-maxage and stale-while-revalidate; HTML_CACHE_SECONDS is shorter), which
 * leaves a visitor most of the hour to fill the form; a shared proof collected by a script is worth
 * that hour and no more, within the rate limit, and taught it nothing the page does not show.
 */
export const SHARED_PROOF_TTL_MS = 60 * 60 * 1000;

/** Stands where a single-use proof has its salt (always 11 characters), so the two kinds never sign the same bytes. */
const SHARED = 'shared';

/** Why a submission was taken for spam; counted in the log by form and kind, never with a value. */
export type SpamKind = 'honeypot' | 'too-fast' | 'no-stamp' | 'replayed';

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

// One good once carries a few random bytes: two visitors shown the same form in the same millisecond get two proofs, each
// good once. A shared one carries the word "shared" there instead.
const TOKEN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,15})\.(shared|[A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{43})$/;
const STAMP = /^(\d{1,15})\.(shared|[A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{43})$/;
const nonce = () => randomBytes(8).toString('base64url');
const equal = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

export function createCaptcha(secret: string, now: () => number = Date.now): Captcha {
  if (!secret) throw new Error('The captcha needs a secret');
  // "captcha" and "stamp" first: the two kinds can never sign the same bytes.
  const mac = (formKey: string, a: number, b: number, expires: number, salt: string) =>
    createHmac('sha256', secret).update(`captcha\n${formKey}\n${a}\n${b}\n${expires}\n${salt}`).digest();
  const parse = (token: string) => {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const [a, b, expires] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (expires < now()) return null;
    return { a, b, expires, salt: m[4]!, signature: Buffer.from(m[5]!, 'base64url') };
  };
  const genuine = (formKey: string, parsed: NonNullable<ReturnType<typeof parse>>) =>
    equal(parsed.signature, mac(formKey, parsed.a, parsed.b, parsed.expires, parsed.salt));
  const stampMac = (formKey: string, issued: number, salt: string) => createHmac('sha256', secret).update(`stamp\n${formKey}\n${issued}\n${salt}`).digest();
  // Genuine, for this form, and not older than its kind's window: the stamp's render time; else null.
  const issuedAt = (formKey: string, stamp: string, maxAge: (salt: string) => number) => {
    const m = STAMP.exec(stamp);
    if (!m) return null;
    const issued = Number(m[1]);
    const age = now() - issued;
    if (age < 0 || age > maxAge(m[2]!)) return null;
    return equal(Buffer.from(m[3]!, 'base64url'), stampMac(formKey, issued, m[2]!)) ? issued : null;
  };
  return {
    issue(formKey, min, max, kind = {}) {
      const a = randomInt(min, max + 1);
      const b = randomInt(min, max + 1);
      const expires = now() + (kind.shared ? Math.min(CAPTCHA_TTL_MS, SHARED_PROOF_TTL_MS) : CAPTCHA_TTL_MS);
      const salt = kind.shared ? SHARED : nonce();
      return { a, b, token: `${a}.${b}.${expires}.${salt}.${mac(formKey, a, b, expires, salt).toString('base64url')}` };
    },
    question(formKey, token) {
      const parsed = parse(token);
      return parsed && genuine(formKey, parsed) ? { a: parsed.a, b: parsed.b } : null;
    },
    check(formKey, token, answer) {
      const parsed = parse(token);
      return parsed !== null && Number.isSafeInteger(answer) && genuine(formKey, parsed) && answer === parsed.a + parsed.b;
    },
    stamp(formKey, issued = now(), kind = {}) {
      const salt = kind.shared ? SHARED : nonce();
      return `${issued}.${salt}.${stampMac(formKey, issued, salt).toString('base64url')}`;
    },
    stampAge(formKey, stamp) {
      const issued = issuedAt(formKey, stamp, (salt) => (salt === SHARED ? SHARED_PROOF_TTL_MS : STAMP_TTL_MS));
      return issued === null ? null : now() - issued;
    },
    stampIssued(formKey, stamp) {
      return issuedAt(formKey, stamp, () => STAMP_TTL_MS);
    },
  };
}

/**
 * How a stamp or token is recorded once taken: its signature (unique to it) and the moment it
 * would expire anyway, after which the record can go. Null for what is not shaped like one, and
 * for a shared proof, which is never recorded: every visitor of a cached page carries it.
 */
export function proofTicket(kind: 'stamp' | 'captcha', value: string): { key: string; expiresAt: number } | null {
  if (kind === 'stamp') {
    const m = STAMP.exec(value);
    return m && m[2] !== SHARED ? { key: `stamp:${m[3]!}`, expiresAt: Number(m[1]) + STAMP_TTL_MS } : null;
  }
  const m = TOKEN.exec(value);
  return m && m[4] !== SHARED ? { key: `captcha:${m[5]!}`, expiresAt: Number(m[3]) } : null;
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
