import { use } from 'react';

/**
 * Values of promises made already settled (data embedded in server-rendered HTML, a load the
 * server awaited), boxed so an `undefined` value still counts. Our own record: nothing here reads
 * or writes the fields React's `use()` keeps on a promise.
 */
const known = new WeakMap<Promise<unknown>, { value: unknown }>();

/** A promise of a value that is already here: `useSettled` reads it in the same render, never suspending. */
export function settled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  known.set(promise, { value });
  return promise;
}

/** The value of a promise made by `settled`, boxed; undefined for any other promise. */
export function settledValue<T>(promise: Promise<T> | undefined): { value: T } | undefined {
  // Only `settled<T>` adds entries, under the Promise<T> it returns: the box holds a T.
  return promise ? (known.get(promise) as { value: T } | undefined) : undefined;
}

/**
 * A promise's value in a render: at once when it came settled (no skeleton shown for a frame,
 * no extra suspend while hydrating), else through `use()`, which suspends until it arrives.
 */
export function useSettled<T>(promise: Promise<T>): T {
  const box = settledValue(promise);
  return box ? box.value : use(promise);
}
