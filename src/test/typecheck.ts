/**
 * Node only: type errors of a few files, checked with the repository's tsconfig.json as
 * `npm run typecheck` would (for code a test writes: the scaffold's output, the guide's examples).
 * Only the named files are checked in full; what they import is read for its types.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';

export function typeErrors(root: string, files: readonly string[]): string[] {
  const configFile = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  // A one-off program: nothing to remember for the next run.
  const program = ts.createProgram(files, { ...parsed.options, incremental: false, noEmit: true });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file);
      if (!source) return [];
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    }),
  ];
  return diagnostics.map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${relative(root, d.file.fileName)}:${line + 1}:${character + 1}: ${text}`;
  });
}
