/**
 * A page rendered whole by the site server's own render (`prepare`), as a crawler gets it, with the
 * fixture block types that fail on purpose beside the site's: its HTML, status and console errors.
 */
import { vi } from 'vitest';
import { prepare, serveConfig, servedIn } from '../entry-server';
import type { Hosts } from '../platform/hosts';
import type { SiteConfig } from '../engine/types';
import { registryWithFailures } from './failingBlocks';

export async function renderWhole(config: SiteConfig, url: string, hosts: Hosts) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const page = await prepare({
    url,
    served: servedIn(serveConfig(config, 'test'), 'en'),
    hosts,
    dataTimeoutMs: 5000,
    siteUrl: 'http://site.test',
    shellWaitMs: Infinity,
    registry: registryWithFailures,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.kind}`);
  let html = '';
  await new Promise<void>((resolve) => page.stream({ write: (c) => void (html += String(c)), flush() {}, end: () => resolve() }));
  return { html, status: page.status, lines: errors.mock.calls.map((args) => args.map(String).join(' ')) };
}
