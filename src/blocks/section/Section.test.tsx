import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockConfig } from '../../engine/types';
import { failure, registryWithFailures } from '../../test/failingBlocks';
import { renderLayout } from '../../test/renderLayout';
import { renderBlockLoading } from '../../test/renderBlock';
import section from '.';

const text = (heading: string, id?: string): BlockConfig => ({
  type: 'rich-text',
  ...(id ? { id } : {}),
  props: { sections: [{ heading, paragraphs: [`About ${heading}.`] }] },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('section', () => {
  it('lays its blocks out in order inside its band, each under its own name', async () => {
    const { container } = await renderLayout({
      type: 'section',
      props: { background: 'tint', width: 'contained', spacing: 'large', content: [text('First'), text('Second', 'second')] },
    });
    const band = container.querySelector('.layout-section')!;
    expect(band).toHaveClass('section-tint', 'section-contained', 'section-space-large');
    expect([...band.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['First', 'Second']);
    expect([...band.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id'))).toEqual(['b0.content.0', 'second']);
    // Laid out with the section: never deferred on its own.
    for (const el of band.querySelectorAll('[data-block-id]')) expect(el).not.toHaveClass('block-deferrable');
  });

  it('draws a picture from the content host behind its blocks, as decoration', async () => {
    const { container } = await renderLayout({
      type: 'section',
      props: { background: { picture: { src: '/images/projects/p1.png', width: 1280, height: 720 } }, content: [text('On a picture')] },
    });
    expect(container.querySelector('.layout-section')).toHaveClass('section-picture');
    const img = container.querySelector('.section-backdrop img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/images\/projects\/p1\.png/);
    expect(screen.getByRole('heading', { name: 'On a picture' })).toBeInTheDocument();
  });

  it('keeps its band and its other blocks when one of them throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderLayout(
      { type: 'section', id: 'impact', props: { content: [text('Before'), { type: 'throws-on-render', id: 'broken' }, text('After')] } },
      registryWithFailures,
    );
    expect([...container.querySelectorAll('.layout-section h2')].map((h) => h.textContent)).toEqual(['Before', 'After']);
    expect(errors.mock.calls.map((c) => String(c[0]))).toContainEqual(
      expect.stringContaining(`Block "broken" (throws-on-render) on / failed: Error: ${failure('render')}`),
    );
  });

  it('shows its band at once, before any code has arrived', () => {
    const { container } = renderBlockLoading(section, { props: { background: 'dark', content: [text('x')] } });
    expect(container.querySelector('.layout-section')).toHaveClass('section-dark', 'section-full', 'section-space-small');
  });
});
