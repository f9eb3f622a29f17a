import { render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockFolders, loadBlockSchemas } from '../engine/config/blockSchemas';
import { placedBlocks, slotBlocks } from '../engine/config/tree';
import { apiContract } from '../content/endpoints';
import { createConfigValidator } from '../engine/config/validate';
import { siteFromConfig } from '../engine/site';
import { SiteProvider } from '../engine/SiteProvider';
import { testConnection, WithTestHosts } from '../test/renderBlock';
import type { BlockConfig } from '../engine/types';
import { registry } from './registry';
import { englishConfig, rawConfig } from '../test/config';

const root = process.cwd();
const config = rawConfig();
// What a page renders: the texts resolved for one language.
const english = englishConfig();
// Every block, those in a section's or columns' slots too (named by their key on the page).
const usages: { where: string; block: BlockConfig }[] = [
  ...english.routes.flatMap((r) => placedBlocks(r.blocks).map(({ block, key }) => ({ where: `${r.path} ${key}`, block }))),
  ...placedBlocks(english.footer.blocks).map(({ block, key }) => ({ where: `footer ${key}`, block })),
];

describe('the block registry', { timeout: 30000 }, () => {
  it('registers every block folder, and nothing else, under its folder name', () => {
    expect(Object.keys(registry).sort()).toEqual(blockFolders(root));
  });

  it('gives every block a binding in its schema, where the validator reads it', async () => {
    const schemas = await loadBlockSchemas(root);
    for (const type of Object.keys(registry)) {
      // A block schema is plain JSON Schema; x-binding is our own keyword on it.
      expect((schemas[type] as { 'x-binding'?: { source?: unknown } })['x-binding']?.source, type).toMatch(/^(required|optional|forbidden)$/);
    }
  });

  it("compiles every block's schema and validates the committed config against them", async () => {
    const problems = createConfigValidator(await loadBlockSchemas(root), { api: apiContract })(config);
    expect(problems).toEqual([]);
  });

  it.each(usages)('renders the skeleton of $where with its configured props', ({ block }) => {
    const def = registry[block.type as keyof typeof registry];
    const { container } = render(createElement(MemoryRouter, null, createElement(def.Skeleton as never, { props: block.props ?? {} })), {
      wrapper: WithTestHosts,
    });
    expect(container.firstChild, block.type).not.toBeNull();
  });

  it.each(usages.filter((u) => !u.block.source))('renders the component of $where (no data source) with its configured props', async ({ block }) => {
    const def = registry[block.type as keyof typeof registry];
    const { default: Component } = await def.load();
    // A layout renders its own component, given with its definition; its slots' blocks are usages of their own (here, their type names).
    const layout = 'layout' in def ? def.layout : undefined;
    const slot = (name: string, list?: number) => slotBlocks(block, name, list).map((b, i) => createElement('p', { key: i }, b.type));
    const element = layout
      ? createElement(layout as never, { props: block.props ?? {}, blockId: 'b0', slot })
      : createElement(Component as never, { props: block.props ?? {}, data: undefined, blockId: 'b0' });
    // Blocks read the site's details from the page's config.
    const site = siteFromConfig(english, registry, testConnection());
    const { container } = render(createElement(SiteProvider, { site, children: createElement(MemoryRouter, null, element) }));
    expect(container.textContent?.length ?? 0, block.type).toBeGreaterThan(0);
  });
});
