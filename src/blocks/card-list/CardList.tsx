import type { ListData } from '../../data/source';
import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import { CareersNote } from './CareersNote';
import { itemsByKind } from './items';
import type { CardListProps } from './schema';
import './card-list.css';

export default function CardList({ props, data }: BlockComponentProps<CardListProps, ListData<{ id: number }>>) {
  const { Item, layout } = itemsByKind[props.kind];
  const titleTag = props.heading ? 'h3' : 'h2';
  return (
    <section className={`list-section card-list card-list-${props.kind}`}>
      <div className={`container${props.note ? ' card-list-with-note' : ''}`}>
        <div className="card-list-main">
          {props.heading ? <h2 className="list-section-heading card-list-heading">{props.heading}</h2> : null}
          <ul className={`card-list-items card-list-${layout}`}>
            {data.items.map((item, i) => (
              // Stagger only within a row's worth of cards so late items never wait long.
              <Reveal as="li" key={item.id} delayMs={(i % 3) * 120}>
                <Item item={item as never} labels={props.labels ?? {}} titleTag={titleTag} linkPattern={props.linkPattern} />
              </Reveal>
            ))}
          </ul>
        </div>
        {props.note ? <CareersNote note={props.note} /> : null}
      </div>
    </section>
  );
}
