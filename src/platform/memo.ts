/**
 * A pure function remembered for the last `max` keys used (least recently used first out).
 * Server renders ask for the same few hundred values (a picture's srcset, a slider's sizes) on
 * every request; this spares rebuilding them, with memory bounded whatever the content holds.
 * Only for functions whose result depends on what `keyOf` names alone, and is never mutated.
 */
export function memoized<A extends unknown[], V>(max: number, keyOf: (...args: A) => string, compute: (...args: A) => V): (...args: A) => V {
  const kept = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    if (kept.has(key)) {
      const value = kept.get(key)!;
      // A Map iterates in insertion order: set again, the key is the last to go.
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const value = compute(...args);
    kept.set(key, value);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return value;
  };
}
