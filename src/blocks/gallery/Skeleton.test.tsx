import { beforeAll, describe, expect, it } from 'vitest';
import { failed, pending, renderBlock } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import gallery from '.';

// The culture page's gallery as pages.config.json has it: 12 skeleton tiles.
const block = {
  props: {
    skeletonCount: 12,
    imageAlt: 'Life at Voltline, picture {n}',
    labels: { viewPicture: 'View picture', dialog: 'Picture viewer', previous: 'Previous picture', next: 'Next picture', close: 'Close' },
  },
  source: { endpoint: '/api/CultureImage', body: { pageIndex: 1, pageSize: 12 }, select: 'list' as const },
};

beforeAll(() => gallery.load());
describe('gallery placeholders', () => {
  it('12 while loading, the same 12 after a failed call', async () => {
    const loading = await renderBlock(gallery, { ...block, result: pending() });
    expect(countPlaceholders(loading.container)).toBe(12);
    loading.unmount();
    const broken = await renderBlock(gallery, { ...block, result: failed() });
    expect(countPlaceholders(broken.container)).toBe(12);
  });
});
