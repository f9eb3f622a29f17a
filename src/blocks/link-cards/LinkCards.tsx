import { SiteLink } from '../../ui/SiteLink';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { Reveal } from '../../ui/Reveal';
import type { LinkCardsProps } from './schema';
import './link-cards.css';

type CardConfig = LinkCardsProps['cards'][number];

function LinkCard({ card, titleTag: Title }: { card: CardConfig; titleTag: 'h2' | 'h3' }) {
  const label = card.title;
  return (
    <article className="link-card">
      <Title className="link-card-title">
        <SiteLink to={card.href} className="cover-link link-card-link">
          {label}
        </SiteLink>
      </Title>
      {card.text ? <p className="link-card-text">{card.text}</p> : null}
      {card.linkLabel ? (
        <span className="link-card-cta" aria-hidden="true">
          {card.linkLabel}
          <Icon name="arrowRight" />
        </span>
      ) : null}
    </article>
  );
}

export default function LinkCards({ props }: BlockComponentProps<LinkCardsProps>) {
  const titleTag = props.heading ? 'h3' : 'h2';
  return (
    <Reveal as="section" className="list-section link-cards">
      <div className="container">
        {props.heading ? <h2 className="list-section-heading link-cards-heading">{props.heading}</h2> : null}
        <ul className="link-cards-list">
          {props.cards.map((card) => (
            <li key={card.href}>
              <LinkCard card={card} titleTag={titleTag} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
