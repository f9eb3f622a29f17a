// The layers of the house, kept by the linter (`npm run lint`, part of `npm test`).
// One sentence, the same as the README's: each folder of src/ imports only from itself and the layers beneath it —
// platform < data, ui, state, vitals < engine < content, forms, seo < blocks, chrome < the entry points, folders of one layer not importing each other —
// no block imports another block; src/ imports no server/, build/, scripts/, tests/ or studio/ code; server/ imports no build/, scripts/, tests/ or studio/ code;
// build/ imports no scripts/ or tests/; server/api/ and server/site/ do not import each other, and what both use is in server/shared/, which imports neither.
// Tests and test helpers are exempt from all but "no block imports another block": they may reach across layers to set a scene up.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const blockFolders = readdirSync(new globalThis.URL('./src/blocks', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The layers of src/, bottom first; the zones below are derived from this list, so they and the sentence above cannot drift apart. */
const layers = [['platform'], ['data', 'ui', 'state', 'vitals'], ['engine'], ['content', 'forms', 'seo'], ['blocks', 'chrome']];
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
    from: ['./server', './build', './scripts', './tests', './studio'],
    message: 'The site code runs in the browser and the server renderer: it imports no server, build, script or studio code.',
  },
  {
    target: './server',
    from: ['./build', './scripts', './tests', './studio'],
    message: 'The production server imports no build tooling, commands or studio code.',
  },
  { target: './build', from: ['./scripts', './tests'], message: 'Build libraries do not import commands or tests.' },
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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'schemas/**', 'public/**', 'coverage/**', '.scratch/**', 'data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'build/**/*.ts', 'studio/**/*.{ts,tsx}'],
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
