/**
 * The phone the performance budgets are measured on, and the browser tests that race a slow
 * page use: a mid-range phone on slow 4G. One definition, so a test, the bench and the A/B
 * bench cannot drift apart. It lives in tooling/ because tests/, scripts/ and tooling/ may all
 * import from here, and no runtime code may.
 */
import type { CDPSession } from 'playwright-core';

/** CPU slowdown, round-trip latency and throughput (Chrome DevTools' slow-4G preset). */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** "4× CPU, 150 ms, 1.6 Mbps": how reports and test names describe the profile. */
export const PHONE_PROFILE_LABEL = `${PHONE_PROFILE.cpuSlowdown}× CPU, ${PHONE_PROFILE.latencyMs} ms, 1.6 Mbps`;

/** Throttles the page behind `cdp` to the profile; call it before the page's first request. */
export async function throttleToPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
}
