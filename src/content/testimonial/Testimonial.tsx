import { useContentUrl, useMediaUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import type { TestimonialItem } from './schema';
import './testimonial.css';

export interface TestimonialProps {
  item: TestimonialItem;
  /** The portrait's alt text; empty: decorative. */
  alt: string;
  /** Names the video shown in place of a portrait. */
  videoLabel?: string;
}

function Portrait({ item, alt, videoLabel }: TestimonialProps) {
  const contentUrl = useContentUrl();
  const mediaUrl = useMediaUrl();
  if (item.image) {
    return (
      <ContentImage
        sizes="(max-width: 760px) 160px, 320px"
        className="testimonial-portrait"
        src={contentUrl(item.image)}
        alt={alt}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
      />
    );
  }
  // A testimonial without an image shows its video instead.
  if (item.videoUrl) {
    return (
      <video
        className="testimonial-video"
        controls
        preload="none"
        playsInline
        width={1280}
        height={720}
        src={mediaUrl(item.videoUrl)}
        aria-label={videoLabel}
      />
    );
  }
  return null;
}

/** A customer's words with their name, designation and company, beside their portrait or video. */
export function Testimonial(props: TestimonialProps) {
  const { item } = props;
  return (
    <figure className={`testimonial${item.image ? '' : ' testimonial-with-video'}`}>
      <Portrait {...props} />
      <div className="testimonial-body">
        <blockquote className="testimonial-message">
          <p>{item.message}</p>
        </blockquote>
        <figcaption className="testimonial-author">
          <span className="testimonial-name">{item.name}</span>
          <span className="testimonial-designation">{item.designation}</span>
          <span className="testimonial-customer">{item.customer}</span>
        </figcaption>
      </div>
    </figure>
  );
}
