// @vitest-environment node
/**
 * `npm run publish` as a child process against the site server's real publish API over HTTP:
 * a Fastify app with registerPublishing on a directory store in a temp folder (the page
 * renderer is not needed to publish, so no build is). A second site, built before the slider
 * block existed, refuses what this checkout accepts, as a site deployed from an older build would.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValidator, readBlockSchemas } from '../tooling/config-check';
import { apiContract } from '../src/content/endpoints';
import { createConfigValidator } from '../src/engine/config/validate';
import type { ServedConfig } from '../src/entry-server';
import type { SiteConfig } from '../src/engine/types';
import { DirectoryConfigStore, versionOf } from '../server/site/configStore';
import { LiveConfig } from '../server/site/liveConfig';
import { registerPublishing } from '../server/site/publish';

const root = process.cwd();
const TOKEN = randomBytes(32).toString('base64url');

interface Site {
  url: string;
  store: DirectoryConfigStore;
  app: FastifyInstance;
  live: LiveConfig;
}

let dir: string;
let config: SiteConfig;
let validate: (config: unknown) => string[];
/** Where the publish test changes the live version. */
let publishSite: Site;
/** Where nothing may change. */
let site: Site;
let olderSite: Site;

async function startSite(name: string, check: (config: unknown) => string[]): Promise<Site> {
  const store = new DirectoryConfigStore(join(dir, name));
  const live = new LiveConfig({ store, defaultConfig: config, validate: check, serve: () => ({}) as ServedConfig, log: () => {}, pollMs: 60_000 });
  await live.start();
  const app = Fastify();
  await registerPublishing(app, { token: TOKEN, live, store, validate: check, log: () => {} });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, store, app, live };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], token = TOKEN): Promise<Run> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PUBLISH_TOKEN: token };
    delete env.SITE_URL;
    execFile(process.execPath, ['--import', 'tsx', 'scripts/publish.ts', ...args], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function writeConfig(name: string, edit: (c: SiteConfig) => void): Promise<string> {
  const copy = structuredClone(config);
  edit(copy);
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(copy, null, 2));
  return file;
}

const home = (c: SiteConfig) => c.routes.find((r) => r.path === '/')!;
// The headline is translated: a marketer edits its English value, and the other languages stay as they were.
const heroOf = (c: SiteConfig) => home(c).blocks.find((b) => b.type === 'hero')!.props as { headline: { en: string } };
const liveVersion = async (s: Site) => (await s.store.live())?.version;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-cli-'));
  config = JSON.parse(await readFile(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
  const schemas = await readBlockSchemas(root);
  validate = await configValidator(root);
  const { slider: _slider, ...withoutSlider } = schemas;
  [publishSite, site, olderSite] = await Promise.all([
    startSite('publish-store', validate),
    startSite('store', validate),
    startSite('older-store', createConfigValidator(withoutSlider, { api: apiContract })),
  ]);
}, 30_000);

afterAll(async () => {
  for (const s of [publishSite, site, olderSite]) s?.live.stop();
  await Promise.all([publishSite, site, olderSite].map((s) => s?.app.close()));
  await rm(dir, { recursive: true, force: true });
});

