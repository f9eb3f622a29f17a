/**
 * Publishing without a rebuild, over real HTTP against the production build: two site servers
 * on one config store (two boxes on a shared volume) serve a published version within seconds,
 * a refused publish changes nothing, rollback and scheduling work, timed blocks shorten cache
 * lifetimes, route configs are immutable, preview links are private, dist/ is never written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/engine/types';
import { apiUrl, contentUrl, mediaUrl, startSiteServer } from './harness';
import { englishConfig } from '../src/test/config';

const root = new URL('..', import.meta.url).pathname;
const base = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
// The build's home headline as the unprefixed (English) page shows it.
const buildHeadline = (englishConfig().routes[0]!.blocks[0]!.props as { headline: string }).headline;
const TOKEN = randomBytes(32).toString('base64url');
const hosts = () => ({ apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl() });

// The headline is translated: a publish changes its English value, the other languages stay.
const withHeadline = (headline: string): SiteConfig => {
  const c = structuredClone(base);
  (c.routes[0]!.blocks[0]!.props as { headline: { en: string } }).headline.en = headline;
  return c;
};
const h1 = async (url: string) => /<h1[^>]*>([^<]*)/.exec(await (await fetch(url)).text())?.[1];

/** Every file under dist/ with its hash: a publish must not write the build. */
function distDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(root, 'dist'));
  return hash.digest('hex');
}

const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
};

