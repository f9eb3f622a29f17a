import { createElement } from 'react';
import type { ListData } from '../../data/source';
import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import { CareersNote } from './CareersNote';
import { itemsByKind, type ListedItems, type ListKind } from './items';
import type { CardListProps } from './schema';
import './card-list.css';

/** The list's items, each shown as its kind shows one. */
function Items<K extends ListKind>({ kind, items, props, titleTag }: { kind: K; items: ListedItems[K][]; props: CardListProps; titleTag: 'h2' | 'h3' }) {
  const { Item, layout } = itemsByKind[kind];
  return (
    <ul className={`card-list-items card-list-${layout}`}>
      {items.map((item, i) => (
        // Stagger only within a row's worth of cards so late items never wait long.
        <Reveal as="li" key={item.id} delayMs={(i % 3) * 120}>
          {/* createElement, not JSX: JSX cannot match a component picked by a generic kind to that kind's item. */}
          {createElement(Item, { item, labels: props.labels ?? {}, titleTag, linkPattern: props.linkPattern })}
        </Reveal>
      ))}
    </ul>
  );
}

export default function CardList({ props, data }: BlockComponentProps<CardListProps, ListData<ListedItems[ListKind]>>) {
  const titleTag = props.heading ? 'h3' : 'h2';
  return (
    <section className={`list-section card-list card-list-${props.kind}`}>
      <div className={`container${props.note ? ' card-list-with-note' : ''}`}>
        <div className="card-list-main">
          {props.heading ? <h2 className="list-section-heading card-list-heading">{props.heading}</h2> : null}
          <Items kind={props.kind} items={data.items} props={props} titleTag={titleTag} />
        </div>
        {props.note ? <CareersNote note={props.note} /> : null}
      </div>
    </section>
  );
}
