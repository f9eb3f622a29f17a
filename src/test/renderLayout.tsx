/**
 * Renders a layout block (a section, columns) the way a page does, with the blocks in its slots:
 * the site's registry (and any extra block types, such as the failing fixtures), every block's code
 * loaded first, every nested block under its own host, with the data calls the route's load starts.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registry as siteRegistry } from '../blocks/registry';
import { BlockHost } from '../engine/BlockHost';
import { allBlocks } from '../engine/config/tree';
import { startBlockData } from '../engine/loader';
import { loadBlock, type Registry } from '../engine/registry';
import { siteFromConfig } from '../engine/site';
import { SiteProvider } from '../engine/SiteProvider';
import { testConnection } from './renderBlock';
import type { BlockConfig } from '../engine/types';
import { configIn } from './config';

export async function renderLayout(block: BlockConfig, registry: Registry = siteRegistry) {
  const types = [...new Set(allBlocks([block]).map((b) => b.type))];
  await Promise.all(types.map((t) => loadBlock(registry, t, 30_000).catch(() => {})));
  const connection = testConnection();
  const blocks = startBlockData({ registry, shell: {}, callApi: connection.callApi }, [block], { params: {} });
  let out!: ReturnType<typeof render>;
  await act(async () => {
    out = render(
      <SiteProvider site={siteFromConfig(configIn('en'), registry, connection)}>
        <MemoryRouter>
          <BlockHost
            registry={registry}
            block={block}
            blockId="b0"
            promise={undefined}
            ctx={{ params: {}, blocks, callApi: connection.callApi }}
            notFoundPath="/404"
            visitKey="default"
            route="/"
          />
        </MemoryRouter>
      </SiteProvider>,
    );
  });
  return out;
}
