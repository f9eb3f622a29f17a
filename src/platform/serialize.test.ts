import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('keeps a hostile string inert inside a script and gives it back intact', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- \u2028\u2029 & done' };
    const out = serializeForScript(hostile);
    expect(out).not.toMatch(/<|>|\u2028|\u2029/);
    expect(out).not.toContain('</script');
    // The browser parses it back to the same value.
    expect(new Function(`return ${out}`)()).toEqual(hostile);
  });
});
