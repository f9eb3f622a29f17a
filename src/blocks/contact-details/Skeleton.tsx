import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { ContactDetailsProps } from './schema';

export function ContactDetailsSkeleton({ props }: BlockSkeletonProps<ContactDetailsProps>) {
  return (
    <section className="contact-details container" style={{ paddingBlock: '2rem' }}>
      {props.heading ? (
        <>
          <SkeletonBox style={{ height: 30, width: '30%', marginBottom: 20 }} />
          <SkeletonBox style={{ height: 56, marginBottom: 12 }} />
          <SkeletonBox style={{ height: 56, marginBottom: 12 }} />
          <SkeletonBox style={{ height: 56, marginBottom: 12 }} />
        </>
      ) : null}
      {props.careers ? <SkeletonBox style={{ height: 24, width: '60%', marginBottom: 12 }} /> : null}
      {props.map ? <SkeletonBox style={{ height: 420 }} /> : null}
    </section>
  );
}