describe('npm run publish', { timeout: 30_000 }, () => {
  it('publishes a new headline with its diff, lists versions with the live one marked, schedules one, and rolls back to the build', async () => {
    const initial = versionOf(config);
    expect(await liveVersion(publishSite)).toBe(initial);
    const file = await writeConfig('headline', (c) => void (heroOf(c).headline.en = 'Published from the command line'));
    const edited = JSON.parse(await readFile(file, 'utf8')) as SiteConfig;

    const published = await cli(['--site', publishSite.url, '--config', file, '--author', 'Asha', '--message', 'new headline']);
    expect(published.stderr).toBe('');
    expect(published.code).toBe(0);
    expect(published.stdout).toContain(`Published ${versionOf(edited)}: live on ${publishSite.url} (was ${initial.slice(0, 12)})`);
    expect(published.stdout).toContain('1 line added, 1 removed');
    expect(published.stdout).toMatch(/\+ +"en": "Published from the command line",/);
    expect(published.stdout).toContain(`"en": "${heroOf(config).headline.en}",`);
    expect(published.stdout).toMatch(/^ {2}- +"en": /m);
    expect(await liveVersion(publishSite)).toBe(versionOf(edited));

    const later = await writeConfig('later', (c) => void (heroOf(c).headline.en = 'Scheduled headline'));
    const scheduled = await cli(['--site', publishSite.url, '--config', later, '--author', 'Asha', '--at', '2099-01-01T09:00:00+01:00']);
    expect(scheduled.code).toBe(0);
    expect(scheduled.stdout).toContain('to go live at 2099-01-01T08:00:00.000Z');
    expect(await liveVersion(publishSite)).toBe(versionOf(edited));

    const list = await cli(['--site', publishSite.url, '--list']);
    expect(list.code).toBe(0);
    const laterVersion = versionOf(JSON.parse(await readFile(later, 'utf8')));
    // Newest first: the scheduled version, the live one, the build's.
    expect(list.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^ {2}later ${laterVersion} {2}.+ {2}Asha$`)),
      expect.stringMatching(new RegExp(`^\\* live {2}${versionOf(edited)} {2}.+ {2}Asha: new headline$`)),
      expect.stringMatching(new RegExp(`^ {7} ${initial} {2}.+ {2}build: the build's pages.config.json$`)),
      'Scheduled:',
      expect.stringMatching(new RegExp(`^ +${laterVersion} {2}at .*2099.* {2}Asha$`)),
    ]);

    const back = await cli(['--site', publishSite.url, '--rollback']);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(`Rolled back: ${initial} is live (was ${versionOf(edited).slice(0, 12)})`);
    expect(await liveVersion(publishSite)).toBe(initial);

    const forward = await cli(['--site', publishSite.url, `--rollback=${versionOf(edited)}`]);
    expect(forward.code).toBe(0);
    expect(await liveVersion(publishSite)).toBe(versionOf(edited));

    // Told to replace a version that is no longer live (a command read from history, run again): nothing changes.
    const history = (await publishSite.store.history()).length;
    const stale = await cli(['--site', publishSite.url, '--rollback', '--expected', initial]);
    expect(stale).toEqual({
      code: 1,
      stdout: '',
      stderr: `publish: rollback refused (409): the live version is ${versionOf(edited)}, not ${initial}: someone changed it since you looked. Nothing changed.\n`,
    });
    expect(await liveVersion(publishSite)).toBe(versionOf(edited));
    expect(await publishSite.store.history()).toHaveLength(history);
  });

  it('refuses a number written as text and a block type "heor" before sending, naming each path, and the live version stays', async () => {
    const before = await liveVersion(site);
    const stored = (await site.store.list()).length;
    const speedAsText = await writeConfig('speed-as-text', (c) => {
      const slider = home(c).blocks.find((b) => b.type === 'slider')!;
      (slider.props as Record<string, unknown>).speed = '1200';
    });
    const typo = await writeConfig('heor', (c) => void (home(c).blocks.find((b) => b.type === 'hero')!.type = 'heor'));
    const runs = await Promise.all([speedAsText, typo].map((file) => cli(['--site', site.url, '--config', file])));
    const sliderAt = home(config).blocks.findIndex((b) => b.type === 'slider');
    const heroAt = home(config).blocks.findIndex((b) => b.type === 'hero');
    const homeAt = config.routes.findIndex((r) => r.path === '/');
    for (const [run, file, path] of [
      [runs[0]!, speedAsText, `routes[${homeAt}] / › blocks[${sliderAt}] slider#${home(config).blocks[sliderAt]!.id}: props.speed must be`],
      [runs[1]!, typo, `routes[${homeAt}] / › blocks[${heroAt}] heor#${home(config).blocks[heroAt]!.id}: unknown block type`],
    ] as const) {
      expect(run.code).toBe(1);
      const problems = validate(JSON.parse(await readFile(file, 'utf8')));
      // Worded exactly as the build words them.
      expect(run.stderr).toBe(`publish: pages.config.json is invalid:\n${problems.map((p) => `  - ${p}\n`).join('')}`);
      expect(problems.some((p) => p.startsWith(path))).toBe(true);
    }
    expect(runs[1]!.stderr).toContain('unknown block type "heor" (did you mean "hero"?)');
    expect(await liveVersion(site)).toBe(before);
    expect(await site.store.list()).toHaveLength(stored);
  });

  it('prints every problem of a config the site refuses (422), exits non-zero, and the site keeps its live version', async () => {
    const before = await liveVersion(olderSite);
    const run = await cli(['--site', olderSite.url, '--message', 'needs the slider']);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('publish: publish refused (422): pages.config.json is invalid');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}- routes\[\d+\] \S+ › blocks\[\d+\] slider#[\w-]+: unknown block type "slider"/);
    expect(await liveVersion(olderSite)).toBe(before);
  });

  it('exits non-zero with one line for a wrong token, an unreachable site and a bad flag, and changes nothing', async () => {
    const before = await liveVersion(site);
    const history = (await site.store.history()).length;
    const closed = Fastify();
    const closedUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const [wrongToken, wrongTokenList, unreachable, badFlag, noSite] = await Promise.all([
      cli(['--site', site.url, '--message', 'should not land'], 'not-the-token-at-all-0123456789'),
      cli(['--site', site.url, '--list'], 'not-the-token-at-all-0123456789'),
      cli(['--site', closedUrl, '--list']),
      cli(['--site', site.url, '--rolback']),
      cli(['--list']),
    ]);
    expect(wrongToken).toEqual({ code: 1, stdout: '', stderr: 'publish: the site refused the token (401): check PUBLISH_TOKEN\n' });
    expect(wrongTokenList).toEqual(wrongToken);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^publish: cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/^publish: Unknown option '--rolback'.*\n$/);
    expect(noSite.code).toBe(2);
    expect(noSite.stderr).toMatch(/^publish: --site URL \(or SITE_URL\)/);
    for (const run of [wrongToken, unreachable, badFlag, noSite]) expect(run.stderr.trim().split('\n')).toHaveLength(1);
    // Nor is the token ever printed.
    for (const run of [wrongToken, unreachable, badFlag, noSite]) expect(run.stdout + run.stderr).not.toContain(TOKEN);
    expect(await liveVersion(site)).toBe(before);
    expect(await site.store.history()).toHaveLength(history);
  });
});
