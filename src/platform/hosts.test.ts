import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, contentUrl, getHosts, mediaUrl, normalizeHosts, richImageSource, setHosts } from './hosts';

afterEach(() => {
  globalThis.__SITE_HOSTS__ = undefined;
  setHosts({});
});

describe('hosts', () => {
  it('reads the hosts the server wrote into the page, and MEDIA_URL defaults to CONTENT_URL', () => {
    globalThis.__SITE_HOSTS__ = { apiUrl: 'https://api.example/', contentUrl: 'https://cdn.example' };
    expect(normalizeHosts(globalThis.__SITE_HOSTS__)).toEqual({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', mediaUrl: 'https://cdn.example' });
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
