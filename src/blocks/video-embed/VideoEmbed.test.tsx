import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import videoEmbed from '.';
import type { VideoEmbedProps } from './schema';
import { placeholders } from '../../test/skeletons';

const props: VideoEmbedProps = {
  heading: 'Voltline on film',
  videos: [
    {
      title: 'Building the 765 kV corridor',
      caption: 'Tower erection in Uttar Pradesh.',
      src: '/videos/story-1.mp4',
      poster: '/images/hero-poster.png',
      width: 1280,
      height: 720,
    },
    { title: 'Inside our design centre', src: '/videos/story-2.mp4', width: 1280, height: 720 },
  ],
};

beforeAll(() => videoEmbed.load());
describe('video-embed', () => {
  it('embeds each video from the media host with controls, a poster and its title', async () => {
    const { container } = await renderBlock(videoEmbed, { props });
    expect(await screen.findByRole('heading', { level: 2, name: 'Voltline on film' })).toBeInTheDocument();
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    const [first, second] = [...videos];
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('preload', 'none');
    expect(first).toHaveAttribute('poster', 'http://content.test/images/hero-poster.png');
    expect(first).toHaveAttribute('width', '1280');
    expect(first!.querySelector('source')).toHaveAttribute('src', 'http://media.test/videos/story-1.mp4');
    expect(first).toHaveAccessibleName('Building the 765 kV corridor');
    expect(screen.getByText('Tower erection in Uttar Pradesh.')).toBeInTheDocument();
    expect(second).not.toHaveAttribute('poster');
    expect(second!.querySelector('source')).toHaveAttribute('src', 'http://media.test/videos/story-2.mp4');
  });

  it('keeps a same-sized box per video in its skeleton', () => {
    const { container } = render(<videoEmbed.Skeleton props={props} />);
    expect(container.querySelectorAll('.video-embed-video.skeleton')).toHaveLength(2);
    expect(placeholders(container).slice(-2)).toEqual([...container.querySelectorAll('.video-embed-figure')]);
  });
});
