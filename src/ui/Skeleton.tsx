import type { CSSProperties } from 'react';

/** One placeholder element; every one carries data-skeleton (tests and the server renderer count them). */
export function SkeletonBox({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div className={`skeleton${className ? ` ${className}` : ''}`} data-skeleton="" aria-hidden="true" style={style} />;
}
