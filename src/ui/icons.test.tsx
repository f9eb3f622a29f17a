import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconFilesVersion, iconSvg } from '../../tooling/icon-files';
import { ICON_PATHS } from './iconPaths';
import { Icon, LazyIcon } from './icons';

describe('icons', () => {
  it('draws every shape inline', () => {
    for (const [name, d] of Object.entries(ICON_PATHS)) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')?.getAttribute('d'), name).toBe(d);
      unmount();
    }
  });

  it('shows a lazy icon as a decorative picture of its file, fetched as it nears the screen', () => {
    const { container } = render(<LazyIcon name="youtube" />);
    const icon = container.querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('src', `/static/icons/youtube.${iconFilesVersion()}.svg`);
  });

  it('files hold the shape the inline icon draws, and their version changes with any shape', () => {
    expect(iconSvg(ICON_PATHS.mail)).toContain(`<path d="${ICON_PATHS.mail}"/>`);
    expect(iconFilesVersion()).toMatch(/^[\w-]{10}$/);
    expect(iconFilesVersion({ ...ICON_PATHS, x: `${ICON_PATHS.x}z` })).not.toBe(iconFilesVersion());
  });
});
