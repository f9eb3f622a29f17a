/**
 * The build's problems by the block they are in, at any depth: "routes[2] /x › blocks[1] section#s ›
 * content[0] columns › columns[1][0] rich-text: props.sections …" is the block at path
 * "1.content.0.columns:1.0" (keys.ts), its field "props.sections".
 */
import { blockOfProblem } from '../../../src/engine/config/place';
import { problemsAt } from '../problems';
import { whereOf, type Target } from '../target';
import { pathKey } from './keys';
import type { BlockPath, Step } from './path';

const NESTED = /^(\w+)\[(\d+)\](?:\[(\d+)\])? \S+(?: › |: )/;

/** A problem's block as a path key in the target, and the problem as its form files it; null when in no block of the target. */
function placed(problem: string, target: Target): { key: string; inner: string } | null {
  const inBlock = blockOfProblem(problem);
  const top = inBlock && /\.blocks\[(\d+)\]$|^footer\.blocks\[(\d+)\]$/.exec(inBlock.block);
  if (!inBlock || !top || !inBlock.block.startsWith(whereOf(target, 0).replace(/\[0\]$/, ''))) return null;
  const path: Step[] = [{ index: Number(top[1] ?? top[2]) }];
  let rest = inBlock.rest;
  for (let m = NESTED.exec(rest); m; m = NESTED.exec(rest)) {
    path.push(m[3] === undefined ? { slot: m[1]!, index: Number(m[2]) } : { slot: m[1]!, list: Number(m[2]), index: Number(m[3]) });
    rest = rest.slice(m[0].length);
  }
  return { key: pathKey(path), inner: rest };
}

/** The path keys of every block of the target with a problem. */
export function problemKeys(problems: readonly string[], target: Target): Set<string> {
  return new Set(problems.flatMap((p) => placed(p, target)?.key ?? []));
}

/** The problems of the block at `path`, by the field they name (problems.ts's problemsAt, at any depth). */
export function problemsOfBlock(problems: readonly string[], target: Target, path: BlockPath): Map<string, string[]> {
  const key = pathKey(path);
  const mine = problems.flatMap((p) => {
    const at = placed(p, target);
    // Written back as a route block's own problem, so problemsAt files it under its field.
    return at?.key === key ? [`routes[0] / › blocks[0] block: ${at.inner}`] : [];
  });
  return problemsAt(mine, 'routes[0].blocks[0]');
}
