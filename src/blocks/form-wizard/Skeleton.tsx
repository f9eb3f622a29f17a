import type { CSSProperties } from 'react';
import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonBox, SkeletonShape } from '../../ui/Skeleton';
import type { FormWizardProps } from './schema';

// Inline sizes: the block's stylesheet arrives with its lazy component, after the skeleton shows.
const label: CSSProperties = { height: 18, width: '40%', marginBottom: 6 };
const input: CSSProperties = { height: 44 };
const textarea: CSSProperties = { height: 130 };
const field = (half: boolean): CSSProperties => ({ marginBottom: 18, width: half ? 'calc(50% - 0.75rem)' : '100%' });
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', columnGap: '1.5rem' };

/** One placeholder per configured field (its label bar and input box), so the form does not jump when it arrives. */
function FieldsSkeleton({ props }: BlockSkeletonProps<FormWizardProps>) {
  return (
    <>
      {props.sections.map((section, si) => (
        <div key={si} style={{ marginBottom: 12 }}>
          {section.heading ? <SkeletonBox style={{ height: 28, width: '35%', marginBottom: 16 }} /> : null}
          <div style={props.layout === 'inline' ? undefined : row}>
            {section.fields.map((f) => (
              <div key={f.name} style={field(f.width === 'half')} {...placeholder}>
                {f.hideLabel ? null : <SkeletonShape style={label} />}
                <SkeletonShape style={f.kind === 'textarea' ? textarea : input} />
              </div>
            ))}
          </div>
        </div>
      ))}
      <SkeletonBox style={{ height: 44, width: 160, borderRadius: 999 }} />
    </>
  );
}

export function FormWizardSkeleton({ props }: BlockSkeletonProps<FormWizardProps>) {
  if (props.layout === 'panel') {
    return (
      <section className="form-wizard form-wizard--panel">
        <div className="container" style={{ padding: '7.5rem 0 3rem' }}>
          {props.aside ? <SkeletonBox style={{ height: 320, marginBottom: 32 }} /> : null}
          <FieldsSkeleton props={props} />
        </div>
      </section>
    );
  }
  return (
    <section className={`form-wizard form-wizard--${props.layout}`}>
      <div className={props.layout === 'stacked' ? 'container' : undefined} style={props.layout === 'stacked' ? { padding: '3rem 0' } : undefined}>
        {props.heading ? <SkeletonBox style={{ height: 32, width: '45%', marginBottom: 20 }} /> : null}
        <FieldsSkeleton props={props} />
      </div>
    </section>
  );
}
