import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';
import { WithTestHosts } from '../test/renderBlock';

const images = [1, 2, 3].map((n) => ({ src: `http://content.test/k${n}.png`, alt: `Picture ${n}`, width: 800, height: 500 }));
const labels = { dialog: 'Picture viewer', previous: 'Previous picture', next: 'Next picture', close: 'Close' };

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(1)}>
        Open second
      </button>
      {open === null ? null : <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} />}
    </>
  );
}

async function openViewer() {
  render(<Harness />, { wrapper: WithTestHosts });
  const opener = screen.getByRole('button', { name: 'Open second' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Picture viewer' }) };
}
const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

describe('Lightbox', () => {
  it('is a modal dialog that takes focus and gives it back on Escape', async () => {
    const { opener, dialog } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(shown()).toBe('Picture 2');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Close button and restores focus', async () => {
    const { opener } = await openViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('moves with the arrow keys and the buttons, wrapping at both ends', async () => {
    await openViewer();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Picture 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Picture 1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Picture 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe('Picture 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('Picture 3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('on a right-to-left page, the left arrow key and a swipe to the right go to the next picture', async () => {
    // jsdom has no PointerEvent; without it fireEvent drops clientX.
    if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', MouseEvent);
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      const { dialog } = await openViewer();
      await userEvent.keyboard('{ArrowLeft}');
      expect(shown()).toBe('Picture 3');
      await userEvent.keyboard('{ArrowRight}');
      expect(shown()).toBe('Picture 2');
      const figure = dialog.querySelector('figure')!;
      fireEvent.pointerDown(figure, { clientX: 100 });
      fireEvent.pointerUp(figure, { clientX: 300 });
      expect(shown()).toBe('Picture 3');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('keeps Tab inside the dialog', async () => {
    await openViewer();
    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: 'Next picture' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('moves on a horizontal swipe but not on a tap', async () => {
    // jsdom has no PointerEvent; without it fireEvent drops clientX.
    if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', MouseEvent);
    await openViewer();
    const figure = screen.getByRole('dialog').querySelector('figure')!;
    fireEvent.pointerDown(figure, { clientX: 300 });
    fireEvent.pointerUp(figure, { clientX: 150 });
    expect(shown()).toBe('Picture 3');
    fireEvent.pointerDown(figure, { clientX: 100 });
    fireEvent.pointerUp(figure, { clientX: 300 });
    expect(shown()).toBe('Picture 2');
    fireEvent.pointerDown(figure, { clientX: 100 });
    fireEvent.pointerUp(figure, { clientX: 110 });
    expect(shown()).toBe('Picture 2');
  });
});
