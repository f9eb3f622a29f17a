// @vitest-environment node
/**
 * One block that throws, in each phase a server render takes it through, never takes down its page:
 * the site server's own render (prepare) with fixture block types beside the site's, on a real API.
 * The page's other blocks keep their headings, and the failure is one log line naming route, block and error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../server/test/helpers';
import { renderWhole } from '../test/renderWhole';
import { normalizeHosts, type Hosts } from '../platform/hosts';
import { rawConfig } from '../test/config';
import { failure, type FailingType } from '../test/failingBlocks';
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

const SOURCE = { endpoint: '/api/Announcement', body: { pageIndex: 1, pageSize: 3 }, select: 'list' } as const;

/** /vision-mission with `block` after its intro, rendered whole (as a crawler gets it): its HTML, status and console errors. */
async function renderWith(block: BlockConfig) {
  const config = rawConfig();
  const route = config.routes.find((r) => r.path === '/vision-mission')!;
  route.blocks.splice(1, 0, block);
  return renderWhole(config, '/vision-mission', hosts);
}

// The error each phase is logged with (a chunk that fails is reported as the chunk loader names it).
const cases: [FailingType, string, Partial<BlockConfig>][] = [
  ['throws-on-render', failure('render'), {}],
  ['throws-in-child', failure('a nested component'), {}],
  ['fails-to-load', 'Loading chunk fails-to-load failed', {}],
  ['throws-in-url-params', failure('urlParams'), { source: SOURCE }],
  ['throws-in-related', failure('related'), {}],
  ['throws-in-seo', failure('seo'), { source: SOURCE }],
  ['throws-in-hydrate-wish', failure('hydrateWithPage'), { source: SOURCE }],
];

describe('a block that throws on the server', { timeout: 30_000 }, () => {
  it.each(cases)('%s: the page renders with its other blocks, and one line names route, block and error', async (type, message, extra) => {
    const { html, status, lines } = await renderWith({ type, id: 'broken', ...extra });
    expect(status).toBe(200);
    // Every other block of the page, with its heading: the intro's h1, the vision's text, the mission's cards.
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('data-block-id="vision"');
    expect(html).toContain('data-block-id="mission"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('Unexpected Application Error');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Block "broken" \\(${type}\\) on /vision-mission failed: \\w+: ${message}`))]);
  });
});
