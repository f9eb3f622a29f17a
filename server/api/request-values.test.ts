/**
 * Values a request carries are looked up by own key only: `constructor`, `__proto__` and
 * `toString` (which every object inherits) name nothing anywhere a query or body value is
 * looked up, and text that would steer a terminal is refused or shown escaped.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../db/paths.ts';
import { hasControlCharacters } from '../../src/forms/controlCharacters.ts';
import { startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';

const INHERITED = ['constructor', '__proto__', 'toString'];
const run = promisify(execFile);
const submissions = (...args: string[]) => run(join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(repoRoot, 'scripts', 'submissions.ts'), ...args]);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(api.url + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_SITE, ...headers }, body });

describe('inherited names are no keys', () => {
  it('the API: a body naming them as fields, a vitals metric named so: 400', async () => {
    for (const key of INHERITED) {
      const res = await postJson('/api/GetInTouch', `{"email":"a@example.com","${key}":{"x":1}}`);
      expect(res.status, key).toBe(400);
      const vitals = await postJson('/vitals', JSON.stringify({ name: key, value: 1, route: '/', path: '/' }), { 'content-type': 'text/plain' });
      expect(vitals.status, key).toBe(400);
    }
    expect(api.db.prepare("SELECT COUNT(*) FROM vitals WHERE name IN ('constructor', '__proto__', 'toString')").pluck().get()).toBe(0);
  });

  it('npm run submissions: --type with an inherited name is refused', async () => {
    for (const key of INHERITED) {
      const failed = await submissions('--type', key, '--data-dir', api.dataDir).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code, key).toBe(2);
      expect(failed?.stderr).toContain('Unknown --type');
    }
  });
});

describe('control characters', () => {
  it('the API refuses them in text fields (400, the field named), keeps newlines in a comment, and cleans file names', async () => {
    const contact = (over: Record<string, string>) =>
      postJson('/api/ContactFormSubmission', JSON.stringify({ name: 'Ctl', email: 'c@example.com', phone: '1234567', comment: 'Hi', ...over }));
    for (const [field, value] of [
      ['comment', 'a\u001b]8;;http://evil.example\u001b\\b'],
      ['name', 'x\u202Eexe.txt'],
      ['phone', '123\u00854567'],
    ]) {
      const res = await contact({ [field!]: value! });
      expect(res.status, value).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
    const ok = await contact({ name: `Lines ${Date.now()}`, comment: 'one\r\ntwo\tthree' });
    expect(ok.status).toBe(200);

    const career = api.db.prepare('SELECT id FROM career LIMIT 1').pluck().get() as number;
    const form = new FormData();
    for (const [k, v] of Object.entries({ CareerId: String(career), FullName: 'File Name', Email: 'f@example.com', Phone: '1234567', LinkedInUrl: '' }))
      form.append(k, v);
    form.append('UploadResume', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv\u001b[2J\u202Efdp.pdf');
    const res = await fetch(`${api.url}/api/Career/CareerFormRegister`, { method: 'POST', headers: { origin: TEST_SITE }, body: form });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect(api.db.prepare("SELECT original_name FROM submission_file WHERE submission_type = 'career' AND submission_id = ?").pluck().get(id)).toBe(
      'cv[2Jfdp.pdf',
    );
  });

  it('npm run submissions shows what was stored before with every unprintable character escaped', async () => {
    const forged = 'hello\n\n#999 (2026-01-01)\n  name: Admin\u001b]8;;http://evil.example\u001b\\\u202Egnp.exe\u0007';
    api.db
      .prepare('INSERT INTO contact_message (name, email, phone, comment, created_at) VALUES (?, ?, ?, ?, ?)')
      .run('Old row', 'o@example.com', '1234567', forged, 'x');
    const { stdout } = await submissions('--type', 'contact', '--data-dir', api.dataDir);
    const line = stdout.split('\n').find((l) => l.includes('hello'))!;
    expect(line).toBe('  comment: hello\\n\\n#999 (2026-01-01)\\n  name: Admin\\x1b]8;;http://evil.example\\x1b\\\\u202egnp.exe\\x07');
    expect(hasControlCharacters(stdout, true)).toBe(false);
    // The forged record stays inside the comment's line: no line of the output starts it.
    expect(stdout.split('\n').filter((l) => l.startsWith('#999'))).toEqual([]);
  });
});
