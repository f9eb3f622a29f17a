import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, renderBlock, type RenderBlockOptions, renderBlockLoading } from '../../test/renderBlock';
import { countPlaceholders, placeholders } from '../../test/skeletons';
import announcements from '.';

const props = { heading: 'Announcements', skeletonCount: 3, maxItems: 3, staggerMs: 200, emptyLog: 'no announcements', dateLabel: 'Announced on' };
const source = { endpoint: '/api/Announcement', body: { pageIndex: 1, pageSize: 3 }, select: 'list' as const };
const item = (n: number) => ({ id: n, title: `Announcement ${n}`, date: `${n} Mar 2026` });
const list = (n: number) => ok({ items: Array.from({ length: n }, (_, i) => item(i + 1)), nextPageAvailable: false });

async function show(opts: Partial<RenderBlockOptions>) {
  return renderBlock(announcements, { props, source, ...opts });
}

beforeAll(async () => {
  await announcements.load();
});
afterEach(() => vi.restoreAllMocks());

describe('announcements', () => {
  it('shows three skeleton cards while loading', () => {
    renderBlockLoading(announcements, { props, source, result: pending() });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // One placeholder per card awaited, whatever shapes draw it.
    expect(placeholders(document.body)).toEqual(cards.map((card) => card.firstElementChild));
  });

  it('keeps the skeletons when the list fails', async () => {
    const { container } = await show({ result: failed() });
    expect(countPlaceholders(container)).toBe(3);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('renders nothing and logs "no announcements" when empty', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { container } = await show({ result: list(0) });
    expect(log).toHaveBeenCalledWith('no announcements');
    expect(container.querySelector('[data-block="announcements"]')?.textContent).toBe('');
  });

  it('shows up to three cards, each with its title and a calendar icon beside the date as given', async () => {
    await show({ result: list(5) });
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Announcement 1', 'Announcement 2', 'Announcement 3']);
    const card = screen.getByRole('heading', { name: 'Announcement 2' }).closest('article')!;
    const date = within(card as HTMLElement).getByText('2 Mar 2026').parentElement!;
    expect(date.querySelector('svg')).not.toBeNull();
    expect(date).toHaveTextContent('Announced on 2 Mar 2026');
  });

  it('staggers the cards entering by 0.2 s', async () => {
    await show({ result: list(3) });
    const delays = screen.getAllByRole('listitem').map((li) => (li as HTMLElement).style.transitionDelay);
    expect(delays).toEqual(['', '200ms', '400ms']);
  });
});
