/**
 * The config file the studio edits: read with a version (a hash of its bytes), so a save
 * can tell whether someone else (an editor, git pull) wrote it since the studio read it.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { diffLines, formatDiff } from '../shared/diff';
import { formatConfig } from '../shared/format';

export interface OnDisk {
  text: string;
  version: string;
}

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export async function readConfigFile(file: string): Promise<OnDisk> {
  const text = await readFile(file, 'utf8');
  return { text, version: versionOf(text) };
}

export type SaveOutcome =
  { kind: 'saved'; version: string; text: string } | { kind: 'invalid'; problems: string[] } | { kind: 'changed-on-disk'; version: string; diff: string };

/**
 * Writes the config only when it is valid and the file is still the one the studio read;
 * otherwise says why, with every problem or what changed on disk.
 */
export async function saveConfigFile(file: string, config: unknown, baseVersion: string, validate: (config: unknown) => string[]): Promise<SaveOutcome> {
  const problems = validate(config);
  if (problems.length) return { kind: 'invalid', problems };
  const current = await readConfigFile(file);
  const text = formatConfig(config);
  if (current.version !== baseVersion && current.text !== text) {
    return { kind: 'changed-on-disk', version: current.version, diff: formatDiff(diffLines(current.text, text)) };
  }
  // Written beside it and renamed over it: a reader (the dev server, git) never sees half a file.
  const tmp = `${file}.studio-${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file);
  return { kind: 'saved', version: versionOf(text), text };
}
