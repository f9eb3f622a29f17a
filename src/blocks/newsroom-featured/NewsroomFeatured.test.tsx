import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { failed, ok, pending, type RenderBlockOptions, renderBlock } from '../../test/renderBlock';
import newsroomFeatured from '.';
import { placeholders } from '../../test/skeletons';

const news = (id: number) => ({
  id,
  slug: `news-${id}`,
  image: `/images/news/n${id}.png`,
  title: `News ${id}`,
  shortDescription: `Summary ${id}`,
  date: `${id} June 2025`,
});
const source = { endpoint: '/api/Newsroom/GetFirstFourData', method: 'GET' as const, select: 'array' as const };
const props = { heading: 'Latest News', linkPattern: '/newsroom/{slug}' };

beforeAll(() => newsroomFeatured.load());
// React 19 retries a render suspended on data only inside an awaited act.
async function show(result: RenderBlockOptions['result']) {
  return renderBlock(newsroomFeatured, { props, source, result });
}

describe('newsroom-featured', () => {
  it('shows one large and three small placeholders while loading', async () => {
    const { container } = await show(pending());
    expect(container.querySelectorAll('.news-feature-main')).toHaveLength(1);
    expect(container.querySelectorAll('.news-feature-side')).toHaveLength(3);
    expect(placeholders(container)).toEqual([...container.querySelectorAll('.news-feature')]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the placeholders when the call fails', async () => {
    const { container } = await show(failed());
    expect(container.querySelectorAll('.news-feature-side')).toHaveLength(3);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('features the first item and lists the next three', async () => {
    const { container } = await show(ok([news(1), news(2), news(3), news(4), news(5)]));
    const main = container.querySelector('.news-feature-main') as HTMLElement;
    expect(within(main).getByRole('heading', { level: 3, name: 'News 1' })).toBeInTheDocument();
    expect(within(main).getByText('Summary 1')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'News 1' })).toHaveAttribute('href', '/newsroom/news-1');
    expect(within(main).getByRole('img', { name: 'News 1' })).toHaveAttribute('src', 'http://content.test/images/news/n1.png');
    const side = screen.getByRole('list');
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['News 2', 'News 3', 'News 4']);
    expect(within(side).getByRole('img', { name: 'News 2' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('4 June 2025')).toBeInTheDocument();
    expect(screen.queryByText('News 5')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', async () => {
    await show(ok([]));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
