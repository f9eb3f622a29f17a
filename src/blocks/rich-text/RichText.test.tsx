import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import richText from '.';
import type { RichTextProps } from './schema';

const props: RichTextProps = {
  sections: [
    {
      eyebrow: 'Since 2009',
      heading: 'Where we started',
      paragraphs: ['Voltline was founded in Noida in 2009.', 'Today we build 765 kV lines.'],
      image: { src: '/images/timeline.svg', alt: 'Timeline from 2009 to today', width: 1200, height: 420 },
      layout: 'image-left',
    },
    { heading: 'What we offer', bullets: ['Substations', 'Transmission lines', 'Smart meters'] },
    { paragraphs: ['A closing note without a heading.'] },
  ],
};

beforeAll(() => richText.load());

describe('rich-text', () => {
  it('renders each section with its heading, paragraphs, bullets and picture', async () => {
    await renderBlock(richText, { props });
    const first = (await screen.findByRole('heading', { level: 2, name: 'Where we started' })).closest('section')!;
    expect(within(first).getByText('Since 2009')).toBeInTheDocument();
    expect(within(first).getByText('Voltline was founded in Noida in 2009.')).toBeInTheDocument();
    expect(within(first).getByText('Today we build 765 kV lines.')).toBeInTheDocument();
    const img = within(first).getByRole('img', { name: 'Timeline from 2009 to today' });
    expect(img).toHaveAttribute('src', '/images/timeline.svg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '420');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveClass('image-left');

    const second = screen.getByRole('heading', { level: 2, name: 'What we offer' }).closest('section')!;
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Substations', 'Transmission lines', 'Smart meters']);
    expect(within(second).queryByRole('img')).toBeNull();

    expect(screen.getByText('A closing note without a heading.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('sizes its skeleton from the configured sections', () => {
    const { container } = render(<richText.Skeleton props={props} />);
    // 2 headings, 2 + 3 + 1 text lines, 1 picture
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(9);
  });
});
