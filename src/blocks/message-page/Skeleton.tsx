import { SkeletonBox } from '../../ui/Skeleton';

export function MessagePageSkeleton() {
  return (
    <section className="message-page container">
      <SkeletonBox style={{ height: 48, width: '40%', margin: '0 auto 16px' }} />
      <SkeletonBox style={{ height: 24, width: '70%', margin: '0 auto' }} />
    </section>
  );
}
