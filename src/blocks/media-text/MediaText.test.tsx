import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock, renderBlockLoading } from '../../test/renderBlock';
import mediaText from '.';

const props = {
  heading: 'Voltline Story',
  paragraphs: ['Founded in 2009.', 'Expanding to the Middle East and Latin Americas.'],
  image: { src: '/images/voltline-story.svg', alt: 'Voltline towers at sunrise', width: 800, height: 600 },
  button: { label: 'KNOW MORE', href: '/voltline-story' },
};

beforeAll(async () => {
  await mediaText.load();
});

describe('media-text', () => {
  it('shows placeholders shaped like the picture and text while its code loads', () => {
    const { container } = renderBlockLoading(mediaText, { props });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(1 + 1 + 2 + 1);
  });

  it('shows the picture, heading, paragraphs and the KNOW MORE button', async () => {
    await renderBlock(mediaText, { props });
    expect(await screen.findByRole('heading', { level: 2, name: 'Voltline Story' })).toBeInTheDocument();
    expect(screen.getByText('Founded in 2009.')).toBeInTheDocument();
    expect(screen.getByText('Expanding to the Middle East and Latin Americas.')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Voltline towers at sunrise' });
    expect(img).toHaveAttribute('src', '/images/voltline-story.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'KNOW MORE' })).toHaveAttribute('href', '/voltline-story');
  });
});
