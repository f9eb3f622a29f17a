/**
 * No function in server/, src/ or studio/ over 150 lines, tests included: a longer one holds more
 * than one concern (the site server was once a single 500-line closure). Parsed with the TypeScript
 * compiler, so every kind of function counts: declarations, expressions, arrows, methods and accessors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 150;
// The project's root: vitest runs from it (in the jsdom project import.meta.url is a dev-server path).
const root = process.cwd();
const CHECKED = ['server', 'src', 'studio'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every function of a file longer than the limit, as `file:line name (n lines)`. */
export function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : ts.SyntaxKind[node.kind];
      if (lines > max) found.push(`${relative(root, file)}:${start + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length in server/, src/ and studio/', () => {
  it('counts arrows, methods and nested functions', () => {
    const body = Array.from({ length: 4 }, () => '  x++;').join('\n');
    const text = `class A { m() {\n${body}\n} }\nconst f = () => {\n${body}\n};\nfunction g() { const h = function () {\n${body}\n}; }`;
    expect(longFunctions('a.ts', text, 3)).toHaveLength(4);
  });

  // Parses every source file: seconds of CPU, more beside other tests on two cores.
  it(`has no function over ${MAX_LINES} lines`, { timeout: 60_000 }, () => {
    const long = CHECKED.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) => longFunctions(file, readFileSync(file, 'utf8')));
    expect(long).toEqual([]);
  });
});