describe('publishing the page config without a rebuild', () => {
  let store: string;
  let a: Awaited<ReturnType<typeof startSiteServer>>;
  let b: Awaited<ReturnType<typeof startSiteServer>>;
  const purges: unknown[] = [];
  const purgeServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      purges.push(JSON.parse(body));
      res.end('ok');
    });
  });
  let distBefore: string;

  const publish = (path: string, body: unknown, token = TOKEN) =>
    fetch(`${a.url}/_site/publish${path}`, {
      method: path === '/versions' ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(path === '/versions' ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    distBefore = distDigest();
    store = mkdtempSync(join(tmpdir(), 'publish-store-'));
    await new Promise<void>((r) => purgeServer.listen(0, '127.0.0.1', r));
    const purgeUrl = `http://127.0.0.1:${(purgeServer.address() as { port: number }).port}/purge`;
    a = await startSiteServer({ hosts: hosts(), configStore: store, publishToken: TOKEN, purgeUrl });
    b = await startSiteServer({ hosts: hosts(), configStore: store, publishToken: TOKEN });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    purgeServer.close();
    rmSync(store, { recursive: true, force: true });
  });

  it('serves the build config first, naming its version in a header', async () => {
    const res = await fetch(`${a.url}/`);
    expect(res.headers.get('x-site-version')).toMatch(/^[a-f0-9]{20}$/);
    expect(await h1(`${a.url}/`)).toBe(buildHeadline);
  });

  it('refuses a wrong token and changes nothing', async () => {
    const before = (await fetch(`${a.url}/`)).headers.get('x-site-version');
    const res = await publish('', { config: withHeadline('Forged'), author: 'Mallory' }, 'not-the-token-at-all');
    expect(res.status).toBe(401);
    expect((await fetch(`${b.url}/`)).headers.get('x-site-version')).toBe(before);
    expect(readFileSync(join(store, 'history.jsonl'), 'utf8')).not.toContain('Mallory');
  });

  it('refuses a number written as text and an unknown block type, naming the path, and the live site stays', async () => {
    const bad = withHeadline('Never live');
    const slider = bad.routes[0]!.blocks.findIndex((x) => x.type === 'slider');
    (bad.routes[0]!.blocks[slider]!.props as Record<string, unknown>).speed = '800';
    bad.routes[1]!.blocks[0]!.type = 'heor';
    const res = await publish('', { config: bad, author: 'Asha' });
    expect(res.status).toBe(422);
    const { problems } = (await res.json()) as { problems: string[] };
    expect(problems).toContain(`routes[0] / › blocks[${slider}] slider#${bad.routes[0]!.blocks[slider]!.id}: props.speed must be integer`);
    expect(problems.some((p) => p.startsWith('routes[1] /{brand}-story › blocks[0] heor#b0: unknown block type "heor" (did you mean "hero"?)'))).toBe(true);
    expect(await h1(`${a.url}/`)).not.toBe('Never live');
  });

  it('puts a new headline on every server within seconds, in the HTML and for a client-side navigation', async () => {
    const res = await publish('', { config: withHeadline('Grid-scale, on time'), author: 'Asha', message: 'new hero' });
    expect(res.status).toBe(200);
    const { version, live, diff } = (await res.json()) as { version: string; live: boolean; diff: { added: number; removed: number } };
    expect(live).toBe(true);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
    expect(await h1(`${a.url}/`)).toBe('Grid-scale, on time');
    expect(await until(async () => (await h1(`${b.url}/`)) === 'Grid-scale, on time', 5000)).toBe(true);
    // A tab of this version navigating to home asks for home's blocks of this version: immutable, a few KB.
    const route = await fetch(`${b.url}/_site/config/${version}/routes/0.json`);
    expect(route.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await route.text();
    expect(text).toContain('Grid-scale, on time');
    expect(text.length).toBeLessThan(20_000);
    expect(purges).toContainEqual(expect.objectContaining({ event: 'config-published', version }));
  });

  it('keeps an earlier version a tab was opened with, and 404s one it never had', async () => {
    const { versions } = (await (await publish('/versions', null)).json()) as { versions: { version: string; live: boolean }[] };
    const old = versions.find((v) => !v.live)!.version;
    const route = await fetch(`${a.url}/_site/config/${old}/routes/0.json`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain(buildHeadline);
    expect((await fetch(`${a.url}/_site/config/${'0'.repeat(20)}/routes/0.json`)).status).toBe(404);
  });

  it('rolls back to the version before, on every server, only when told the live version it replaces', async () => {
    const live = (await fetch(`${a.url}/`)).headers.get('x-site-version');
    const blind = await publish('/rollback', { author: 'Asha' });
    expect(blind.status).toBe(409);
    expect(((await blind.json()) as { live: string }).live).toBe(live);
    const res = await publish('/rollback', { author: 'Asha', expected: live });
    expect(res.status).toBe(200);
    expect(await until(async () => (await h1(`${b.url}/`)) === buildHeadline, 5000)).toBe(true);
    const history = readFileSync(join(store, 'history.jsonl'), 'utf8');
    expect(history).not.toContain(TOKEN);
    expect(
      history
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { action: string }).action),
    ).toEqual(['start', 'publish', 'rollback']);
  });

  it('makes a scheduled version live at its time, with no request needed', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const res = await publish('', { config: withHeadline('Launch day'), author: 'Asha', at });
    expect(((await res.json()) as { scheduledAt: string }).scheduledAt).toBe(at);
    expect(await h1(`${b.url}/`)).not.toBe('Launch day');
    await new Promise((r) => setTimeout(r, Date.parse(at) - Date.now() + 2500));
    expect(await h1(`${b.url}/`)).toBe('Launch day');
  });

  it('drops a block past its visibleUntil and keeps the page in caches no longer than its next change', async () => {
    const timed = withHeadline('Timed');
    const story = timed.routes[0]!.blocks.find((x) => x.type === 'media-text')!;
    const withHeading = (heading: string, visibleUntil: string) => ({ type: story.type, props: { ...story.props, heading }, visibleUntil });
    timed.routes[0]!.blocks.push(withHeading('Job fair this week', new Date(Date.now() + 40_000).toISOString()));
    timed.routes[0]!.blocks.push(withHeading('A fair that ended', new Date(Date.now() - 1000).toISOString()));
    const res = await publish('', { config: timed, author: 'Asha' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const page = await fetch(`${a.url}/`);
    const html = await page.text();
    expect(html).toContain('Job fair this week');
    expect(html).not.toContain('A fair that ended');
    const maxAge = Number(/s-maxage=(\d+)/.exec(page.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(40);
    expect(page.headers.get('cache-control')).not.toContain('stale-while-revalidate');
  });

  it('shows an unpublished version through a signed preview link: noindex, never cached, expired links ignored', async () => {
    const res = await publish('/preview', { config: withHeadline('Draft for review'), author: 'Asha', seconds: 600 });
    const { path, version } = (await res.json()) as { path: string; version: string };
    const page = await fetch(`${a.url}${path}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(/<h1[^>]*>([^<]*)/.exec(html)?.[1]).toBe('Draft for review');
    expect(await h1(`${a.url}/`)).not.toBe('Draft for review');
    // Its route configs are not public without the link.
    expect((await fetch(`${a.url}/_site/config/${version}/routes/0.json`)).status).toBe(404);
    const forged = path.replace(/\.\d+\./, `.${Date.now() + 10 ** 9}.`);
    expect(await h1(`${a.url}${forged}`)).not.toBe('Draft for review');
    // A language's address without its slash is redirected with the link: one reviewer's, like the page.
    const redirect = await fetch(`${a.url}/es${path.slice(1)}`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/es/${path.slice(1)}`);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    expect(redirect.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('keeps a block embargoed until a year ahead out of every page and every public config file', async () => {
    const MARKER = `Embargoed launch ${randomBytes(4).toString('hex')}`;
    const embargoed = withHeadline('Embargo day');
    const visibleFrom = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    const story = base.routes.flatMap((r) => r.blocks).find((x) => x.type === 'rich-text')!;
    const teaser = (id: string) => {
      const block = structuredClone(story);
      block.id = id;
      const props = block.props as { sections: { heading: unknown }[] };
      props.sections[0]!.heading = { en: MARKER, es: MARKER, ar: MARKER };
      return { ...block, visibleFrom };
    };
    embargoed.footer.blocks.push(teaser('footer-teaser'));
    embargoed.routes[0]!.blocks.push(teaser('home-teaser'));
    const res = await publish('', { config: embargoed, author: 'Asha' });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const { version } = (await res.json()) as { version: string };

    for (const path of ['/', '/contact', '/es/', '/ar/']) {
      const page = await fetch(`${a.url}${path}`);
      expect(page.headers.get('x-site-version'), path).toBe(version);
      expect(await page.text(), path).not.toContain(MARKER);
    }
    const locales = ['', 'es/', 'ar/'];
    for (const locale of locales) {
      const shell = await fetch(`${a.url}/_site/config/${version}/${locale}shell.json`);
      expect(shell.status, `${locale}shell.json`).toBe(200);
      const text = await shell.text();
      expect(text, `${locale}shell.json`).toContain('"footer"');
      expect(text, `${locale}shell.json`).not.toContain(MARKER);
      // Kept only until its next change (and a minute at most), so the block appears at its time.
      expect(shell.headers.get('cache-control'), `${locale}shell.json`).toBe('public, max-age=30, s-maxage=60');
      for (let i = 0; i < embargoed.routes.length; i++) {
        const route = await fetch(`${a.url}/_site/config/${version}/${locale}routes/${i}.json`);
        expect(route.status, `${locale}routes/${i}.json`).toBe(200);
        expect(await route.text(), `${locale}routes/${i}.json`).not.toContain(MARKER);
      }
    }
    // The version before, with no block due to change, is still kept for good.
    const { versions } = (await (await publish('/versions', null)).json()) as { versions: { version: string; live: boolean; draft?: boolean }[] };
    const earlier = versions.find((v) => !v.live && !v.draft)!.version;
    expect((await fetch(`${a.url}/_site/config/${earlier}/shell.json`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never writes the build', () => {
    expect(distDigest()).toBe(distBefore);
  });
});
