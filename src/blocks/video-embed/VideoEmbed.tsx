import { useId } from 'react';
import type { BlockComponentProps } from '../../engine/types';
import { useContentUrl, useMediaUrl } from '../../ui/hosts';
import { Reveal } from '../../ui/Reveal';
import type { EmbeddedVideo, VideoEmbedProps } from './schema';
import './video-embed.css';

function VideoFigure({ video }: { video: EmbeddedVideo }) {
  const contentUrl = useContentUrl();
  const mediaUrl = useMediaUrl();
  const titleId = useId();
  return (
    <figure className="video-embed-figure">
      <video
        className="video-embed-video"
        controls
        preload="none"
        playsInline
        poster={video.poster ? contentUrl(video.poster) : undefined}
        width={video.width}
        height={video.height}
        aria-labelledby={titleId}
      >
        <source src={mediaUrl(video.src)} type="video/mp4" />
      </video>
      <figcaption className="video-embed-caption">
        <strong id={titleId}>{video.title}</strong>
        {video.caption ? <span> {video.caption}</span> : null}
      </figcaption>
    </figure>
  );
}

export default function VideoEmbed({ props }: BlockComponentProps<VideoEmbedProps>) {
  const { eyebrow, heading, intro, videos } = props;
  return (
    <Reveal as="section" className="video-embed">
      <div className="container">
        {eyebrow || heading || intro ? (
          <header className="video-embed-header">
            {eyebrow ? <p className="video-embed-eyebrow">{eyebrow}</p> : null}
            {heading ? <h2 className="video-embed-heading">{heading}</h2> : null}
            {intro ? <p className="video-embed-intro">{intro}</p> : null}
          </header>
        ) : null}
        <div className={`video-embed-list count-${Math.min(videos.length, 2)}`}>
          {videos.map((v) => (
            <VideoFigure key={v.src} video={v} />
          ))}
        </div>
      </div>
    </Reveal>
  );
}
