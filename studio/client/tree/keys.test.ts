/**
 * A block's path, its key and its name on the rendered page agree with the engine's own walk
 * (the preview outlines and reports blocks by that name), and the build's problems land on the
 * nested block they name.
 */
import { describe, expect, it } from 'vitest';
import { loadBlockSchemas } from '../../../src/engine/config/blockSchemas';
import { placedBlocks } from '../../../src/engine/config/tree';
import { createConfigValidator } from '../../../src/engine/config/validate';
import { apiContract } from '../../../src/content/endpoints';
import type { SiteConfig } from '../../../src/engine/types';
import { rawConfig } from '../../../src/test/config';
import { nameOfPath, pageNames, parsePathKey, pathKey } from './keys';
import { problemKeys, problemsOfBlock } from './problems';
import { rulesOf } from './rules';

const config = rawConfig() as SiteConfig;
const schemas = await loadBlockSchemas(process.cwd());
const rules = rulesOf(schemas);

describe('block paths and names', () => {
  it('names every block of every page as the engine does, and reads each path back from its key', () => {
    for (const route of config.routes) {
      const { byPath } = pageNames(rules, route.blocks);
      expect([...byPath.values()]).toEqual(placedBlocks(route.blocks).map((p) => p.key));
      for (const key of byPath.keys()) {
        expect(pathKey(parsePathKey(key))).toBe(key);
        expect(nameOfPath(route.blocks, parsePathKey(key))).toBe(byPath.get(key));
      }
    }
  });

  it("files a nested block's problem under that block and its field", () => {
    const smart = config.routes.findIndex((r) => r.path.includes('smart-meters'));
    const broken = structuredClone(config);
    const columns = broken.routes[smart]!.blocks[1]!.props as { columns: { props: Record<string, unknown> }[][] };
    columns.columns[1]![0]!.props.heading = 42;
    const problems = createConfigValidator(schemas, { api: apiContract })(broken);
    const target = { kind: 'route', index: smart } as const;
    expect([...problemKeys(problems, target)]).toEqual(['1.columns:1.0']);
    const errors = problemsOfBlock(problems, target, parsePathKey('1.columns:1.0'));
    expect([...errors.keys()]).toEqual(['props.heading']);
    expect(problemsOfBlock(problems, target, parsePathKey('1')).size).toBe(0);
  });
});
