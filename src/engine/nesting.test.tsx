// @vitest-environment node
/**
 * The engine renders the tree on the server: a section holding columns renders its blocks in order,
 * each under its own name and boundary with its own data call, and a nested block that throws
 * leaves its section and its neighbours whole. The site server's own render (prepare) on a real API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../server/test/helpers';
import { renderWhole } from '../test/renderWhole';
import { normalizeHosts, type Hosts } from '../platform/hosts';
import { rawConfig } from '../test/config';
import { failure } from '../test/failingBlocks';
import type { BlockConfig } from './types';

let api: TestApi;
let hosts: Hosts;
beforeAll(async () => {
  api = await startTestApi();
  hosts = normalizeHosts({ apiUrl: api.url, contentUrl: api.url });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** /vision-mission with its vision and mission put in a section's columns, with a nested data block and `extra` in the second column. */
async function renderNested(extra: BlockConfig[] = []) {
  const config = rawConfig();
  const home = config.routes.find((r) => r.path === '/')!;
  const route = config.routes.find((r) => r.path === '/vision-mission')!;
  const [intro, vision, mission] = route.blocks as [BlockConfig, BlockConfig, BlockConfig];
  const announcements = home.blocks.find((b) => b.id === 'announcements')!;
  route.blocks = [
    intro,
    {
      type: 'section',
      id: 'impact',
      props: { background: 'tint', content: [{ type: 'columns', props: { columns: [[vision], [...extra, mission]] } }, announcements] },
    },
  ];
  return renderWhole(config, '/vision-mission', hosts);
}

const at = (html: string, text: string) => {
  const i = html.indexOf(text);
  expect(i, text).toBeGreaterThan(-1);
  return i;
};

describe('a page with a section and columns, rendered on the server', { timeout: 30_000 }, () => {
  it('renders the section, its columns and their blocks in config order, each under its own name', async () => {
    const { html, status, lines } = await renderNested();
    expect(status).toBe(200);
    expect(lines).toEqual([]);
    const order = [
      'data-block="section" data-block-id="impact"',
      'class="layout-section section-tint',
      'data-block="columns" data-block-id="impact.content.0"',
      'data-block-id="vision"',
      'To be the most trusted name in power infrastructure',
      'data-block-id="mission"',
      'Four commitments behind every project',
      'data-block-id="announcements"',
    ].map((t) => at(html, t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Only the route's own block is deferred as a whole; the blocks inside lay out with it.
    expect(html).toContain('class="block block-deferrable" data-block="section"');
    expect(html).toMatch(/class="block" data-block="rich-text" data-block-id="vision"/);
    // Two columns, side by side from 600 px.
    expect(html).toContain('layout-columns container columns-2 columns-equal');
  });

  it("starts a nested data block's call with the page's: its items are in the first HTML", async () => {
    const { html } = await renderNested();
    const announcements = html.slice(at(html, 'data-block-id="announcements"'));
    expect(announcements).toContain('Voltline awarded its first 765 kV transmission line project');
  });

  it('a nested block that throws leaves its section, its column and its neighbours whole, and logs one line', async () => {
    const { html, status, lines } = await renderNested([{ type: 'throws-on-render', id: 'broken' }]);
    expect(status).toBe(200);
    for (const t of ['data-block-id="impact"', 'data-block-id="vision"', 'Four commitments behind every project', 'data-block-id="announcements"']) at(html, t);
    expect(html).not.toContain('Unexpected Application Error');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Block "broken" \\(throws-on-render\\) on /vision-mission failed: \\w+: ${failure('render')}`))]);
  });
});
