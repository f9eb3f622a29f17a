import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeHosts, type Hosts } from '../platform/hosts';
import { ContentImage } from './ContentImage';
import { HostsContext } from './hosts';

// The site's hosts, as each test gives them: the picture is rendered inside a site with these.
let hosts = normalizeHosts({});
const setHosts = (given: Partial<Hosts>) => void (hosts = normalizeHosts(given));
const inSite = (tree: ReactNode) => <HostsContext.Provider value={hosts}>{tree}</HostsContext.Provider>;
afterEach(() => setHosts({}));
const props = { src: 'http://content.test/images/projects/p01.png', alt: 'Substation at Noida', width: 800, height: 500, sizes: 'calc(100vw - 40px)' };

describe('ContentImage', () => {
  it('with {format} in the template: an AVIF source at every width, for the same box, before the picture as it is', () => {
    setHosts({ contentUrl: 'http://content.test', imageUrlTemplate: '{src}?w={width}&fm={format}' });
    const { container } = render(inSite(<ContentImage {...props} loading="lazy" decoding="async" />));
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
    expect(sources[0]!.getAttribute('srcset')).toContain('http://content.test/images/projects/p01.png?w=640&fm=avif 640w');
    expect(sources[0]!.getAttribute('srcset')).toContain('http://content.test/images/projects/p01.png?w=320&fm=avif 320w');
    expect(sources[0]!.getAttribute('sizes')).toBe(props.sizes);
    // A browser that takes no source gets the <img>: the picture in its own format, once.
    const img = container.querySelector('picture > img')!;
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('width')]).toEqual([
      props.src,
      props.alt,
      'lazy',
      '800',
    ]);
  });

  it('without {format}: one srcset on the <img> (the host picks the format by Accept)', () => {
    setHosts({ contentUrl: 'http://content.test', imageUrlTemplate: '{src}?w={width}' });
    const { container } = render(inSite(<ContentImage {...props} />));
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain('http://content.test/images/projects/p01.png?w=480 480w');
  });

  it('without a template, or for the site’s own SVG, the plain <img> it always was', () => {
    setHosts({ contentUrl: 'http://content.test' });
    expect(renderToString(inSite(<ContentImage {...props} />))).toBe(renderToString(<img src={props.src} alt={props.alt} width={800} height={500} />));
    setHosts({ contentUrl: 'http://content.test', imageUrlTemplate: '{src}?w={width}&fm={format}' });
    const svg = { ...props, src: '/images/csr-food.svg' };
    expect(renderToString(inSite(<ContentImage {...svg} />))).toBe(renderToString(<img src={svg.src} alt={svg.alt} width={800} height={500} />));
  });

  it('the server renders what the browser hydrates: no mismatch from the same hosts', async () => {
    setHosts({ contentUrl: 'http://content.test', imageUrlTemplate: '{src}?w={width}&fm={format}' });
    const tree = inSite(<ContentImage {...props} fetchPriority="high" />);
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree);
    const served = host.innerHTML;
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
    const root = await act(async () => hydrateRoot(host, tree, { onRecoverableError: (e) => void problems.push(e) }));
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(host.innerHTML).toBe(served);
    act(() => root.unmount());
  });
});
