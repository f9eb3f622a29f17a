/**
 * Spam checks on the API's submission routes, for forms sent by script: the
 * render stamp, the honeypot and the captcha answer arrive in X-Form-Proof, signed by the
 * site server with the FORM_SECRET both share; the API verifies them before reading the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha, proofKey, SHARED_PROOF_TTL_MS } from '../shared/formsCaptcha.ts';
import { encodeProof, PROOF_HEADER } from '../../src/forms/snapshot.ts';
import { startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';

const SECRET = 'proof-test-secret';
let api: TestApi;
const logs: string[] = [];
beforeAll(async () => {
  const stream = { write: (line: string) => void logs.push(line) };
  api = await startTestApi({ formSecret: SECRET, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await api?.close();
});

const now = createCaptcha(SECRET);
// A form rendered 5 s ago: a person's pace.
const earlier = createCaptcha(SECRET, () => Date.now() - 5000);
const KEY = '/contact#contact-form';
const CONTACT = '/api/ContactFormSubmission';
// What the site server signs a form's proofs for: the endpoint the form posts to, its page and id.
const SIGNED = proofKey(CONTACT, KEY);
const SIGNUP = proofKey('/api/GetInTouch', '/#newsletter');
const contact = (name: string) => ({ name, email: 'p@example.com', phone: '1234567', comment: 'Hello' });
const count = (sql: string, ...args: unknown[]) =>
  api.db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

async function send(path: string, body: unknown, proof: string | null) {
  const res = await fetch(api.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_SITE, ...(proof === null ? {} : { [PROOF_HEADER]: proof }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { message: string; field?: string; id?: number } };
}

describe('form proof on the API', () => {
  it('takes a contact message with a stamp over 3 s old and the right captcha answer', async () => {
    const q = earlier.issue(SIGNED, 1, 5);
    const name = `Proof ok ${Date.now()}`;
    const res = await send(
      '/api/ContactFormSubmission',
      contact(name),
      encodeProof({ form: KEY, stamp: earlier.stamp(SIGNED), captcha: q.token, answer: String(q.a + q.b) }),
    );
    expect(res.status).toBe(200);
    expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(1);
  });

  it("checks the captcha itself: none, a wrong answer, or another form's token is a 400 naming the captcha; nothing stored", async () => {
    const q = earlier.issue(SIGNED, 1, 5);
    const other = earlier.issue(proofKey('/api/Career/CareerFormRegister', '/careers/x#apply'), 1, 5);
    const stamp = earlier.stamp(SIGNED);
    for (const proof of [
      encodeProof({ form: KEY, stamp }),
      encodeProof({ form: KEY, stamp, captcha: q.token, answer: String(q.a + q.b + 1) }),
      encodeProof({ form: KEY, stamp, captcha: other.token, answer: String(other.a + other.b) }),
      encodeProof({ form: KEY, stamp, captcha: createCaptcha('another-secret').issue(SIGNED, 1, 5).token, answer: '2' }),
    ]) {
      const name = `Proof captcha ${Math.random()}`;
      const res = await send('/api/ContactFormSubmission', contact(name), proof);
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('captcha');
      expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(0);
    }
  });

  it('refuses a submission sent sooner than 3 s after its form was rendered, or with no genuine stamp (400), and logs the kind, never a value', async () => {
    const q = now.issue(SIGNED, 1, 5);
    for (const [stamp, kind] of [
      [now.stamp(SIGNED), 'too-fast'],
      ['', 'no-stamp'],
      [createCaptcha('another-secret', () => Date.now() - 5000).stamp(SIGNED), 'no-stamp'],
    ] as const) {
      const name = `Proof fast ${kind} ${Math.random()}`;
      const res = await send('/api/ContactFormSubmission', contact(name), encodeProof({ form: KEY, stamp, captcha: q.token, answer: String(q.a + q.b) }));
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('stamp');
      expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(0);
      expect(logs.some((l) => l.includes(`"spam":"${kind}"`) && l.includes('ContactFormSubmission'))).toBe(true);
    }
    // A submission with no proof at all is refused the same way: a script posting straight to the API.
    const bare = await send('/api/GetInTouch', { email: `bare-${Date.now()}@example.com` }, null);
    expect(bare.status).toBe(400);
    expect(logs.join('')).not.toContain('Proof fast');
  });

  it('answers a filled honeypot exactly as a stored sign-up (an id that counts up), stores nothing, and counts it', async () => {
    const real = await send(
      '/api/GetInTouch',
      { email: `real-${Date.now()}@example.com` },
      encodeProof({ form: '/#newsletter', stamp: earlier.stamp(SIGNUP) }),
    );
    const email = `trap-${Date.now()}@example.com`;
    const res = await send('/api/GetInTouch', { email }, encodeProof({ form: '/#newsletter', stamp: earlier.stamp(SIGNUP), trap: true }));
    expect(res.status).toBe(real.status);
    expect(Object.keys(res.json)).toEqual(Object.keys(real.json));
    expect(res.json.id).toBe(real.json.id! + 1);
    // Invalid fields with the honeypot filled: the same 400 as without it.
    const bad = await send('/api/GetInTouch', { email: 'nope' }, encodeProof({ form: '/#newsletter', stamp: earlier.stamp(SIGNUP), trap: true }));
    const badReal = await send('/api/GetInTouch', { email: 'nope' }, encodeProof({ form: '/#newsletter', stamp: earlier.stamp(SIGNUP) }));
    expect([bad.status, bad.json]).toEqual([badReal.status, badReal.json]);
    expect(count('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?', email)).toBe(0);
    const line = logs.find((l) => l.includes('"spam":"honeypot"'))!;
    expect(line).toContain('"count":1');
    expect(line).not.toContain(email);
  });

  it('a sign-up (no captcha) needs only the stamp', async () => {
    const email = `stamped-${Date.now()}@example.com`;
    const res = await send('/api/GetInTouch', { email }, encodeProof({ form: '/#newsletter', stamp: earlier.stamp(SIGNUP) }));
    expect(res.status).toBe(200);
    expect(count('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?', email)).toBe(1);
  });

  it('takes a proof once: the same stamp, token and answer sent four times stores one message', async () => {
    const q = earlier.issue(SIGNED, 1, 5);
    const proof = encodeProof({ form: KEY, stamp: earlier.stamp(SIGNED), captcha: q.token, answer: String(q.a + q.b) });
    const name = `Replayed ${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(CONTACT, contact(name), proof)).status);
    expect(statuses).toEqual([200, 400, 400, 400]);
    expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(1);
    // The token alone, with a fresh stamp, is spent too.
    const again = await send(CONTACT, contact(name), encodeProof({ form: KEY, stamp: earlier.stamp(SIGNED), captcha: q.token, answer: String(q.a + q.b) }));
    expect([again.status, again.json.field]).toEqual([400, 'captcha']);
    expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(1);
  });

  it("takes a cached page's shared proofs from every visitor that sends them, as the rate limit allows; not past their hour", async () => {
    const shared = { shared: true };
    const q = earlier.issue(SIGNED, 1, 5, shared);
    const proof = encodeProof({ form: KEY, stamp: earlier.stamp(SIGNED, undefined, shared), captcha: q.token, answer: String(q.a + q.b) });
    const names = ['first', 'second'].map((visitor) => `Shared ${visitor} ${Date.now()}`);
    for (const name of names) expect((await send(CONTACT, contact(name), proof)).status, name).toBe(200);
    for (const name of names) expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(1);
    const past = createCaptcha(SECRET, () => Date.now() - SHARED_PROOF_TTL_MS - 1000).stamp(SIGNED, undefined, shared);
    const late = await send(
      CONTACT,
      contact(`Shared late ${Date.now()}`),
      encodeProof({ form: KEY, stamp: past, captcha: q.token, answer: String(q.a + q.b) }),
    );
    expect([late.status, late.json.field]).toEqual([400, 'stamp']);
  });

  it("refuses a proof made for another form's endpoint (the job form's, sent to the contact endpoint)", async () => {
    const jobKey = '/careers/x#apply';
    const signedForJob = proofKey('/api/Career/CareerFormRegister', jobKey);
    const q = earlier.issue(signedForJob, 1, 5);
    const name = `Wrong endpoint ${Date.now()}`;
    for (const form of [jobKey, KEY]) {
      const res = await send(CONTACT, contact(name), encodeProof({ form, stamp: earlier.stamp(signedForJob), captcha: q.token, answer: String(q.a + q.b) }));
      expect(res.status).toBe(400);
    }
    expect(count('SELECT COUNT(*) FROM contact_message WHERE name = ?', name)).toBe(0);
  });

  it("lets the site's pages send the header (CORS preflight)", async () => {
    const res = await fetch(api.url + '/api/ContactFormSubmission', {
      method: 'OPTIONS',
      headers: { origin: TEST_SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-form-proof' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-form-proof');
  });
});
