import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import featureGrid from '.';
import type { FeatureGridProps } from './schema';
import { countPlaceholders, placeholders } from '../../test/skeletons';

const props: FeatureGridProps = {
  heading: 'Our Mission',
  intro: 'Four commitments guide every project.',
  columns: 4,
  numbered: true,
  items: [
    { title: 'Quality', text: 'Build right the first time.', image: { src: '/images/mission-quality.svg', alt: 'Quality seal', width: 320, height: 200 } },
    { title: 'Safety', text: 'Everyone home safe, every day.' },
  ],
};

beforeAll(() => featureGrid.load());

describe('feature-grid', () => {
  it('shows the heading, intro and each item as a card with an h3', async () => {
    await renderBlock(featureGrid, { props });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText('Four commitments guide every project.')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Quality' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Quality seal' })).toHaveAttribute('src', '/images/mission-quality.svg');
    expect(within(cards[1]!).getByText('Everyone home safe, every day.')).toBeInTheDocument();
    // The number is decoration; the heading's name is the title alone.
    expect(within(cards[1]!).getByText('02')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses h2 for cards when the grid has no heading of its own', async () => {
    await renderBlock(featureGrid, { props: { items: props.items } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quality' })).toBeInTheDocument();
    expect(screen.queryByText('01')).toBeNull();
  });

  it('has one skeleton card per item', () => {
    const { container } = render(<featureGrid.Skeleton props={props} />);
    const cards = [...container.querySelectorAll('.feature-card')];
    expect(cards).toHaveLength(2);
    // The heading and intro bars, then one placeholder per card (its picture and lines are shapes of it).
    expect(countPlaceholders(container)).toBe(2 + 2);
    expect(placeholders(container).slice(2)).toEqual(cards);
  });
});
