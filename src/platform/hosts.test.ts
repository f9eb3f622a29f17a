import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, contentUrl, getHosts, mediaUrl, richImageSource, setHosts } from './hosts';

// Whatever the page (or another test's set-up) put in the global is there again after each test.
let pageHosts: typeof globalThis.__SITE_HOSTS__;
beforeEach(() => {
  pageHosts = globalThis.__SITE_HOSTS__;
});
afterEach(() => {
  globalThis.__SITE_HOSTS__ = pageHosts;
  setHosts({});
});

/** A fresh copy of the module, as a page loads it: nothing set with setHosts, so it reads the global. */
async function hostsOfPage() {
  vi.resetModules();
  return (await import('./hosts')).getHosts();
}

describe('hosts', () => {
  it('reads the hosts the server wrote into the page, and MEDIA_URL defaults to CONTENT_URL', async () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example/', contentUrl: 'https://cdn.example' };
    expect(await hostsOfPage()).toEqual({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', mediaUrl: 'https://cdn.example' });
  });

  it('tells the page a site server rendered it only when the server said so', async () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example', siteServer: true };
    expect((await hostsOfPage()).siteServer).toBe(true);
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example' };
    expect((await hostsOfPage()).siteServer).toBeUndefined();
  });

  it('prefers the hosts a server renderer set over the page', () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://page.example' };
    setHosts({ apiUrl: 'https://renderer.example' });
    expect(getHosts().apiUrl).toBe('https://renderer.example');
  });

  it('resolves relative paths against the right host and leaves absolute URLs alone', () => {
    setHosts({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', mediaUrl: 'https://media.example' });
    expect(apiUrl('/api/Download')).toBe('https://api.example/api/Download');
    expect(contentUrl('/images/a.png')).toBe('https://cdn.example/images/a.png');
    expect(contentUrl('files/a.pdf')).toBe('https://cdn.example/files/a.pdf');
    expect(contentUrl('https://elsewhere.example/a.png')).toBe('https://elsewhere.example/a.png');
    expect(mediaUrl('/videos/hero.mp4')).toBe('https://media.example/videos/hero.mp4');
    expect(getHosts().mediaUrl).toBe('https://media.example');
  });

  it('points /images sources in rich HTML at the content host and refuses other origins', () => {
    setHosts({ contentUrl: 'https://cdn.example' });
    expect(richImageSource('/images/blog/1.png')).toBe('https://cdn.example/images/blog/1.png');
    expect(richImageSource('https://cdn.example/images/x.png')).toBe('https://cdn.example/images/x.png');
    expect(richImageSource('https://tracker.example/pixel.gif')).toBeNull();
    expect(richImageSource('//tracker.example/pixel.gif')).toBeNull();
    expect(richImageSource('/uploads/x.png')).toBeNull();
  });
});
