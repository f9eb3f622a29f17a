/**
 * `npm run new:block -- <name> [--data <kind>]`: a new block type as the real blocks are made,
 * ready to pass typecheck, lint and its own test before you change a line: src/blocks/<name>/
 * (schema with its binding, component, skeleton, CSS, test, index) and its two registration lines
 * in src/blocks/registry.ts (the import and the key); then the editor schemas are regenerated.
 * Without `--data` the block shows its props only (no source); `--data news` binds it to a list
 * (or, for a kind the API only answers whole, an array) of that content kind. See docs/adding-a-block.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { contentKinds, type ContentKind } from '../src/content/kinds';
import { apiContract } from '../src/content/endpoints';

export const BLOCK_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What the scaffold needs to know about a content kind: how the API answers it and what to print of an item. */
interface DataShape {
  kind: ContentKind;
  select: 'list' | 'array';
  /** The item field the generated component prints (a required text: its title, name or post). */
  field: string;
  /** Whether items carry an `id` to key the list by. */
  hasId: boolean;
}

export interface BlockPlan {
  name: string;
  /** PascalCase, for the component and type names ("faq" → "Faq", "team-grid" → "TeamGrid"). */
  pascal: string;
  /** camelCase, for the registry's import ("team-grid" → "teamGrid"). */
  camel: string;
  data?: DataShape;
}

const isKind = (kind: string): kind is ContentKind => Object.hasOwn(contentKinds, kind);

function dataShape(kind: string): DataShape {
  if (!isKind(kind)) throw new Error(`--data "${kind}" is not a content kind; the kinds are: ${Object.keys(contentKinds).join(', ')} (src/content/kinds.ts).`);
  const selects = Object.values(apiContract)
    .filter((e) => e.kind === kind)
    .map((e) => e.select);
  // A list reads page by page; a kind the API only answers whole is read as an array.
  const select = selects.includes('list') ? 'list' : selects.includes('array') ? 'array' : undefined;
  if (!select) throw new Error(`--data "${kind}": no call of the API lists it (src/content/endpoints.ts), so no block can be bound to a list of it.`);
  // Any content kind's schema: an object schema with its required fields and their types.
  const schema = contentKinds[kind] as { required?: readonly string[]; properties?: Record<string, { type?: unknown }> };
  const texts = (schema.required ?? []).filter((p) => schema.properties?.[p]?.type === 'string');
  const field = ['title', 'name', 'post'].find((p) => texts.includes(p)) ?? texts[0];
  if (!field) throw new Error(`--data "${kind}": its items have no required text to show.`);
  return { kind, select, field, hasId: (schema.required ?? []).includes('id') };
}

/** Checks the name and the kind; throws an Error whose message says what is wrong. */
export function planBlock(root: string, name: string, data?: string): BlockPlan {
  if (!BLOCK_NAME.test(name)) {
    throw new Error(`"${name}" is not a block name: use kebab-case, lower-case letters and digits in words joined by "-" (e.g. "faq", "team-grid").`);
  }
  if (existsSync(join(root, 'src', 'blocks', name))) throw new Error(`src/blocks/${name} already exists: pick another name, or edit that block.`);
  const words = name.split('-');
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  const plan: BlockPlan = { name, pascal, camel: pascal[0]!.toLowerCase() + pascal.slice(1) };
  if (data !== undefined) plan.data = dataShape(data);
  return plan;
}

