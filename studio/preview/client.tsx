/**
 * The preview frame's script: hydrates the server-rendered page with the studio's
 * unsaved config (the site's own entry hydrates the bundled one), then takes each new
 * render from the studio window: the server's markup, made live again, scroll position kept.
 * Clicking a block selects it in the outline instead of following links.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { registry } from '../../src/blocks/registry';
import { Layout } from '../../src/chrome/Layout';
import { addLocalePrefix } from '../../src/engine/config/locales';
import { assemblePage, primePage, SiteTree } from '../../src/engine/pipeline';
import { LEFT_TO_BROWSER } from '../../src/engine/serverData';
import { connectTo, localeOfShell, siteFromConfig } from '../../src/engine/site';
import { hostsOfPage } from '../../src/platform/hosts';
import { PageFormsProvider } from '../../src/forms/pageForms';
import { PageForms } from '../../src/forms/snapshot';
import '../../src/styles/global.css';
import { blockElement, blockNameAt, type FromPreview, type PreviewState, type ToPreview } from '../shared/messages';

declare global {
  var __STUDIO_PREVIEW__: PreviewState;
}

const container = document.getElementById('root')!;
// The hosts the studio wrote into the preview page, read once: every render's site calls the API through them.
const connection = connectTo(hostsOfPage());
let root: Root | null = null;
let selected: string | null = null;
let generation = 0;
let hydrated = false;
/** The first render is the page the server sent: every later one replaces its markup. */
let shown = false;

/** How long the page waits, after the last edit of a burst, before it goes live again. */
const LIVE_AFTER_MS = 250;
let goLive: ReturnType<typeof setTimeout> | undefined;

async function show({ config, url, locale, page }: PreviewState) {
  const mine = ++generation;
  clearTimeout(goLive);
  document.title = `${page.title} (preview)`;
  // Another language is a message like any edit: the page takes its language and direction (rtl mirrors it).
  document.documentElement.lang = page.lang;
  document.documentElement.dir = page.dir;
  if (shown) {
    // The server's render shows at once; the page goes live again once the edits pause.
    // A fresh render, not a second hydration: blocks the first hydration held until scrolled
    // to are remembered by their place in the tree, which an edit (a block moved) gives to another.
    // Also while an earlier render is going live (its code loading, no root yet): that one is
    // dropped (a newer render came), so this edit's markup must show now, or it is lost.
    keepScroll = { y: window.scrollY, until: performance.now() + 1000 };
    root?.unmount();
    root = null;
    container.innerHTML = page.html;
    window.scrollTo(0, keepScroll.y);
    markSelected();
    send({ type: 'rendered', html: page.html.length });
  }
  shown = true;
  const live = async () => {
    const site = siteFromConfig(config, registry, connection, {}, locale);
    const { base } = localeOfShell(site.shell);
    const assembled = await assemblePage(site, url, { route: page.embedded.route, footer: page.embedded.footer });
    // A newer render arrived while this one loaded code: it replaces this one.
    if (mine !== generation) return;
    primePage(site, assembled);
    const app = (
      <SiteTree
        site={site}
        layout={Layout}
        router={(tree) => (
          <MemoryRouter initialEntries={[addLocalePrefix(url, base)]} basename={base || undefined}>
            {tree}
          </MemoryRouter>
        )}
        providers={(tree) => <PageFormsProvider value={new PageForms()}>{tree}</PageFormsProvider>}
      />
    );
    if (hydrated) {
      keepScroll = { y: window.scrollY, until: performance.now() + 1000 };
      root = createRoot(container);
      root.render(app);
    } else {
      hydrated = true;
      root = hydrateRoot(container, app, {
        onRecoverableError(error) {
          if ((error as { digest?: string } | null)?.digest !== LEFT_TO_BROWSER) console.error(error);
        },
      });
      markSelected();
    }
  };
  if (hydrated) goLive = setTimeout(() => void live(), LIVE_AFTER_MS);
  else await live();
}

function send(message: FromPreview) {
  window.parent.postMessage(message, window.location.origin);
}

/** The selected block outlined, at any depth (a block in a column inside a section too), and no other. */
function markSelected() {
  const el = selected === null ? null : blockElement(container, selected);
  for (const other of container.querySelectorAll('[data-studio-selected]')) if (other !== el) other.removeAttribute('data-studio-selected');
  el?.setAttribute('data-studio-selected', '');
}

window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
  if (event.origin !== window.location.origin) return;
  const message = event.data;
  if (message.type === 'render') void show(message.state);
  if (message.type === 'select') {
    selected = message.name;
    markSelected();
    const el = selected === null ? null : blockElement(container, selected);
    if (el && message.scroll) el.scrollIntoView({ block: 'nearest' });
  }
});

// The preview is for looking: a click picks the block under it rather than following a link.
document.addEventListener(
  'click',
  (event) => {
    const name = blockNameAt(container, event.target as Element | null);
    event.preventDefault();
    event.stopPropagation();
    if (name !== null) send({ type: 'select', name });
  },
  true,
);

// React replaces the page's nodes when it commits a new render: the outline goes back on the new ones.
// So does the scroll position, which the page's moment without content reset.
let marking = 0;
let keepScroll: { y: number; until: number } | null = null;
new MutationObserver(() => {
  cancelAnimationFrame(marking);
  marking = requestAnimationFrame(() => {
    markSelected();
    if (keepScroll && performance.now() < keepScroll.until && window.scrollY !== keepScroll.y) window.scrollTo(0, keepScroll.y);
  });
}).observe(container, { childList: true, subtree: true });

const style = document.createElement('style');
style.textContent = '[data-studio-selected]{outline:3px solid #6d28d9;outline-offset:-3px;scroll-margin:24px}';
document.head.append(style);
void show(globalThis.__STUDIO_PREVIEW__);
