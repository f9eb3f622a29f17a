// The layers of the house, kept by the linter (`npm run lint`, part of `npm test`).
// One sentence: code imports only from its own layer or the layers below it —
// platform < data < ui < engine < {content, forms, seo} < {blocks, chrome} < entry points —
// no block imports another block, nothing in src/ imports server/, build/ or scripts/,
// nothing at run time (src/, server/) imports the build tooling, and nothing of the site imports the studio.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const blockFolders = readdirSync(new globalThis.URL('./src/blocks', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Folders a layer must not import from: everything above it. */
const above = {
  'src/platform': ['src/data', 'src/ui', 'src/state', 'src/engine', 'src/content', 'src/forms', 'src/seo', 'src/blocks', 'src/chrome', 'src/vitals'],
  'src/data': ['src/ui', 'src/state', 'src/engine', 'src/content', 'src/forms', 'src/seo', 'src/blocks', 'src/chrome'],
  'src/ui': ['src/data', 'src/engine', 'src/content', 'src/forms', 'src/seo', 'src/blocks', 'src/chrome'],
  'src/state': ['src/data', 'src/ui', 'src/engine', 'src/content', 'src/forms', 'src/seo', 'src/blocks', 'src/chrome'],
  'src/engine': ['src/content', 'src/forms', 'src/seo', 'src/blocks', 'src/chrome', 'src/state'],
  'src/content': ['src/forms', 'src/blocks', 'src/chrome'],
  'src/forms': ['src/content', 'src/blocks', 'src/chrome'],
  'src/seo': ['src/forms', 'src/blocks', 'src/chrome'],
  'src/chrome': ['src/blocks', 'src/content', 'src/forms'],
};

const layerZones = Object.entries(above).map(([target, from]) => ({
  target: `./${target}`,
  from: from.map((f) => `./${f}`),
  message: `${target} may import only from itself and the layers beneath it (${['platform', 'data', 'ui', 'engine', 'content, forms, seo', 'blocks, chrome'].join(' < ')})`,
}));

const blockZones = blockFolders.map((name) => ({
  target: `./src/blocks/${name}`,
  from: './src/blocks',
  except: [`./${name}`],
  message: 'A block does not import another block: move what they share down a layer (ui, content, engine/config/fragments).',
}));

const runtimeZones = [
  { target: './src', from: ['./server', './build', './scripts', './tests', './studio'], message: 'The site code runs in the browser and the server renderer: it imports no server, build, script or studio code.' },
  { target: './server', from: ['./build', './scripts', './tests', './studio'], message: 'The production server imports no build tooling, commands or studio code.' },
  { target: './build', from: ['./scripts', './tests'], message: 'Build libraries do not import commands or tests.' },
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
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...blockZones, ...runtimeZones] }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/*', '**/tests/*'], message: 'Test helpers are for tests only.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: blockZones }],
    },
  },
);
