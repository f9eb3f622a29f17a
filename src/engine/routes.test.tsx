import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../blocks/registry';
import { setHosts } from './hosts';
import { createRoutes } from './routes';
import type { SiteConfig } from './types';

const config = (): SiteConfig => JSON.parse(readFileSync(join(process.cwd(), 'pages.config.json'), 'utf8'));

beforeEach(() => {
  setHosts({ apiUrl: 'https://api.test' });
  // Data never arrives: every data block stays on its skeleton, which is enough to see the order.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(cfg: SiteConfig, path: string) {
  const router = createMemoryRouter(createRoutes(cfg, registry), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const blockOrder = () => [...document.querySelectorAll('main.page [data-block]')].map((el) => el.getAttribute('data-block'));

describe('routes from config', () => {
  it('builds one route per config route, with {brand} paths expanded', () => {
    const cfg = config();
    const children = createRoutes(cfg, registry)[0]!.children!;
    const paths = children.map((r) => (r.index ? '/' : `/${r.path}`));
    expect(paths).toContain('/voltline-story');
    expect(paths).toContain('/voltline-culture');
    expect(paths).toContain('/projects/:slug');
    expect(paths.at(-1)).toBe('/*');
    expect(children).toHaveLength(cfg.routes.length + 1);
  });

  it('renders the home blocks in config order, and a moved section moves on the page', async () => {
    const cfg = config();
    const home = cfg.routes.find((r) => r.path === '/')!;
    renderAt(cfg, '/');
    await waitFor(() => expect(blockOrder()).toEqual(home.blocks.map((b) => b.type)));

    const moved = config();
    const blocks = moved.routes.find((r) => r.path === '/')!.blocks;
    blocks.push(blocks.shift()!);
    document.body.innerHTML = '';
    renderAt(moved, '/');
    await waitFor(() => expect(blockOrder()).toEqual(blocks.map((b) => b.type)));
    if (blocks.length > 1) expect(blockOrder()).not.toEqual(home.blocks.map((b) => b.type));
  });

  it('answers an unknown path with the not-found page and its title', async () => {
    renderAt(config(), '/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Voltline Power Systems'));
  });

  it('shows the router fallback when a block chunk fails to load', async () => {
    const cfg = config();
    const broken = { ...registry, 'page-intro': { ...registry['page-intro'], load: () => Promise.reject(new Error('net::ERR')) } };
    const router = createMemoryRouter(createRoutes(cfg, broken as typeof registry), { initialEntries: ['/leadership'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk page-intro failed')).toBeInTheDocument();
  });
});
