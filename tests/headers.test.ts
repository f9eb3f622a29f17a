/**
 * The site server's security headers and limits over real HTTP, against the production build
 * (README, "Security headers and spam checks"): every header on every kind of answer, each CSP directive, every inline
 * script of a page named by hash or nonce, the report endpoint, the report-only switch, HSTS
 * over https, and stalled requests and surplus sockets closed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from '../server/site/app';
import { idleTimeoutOf } from '../server/shared/network';
import type { SiteConfig } from '../src/engine/types';
import { apiUrl, contentUrl, everyRoutePath, mediaUrl, siteUrl, startSiteServer } from './harness';

const root = new URL('..', import.meta.url).pathname;
const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36';
const hosts = () => ({ apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl(), vitalsUrl: `${apiUrl()}/vitals` });

/** The policy as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every executable inline script (data scripts excepted) is named by its hash or carries the header's nonce. */
function unnamedScripts(html: string, csp: Map<string, string[]>): string[] {
  const sources = csp.get('script-src') ?? [];
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const unnamed: string[] = [];
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', text = ''] = m;
    if (/type="application\/(?:json|ld\+json)"/.test(attrs)) continue;
    if (/\ssrc=/.test(attrs)) {
      unnamed.push(`external script in the HTML: ${attrs}`);
      continue;
    }
    const carried = /nonce="([^"]+)"/.exec(attrs)?.[1];
    if (carried && carried === nonce) continue;
    if (!sources.includes(sha(text))) unnamed.push(text.slice(0, 80));
  }
  return unnamed;
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectCommon(res: Response, what: string) {
  for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  // Left out on purpose (server/site/securityHeaders.ts): it costs every visitor from another site a process swap.
  expect(res.headers.get('cross-origin-opener-policy'), what).toBeNull();
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions, what).toContain(off);
  const csp = res.headers.get('content-security-policy');
  expect(csp, what).toBeTruthy();
  expect(directives(csp!).get('frame-ancestors'), what).toEqual(["'none'"]);
  // Plain http here: no HSTS (see the https case below).
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers on the site server', () => {
  it('every route: the strict page policy, each directive as the README lists it, every inline script nonced', async () => {
    const paths = await everyRoutePath(config.routes);
    const map = new URL(JSON.stringify(config).match(/"src":"(https:\/\/[^"]+)"/)![1]!).origin;
    for (const path of paths) {
      const res = await fetch(new URL(path, siteUrl()), { headers: { 'user-agent': BROWSER_UA }, redirect: 'manual' });
      const html = await res.text();
      expectCommon(res, path);
      const csp = directives(res.headers.get('content-security-policy')!);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      const script = csp.get('script-src')!;
      expect(script, path).toContain("'strict-dynamic'");
      // The head's hosts and early-taps scripts carry the nonce too: no hashes.
      expect(
        script.filter((s) => s.startsWith("'sha256-")),
        path,
      ).toEqual([]);
      expect(
        script.filter((s) => s.startsWith("'nonce-")),
        path,
      ).toHaveLength(1);
      expect(script.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp.get('img-src'), path).toEqual(["'self'", new URL(contentUrl()).origin, 'data:']);
      expect(csp.get('media-src'), path).toEqual(["'self'", new URL(mediaUrl()).origin, 'blob:']);
      // The API and the vitals endpoint (one origin here) and the content host (document downloads).
      expect(csp.get('connect-src'), path).toEqual(["'self'", new URL(apiUrl()).origin, new URL(contentUrl()).origin, new URL(mediaUrl()).origin]);
      expect(csp.get('frame-src'), path).toEqual([map]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('font-src'), path).toEqual(["'self'", 'data:']);
      expect(csp.get('report-uri'), path).toEqual(['/csp-report']);
      expect(res.headers.get('reporting-endpoints'), path).toBe('csp="/csp-report"');
      expect(unnamedScripts(html, csp), path).toEqual([]);
      // The page's data is JSON, never run.
      expect(html, path).toContain('<script type="application/json" id="__SITE_DATA__">');
      expect(html, path).not.toContain('window.__SITE_DATA__');
    }
  });

  it("the nonce is new each time, and the head's scripts carry it", async () => {
    const a = await fetch(new URL('/projects', siteUrl()), { headers: { 'user-agent': BROWSER_UA } });
    const b = await fetch(new URL('/projects', siteUrl()), { headers: { 'user-agent': BROWSER_UA } });
    const [pageA] = await Promise.all([a.text(), b.text()]);
    const nonceOf = (res: Response) =>
      directives(res.headers.get('content-security-policy')!)
        .get('script-src')!
        .find((s) => s.startsWith("'nonce-"));
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const head = pageA.slice(0, pageA.indexOf('</head>'));
    expect([...head.matchAll(/<script nonce="([^"]+)">/g)].map((m) => `'nonce-${m[1]}'`)).toEqual([nonceOf(a), nonceOf(a)]);
  });

  it("a page whose blocks stream in late: React's scripts that put them in place carry the page's nonce", async () => {
    const site = await startSiteServer({ hosts: hosts(), shellWaitMs: 0 });
    try {
      const res = await fetch(`${site.url}/`, { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' } });
      const html = await res.text();
      const csp = directives(res.headers.get('content-security-policy')!);
      expect(html).toMatch(/<script nonce="[^"]+">\$R[A-Z]/);
      expect(unnamedScripts(html, csp)).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('with HTML_CACHE_SECONDS, a cached page keeps the nonce it was rendered with', async () => {
    const site = await startSiteServer({ hosts: hosts(), htmlCacheSeconds: 10, shellWaitMs: 0 });
    try {
      const get = () => fetch(`${site.url}/`, { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' } });
      const first = await get();
      const firstHtml = await first.text();
      const second = await get();
      const html = await second.text();
      expect(second.headers.get('x-html-cache')).toBe('hit');
      expect(html).toBe(firstHtml);
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      expect(unnamedScripts(html, directives(second.headers.get('content-security-policy')!))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('every other kind of answer: files, sitemap, robots, a missing file, the form proof, a posted form, a report', async () => {
    const home = await (await fetch(siteUrl())).text();
    const script = /\/static\/js\/[^"]+\.js/.exec(home)![0];
    const answers: [string, RequestInit?][] = [
      [script],
      ['/favicon.svg'],
      ['/sitemap.xml'],
      ['/robots.txt'],
      ['/missing.png'],
      ['/_form-proof?path=/contact&form=contact-form'],
      ['/contact', { method: 'POST', body: new URLSearchParams({ _form: 'nope' }) }],
      ['/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{}' }],
    ];
    for (const [path, init] of answers) {
      const res = await fetch(new URL(path, siteUrl()), { redirect: 'manual', ...init });
      await res.arrayBuffer();
      expectCommon(res, path);
    }
  });

  it("Fastify's own errors (a URL that does not decode, another method, a form body too large) and a made-up Host: the headers on, the request never repeated", async () => {
    const { hostname, port } = new URL(siteUrl());
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.end(request));
        let text = '';
        socket.on('data', (d) => (text += d.toString('latin1')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const answers = [
      await raw('GET /%E0%A4%3Cb%3Eecho HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      await raw(`DELETE /echo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      await raw(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 900000\r\nConnection: close\r\n\r\n`,
      ),
      await raw('GET /projects HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
    ];
    expect(answers.map((a) => a.split(' ')[1])).toEqual(['400', '404', '413', '421']);
    for (const answer of answers) {
      const head = answer.toLowerCase();
      expect(head).toContain('x-content-type-options: nosniff');
      expect(head).toContain("content-security-policy: default-src 'none'");
      expect(answer).not.toContain('echo');
      expect(answer).not.toContain('evil.example');
    }
  });

  it('counts violation reports (directive and blocked origin only), in both report formats, and logs a summary at most once a minute', async () => {
    const logged: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void logged.push(args.join(' '));
    try {
      const post = (type: string, body: unknown) =>
        fetch(new URL('/csp-report', siteUrl()), { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
      // The global site server runs in another process: this one logs in this process.
      const site = await startSiteServer({ hosts: hosts() });
      try {
        const legacy = { 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example/pixel.png?email=someone@example.com' } };
        const modern = [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/other.png' } }];
        for (const [type, body] of [
          ['application/csp-report', legacy],
          ['application/reports+json', modern],
        ] as const) {
          const res = await fetch(`${site.url}/csp-report`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
          expect(res.status).toBe(204);
        }
        expect((await post('application/csp-report', legacy)).status).toBe(204);
      } finally {
        await site.close();
      }
      // A summary at most once a minute: the first report at once, the next two wait for the next minute's.
      const lines = logged.filter((l) => l.includes('csp violations'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('"reports":1');
      expect(lines.join('\n')).toContain('"blocked":"https://evil.example"');
      expect(lines.join('\n')).not.toContain('someone@example.com');
    } finally {
      console.warn = warn;
    }
  });

  it('CSP_REPORT_ONLY: the same policy, reported and not enforced; HSTS only when the site is https', async () => {
    const site = await startSiteServer({ hosts: hosts(), cspReportOnly: true, siteUrl: 'https://voltline.example' });
    try {
      const res = await fetch(`${site.url}/projects`, { headers: { 'user-agent': BROWSER_UA } });
      await res.text();
      expect(res.headers.get('content-security-policy')).toBeNull();
      const policy = directives(res.headers.get('content-security-policy-report-only')!);
      expect(policy.get('script-src')).toContain("'strict-dynamic'");
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await site.close();
    }
  });
});

describe('limits on the site server', () => {
  async function server(limits: Parameters<typeof createSiteServer>[0]['limits']) {
    const site = await createSiteServer({ distDir: join(root, 'dist'), config, hosts: hosts(), uncapped: () => false, ...(limits ? { limits } : {}) });
    await site.listen({ port: 0, host: '127.0.0.1' });
    return { site, port: (site.server.address() as { port: number }).port };
  }

  /** A socket that sends `bytes` and then nothing: how long until the server closes it. */
  function stall(port: number, bytes: string): Promise<{ ms: number; answer: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    });
  }

  it('by default: headers within 10 s, a whole request within 120 s, 5 s keep-alive, 64 sockets an address', async () => {
    const { site } = await server(undefined);
    try {
      expect(site.server.headersTimeout).toBe(10_000);
      expect(site.server.requestTimeout).toBe(120_000);
      expect(site.server.keepAliveTimeout).toBe(5_000);
      expect(idleTimeoutOf(site.server)).toBe(20_000);
    } finally {
      await site.close();
    }
  });

  it('a stalled request is closed in time: unfinished headers (408), a body shorter than its Content-Length', async () => {
    const { site, port } = await server({ headersTimeoutMs: 600, idleTimeoutMs: 800 });
    try {
      const headers = await stall(port, 'GET /projects HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect(headers.ms).toBeLessThan(3000);
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
      const body = await stall(
        port,
        'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n_form=news',
      );
      expect(body.ms).toBeLessThan(3000);
    } finally {
      await site.close();
    }
  });

  it('one address may hold only so many sockets; the next is closed at once', async () => {
    const { site, port } = await server({ connectionsPerAddress: 3 });
    const open = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const s = connect(port, '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    try {
      const extra = await stall(port, '');
      expect(extra.ms).toBeLessThan(1000);
      expect(extra.answer).toBe('');
    } finally {
      open.forEach((s) => s.destroy());
      await site.close();
    }
  });
});
