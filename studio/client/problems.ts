/**
 * The build's problems, sorted to where they belong: a block's, by the JSON path inside
 * it ("props.speed must be integer" under the speed field), or the config's own.
 */
import { blockOfProblem } from '../../src/engine/config/place';

/** `routes[2] /projects › blocks[4] slider#b4: props.speed must be integer`, for "routes[2].blocks[4]" → path "props.speed". */
export function problemsAt(problems: string[], where: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (path: string, message: string) => out.set(path, [...(out.get(path) ?? []), message]);
  for (const problem of problems) {
    const inBlock = blockOfProblem(problem);
    if (inBlock?.block !== where) continue;
    const rest = inBlock.rest;
    const m = /^((?:props|source|id|type)(?:[.[][^\s]*)?) /.exec(rest);
    // The message keeps its path, so the field names what the build names.
    add(m ? m[1]! : '', rest);
  }
  return out;
}

/** The config's own problems by their first word (`header.logo: …` under "header.logo"): the header's and the site's forms. */
export function problemsByKey(problems: string[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const p of problems) {
    const key = p.split(' ')[0]!.replace(/:$/, '');
    m.set(key, [...(m.get(key) ?? []), p]);
  }
  return m;
}
