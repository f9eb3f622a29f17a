/**
 * The forms' arithmetic captcha, chosen by the site server: the question is in the page's
 * HTML, and a token signed with HMAC-SHA256 over the answer, the form and an expiry lets
 * any instance that shares the secret check an answer posted without script, without
 * keeping anything. The question's numbers ride in the token in the clear (they are on the
 * page anyway), so a form sent back with another field's error keeps its question.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaQuestion } from '../../src/forms/snapshot';

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
}

const TOKEN = /^(\d+)\.(\d+)\.(\d+)\.([A-Za-z0-9_-]{43})$/;

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
  const matches = (formKey: string, parsed: NonNullable<ReturnType<typeof parse>>, answer: number) => {
    const expected = mac(formKey, answer, parsed.expires);
    return parsed.signature.length === expected.length && timingSafeEqual(parsed.signature, expected);
  };
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
  };
}