/** The block folder's files, by name. */
export function blockFiles(plan: BlockPlan): Record<string, string> {
  const { name, pascal, data } = plan;
  const props = `${pascal}Props`;
  const item = data ? `item.${data.field}` : '';
  const key = data?.hasId ? 'item.id' : 'i';
  const schema = data
    ? `import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';

/** ${data.select === 'list' ? 'A list' : 'Every item'} of ${data.kind} from the API: nothing to show without it. */
export const binding = { source: 'required', select: '${data.select}', shows: '${data.kind}' } as const satisfies ContentBinding;

export const schema = {
  title: '${name}',
  'x-binding': binding,
  description: 'Items of ${data.kind} under a heading, one line each. (Say here what it shows: editors read this beside the props.)',
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'skeletonCount'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    skeletonCount: { type: 'integer', minimum: 1, maximum: 12, description: 'Placeholders shown while the items load.' },
  },
} as const;

export type ${props} = FromSchema<typeof schema>;
`
    : `import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: '${name}',
  'x-binding': binding,
  description: 'A heading and a paragraph. (Say here what it shows: editors read this beside the props.)',
  type: 'object',
  additionalProperties: false,
  required: ['heading'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    text: { type: 'string', 'x-translatable': true },
  },
} as const;

export type ${props} = FromSchema<typeof schema>;
`;

  const dataType = data ? (data.select === 'list' ? `ListData<ShownItem<typeof schema>>` : `ShownItem<typeof schema>[]`) : '';
  const component = data
    ? `import type { BlockComponentProps } from '../../engine/types';
${data.select === 'list' ? "import type { ListData } from '../../data/source';\n" : ''}import type { ShownItem } from '../../content/items';
import type { ${props}, schema } from './schema';
import './${name}.css';

export default function ${pascal}({ props, data, blockId }: BlockComponentProps<${props}, ${dataType}>) {
  const headingId = \`\${blockId}-heading\`;
  return (
    <section className="${name}" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="${name}-heading" id={headingId}>
          {props.heading}
        </h2>
        <ul className="${name}-list">
          {data${data.select === 'list' ? '.items' : ''}.map((item${data.hasId ? '' : ', i'}) => (
            <li key={${key}}>{${item}}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`
    : `import type { BlockComponentProps } from '../../engine/types';
import type { ${props} } from './schema';
import './${name}.css';

export default function ${pascal}({ props, blockId }: BlockComponentProps<${props}>) {
  const headingId = \`\${blockId}-heading\`;
  return (
    <section className="${name}" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="${name}-heading" id={headingId}>
          {props.heading}
        </h2>
        {props.text ? <p className="${name}-text">{props.text}</p> : null}
      </div>
    </section>
  );
}
`;

  // As the blocks do it: the real heading (it is in the props), and one placeholder per thing awaited.
  const skeleton = data
    ? `import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { ${props} } from './schema';

export function ${pascal}Skeleton({ props }: BlockSkeletonProps<${props}>) {
  return (
    <section className="${name}" aria-busy="true">
      <div className="container">
        <h2 className="${name}-heading">{props.heading}</h2>
        <ul className="${name}-list">
          {Array.from({ length: props.skeletonCount }, (_, i) => (
            <li key={i} {...placeholder}>
              <SkeletonShape className="${name}-line-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`
    : `import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { ${props} } from './schema';

export function ${pascal}Skeleton({ props }: BlockSkeletonProps<${props}>) {
  return (
    <section className="${name}" aria-busy="true">
      <div className="container">
        <h2 className="${name}-heading">{props.heading}</h2>
        {props.text ? <SkeletonBox className="${name}-text-skeleton" /> : null}
      </div>
    </section>
  );
}
`;

  const index = data
    ? `import { defineBlock } from '../../engine/types';
${data.select === 'list' ? "import type { ListData } from '../../data/source';\n" : ''}import type { ShownItem } from '../../content/items';
import type { ${props}, schema } from './schema';
import { ${pascal}Skeleton } from './Skeleton';

export default defineBlock<${props}, ${dataType}>({
  load: () => import('./${pascal}'),
  Skeleton: ${pascal}Skeleton,
});
`
    : `import { defineBlock } from '../../engine/types';
import type { ${props} } from './schema';
import { ${pascal}Skeleton } from './Skeleton';

export default defineBlock<${props}>({
  load: () => import('./${pascal}'),
  Skeleton: ${pascal}Skeleton,
});
`;

  const css = `.${name} {
  padding-block: 4rem;
}
.${name}-heading {
  margin: 0 0 1.5rem;
  color: var(--brand-dark);
}
${
  data
    ? `.${name}-list {
  display: grid;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
}
.${name}-line-skeleton {
  block-size: 1.4rem;
  inline-size: 80%;
}
`
    : `.${name}-text-skeleton {
  block-size: 3rem;
  inline-size: 70%;
}
`
}`;

  const firstItem = data ? sampleItem(data) : '';
  const test = data
    ? `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, ok, pending, renderBlock } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import ${plan.camel} from '.';

const props = { heading: '${pascal}', skeletonCount: 3 };
// A source as pages.config.json gives it: replace with the call your block uses.
const source = { endpoint: '${sampleEndpoint(data)}', ${data.select === 'list' ? "body: { pageIndex: 1, pageSize: 3 }, select: 'list' as const" : "method: 'GET' as const, select: 'array' as const"} };
const item = (n: number) => (${firstItem});
const answer = (n: number) => ${data.select === 'list' ? `ok({ items: Array.from({ length: n }, (_, i) => item(i + 1)), nextPageAvailable: false })` : `ok(Array.from({ length: n }, (_, i) => item(i + 1)))`};

describe('${name}', () => {
  it('shows its heading and one placeholder per item awaited while loading', async () => {
    const { container } = await renderBlock(${plan.camel}, { props, source, result: pending() });
    expect(screen.getByRole('heading', { level: 2, name: '${pascal}' })).toBeInTheDocument();
    expect(countPlaceholders(container)).toBe(3);
  });

  it('keeps its placeholders when the call fails', async () => {
    const { container } = await renderBlock(${plan.camel}, { props, source, result: failed() });
    expect(countPlaceholders(container)).toBe(3);
  });

  it('shows each item', async () => {
    await renderBlock(${plan.camel}, { props, source, result: answer(2) });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['${data.field} 1', '${data.field} 2']);
  });
});
`
    : `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlockLoading } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import ${plan.camel} from '.';

const props = { heading: '${pascal}', text: 'What this block says.' };

describe('${name}', () => {
  it('shows its heading and a placeholder for its text while its code loads', () => {
    const { container } = renderBlockLoading(${plan.camel}, { props });
    expect(screen.getByRole('heading', { level: 2, name: '${pascal}' })).toBeInTheDocument();
    expect(countPlaceholders(container)).toBe(1);
  });

  it('shows its heading and text', async () => {
    await renderBlock(${plan.camel}, { props });
    expect(screen.getByRole('heading', { level: 2, name: '${pascal}' })).toBeInTheDocument();
    expect(screen.getByText('What this block says.')).toBeInTheDocument();
  });
});
`;

  return {
    'schema.ts': schema,
    [`${pascal}.tsx`]: component,
    'Skeleton.tsx': skeleton,
    'index.ts': index,
    [`${name}.css`]: css,
    [`${pascal}.test.tsx`]: test,
  };
}

