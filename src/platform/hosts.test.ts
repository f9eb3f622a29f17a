import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrlOn, contentUrlOn, hostsOfPage, mediaUrlOn, normalizeHosts, richImageSource } from './hosts';

// Whatever the page (or another test's set-up) put in the global is there again after each test.
let pageHosts: typeof globalThis.__SITE_HOSTS__;
beforeEach(() => {
  pageHosts = globalThis.__SITE_HOSTS__;
});
afterEach(() => {
  globalThis.__SITE_HOSTS__ = pageHosts;
});

describe('hosts', () => {
  it('reads the hosts the server wrote into the page, and MEDIA_URL defaults to CONTENT_URL', () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example/', contentUrl: 'https://cdn.example' };
    expect(hostsOfPage()).toEqual({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', mediaUrl: 'https://cdn.example' });
  });

  it('tells the page a site server rendered it only when the server said so', () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example', siteServer: true };
    expect(hostsOfPage().siteServer).toBe(true);
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example' };
    expect(hostsOfPage().siteServer).toBeUndefined();
  });

  it('resolves relative paths against the right host and leaves absolute URLs alone', () => {
    const hosts = normalizeHosts({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', mediaUrl: 'https://media.example' });
    expect(apiUrlOn(hosts, '/api/Download')).toBe('https://api.example/api/Download');
    expect(contentUrlOn(hosts, '/images/a.png')).toBe('https://cdn.example/images/a.png');
    expect(contentUrlOn(hosts, 'files/a.pdf')).toBe('https://cdn.example/files/a.pdf');
    expect(contentUrlOn(hosts, 'https://elsewhere.example/a.png')).toBe('https://elsewhere.example/a.png');
    expect(mediaUrlOn(hosts, '/videos/hero.mp4')).toBe('https://media.example/videos/hero.mp4');
  });

  it('keeps two sets of hosts apart: each is resolved against its own', () => {
    const one = normalizeHosts({ contentUrl: 'https://one.example' });
    const two = normalizeHosts({ contentUrl: 'https://two.example' });
    expect([contentUrlOn(one, '/a.png'), contentUrlOn(two, '/a.png')]).toEqual(['https://one.example/a.png', 'https://two.example/a.png']);
  });

  it('points /images sources in rich HTML at the content host and refuses other origins', () => {
    const hosts = normalizeHosts({ contentUrl: 'https://cdn.example' });
    expect(richImageSource(hosts, '/images/blog/1.png')).toBe('https://cdn.example/images/blog/1.png');
    expect(richImageSource(hosts, 'https://cdn.example/images/x.png')).toBe('https://cdn.example/images/x.png');
    expect(richImageSource(hosts, 'https://tracker.example/pixel.gif')).toBeNull();
    expect(richImageSource(hosts, '//tracker.example/pixel.gif')).toBeNull();
    expect(richImageSource(hosts, '/uploads/x.png')).toBeNull();
  });
});
