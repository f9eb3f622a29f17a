// @vitest-environment node
/**
 * `npm run check:config` as a marketer runs it: the script, in a child process, on a copy of the
 * config with one mistake. It must fail and name the route by its path and the block by its type
 * and id, with what was expected.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'check-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Config = {
  header: { topStrip: { href: string }[] };
  routes: { path: string; blocks: { type: string; id?: string; source?: { endpoint: string; select: string } }[] }[];
};

/** Runs the script on the committed config as `edit` leaves it. */
async function checkEdited(name: string, edit: (config: Config) => void): Promise<{ code: number; out: string }> {
  const config = JSON.parse(await readFile(join(root, 'pages.config.json'), 'utf8')) as Config;
  edit(config);
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(config, null, 2));
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts', '--config', file], { cwd: root }, (error, stdout, stderr) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** The home page's Announcements block. */
const announcements = (config: Config) => {
  const home = config.routes[0]!;
  expect(home.path).toBe('/');
  const i = home.blocks.findIndex((b) => b.type === 'announcements');
  return { block: home.blocks[i]!, at: `routes[0] / › blocks[${i}] announcements#${home.blocks[i]!.id}` };
};

// Each run starts tsx and compiles every schema: seconds each, up to a minute on a busy machine.
// (The committed config passing is `npm run check:config` itself, in `npm test`.)
describe('npm run check:config', { timeout: 180_000 }, () => {
  it('fails for the home Announcements without a source, naming the block and the call it needs', async () => {
    let at = '';
    const { code, out } = await checkEdited('no-source', (c) => {
      const a = announcements(c);
      at = a.at;
      delete a.block.source;
    });
    expect(code).toBe(1);
    expect(out).toContain(`  - ${at}: source must be given: an announcements block shows announcement items from the API, as a list`);
    expect(out).toContain('/api/Announcement');
  });

  it('fails for the home Announcements with "select": "first"', async () => {
    let at = '';
    const { code, out } = await checkEdited('select-first', (c) => {
      const a = announcements(c);
      at = a.at;
      a.block.source!.select = 'first';
    });
    expect(code).toBe(1);
    expect(out).toContain(`  - ${at}: source.select must be "list": an announcements block shows a list`);
  });

  it('fails for the home Announcements bound to a call the API does not have, with the nearest fitting call', async () => {
    let at = '';
    const { code, out } = await checkEdited('faq', (c) => {
      const a = announcements(c);
      at = a.at;
      a.block.source!.endpoint = '/api/Faq/GetAll';
    });
    expect(code).toBe(1);
    expect(out).toContain(`  - ${at}: source.endpoint "/api/Faq/GetAll" is not a read call of the API (did you mean "/api/Announcement"?)`);
  });

  it('fails for a javascript: header link, naming its path', async () => {
    const { code, out } = await checkEdited('javascript', (c) => {
      c.header.topStrip[0]!.href = 'javascript:alert(1)';
    });
    expect(code).toBe(1);
    expect(out).toContain('  - header.topStrip[0].href must be a link to a page of the site');
    expect(out).toContain('not "javascript:alert(1)"');
  });
});
