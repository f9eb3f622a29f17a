import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/engine/types';
import { rawConfig } from '../../../src/test/config';
import { samePanel } from './PagePanel';

const withRoute = (config: SiteConfig, index: number, change: (r: SiteConfig['routes'][number]) => SiteConfig['routes'][number]): SiteConfig => ({
  ...config,
  routes: config.routes.map((r, i) => (i === index ? change(r) : r)),
});

describe('the page panel', () => {
  it('shows the same after an edit in a block (it is not rendered again for it), not after one to what it shows', () => {
    const config = rawConfig();
    const typedInBlock = withRoute(config, 0, (r) => ({ ...r, blocks: r.blocks.map((b, i) => (i === 0 ? { ...b, props: { ...b.props } } : b)) }));
    expect(samePanel(config, typedInBlock)).toBe(true);
    expect(
      samePanel(
        config,
        withRoute(config, 0, (r) => ({ ...r, title: `${String(r.title)}!` })),
      ),
    ).toBe(false);
    expect(
      samePanel(
        config,
        withRoute(config, 1, (r) => ({ ...r, description: 'New' })),
      ),
    ).toBe(false);
    expect(
      samePanel(
        config,
        withRoute(config, 2, (r) => ({ ...r, path: '/elsewhere' })),
      ),
    ).toBe(false);
    expect(samePanel(config, { ...config, header: { ...config.header } })).toBe(false);
    expect(samePanel(config, { ...config, redirects: [{ from: '/old', to: '/' }] })).toBe(false);
    expect(samePanel(config, { ...config, routes: config.routes.slice(1) })).toBe(false);
  });
});
