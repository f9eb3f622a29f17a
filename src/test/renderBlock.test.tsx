import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineBlock, type BlockComponentProps } from '../engine/types';
import { useLocale, useNumberSymbols } from '../engine/site';
import { formatNumber } from '../platform/numbers';
import { configIn } from './config';
import { renderBlock, renderBlockLoading } from './renderBlock';
import { countPlaceholders } from './skeletons';

interface Props {
  value: number;
}

/** A figure as a block prints one: in the page's language. */
function Figure({ props }: BlockComponentProps<Props>) {
  return (
    <p lang={useLocale().locale.code}>
      <span>{formatNumber(props.value, 1, useNumberSymbols())}</span>
      <span>{new Date(Date.UTC(2026, 2, 1)).toLocaleDateString(useLocale().locale.code, { month: 'long', timeZone: 'UTC' })}</span>
    </p>
  );
}

// Its code arrives after a real delay (a module vitest has not transformed yet comes later still).
const figure = defineBlock<Props>({
  load: () => new Promise((resolve) => setTimeout(() => resolve({ default: Figure }), 50)),
  Skeleton: () => <p data-skeleton="">…</p>,
});

describe('renderBlock', () => {
  it("waits for the block's code itself: the component is there when it returns", async () => {
    const { container } = await renderBlock(figure, { props: { value: 12345.5 } });
    expect(countPlaceholders(container)).toBe(0);
    expect(screen.getByText('12,345.5')).toBeInTheDocument();
  });

  it('formats as the locale of a config from configIn, not only its texts', async () => {
    await renderBlock(figure, { props: { value: 12345.5 }, config: configIn('es') });
    expect(screen.getByText('12.345,5')).toBeInTheDocument();
    expect(screen.getByText('marzo')).toBeInTheDocument();
    expect(document.querySelector('p[lang]')).toHaveAttribute('lang', 'es');
  });

  it('takes the locale on its own too', async () => {
    await renderBlock(figure, { props: { value: 12345.5 }, locale: 'es' });
    expect(screen.getByText('12.345,5')).toBeInTheDocument();
  });

  it('renderBlockLoading shows the skeleton first, even for a block whose code has loaded', async () => {
    // Unmounted first: a block already on the page under the same id reads as server HTML to hydrate.
    (await renderBlock(figure, { props: { value: 1 } })).unmount();
    const { container } = renderBlockLoading(figure, { props: { value: 1 } });
    expect(countPlaceholders(container)).toBe(1);
    expect(await screen.findByText('1.0')).toBeInTheDocument();
  });
});
