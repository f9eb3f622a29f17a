/**
 * Several boxes that share no disk: three site-server processes (`npm start`'s script, each with a
 * config folder of its own), started together on one empty PostgreSQL (DATABASE_URL, a throwaway
 * cluster), and the suite's API. One of them seeds the store (one 'start' in the history).
 * A publish on any box is served by all three (ten publishes, each waited for on every box; median and
 * maximum printed: the one-second budget is `npm run bench`'s, never a timed test, and a run beside a second
 * suite read 1,025 ms; that the boxes are told by NOTIFY, not by polling, is configStore.contract.test.ts's);
 * a form proof taken on one box is refused on another; the submission limit counts across the three;
 * a scheduled publish is applied once; with PostgreSQL stopped the pages are still served and a
 * publish gets 503, and once it is back the boxes follow publishes again without a restart.
 * Each box says when it swaps versions ("now serving config version …"): the test waits on those
 * lines, not on time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, contentUrl, mediaUrl } from './harness';
import { throwawayClusterForFile } from '../server/test/pgCluster';
import { publishTo, startBox, timePublishes, withHeadline as withHeadlineOf, type Box } from '../server/test/boxes';
import type { SiteConfig } from '../src/engine/types';
import { versionOf } from '../server/site/configStore';

const cluster = throwawayClusterForFile();
const TOKEN = randomBytes(32).toString('base64url');
const root = process.cwd();
const baseConfig = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;

const boxes: Box[] = [];

beforeAll(async () => {
  // All three at once on the empty database, as a deploy starts them: one of them seeds the store.
  boxes.push(
    ...(await Promise.all(
      [0, 1, 2].map(() =>
        startBox(root, {
          API_URL: apiUrl(),
          CONTENT_URL: contentUrl(),
          MEDIA_URL: mediaUrl(),
          DATABASE_URL: cluster().url,
          PUBLISH_TOKEN: TOKEN,
          FORM_SECRET: inject('formSecret'),
          // A form may be sent the moment it is shown (the test is no person), and three a minute per form and address.
          FORM_MIN_FILL_MS: '0',
          SUBMISSIONS_PER_MINUTE: '3',
        }),
      ),
    )),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(boxes.map((b) => b.stop()));
});

const withHeadline = (headline: string) => withHeadlineOf(baseConfig, headline);
const publish = (box: Box, body: Record<string, unknown>) => publishTo(box, TOKEN, body);

async function servedVersion(box: Box): Promise<{ status: number; version: string | null; html: string }> {
  const res = await fetch(`${box.url}/`);
  return { status: res.status, version: res.headers.get('x-site-version'), html: await res.text() };
}

/** The footer sign-up (or another form) posted the no-script way to `path` on a box. */
function postForm(box: Box, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${box.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: box.url },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('three boxes on one PostgreSQL', () => {
  it('started together on an empty database, record one start between them', async () => {
    const res = await fetch(`${boxes[1]!.url}/_site/publish/history`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const { history } = (await res.json()) as { history: { action: string }[] };
    expect(history.map((e) => e.action)).toEqual(['start']);
  });

  it('refuse on one box a form proof taken on another', async () => {
    const proof = (await (await fetch(`${boxes[0]!.url}/_form-proof?path=/&form=newsletter`)).json()) as { stamp: string };
    const fields = { _form: 'newsletter', _stamp: proof.stamp, _website: '', email: `multibox-${Date.now()}@example.com` };
    expect((await postForm(boxes[0]!, '/', fields)).status).toBe(303);
    const again = await postForm(boxes[1]!, '/', fields);
    // The page again, asking to send once more (a replay refused by the site, not a failure of the API's).
    expect(again.status).toBe(400);
  });

  it('count the submission limit across the three: the fourth post to one form in a minute is refused, wherever it lands', async () => {
    const codes: number[] = [];
    // Missing fields: each is refused by the field rules (422), but counted first.
    for (let i = 0; i < 4; i++) codes.push((await postForm(boxes[i % 3]!, '/contact', { _form: 'contact-form', name: 'Limit' })).status);
    expect(codes).toEqual([422, 422, 422, 429]);
  });

  it('serve a publish made on any of them, every one of ten (median and maximum printed)', async () => {
    // Each publish resolves only once every box has said it serves that version.
    const times = await timePublishes(boxes, TOKEN, baseConfig, 10);
    const sorted = [...times].sort((a, b) => a - b);
    const median = (sorted[4]! + sorted[5]!) / 2;
    console.log(`publish to all three boxes: median ${median.toFixed(0)} ms, maximum ${sorted[9]!.toFixed(0)} ms (ten publishes)`);
    expect(times).toHaveLength(10);
    for (const box of boxes) expect((await servedVersion(box)).html).toContain('Multibox headline 9');
  }, 60_000);

  it('apply a scheduled publish once, and every box serves it', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const answer = await publish(boxes[1]!, { config: withHeadline('Scheduled across boxes'), at });
    expect(answer.status, answer.body.message).toBe(200);
    const version = answer.body.version!;
    await Promise.all(boxes.map((b) => b.serving(version)));
    const res = await fetch(`${boxes[2]!.url}/_site/publish/history`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const { history } = (await res.json()) as { history: { action: string; version: string }[] };
    expect(history.filter((e) => e.action === 'scheduled' && e.version === version)).toHaveLength(1);
  }, 30_000);

  it('serve pages with PostgreSQL stopped, answer a publish with 503, and follow publishes again once it is back', async () => {
    const before = await servedVersion(boxes[0]!);
    await cluster().stop();
    try {
      for (const box of boxes) {
        const page = await servedVersion(box);
        expect(page.status).toBe(200);
        expect(page.version).toBe(before.version);
      }
      const refused = await publish(boxes[0]!, { config: withHeadline('While the database is down') });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/cannot be reached just now: nothing was changed/);
    } finally {
      await cluster().start();
    }
    // Back: a publish (once the box's pool has a live connection again) reaches all three.
    let answer = await publish(boxes[2]!, { config: withHeadline('After the database came back') });
    for (let tries = 0; answer.status === 503 && tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 250)); // The pool's dead connections are dropped as they fail: a moment, no event.
      answer = await publish(boxes[2]!, { config: withHeadline('After the database came back') });
    }
    expect(answer.status, answer.body.message).toBe(200);
    await Promise.all(boxes.map((b) => b.serving(answer.body.version!)));
    for (const box of boxes) expect((await servedVersion(box)).html).toContain('After the database came back');
  }, 60_000);
});

describe('a box whose PostgreSQL cannot be reached as it starts', () => {
  it('serves the last version it knew, from its local copy, rather than the build config', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'voltline-copy-'));
    const config = withHeadline('Kept in the local copy');
    const version = versionOf(config);
    const copyFile = join(folder, 'live-copy.json');
    writeFileSync(copyFile, JSON.stringify({ version, config }));
    // Nothing listens on port 1: every connection is refused at once.
    const box = await startBox(root, {
      API_URL: apiUrl(),
      CONTENT_URL: contentUrl(),
      MEDIA_URL: mediaUrl(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/voltline',
      CONFIG_COPY: copyFile,
      FORM_SECRET: inject('formSecret'),
    });
    try {
      await box.serving(version);
      const page = await servedVersion(box);
      expect(page.status).toBe(200);
      expect(page.version).toBe(version);
      expect(page.html).toContain('Kept in the local copy');
    } finally {
      await box.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
