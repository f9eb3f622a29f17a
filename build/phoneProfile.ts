import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * The phone the performance checks and the tap-before-hydration tests load pages on: 4× slower
 * CPU, 150 ms round trips, 1.6 Mbps down and 750 kbps up. One place, so the bench and the tests
 * measure on the same phone. Returns the page's CDP session for further commands.
 */
export async function throttleLikePhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}
