/**
 * `npm run publish -- --site URL`: makes pages.config.json live on a running site, without a
 * build or a restart. It is checked here first with the build's own validator (the same
 * problems, worded the same), then sent with the token from PUBLISH_TOKEN (never a flag, so it
 * stays out of shell history and process lists, and never printed).
 *
 *   --dry-run              the diff against the live version only
 *   --list                 versions, newest first, the live one marked; scheduled ones
 *   --rollback [VERSION]   makes VERSION live; without one, the version before the live one
 *   --expected VERSION     with --rollback: the live version it replaces (default: the one live now,
 *                          read first); when another is live by then, nothing changes
 *   --at ISO-TIME          schedules the publish (a time with a zone: 2026-12-01T09:00:00+01:00)
 *   --author NAME          who publishes (default: git's user.name, else the account's name)
 *   --message TEXT         why, for the history
 *   --config FILE          publishes another file than pages.config.json
 *   --site URL             the site (or SITE_URL)
 *
 * `npm run publish -- --import-store DIR`, with DATABASE_URL: moves the directory config store DIR
 * (CONFIG_STORE) into PostgreSQL, history included, for boxes that share the database instead of a
 * volume. Into an empty database only; the directory is left as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultAuthor, publishClient, SiteUnreachable, type Answer, type DiffSummary, type VersionsAnswer } from '../server/publishClient';

const root = fileURLToPath(new URL('..', import.meta.url));
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
/** Changed lines shown after a publish; the rest are counted. */
const SHOWN_LINES = 60;

class Fail extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
    readonly code = 1,
  ) {
    super(message);
  }
}

function usage(message: string): never {
  throw new Fail(`${message} (see the top of scripts/publish.ts for the flags)`, [], 2);
}

function parse(argv: string[]) {
  // `--rollback VERSION` and `--rollback` alone both mean something: the version is an optional positional.
  const { values, positionals } = parseArgs({
    args: argv.flatMap((a) => (a.startsWith('--rollback=') ? ['--rollback', a.slice('--rollback='.length)] : [a])),
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      config: { type: 'string' },
      author: { type: 'string' },
      message: { type: 'string' },
      at: { type: 'string' },
      'dry-run': { type: 'boolean' },
      list: { type: 'boolean' },
      rollback: { type: 'boolean' },
      expected: { type: 'string' },
    },
  });
  const actions = [values['dry-run'] && '--dry-run', values.list && '--list', values.rollback && '--rollback'].filter(Boolean);
  if (actions.length > 1) usage(`${actions.join(' and ')} do not go together`);
  if (values.at && (values.list || values.rollback)) usage('--at schedules a publish; it goes with neither --list nor --rollback');
  if (values.expected !== undefined && !values.rollback) usage('--expected goes with --rollback');
  if (positionals.length > (values.rollback ? 1 : 0)) usage(`unexpected argument "${positionals[values.rollback ? 1 : 0]}"`);
  if (values.at && (!Number.isFinite(Date.parse(values.at)) || !/(Z|[+-]\d\d:?\d\d)$/.test(values.at))) {
    usage(`--at "${values.at}" is not an ISO time with a zone, e.g. 2026-12-01T09:00:00+01:00`);
  }
  const site = values.site ?? process.env.SITE_URL;
  if (!site) usage('--site URL (or SITE_URL) names the site to publish to');
  if (!/^https?:\/\//.test(site)) usage(`--site "${site}" is not an http(s) URL`);
  const token = process.env.PUBLISH_TOKEN;
  if (!token) throw new Fail('PUBLISH_TOKEN is not set: the site only accepts publishes with its token');
  return { values, version: positionals[0], site, token };
}

function refused<T>(answer: Answer<T>, what: string): T {
  if (answer.ok) return answer.body;
  if (answer.status === 401) throw new Fail(`the site refused the token (401): check PUBLISH_TOKEN`);
  throw new Fail(
    `${what} refused (${answer.status}): ${answer.body.message}`,
    answer.body.problems?.map((p) => `  - ${p}`),
  );
}

const short = (version: string | null) => (version ? version.slice(0, 12) : 'none');

