import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, type RenderBlockOptions, renderBlock } from '../../test/renderBlock';
import gallery from '.';

beforeAll(() => gallery.load());
afterEach(() => vi.unstubAllGlobals());

const props = {
  skeletonCount: 12,
  imageAlt: 'Life at Voltline, picture {n}',
  labels: { viewPicture: 'View picture', dialog: 'Picture viewer', previous: 'Previous picture', next: 'Next picture', close: 'Close' },
};
const source = { endpoint: '/api/CultureImage', body: { pageIndex: 1, pageSize: 12 }, select: 'list' as const };
const pictures = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, image: `/images/culture/k${from + i}.png` }));

// React 19 retries a render suspended on data only inside an awaited act (renders and re-query clicks).
async function show(result: RenderBlockOptions['result']) {
  return renderBlock(gallery, { props, source, result });
}
async function click(el: Element) {
  await act(async () => {
    await userEvent.click(el);
  });
}

describe('gallery', () => {
  it('shows 12 skeleton tiles while loading and keeps them when the list fails', async () => {
    const loading = await show(pending());
    expect(loading.container.querySelectorAll('.gallery-grid > li [data-skeleton]')).toHaveLength(12);
    loading.unmount();
    const broken = await show(failed());
    expect(broken.container.querySelectorAll('.gallery-grid > li [data-skeleton]')).toHaveLength(12);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels every picture "View picture" and opens it in a lightbox, giving focus back on Escape', async () => {
    await show(ok({ items: pictures(1, 3), nextPageAvailable: false }));
    expect(screen.getAllByText('View picture')).toHaveLength(3);
    const img = screen.getByRole('img', { name: 'Life at Voltline, picture 2' });
    expect(img).toHaveAttribute('src', 'http://content.test/images/culture/k2.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    // Without script the tile is a link to the picture itself; with it, the lightbox.
    const tile = img.closest('a')!;
    expect(tile).toHaveAttribute('href', 'http://content.test/images/culture/k2.png');
    await click(tile);
    const dialog = screen.getByRole('dialog', { name: 'Picture viewer' });
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Life at Voltline, picture 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Life at Voltline, picture 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through pictures 12 at a time', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { list: pictures(13, 2), nextPageAvailable: false } })));
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = vi.fn();
    await show(ok({ items: pictures(1, 12), nextPageAvailable: true }));
    expect(screen.getAllByText('View picture')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=2');
    await click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findAllByText('View picture')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Life at Voltline, picture 1' })).toHaveAttribute('src', 'http://content.test/images/culture/k13.png');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ pageIndex: 2, pageSize: 12 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
