// @vitest-environment node
/**
 * The docs name files and commands; a rename that forgets them leaves a newcomer on a dead path.
 * This reads README.md, docs/*.md and the folder READMEs and checks that every repository path
 * they name exists (backticked paths under the repository's folders, markdown links and pictures
 * to local files, and the heading a link's #anchor points at) and that every `npm run <script>`
 * is a script of package.json.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

// Paths written from the repository's root start with one of these folders; a bare name
// (`reconcile.ts`) is read relative to the section it sits in, so it is not checked.
const ROOT_FOLDERS = ['src/', 'server/', 'scripts/', 'tests/', 'studio/', 'tooling/', 'schemas/', 'docs/', 'public/', '.ci/'];

// Guides being written on another branch: a link to one passes while the file is absent, and is
// checked like any other once it has landed (then drop it from this list). None now.
const WRITTEN_ELSEWHERE = new Set<string>();

// Where a path stops being literal: `src/blocks/<type>/`, `scripts/*.ts`, `routes/{n}.json`, `…`.
const PLACEHOLDER = /[<*{[…]|\.\.\./;

interface Doc {
  file: string;
  text: string;
}

interface Repo {
  exists: (path: string) => boolean;
  scripts: ReadonlySet<string>;
  /** The anchors of a markdown file's headings, as GitHub makes them. */
  anchors: (file: string) => ReadonlySet<string>;
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The text with fenced code blocks blanked (lines kept, so line numbers still match). */
function withoutFences(text: string): string {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/**
 * A doc may name files that are examples, not files of the repository (a worked example's new
 * block): `<!-- docs-check: example src/blocks/quote/ -->` lets paths under that prefix pass.
 */
function examplePrefixes(text: string): string[] {
  return [...text.matchAll(/<!--\s*docs-check:\s*example\s+(\S+)\s*-->/g)].map((m) => m[1]!);
}

/** The literal part of a path: all of it, or up to the last folder before a placeholder. */
function fixedPart(path: string): string {
  const at = path.search(PLACEHOLDER);
  if (at === -1) return path;
  return path.slice(0, path.lastIndexOf('/', at) + 1);
}

/** Every broken reference in the docs, as `file:line: what`. */
function brokenReferences(docs: Doc[], repo: Repo): string[] {
  const problems: string[] = [];
  for (const { file, text } of docs) {
    const examples = examplePrefixes(text);
    const prose = withoutFences(text).split('\n');
    const all = text.split('\n');
    const report = (index: number, what: string) => problems.push(`${file}:${index + 1}: ${what}`);

    // Commands are checked in code blocks too: they are what a reader copies.
    all.forEach((line, i) => {
      for (const m of line.matchAll(/\bnpm (run [\w:.-]+|start|test)\b/g)) {
        const script = m[1]!.replace(/^run /, '');
        if (!repo.scripts.has(script)) report(i, `\`npm ${m[1]}\`: package.json has no script "${script}"`);
      }
    });

    prose.forEach((line, i) => {
      for (const m of line.matchAll(/`([^`]+)`/g)) {
        // The path is the span's first word, without the punctuation of the sentence around it.
        const path = m[1]!
          .trim()
          .split(/\s/)[0]!
          .replace(/[,;:)]+$/, '');
        if (!ROOT_FOLDERS.some((folder) => path.startsWith(folder))) continue;
        if (examples.some((prefix) => path.startsWith(prefix))) continue;
        const fixed = fixedPart(path);
        if (!repo.exists(fixed)) report(i, `\`${path}\`: ${fixed} does not exist`);
      }

      // A link written inside code (`<img src="/images…">`) is an example, not a link.
      const outsideCode = line.replace(/`[^`]*`/g, '');
      const targets = [
        ...[...outsideCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!),
        ...[...outsideCode.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
      ];
      for (const target of targets) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: and the like
        const [pathPart = '', anchor] = target.split('#');
        const linked = pathPart === '' ? file : normalize(join(dirname(file), decodeURIComponent(pathPart)));
        if (relative(root, join(root, linked)).startsWith('..')) {
          report(i, `link ${target}: leaves the repository`);
        } else if (!repo.exists(linked)) {
          if (!WRITTEN_ELSEWHERE.has(linked)) report(i, `link ${target}: ${linked} does not exist`);
        } else if (anchor && linked.endsWith('.md') && !repo.anchors(linked).has(anchor)) {
          report(i, `link ${target}: ${linked} has no heading with the anchor #${anchor}`);
        }
      }
    });
  }
  return problems;
}

function repoOnDisk(): Repo {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return {
    exists: (path) => existsSync(join(root, path)),
    scripts: new Set(Object.keys(packageJson.scripts)),
    anchors: (file) => headingAnchors(readFileSync(join(root, file), 'utf8')),
  };
}

function docsOnDisk(): Doc[] {
  const files = [
    'README.md',
    'server/README.md',
    'studio/README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      // The history records past runs as they were: it names files since renamed, on purpose.
      .filter((name) => name !== 'performance-history.md')
      .map((name) => `docs/${name}`),
  ];
  return files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

describe('the docs', () => {
  it('name only files that exist and scripts that package.json has', () => {
    expect(brokenReferences(docsOnDisk(), repoOnDisk())).toEqual([]);
  });

  it('keep the README short enough to read in ten minutes', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
    const long = lines.map((line, i) => ({ line: i + 1, length: line.length })).filter(({ length }) => length > 400);
    expect(long).toEqual([]);
  });
});

describe('the docs check', () => {
  const repo = repoOnDisk();
  const check = (text: string) => brokenReferences([{ file: 'docs/example.md', text }], repo);

  it('passes paths, placeholders, links and scripts that exist', () => {
    const text = [
      'See `src/engine/pipeline.tsx`, `src/blocks/<type>/`, `scripts/*.ts` and `tests/ssr.test.ts` (a test).',
      'Run `npm run typecheck`, `npm test` or `npm start`; read [the README](../README.md#the-two-commands).',
      '<img src="hero-390.png" alt="">',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('names a path, a link, an anchor and a script that do not exist, with the line', () => {
    const text = [
      'Intro.',
      'See `src/engine/no-such-file.ts` and `src/no-such-folder/<type>/`.',
      'Read [this](missing.md) and [that](../README.md#no-such-heading); run `npm run no-such-script`.',
    ].join('\n');
    expect(check(text)).toEqual([
      'docs/example.md:3: `npm run no-such-script`: package.json has no script "no-such-script"',
      'docs/example.md:2: `src/engine/no-such-file.ts`: src/engine/no-such-file.ts does not exist',
      'docs/example.md:2: `src/no-such-folder/<type>/`: src/no-such-folder/ does not exist',
      'docs/example.md:3: link missing.md: docs/missing.md does not exist',
      'docs/example.md:3: link ../README.md#no-such-heading: README.md has no heading with the anchor #no-such-heading',
    ]);
  });

  it('lets a declared example pass, and ignores paths inside code blocks', () => {
    const text = ['<!-- docs-check: example src/blocks/quote/ -->', '`src/blocks/quote/schema.ts`', '```', '`src/not/checked.ts`', '```'].join('\n');
    expect(check(text)).toEqual([]);
  });
});
