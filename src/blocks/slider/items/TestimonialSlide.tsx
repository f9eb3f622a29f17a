import { contentUrl, mediaUrl } from '../../../platform/hosts';
import { fillTextPattern } from '../../../ui/linkPattern';
import { altFor } from './fill';
import type { SlideProps, TestimonialItem } from './types';

function Portrait({ item, props }: SlideProps<TestimonialItem>) {
  if (item.image) {
    return (
      <img className="testimonial-portrait" src={contentUrl(item.image)} alt={altFor(props.imageAlt, item)} width={400} height={400} loading="lazy" decoding="async" />
    );
  }
  // spec §4: a testimonial without an image shows its video instead.
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
        aria-label={props.videoLabel ? fillTextPattern(props.videoLabel, item) : undefined}
      />
    );
  }
  return null;
}

export function TestimonialSlide({ item, props }: SlideProps<TestimonialItem>) {
  return (
    <figure className={`testimonial${item.image ? '' : ' testimonial-with-video'}`}>
      <Portrait item={item} props={props} />
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