/** One item of the kind with every required field (the data boundary is not in play in unit tests, but keep them honest). */
function sampleItem(data: DataShape): string {
  // Any content kind's schema: an object schema with its required fields and their types.
  const schema = contentKinds[data.kind] as { required?: readonly string[]; properties?: Record<string, { type?: unknown }> };
  const fields = (schema.required ?? []).map((p) => {
    const type = schema.properties?.[p]?.type;
    const types = Array.isArray(type) ? type : [type];
    if (p === data.field) return `${p}: \`${p} \${n}\``;
    if (types.includes('integer') || types.includes('number')) return `${p}: n`;
    if (types.includes('array')) return `${p}: []`;
    return `${p}: \`${p}-\${n}\``;
  });
  return `{ ${fields.join(', ')} }`;
}

function sampleEndpoint(data: DataShape): string {
  const found = Object.entries(apiContract).find(([, e]) => e.kind === data.kind && e.select === data.select);
  return found?.[0] ?? '/api/unknown';
}

/** registry.ts with the block's import and key added, each in alphabetical place, as the file keeps them. */
export function register(registry: string, plan: BlockPlan): string {
  const lines = registry.split('\n');
  const importLine = `import ${plan.camel} from './${plan.name}';`;
  const imports = lines.map((l, i) => ({ l, i })).filter(({ l }) => /^import \w+ from '\.\/[\w-]+';$/.test(l));
  const last = imports.at(-1);
  if (!last) throw new Error('src/blocks/registry.ts: found no block imports to add one to.');
  const before = imports.find(({ l }) => l.localeCompare(importLine) > 0);
  lines.splice(before ? before.i : last.i + 1, 0, importLine);

  const open = lines.findIndex((l) => /^export const registry = \{$/.test(l));
  const close = lines.findIndex((l, i) => i > open && /^\} satisfies Registry;$/.test(l));
  if (open < 0 || close < 0) throw new Error('src/blocks/registry.ts: found no `export const registry = { ... } satisfies Registry;` to add the key to.');
  const key = plan.name === plan.camel ? `  ${plan.name},` : `  '${plan.name}': ${plan.camel},`;
  const keyOf = (l: string) => /^\s*'?([\w-]+)'?[:,]/.exec(l)?.[1] ?? '';
  let at = close;
  for (let i = open + 1; i < close; i++) {
    if (keyOf(lines[i]!).localeCompare(plan.name) > 0) {
      at = i;
      break;
    }
  }
  lines.splice(at, 0, key);
  return lines.join('\n');
}

/** Writes the block's folder and registration under `root`; returns the paths written, relative to it. */
export function scaffoldBlock(root: string, plan: BlockPlan): string[] {
  const dir = join(root, 'src', 'blocks', plan.name);
  const registryFile = join(root, 'src', 'blocks', 'registry.ts');
  const registered = register(readFileSync(registryFile, 'utf8'), plan);
  mkdirSync(dir, { recursive: true });
  const written = Object.entries(blockFiles(plan)).map(([file, text]) => {
    writeFileSync(join(dir, file), text);
    return `src/blocks/${plan.name}/${file}`;
  });
  writeFileSync(registryFile, registered);
  return [...written, 'src/blocks/registry.ts'];
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { data: { type: 'string' } } });
  const [name, ...extra] = positionals;
  if (!name || extra.length) throw new Error('Usage: npm run new:block -- <name> [--data <kind>]   e.g. npm run new:block -- faq --data news');
  const plan = planBlock(root, name, values.data);
  const written = scaffoldBlock(root, plan);
  // Imported here, not above: it loads schemas through tsx's esbuild, which the tests of this file (in jsdom) cannot run.
  const { writeSchemas } = await import('../tooling/schemas');
  const { written: schemas } = await writeSchemas(root);
  console.log(
    [
      `Made block "${name}"${plan.data ? `, bound to a ${plan.data.select} of ${plan.data.kind}` : ''}:`,
      ...written.map((f) => `  ${f}`),
      ...schemas.map((f) => `  schemas/${f}`),
      `Next: edit its schema and component, run \`npx vitest run src/blocks/${name}\`, and use it in pages.config.json as { "type": "${name}", "props": { ... } }.`,
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
