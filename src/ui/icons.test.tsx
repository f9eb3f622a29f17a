import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon, LazyIcon } from './icons';

describe('icons', () => {
  it('has one shape file for each icon name, and no other', () => {
    const files = readdirSync(join(process.cwd(), 'src/ui/icons')).map((f) => f.replace(/\.svg$/, ''));
    expect(files.sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws every shape inline from its file', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')?.getAttribute('d'), name).toMatch(/^M[\d.\s,a-zA-Z-]+$/);
      unmount();
    }
  });

  it('shows a lazy icon as a decorative picture of its file, fetched as it nears the screen', () => {
    const { container } = render(<LazyIcon name="youtube" />);
    const icon = container.querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('loading', 'lazy');
    // The built site names the file (/static/svg/youtube-….svg, tests/images.browser.test.ts); here it may be inlined.
    expect(icon.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|.*youtube\.svg$)/);
  });
});
