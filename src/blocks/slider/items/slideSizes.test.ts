import { describe, expect, it } from 'vitest';
import type { SliderProps } from '../schema';
import { slideSizes } from './slideSizes';

const props = (slidesPerView: number, breakpoints?: SliderProps['breakpoints']): SliderProps => ({
  item: 'project-card',
  heading: 'Featured',
  speed: 800,
  slidesPerView,
  spaceBetween: 16,
  skeletonCount: 2,
  ...(breakpoints ? { breakpoints } : {}),
});

describe('slideSizes', () => {
  it('each slider and inset its own sizes, the same each time it is asked', () => {
    const one = props(1, { '640': { slidesPerView: 2, spaceBetween: 30 } });
    const three = props(3);
    expect(slideSizes(one, 2)).toBe('(min-width: 1240px) 583px, (min-width: 640px) calc(50vw - 37px), calc(100vw - 42px)');
    expect(slideSizes(one, 2)).toBe(slideSizes(one, 2));
    expect(slideSizes(one, 18)).toBe('(min-width: 1240px) 567px, (min-width: 640px) calc(50vw - 53px), calc(100vw - 58px)');
    expect(slideSizes(three, 2)).toBe('(min-width: 1240px) 387.33px, calc(33.33vw - 26px)');
    expect(slideSizes(props(1, { '640': { slidesPerView: 2, spaceBetween: 30 } }), 2)).toBe(slideSizes(one, 2));
  });
});
