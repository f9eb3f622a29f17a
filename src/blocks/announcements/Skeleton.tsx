import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { AnnouncementsProps } from './schema';

export function AnnouncementsSkeleton({ props }: BlockSkeletonProps<AnnouncementsProps>) {
  return (
    <section className="announcements" aria-busy="true">
      <div className="container">
        <div className="announcements-header">
          <h2 className="announcements-heading">{props.heading}</h2>
        </div>
        <ul className="announcements-list">
          {Array.from({ length: props.skeletonCount }, (_, i) => (
            <li key={i}>
              <div className="announcement-card" {...placeholder}>
                <SkeletonShape className="announcement-date-skeleton" />
                <SkeletonShape className="announcement-title-skeleton" />
                <SkeletonShape className="announcement-title-skeleton announcement-title-skeleton-short" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
