/**
 * The studio on a page that nests (the CSR page: a section holding two blocks): it opens the page,
 * edits, moves and duplicates its own blocks, and what it would save keeps every block inside the
 * section, and passes the build's check.
 */
import { describe, expect, it } from 'vitest';
import { apiContract } from '../../src/content/endpoints';
import { loadBlockSchemas } from '../../src/engine/config/blockSchemas';
import { allBlocks } from '../../src/engine/config/tree';
import { createConfigValidator } from '../../src/engine/config/validate';
import type { SiteConfig } from '../../src/engine/types';
import { rawConfig } from '../../src/test/config';
import { editorOf, editorReducer, type Editor, type EditorAction } from './editor';
import { blocksOf } from './target';

const config = rawConfig() as SiteConfig;
const csr = config.routes.findIndex((r) => r.path === '/corporate-social-responsibility');
const run = (e: Editor, ...actions: EditorAction[]) => actions.reduce(editorReducer, e);
const ids = (e: Editor) => allBlocks(blocksOf(e.history.present, e.target) ?? []).map((b) => b.id ?? b.type);

describe('the studio on a page with a section', { timeout: 30_000 }, () => {
  it('edits, moves and duplicates its own blocks, keeping the blocks inside the section, and saves a valid config', async () => {
    const opened = run(editorOf({ config, version: 'v1', problems: [] }), { type: 'target', target: { kind: 'route', index: csr } });
    expect(ids(opened)).toEqual(['page-intro', 'csr-foundation', 'impact', 'csr-initiatives', 'csr-impact']);
    const intro = blocksOf(opened.history.present, opened.target)![0]!;
    const edited = run(
      opened,
      { type: 'editBlock', index: 0, block: { ...intro, props: { ...intro.props, heading: 'CSR' } }, at: 1 },
      { type: 'move', from: 2, to: 1 },
      { type: 'duplicate', index: 1 },
    );
    expect(ids(edited)).toEqual(['page-intro', 'impact', 'csr-initiatives', 'csr-impact', 'impact-2', 'csr-initiatives-2', 'csr-impact-2', 'csr-foundation']);
    const validate = createConfigValidator(await loadBlockSchemas(process.cwd()), { api: apiContract });
    expect(validate(edited.history.present)).toEqual([]);
    // Undo brings the page back as it was, section and all.
    expect(run(edited, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }).history.present).toBe(config);
  });
});
