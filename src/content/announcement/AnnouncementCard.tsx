import { Icon } from '../../ui/icons';
import type { AnnouncementItem } from './schema';
import './announcement.css';

/** An announcement: its date (after `dateLabel`, for screen readers) and title. */
export function AnnouncementCard({ item, dateLabel }: { item: AnnouncementItem; dateLabel: string | undefined }) {
  return (
    <article className="announcement-card">
      <p className="announcement-date">
        <Icon name="calendar" />
        {dateLabel ? <span className="visually-hidden">{dateLabel} </span> : null}
        <span>{item.date}</span>
      </p>
      <h3 className="announcement-title">{item.title}</h3>
    </article>
  );
}
