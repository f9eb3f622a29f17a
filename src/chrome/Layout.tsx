import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { BlockList } from '../engine/Page';
import type { LayoutProps } from '../engine/App';
import type { RouteMatch } from '../engine/config/shell';
import { cachedLoad, FOOTER_LOAD_KEY, loadBlocks } from '../engine/loader';
import { blockDefinition } from '../engine/registry';
import { useSettled } from '../engine/settled';
import { useSite } from '../engine/site';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { RouteChangeEffects } from './RouteChangeEffects';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function FooterBlocks({ params }: { params: RouteMatch['params'] }) {
  const site = useSite();
  const { blocks, data } = useSettled(cachedLoad(site, FOOTER_LOAD_KEY, () => loadBlocks(site, site.shell.footer.blocks, {})));
  return <BlockList blocks={blocks} promises={data} visitKey={FOOTER_LOAD_KEY} params={params} />;
}

export function Layout({ match, children }: LayoutProps) {
  const { shell, registry } = useSite();
  const { pathname } = useLocation();
  // Below a first block that fills the screen (the hero), the footer is screens away: its icons
  // come as files when it nears the screen. Elsewhere it may be near at load, and files fetched then
  // would share the link with the page's largest paint: they are drawn inline.
  const leadType = shell.routes[match.index]?.blockTypes[0];
  const footerFar = Boolean(leadType && blockDefinition(registry, leadType)?.fillsScreen);
  return (
    <>
      <LoadingBar bar={shell.loadingBar} lang={shell.locale} />
      <RouteChangeEffects />
      <Header config={shell} />
      {/* Only the first page waits here: later navigations keep the previous page on screen (transitions).
          The footer waits with it, so it never appears high up and then jumps down (layout shift). */}
      <Suspense fallback={<main className="page page-loading" id="main" />}>
        <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>
        <Footer config={shell} far={footerFar}>
          <Suspense fallback={null}>
            <FooterBlocks params={match.params} />
          </Suspense>
        </Footer>
      </Suspense>
    </>
  );
}
