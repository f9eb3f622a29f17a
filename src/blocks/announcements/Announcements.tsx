import { useEffect } from 'react';
import type { ListData } from '../../data/source';
import type { BlockComponentProps } from '../../engine/types';
import { AnnouncementCard } from '../../content/announcement/AnnouncementCard';
import { Reveal } from '../../ui/Reveal';
import type { Announcement, AnnouncementsProps } from './schema';
import './announcements.css';

export default function Announcements({ props, data, blockId }: BlockComponentProps<AnnouncementsProps, ListData<Announcement>>) {
  const items = data.items.slice(0, props.maxItems);
  const empty = items.length === 0;
  useEffect(() => {
    if (empty && props.emptyLog) console.log(props.emptyLog);
  }, [empty, props.emptyLog]);
  // An empty home list renders nothing.
  if (empty) return null;

  const headingId = `${blockId}-heading`;
  const stagger = props.staggerMs ?? 200;
  return (
    <section className="announcements" aria-labelledby={headingId}>
      <div className="container">
        <Reveal className="announcements-header">
          <h2 className="announcements-heading" id={headingId}>
            {props.heading}
          </h2>
          {props.intro ? <p className="announcements-intro">{props.intro}</p> : null}
        </Reveal>
        <ul className="announcements-list">
          {items.map((item, i) => (
            <Reveal as="li" key={item.id} delayMs={i * stagger}>
              <AnnouncementCard item={item} dateLabel={props.dateLabel} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
