import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import type { FeatureGridProps, FeatureItem } from './schema';
import './feature-grid.css';

function FeatureCard({ item, number, headingLevel }: { item: FeatureItem; number: string | null; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="feature-card">
      {item.image ? (
        <img
          className="feature-card-image"
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <Heading className="feature-card-title">
        {number ? (
          <span className="feature-card-number" aria-hidden="true">
            {number}
          </span>
        ) : null}
        {item.title}
      </Heading>
      <p className="feature-card-text">{item.text}</p>
    </li>
  );
}

export default function FeatureGrid({ props }: BlockComponentProps<FeatureGridProps>) {
  const { eyebrow, heading, intro, items, columns = 3, numbered, tone = 'plain' } = props;
  return (
    <Reveal as="section" className={`feature-grid feature-grid-${tone}`}>
      <div className="container">
        {eyebrow || heading || intro ? (
          <header className="feature-grid-header">
            {eyebrow ? <p className="feature-grid-eyebrow">{eyebrow}</p> : null}
            {heading ? <h2 className="feature-grid-heading">{heading}</h2> : null}
            {intro ? <p className="feature-grid-intro">{intro}</p> : null}
          </header>
        ) : null}
        <ul className={`feature-grid-list columns-${columns}`}>
          {items.map((item, i) => (
            <FeatureCard
              key={item.title}
              item={item}
              number={numbered ? String(i + 1).padStart(2, '0') : null}
              // Under the grid's own h2 the cards are h3; without one they continue the page's h2 level.
              headingLevel={heading ? 'h3' : 'h2'}
            />
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
