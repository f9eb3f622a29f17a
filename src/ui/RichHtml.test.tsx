import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeHosts, type Hosts } from '../platform/hosts';
import { RichHtml } from './RichHtml';
import { HostsContext } from './hosts';

// The site's hosts, as each test gives them: bodies are rendered inside a site with these.
let hosts: Hosts;
const setHosts = (given: Partial<Hosts>) => void (hosts = normalizeHosts(given));

const view = (html: string) => (
  <HostsContext.Provider value={hosts}>
    <MemoryRouter>
      <RichHtml html={html} />
    </MemoryRouter>
  </HostsContext.Provider>
);

const show = (html: string) => render(view(html)).container;

beforeEach(() => setHosts({ apiUrl: 'http://api.test', contentUrl: 'http://content.test', mediaUrl: 'http://media.test' }));
afterEach(() => vi.restoreAllMocks());

describe('RichHtml', () => {
  it('keeps headings, lists, tables and text', () => {
    const c = show(`<h2>Scope of work</h2>
<p>Reconductoring of <strong>33 kV</strong> feeders.</p>
<ul>
<li>Design in 6 weeks</li>
<li>Zero lost-time injuries</li>
</ul>
<table>
<thead><tr><th>Parameter</th><th>Value</th></tr></thead>
<tbody><tr><td>Capacity</td><td>765 kV</td></tr></tbody>
</table>`);
    expect(screen.getByRole('heading', { level: 2, name: 'Scope of work' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Design in 6 weeks', 'Zero lost-time injuries']);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Parameter' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '765 kV' })).toBeInTheDocument();
    expect(c.querySelector('strong')?.textContent).toBe('33 kV');
  });

  it('strips scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const c = show(`<p onclick="alert(1)" style="color:red">Hello</p>
<script>alert('x')</script>
<style>body{display:none}</style>
<iframe src="https://evil.example/"></iframe>
<p><a href="javascript:alert(1)">bad link</a> <a href="JaVaScRiPt:alert(2)">bad too</a></p>
<img src="/images/a.png" onerror="alert(3)" alt="pic">
<form action="https://evil.example"><input name="x"></form>`);
    const html = c.innerHTML;
    expect(c.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(html).not.toMatch(/onclick|onerror|alert|style=|display:none|javascript:/i);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    // The link text stays readable, without a dangerous target.
    const bad = screen.getByText('bad link');
    expect(bad.getAttribute('href') ?? '').toBe('');
  });

  it('loads body images from the content host and drops images from anywhere else', () => {
    show(`<p>Inline pictures</p>
<img src="/images/inline/tower-1a.png" alt="Tower works" width="800" height="450">
<img src="https://tracker.example/pixel.png" alt="Tracker">
<img src="//cdn.example/x.png" alt="Protocol relative">
<img src="data:image/png;base64,AAAA" alt="Inline data">
<img src="http://content.test/images/already.png" alt="Already on content host">`);
    const tower = screen.getByRole('img', { name: 'Tower works' });
    expect(tower).toHaveAttribute('src', 'http://content.test/images/inline/tower-1a.png');
    expect(tower).toHaveAttribute('width', '800');
    expect(tower).toHaveAttribute('height', '450');
    expect(tower).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Already on content host' })).toHaveAttribute('src', 'http://content.test/images/already.png');
    expect(screen.queryByRole('img', { name: 'Tracker' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Protocol relative' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Inline data' })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it("with an image-URL template, body pictures come in a <picture> at the content host's widths, and the server's markup hydrates as it is", async () => {
    setHosts({ apiUrl: 'http://api.test', contentUrl: 'http://content.test', imageUrlTemplate: '{src}?w={width}&fm={format}' });
    const body = '<p>Works</p><img src="/images/inline/tower-1a.png" alt="Tower works" width="800" height="450"><img src="/images/logo.svg" alt="Logo">';
    const host = document.createElement('div');
    host.innerHTML = renderToString(view(body));
    const tower = host.querySelector('img[alt="Tower works"]')!;
    expect(tower.parentElement!.tagName).toBe('PICTURE');
    expect([...host.querySelectorAll('picture source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
    expect(host.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
      'http://content.test/images/inline/tower-1a.png?w=480&fm=avif 480w',
    );
    expect(host.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(
      'http://content.test/images/inline/tower-1a.png?w=960&fm=avif 800w',
    );
    for (const source of host.querySelectorAll('picture source')) expect(source.getAttribute('sizes')).toBe('(min-width: 872px) 832px, calc(100vw - 40px)');
    // The <img> is the picture as it is, for a browser that takes no source.
    expect(tower.getAttribute('src')).toBe('http://content.test/images/inline/tower-1a.png');
    expect(tower.hasAttribute('srcset')).toBe(false);
    // The SVG is sent as it is.
    expect(host.querySelector('img[alt="Logo"]')!.hasAttribute('srcset')).toBe(false);
    const served = host.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, view(body), { onRecoverableError: (e) => void recoverable.push(e) }));
    expect([recoverable, errors.mock.calls]).toEqual([[], []]);
    expect(host.innerHTML).toBe(served);
    act(() => root.unmount());
  });

  it('opens links to other origins in a new tab without an opener, and keeps site links in the app', () => {
    show(
      `<p><a href="https://cea.example/report" title="Report">CEA report</a> and <a href="/projects">our projects</a> or <a href="mailto:info@voltline.example">mail us</a></p>`,
    );
    const external = screen.getByRole('link', { name: 'CEA report' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('title', 'Report');
    const internal = screen.getByRole('link', { name: 'our projects' });
    expect(internal).toHaveAttribute('href', '/projects');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'mail us' })).not.toHaveAttribute('target');
  });

  it('demotes a body h1 so the page title stays the only h1', () => {
    show('<h1>Body title</h1><p>x</p>');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Body title' })).toBeInTheDocument();
  });

  it('renders the same markup on the server and in the browser (hydrates without mismatch)', async () => {
    const body = `<h2>Scope</h2>
<p>Text with <a href="https://example.org">a link</a> and <a href="/contact">contact</a>.</p>
<img src="/images/inline/grid-5a.png" alt="Grid" width="800" height="450">
<img src="https://elsewhere.example/x.png" alt="Gone">
<script>alert(1)</script>
<table><tbody><tr><td>A</td><td>B</td></tr></tbody></table>`;
    const server = renderToString(view(body));
    const client = document.createElement('div');
    render(view(body), { container: client });
    // Same DOM tree (React's text separators aside; attribute order is not significant).
    const fromServer = document.createElement('div');
    fromServer.innerHTML = server.replaceAll('<!-- -->', '');
    expect(fromServer.textContent).toBe(client.textContent);
    const fromClient = client.cloneNode(true);
    fromClient.normalize();
    expect(fromServer.isEqualNode(fromClient)).toBe(true);
    expect(server).not.toMatch(/script|elsewhere/);

    const host = document.createElement('div');
    host.innerHTML = server;
    document.body.append(host);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, view(body), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });
});
