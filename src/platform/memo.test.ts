import { describe, expect, it } from 'vitest';
import { memoized } from './memo';

describe('memoized', () => {
  it('computes once per key, and tells keys apart', () => {
    const calls: string[] = [];
    const upper = memoized(
      10,
      (a: string, b: number) => `${a}|${b}`,
      (a: string, b: number) => {
        calls.push(`${a}|${b}`);
        return { value: a.toUpperCase().repeat(b) };
      },
    );
    const first = upper('x', 2);
    expect(upper('x', 2)).toBe(first);
    expect(upper('x', 3).value).toBe('XXX');
    expect(first.value).toBe('XX');
    expect(calls).toEqual(['x|2', 'x|3']);
  });

  it('keeps the last `max` keys used, dropping the least recently used first', () => {
    const calls: string[] = [];
    const id = memoized(
      2,
      (k: string) => k,
      (k: string) => {
        calls.push(k);
        return k;
      },
    );
    id('a');
    id('b');
    id('a'); // a is now the most recently used: b goes first
    id('c');
    id('a');
    expect(calls).toEqual(['a', 'b', 'c']);
    id('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
    // c was the least recently used when b came back
    id('c');
    expect(calls).toEqual(['a', 'b', 'c', 'b', 'c']);
  });
});
