// The layers of the house, kept by the linter (`npm run lint`, part of `npm test`).
// One sentence, the same as the README's: each folder of src/ imports only from itself and the layers beneath it —
// platform, islands < data, ui, state, vitals < engine < content, forms, seo < blocks, chrome < the entry points, folders of one layer not importing each other —
// no block imports another block; src/ imports no server/, tooling/, scripts/, tests/ or studio/ code; server/ imports no tooling/, scripts/, tests/ or studio/ code;
// tooling/ imports no scripts/ or tests/; server/api/ and server/site/ do not import each other, and what both use is in server/shared/, which imports neither.
// Tests and test helpers are exempt from all but "no block imports another block": they may reach across layers to set a scene up.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { cwd } from 'node:process';
import ts from 'typescript';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const blockFolders = readdirSync(new globalThis.URL('./src/blocks', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The layers of src/, bottom first; the zones below are derived from this list, so they and the sentence above cannot drift apart. */
const layers = [['platform', 'islands'], ['data', 'ui', 'state', 'vitals'], ['engine'], ['content', 'forms', 'seo'], ['blocks', 'chrome']];
const ladder = layers.map((layer) => layer.join(', ')).join(' < ');

/** A folder must not import from its own layer's other folders or from any layer above. */
const layerZones = layers.flatMap((layer, i) =>
  layer.map((folder) => ({
    target: `./src/${folder}`,
    from: layers
      .slice(i)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./src/${other}`),
    message: `src/${folder} may import only from itself and the layers beneath it (${ladder}; folders of one layer do not import each other)`,
  })),
);

const blockZones = blockFolders.map((name) => ({
  target: `./src/blocks/${name}`,
  from: './src/blocks',
  except: [`./${name}`],
  message: 'A block does not import another block: move what they share down a layer (ui, content, engine/config/fragments).',
}));

const runtimeZones = [
  {
    target: './src',
    from: ['./server', './tooling', './scripts', './tests', './studio'],
    message: 'The site code runs in the browser and the server renderer: it imports no server, tooling, script or studio code.',
  },
  {
    target: './server',
    from: ['./tooling', './scripts', './tests', './studio'],
    message: 'The production server imports no build tooling, commands or studio code.',
  },
  { target: './tooling', from: ['./scripts', './tests'], message: 'Tooling libraries do not import commands or tests.' },
];

// The API and the site server are deployed and scaled apart: neither may need the other's code to start.
const serverZones = [
  { target: './server/api', from: './server/site', message: 'server/api does not import server/site: move what both use to server/shared/.' },
  { target: './server/site', from: './server/api', message: 'server/site does not import server/api: move what both use to server/shared/.' },
  { target: './server/shared', from: ['./server/api', './server/site'], message: 'server/shared sits beneath both servers: it imports neither.' },
];

// The studio's client is layered too: locale/ (pure text and locale edits) < form/ (the schema form, whose text
// widgets use locale/) < the editor around them; shared/ is what the server and the window both read, beneath all.
const studioZones = [
  {
    target: './studio/client/locale',
    from: './studio/client',
    except: ['./locale'],
    message: 'studio/client/locale sits beneath the form and the editor: it imports neither (move the shared piece down).',
  },
  {
    target: './studio/client/form',
    from: './studio/client',
    except: ['./form', './locale'],
    message: 'studio/client/form imports only itself and locale/: the editor uses the form, not the other way round.',
  },
  {
    target: './studio/shared',
    from: ['./studio/client', './studio/preview', './studio/server'],
    message: 'studio/shared sits beneath the client, the preview and the server: declare what they share here.',
  },
];

/**
 * Import circles that pass through a type-only import. import-x/no-cycle skips `import type` (nothing of it
 * exists at run time), yet such a circle still ties the files' meanings together: types.ts declaring what
 * urlState.ts is about while urlState.ts needs the registry, which needs types.ts. This rule sees the whole
 * project's static imports at once (read with TypeScript's own resolver, once per lint run) and reports each
 * type-only import that closes a circle; the all-runtime circles are import-x/no-cycle's to report.
 */
let typeCircles;
function findTypeCircles() {
  if (typeCircles) return typeCircles;
  const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = parsed?.options ?? {};
  /** file → [{ to, typeOnly, specifier }] */
  const graph = new Map();
  for (const file of parsed?.fileNames ?? []) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const edges = [];
    for (const st of source.statements) {
      const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
      const to = ts.resolveModuleName(spec.text, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!to || to.includes('/node_modules/')) continue;
      const clause = ts.isImportDeclaration(st) ? st.importClause : undefined;
      const typeOnly = ts.isImportDeclaration(st)
        ? Boolean(
            clause &&
            (clause.isTypeOnly ||
              (!clause.name &&
                clause.namedBindings &&
                ts.isNamedImports(clause.namedBindings) &&
                clause.namedBindings.elements.length > 0 &&
                clause.namedBindings.elements.every((e) => e.isTypeOnly))),
          )
        : st.isTypeOnly;
      edges.push({ to: resolve(to), typeOnly, specifier: spec.text });
    }
    graph.set(resolve(file), edges);
  }
  // Tarjan's strongly connected components: a file is in a circle when its component has another file.
  let index = 0;
  const stack = [];
  const state = new Map();
  const component = new Map();
  const visit = (v) => {
    const s = { index, low: index, onStack: true };
    index++;
    state.set(v, s);
    stack.push(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!graph.has(to)) continue;
      const t = state.get(to);
      if (!t) {
        visit(to);
        s.low = Math.min(s.low, state.get(to).low);
      } else if (t.onStack) s.low = Math.min(s.low, t.index);
    }
    if (s.low === s.index) {
      const members = new Set();
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        members.add(w);
      } while (w !== v);
      if (members.size > 1) for (const m of members) component.set(m, members);
    }
  };
  for (const v of graph.keys()) if (!state.has(v)) visit(v);
  typeCircles = { graph, component };
  return typeCircles;
}

/** The way back from `from` to `to` inside their circle, for the message: a → b → a. */
function wayBack(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const { to: next } of graph.get(v) ?? []) {
      if (!members.has(next) || previous.has(next)) continue;
      previous.set(next, v);
      queue.push(next);
    }
  }
  const way = [];
  for (let v = to; v !== null && v !== undefined; v = previous.get(v)) way.unshift(v);
  return way;
}

const noTypeCycle = {
  meta: { type: 'problem', schema: [], messages: { circle: 'Import circle through a type import: {{way}}. Move what both sides need beneath them.' } },
  create(context) {
    const file = resolve(context.filename);
    const { graph, component } = findTypeCircles();
    const members = component.get(file);
    if (!members) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      const edge = (graph.get(file) ?? []).find((e) => e.specifier === specifier && e.typeOnly && members.has(e.to));
      if (!edge) return;
      const way = [file, ...wayBack(graph, members, edge.to, file)].map((f) => relative(cwd(), f));
      context.report({ node, messageId: 'circle', data: { way: way.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'schemas/**', 'public/**', 'coverage/**', '.scratch/**', 'data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: {
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'house/no-type-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // The house's own conventions, already followed: loosened only where they fight TypeScript idioms in use.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Production code: tests and test helpers may reach across layers to set a scene up.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tooling/**/*.ts', 'studio/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...blockZones, ...runtimeZones, ...serverZones, ...studioZones] }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/test/*', '**/tests/*'], message: 'Test helpers are for tests only.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: blockZones }],
    },
  },
  {
    // The site's code is typed through: each block's props and data reach its component from its
    // definition (src/engine/types.ts), and the one place the engine forgets them is blockDefinition().
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']", message: 'No `as never`: type the value (see defineBlock and blockDefinition).' },
      ],
    },
  },
);
