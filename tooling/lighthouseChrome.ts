import * as chromeLauncher from 'chrome-launcher';

/**
 * Debian's Chromium (or CHROME_PATH) for Lighthouse's runs, headless, with nothing of its own on the
 * network or the CPU (no component updates, no background fetches) to fall inside a page's trace.
 */
export const launchChromeForLighthouse = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
