import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import type { RichTextProps, RichTextSection } from './schema';
import './rich-text.css';

function TextSection({ section }: { section: RichTextSection }) {
  const { eyebrow, heading, paragraphs, bullets, image, layout = 'image-right' } = section;
  return (
    <Reveal as="section" className={`rich-text-section${image ? ` has-image ${layout}` : ''}`}>
      <div className="rich-text-copy">
        {eyebrow ? <p className="rich-text-eyebrow">{eyebrow}</p> : null}
        {heading ? <h2 className="rich-text-heading">{heading}</h2> : null}
        {paragraphs?.map((p, i) => (
          <p key={i} className="rich-text-paragraph">
            {p}
          </p>
        ))}
        {bullets?.length ? (
          <ul className="rich-text-bullets">
            {bullets.map((b, i) => (
              <li key={i}>{b}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {image ? (
        <img className="rich-text-image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      ) : null}
    </Reveal>
  );
}

export default function RichText({ props }: BlockComponentProps<RichTextProps>) {
  return (
    <div className={`rich-text rich-text-${props.tone ?? 'plain'}`}>
      <div className="container">
        {props.sections.map((s, i) => (
          <TextSection key={s.heading ?? i} section={s} />
        ))}
      </div>
    </div>
  );
}
