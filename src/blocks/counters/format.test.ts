import { describe, expect, it } from 'vitest';
import { numberSymbolsOf } from '../../platform/numbers';
import { formatCount as formatIn } from './format';

const formatCount = (value: number, item: Parameters<typeof formatIn>[1], locale = 'en') => formatIn(value, item, numberSymbolsOf(locale));

describe('formatCount', () => {
  it('keeps the suffix and prefix around the number', () => {
    expect(formatCount(98, { suffix: '%' })).toBe('98%');
    expect(formatCount(765, { suffix: ' kV' })).toBe('765 kV');
    expect(formatCount(200, { suffix: '+' })).toBe('200+');
    expect(formatCount(5, { prefix: '#' })).toBe('#5');
  });
  it('keeps the configured decimals while counting', () => {
    expect(formatCount(99.9, { decimals: 1, suffix: '%' })).toBe('99.9%');
    expect(formatCount(12.34, { decimals: 1, suffix: '%' })).toBe('12.3%');
    expect(formatCount(0, { decimals: 1 })).toBe('0.0');
  });
  it('shows whole numbers while an integer figure counts', () => {
    expect(formatCount(41.6, { suffix: '+' })).toBe('42+');
  });
  it("writes the number the page's language's way, in Western digits", () => {
    expect(formatCount(12345.6, { decimals: 1, suffix: '+' }, 'en')).toBe('12,345.6+');
    expect(formatCount(12345.6, { decimals: 1, suffix: '+' }, 'es')).toBe('12.345,6+');
    expect(formatCount(99.9, { decimals: 1, suffix: '%' }, 'es')).toBe('99,9%');
    expect(formatCount(99.9, { decimals: 1, suffix: '%' }, 'ar')).toMatch(/^99.9%$/);
    expect(formatCount(765, { suffix: ' kV' }, 'ar')).toBe('765 kV');
  });
});
