import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/intersectionObserver';
import { HydrateNearViewport } from './HydrateNearViewport';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}

const block = (id: string) => (
  <div data-block-id={id}>
    <Suspense fallback={<p>skeleton</p>}>
      <HydrateNearViewport id={id} fromServer>
        <Counter />
      </HydrateNearViewport>
    </Suspense>
  </div>
);

const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

/** Server HTML in the document, the block `top` px down the page, then hydrated. */
async function hydrateAt(id: string, top: number) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(block(id));
  document.body.append(container);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return {
      top: this.dataset.blockId ? top : 0,
      bottom: top + 100,
      left: 0,
      right: 100,
      width: 100,
      height: 100,
      x: 0,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
  const { observers, fire } = stubIntersectionObserver();
  await act(async () => {
    hydrateRoot(container, block(id));
  });
  return { container, observers, fire, button: () => container.querySelector('button')! };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateNearViewport', () => {
  it('keeps a block far below the fold as server HTML until it nears the viewport, then hydrates it', async () => {
    const { container, observers, fire, button } = await hydrateAt('far', 5000);
    const serverButton = button();
    expect(serverButton.textContent).toBe('clicked 0');
    expect(container.textContent).not.toContain('skeleton');
    expect(isHydrated(serverButton)).toBe(false);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.target).toBe(container.querySelector('[data-block-id="far"]'));
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px 50% 0px');

    await act(async () => fire(observers[0]!, true));
    // Hydrated in place: the server's node, not a fresh render replacing it.
    expect(button()).toBe(serverButton);
    expect(isHydrated(serverButton)).toBe(true);
    await act(async () => button().click());
    expect(button().textContent).toBe('clicked 1');
  });

  it('hydrates a block within one and a half screens with the page', async () => {
    const { observers, button } = await hydrateAt('near', 300);
    expect(observers).toHaveLength(0);
    expect(isHydrated(button())).toBe(true);
    await act(async () => button().click());
    expect(button().textContent).toBe('clicked 1');
  });
});