function printDiff(diff: DiffSummary) {
  console.log(`${paint(32, `${diff.added} line${diff.added === 1 ? '' : 's'} added`)}, ${paint(31, `${diff.removed} removed`)}`);
  for (const line of diff.lines.slice(0, SHOWN_LINES)) console.log(`  ${paint(line.startsWith('+') ? 32 : 31, line)}`);
  const more = diff.added + diff.removed - Math.min(diff.lines.length, SHOWN_LINES);
  if (more > 0) console.log(`  … and ${more} more changed line${more === 1 ? '' : 's'}`);
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function printList({ versions, scheduled }: VersionsAnswer) {
  const waiting = new Set(scheduled.map((s) => s.version));
  for (const v of versions) {
    const mark = v.live ? paint(32, '* live ') : waiting.has(v.version) ? '  later' : v.draft ? '  draft' : '       ';
    console.log(`${mark} ${v.version}  ${when(v.createdAt)}  ${v.author}${v.message ? `: ${v.message}` : ''}`);
  }
  if (!scheduled.length) return;
  console.log('Scheduled:');
  for (const s of scheduled) console.log(`        ${s.version}  at ${when(s.at)}  ${s.author}${s.message ? `: ${s.message}` : ''}`);
}

/** The config to publish, held to the build's validator before anything is sent. */
async function readChecked(file: string): Promise<unknown> {
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Fail(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  // Loaded only to publish: compiling every block's schema is most of this command's start-up.
  const [{ configValidator }, { ConfigError }] = await Promise.all([import('../tooling/config-check'), import('../src/engine/config/validate')]);
  const problems = (await configValidator(root))(config);
  if (problems.length) {
    const [first, ...rest] = new ConfigError(problems).message.split('\n');
    throw new Fail(first!, rest);
  }
  return config;
}

/** Moves a directory store into DATABASE_URL's PostgreSQL (no site, no token: the database is the authority). */
async function importStore(dir: string) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Fail('--import-store moves a store into PostgreSQL: set DATABASE_URL (postgres://…) to the database the boxes share');
  if (!existsSync(resolve(dir, 'versions'))) throw new Fail(`${dir} is no config store (it has no versions folder)`);
  const [{ DirectoryConfigStore }, { PgConfigStore }, { importDirectoryStore }] = await Promise.all([
    import('../server/site/configStore'),
    import('../server/site/pgConfigStore'),
    import('../server/site/importStore'),
  ]);
  const to = new PgConfigStore(url);
  try {
    const done = await importDirectoryStore(new DirectoryConfigStore(resolve(dir)), to);
    console.log(
      `Imported ${done.versions} version${done.versions === 1 ? '' : 's'}, ${done.history} history entr${done.history === 1 ? 'y' : 'ies'} and ${done.scheduled} scheduled publish${done.scheduled === 1 ? '' : 'es'}; live: ${short(done.live)}.`,
    );
  } finally {
    await to.close();
  }
}

async function main(argv: string[]) {
  const importing = argv.findIndex((a) => a === '--import-store' || a.startsWith('--import-store='));
  if (importing >= 0) {
    const dir = argv[importing]!.includes('=') ? argv[importing]!.split('=').slice(1).join('=') : argv[importing + 1];
    if (!dir || dir.startsWith('--') || argv.length > (argv[importing]!.includes('=') ? 1 : 2)) usage('--import-store DIR goes alone');
    return importStore(dir);
  }
  const { values, version, site, token } = parse(argv);
  const client = publishClient(site, token);
  const author = values.author ?? defaultAuthor(root);

  if (values.list) return printList(refused(await client.versions(), 'listing'));

  if (values.rollback) {
    // The site rolls back only the version it is told it replaces: the one named, or the one live as we look.
    const expected = values.expected ?? refused(await client.versions(), 'listing').live;
    if (!expected) throw new Fail('nothing is live on the site: there is nothing to roll back');
    const done = refused(await client.rollback({ author, expected, ...(version ? { version } : {}) }), 'rollback');
    console.log(`Rolled back: ${done.version} is live (was ${short(done.previous)}).`);
    return;
  }

  const config = await readChecked(values.config ? resolve(values.config) : resolve(root, 'pages.config.json'));
  const answer = refused(
    await client.publish({
      config,
      author,
      ...(values.message ? { message: values.message } : {}),
      ...(values.at ? { at: values.at } : {}),
      ...(values['dry-run'] ? { dryRun: true as const } : {}),
    }),
    'publish',
  );
  if ('dryRun' in answer) console.log(`Dry run: would publish ${answer.version} over the live ${short(answer.live)}; nothing changed.`);
  else if (answer.live) console.log(`Published ${answer.version}: live on ${client.site} (was ${short(answer.previous)}).`);
  else console.log(`Scheduled ${answer.version} to go live at ${answer.scheduledAt} (live now: ${short(answer.previous)}).`);
  if (answer.diff.added + answer.diff.removed === 0) console.log('No changes against the live version.');
  else printDiff(answer.diff);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // One line saying why; a refused config adds its problems, one a line.
  const fail =
    error instanceof Fail
      ? error
      : error instanceof SiteUnreachable
        ? new Fail(error.message)
        : (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
          ? new Fail(`${(error as Error).message} (see the top of scripts/publish.ts for the flags)`, [], 2)
          : new Fail(String((error as Error)?.message ?? error));
  console.error(`publish: ${fail.message}`);
  for (const line of fail.details) console.error(line);
  process.exitCode = fail.code;
}
