import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first render of a page transforms its blocks' code: allow for it.
const slow = { timeout: 8000 };
import { registry } from './blocks/registry';
import { Layout } from './chrome/Layout';
import { App } from './engine/App';
import { connectTo, siteFromConfig } from './engine/site';
import { normalizeHosts } from './platform/hosts';
import type { SiteConfig } from './engine/types';

const config = (): SiteConfig => JSON.parse(readFileSync(join(process.cwd(), 'pages.config.json'), 'utf8'));

beforeEach(() => {
  // Data never arrives: every data block stays on its skeleton, which is enough to see the order.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Awaited in act: the page suspends on its blocks' code, and React retries only inside an awaited act. */
async function renderAt(cfg: SiteConfig, path: string, reg = registry) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App site={siteFromConfig(cfg, reg, connectTo(normalizeHosts({ apiUrl: 'https://api.test' })))} layout={Layout} />
      </MemoryRouter>,
    );
  });
}

const blockOrder = () => [...document.querySelectorAll('main.page [data-block]')].map((el) => el.getAttribute('data-block'));

describe('routes from config', { timeout: 20000 }, () => {
  it('serves the {brand} routes under the brand slug', async () => {
    await renderAt(config(), '/voltline-story');
    await waitFor(() => expect(document.title).toBe('Our Story | Voltline Power Systems'), slow);
    expect(screen.queryByRole('heading', { name: 'Oops!' })).toBeNull();
  });

  it('renders the home blocks in config order, and a moved section moves on the page', async () => {
    const cfg = config();
    const home = cfg.routes.find((r) => r.path === '/')!;
    await renderAt(cfg, '/');
    await waitFor(() => expect(blockOrder()).toEqual(home.blocks.map((b) => b.type)), slow);

    const moved = config();
    const blocks = moved.routes.find((r) => r.path === '/')!.blocks;
    blocks.push(blocks.shift()!);
    document.body.innerHTML = '';
    await renderAt(moved, '/');
    await waitFor(() => expect(blockOrder()).toEqual(blocks.map((b) => b.type)), slow);
    if (blocks.length > 1) expect(blockOrder()).not.toEqual(home.blocks.map((b) => b.type));
  });

  it('answers an unknown path with the not-found page and its title', async () => {
    await renderAt(config(), '/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'Oops!' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Voltline Power Systems'), slow);
  });

  it("a block whose chunk fails to load shows nothing and logs one line; the page's other blocks render", async () => {
    const cfg = config();
    const broken = { ...registry, 'page-intro': { ...registry['page-intro'], load: () => Promise.reject(new Error('net::ERR')) } };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt(cfg, '/vision-mission', broken as typeof registry);
    await waitFor(() => expect(document.querySelector('[data-block-id="mission"]')).not.toBeNull(), slow);
    expect(document.querySelector('[data-block-id="vision"]')).not.toBeNull();
    expect(document.querySelector('[data-block="page-intro"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    const lines = logged.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('Block "'));
    expect(lines).toEqual([expect.stringMatching(/^Block "b0" \(page-intro\) on \/vision-mission failed: ChunkLoadError: Loading chunk page-intro failed/)]);
  });
});
