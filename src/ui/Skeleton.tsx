import type { CSSProperties } from 'react';

interface ShapeProps {
  className?: string;
  style?: CSSProperties;
}

/**
 * Spread on the outermost element of one placeholder (a card, row or tile). Exactly one
 * element per placeholder carries data-skeleton, so anything that counts placeholders
 * (tests, monitoring) reads the number of items awaited, not the number of shapes drawn.
 */
export const placeholder = { 'data-skeleton': '', 'aria-hidden': true } as const;

/** A shimmering shape inside a placeholder (a picture, a text line); not counted on its own. */
export function SkeletonShape({ className, style }: ShapeProps) {
  return <div className={`skeleton${className ? ` ${className}` : ''}`} aria-hidden="true" style={style} />;
}

/** A placeholder drawn as one shape (a tile, a lone line): the shape is the placeholder. */
export function SkeletonBox({ className, style }: ShapeProps) {
  return <div className={`skeleton${className ? ` ${className}` : ''}`} style={style} {...placeholder} />;
}
