/** A value as it was when its changes last paused for `ms`: what may lag behind typing (a whole-config scan) reads this. */
import { useEffect, useRef, useState } from 'react';

export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `value`, or the one held before while `same` says it shows the same: memoized components given it skip renders it would not change. */
export function useStable<T>(value: T, same: (held: T, next: T) => boolean): T {
  const held = useRef(value);
  if (!same(held.current, value)) held.current = value;
  return held.current;
}
