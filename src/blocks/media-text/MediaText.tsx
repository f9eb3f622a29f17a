import { SiteLink } from '../../ui/SiteLink';
import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import type { MediaTextProps } from './schema';
import './media-text.css';

export default function MediaText({ props, blockId }: BlockComponentProps<MediaTextProps>) {
  const headingId = `${blockId}-heading`;
  const { image } = props;
  const classes = ['media-text', props.imagePosition === 'right' ? 'media-text-right' : '', props.tone === 'surface' ? 'media-text-surface' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Reveal as="section" className={classes} aria-labelledby={headingId}>
      <div className="container media-text-grid">
        <div className="media-text-picture">
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
        </div>
        <div className="media-text-body">
          {props.eyebrow ? <p className="media-text-eyebrow">{props.eyebrow}</p> : null}
          <h2 className="media-text-heading" id={headingId}>
            {props.heading}
          </h2>
          {props.paragraphs.map((p) => (
            <p className="media-text-paragraph" key={p}>
              {p}
            </p>
          ))}
          {props.button ? (
            <SiteLink className="button" to={props.button.href}>
              {props.button.label}
            </SiteLink>
          ) : null}
        </div>
      </div>
    </Reveal>
  );
}
