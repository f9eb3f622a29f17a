/**
 * What the site server makes of one config version, worked out in this one place and kept for a
 * few versions: its served config in each language, each route's head, loading bar and start
 * script, which routes are indexed, the page's security policy and the forms its pages hold.
 * The plugins read a version's view; none of them works a version out again.
 */
import type * as ServerEntry from '../../src/entry-server';
import type { ServedConfig } from '../../src/entry-server';
import { localesOf, type Locale } from '../../src/engine/config/locales';
import type { Hosts } from '../../src/platform/hosts';
import { firstLoadFiles } from './bundleReport';
import { SiteForms } from './forms';
import type { LiveConfig, LoadedConfig } from './liveConfig';
import { framedOrigins, pagePolicy } from './securityHeaders';
import { isIndexable } from './sitemap';
import { laterStylesLinks, type PageTemplate } from './template';
import { allBlocks } from '../../src/engine/config/tree';

/** What a route's page carries besides its render: its styles, its loading bar and the script that boots it. */
export interface RoutePieces {
  head: string;
  bar: string;
  start: (nonce: string) => string;
}

export interface PagePieces {
  routePieces: RoutePieces[];
  /** The styles of a page the browser renders itself (its server render failed): the app's and the footer's. */
  fallbackHead: string;
  /** By route: whether crawlers may index it. */
  indexable: boolean[];
  /** The Content-Security-Policy of a page rendered with this nonce. */
  policyFor: (nonce: string) => string;
}

/** What the built engine tells of block types. */
export type BlockTypes = Pick<typeof ServerEntry, 'fillsScreen' | 'formTypes'>;

/** Versions kept worked out besides the live one (previews, tabs opened before a publish). */
const KEEP_VIEWS = 8;

/** How a version's pages are put together around the template: the template and the engine decide it, so tests may hand in their own. */
export function pagePieces(template: PageTemplate, blocks: BlockTypes, hosts: Hosts): (loaded: LoadedConfig) => PagePieces {
  const { report } = template;
  const cssOf = (types: string[]) => [...firstLoadFiles(report, types)].flatMap((f) => (report.chunks[f]?.css ?? []).map((c) => `/${c}`));
  return (loaded) => {
    const { shell } = loaded.served;
    const bar = template.pageBar(shell.loadingBar);
    // Each route's page carries its own styles inline (no request before the first paint). Its code
    // is named by the start file, which the build writes (src/islands/runtime.ts, `IslandsManifest`).
    const footerTypes = [...new Set(allBlocks(shell.footer.blocks).map((b) => b.type))];
    const footerCss = report.footerCss ? [`/${report.footerCss}`] : [];
    const routePieces = shell.routes.map((route, i): RoutePieces => {
      // The styles of what the first screen can show come inline: every block's and the footer's (its
      // chrome and its blocks render on every page), unless a block that fills the screen comes first (never a timed
      // one, which may be missing). Then what follows it (the footer too) is below the first screen:
      // its styles, in files of their own, are fetched after the first paint (linked for a browser
      // without script) and its HTML is that much lighter.
      const routeBlocks = loaded.served.routes[i] ?? [];
      const fold = routeBlocks.findIndex((b) => !b.visibleFrom && !b.visibleUntil && blocks.fillsScreen(b.type));
      const firstScreen = fold < 0 ? [...route.blockTypes, ...footerTypes] : routeBlocks.slice(0, fold + 1).map((b) => b.type);
      const inline = [...new Set([template.entryCss, ...(fold < 0 ? footerCss : []), ...cssOf(firstScreen)])];
      const later = [...new Set([...footerCss, ...cssOf([...route.blockTypes, ...footerTypes])])].filter((c) => !inline.includes(c));
      const formPage = blocks.formTypes(route.blockTypes).length > 0;
      return {
        head: inline.map(template.inlineCss).join('\n    ') + (later.length ? `\n    ${laterStylesLinks(later)}` : ''),
        bar,
        // A page whose own blocks hold a form boots at its first paint (src/islands/runtime.ts).
        start: template.startScript({ immediate: formPage, atPaint: formPage }),
      };
    });
    return {
      routePieces,
      fallbackHead: [template.entryCss, ...footerCss].map(template.inlineCss).join(''),
      indexable: loaded.config.routes.map((route) => isIndexable(loaded.config, route)),
      policyFor: pagePolicy({ hosts, frames: framedOrigins(loaded.config) }),
    };
  };
}

/** One version as the plugins read it; each part is worked out on first use. */
export class VersionView {
  private pieces: PagePieces | undefined;
  private siteForms: SiteForms | undefined;

  constructor(
    private readonly loaded: LoadedConfig,
    private readonly piecesOf: (loaded: LoadedConfig) => PagePieces,
  ) {}

  get served(): ServedConfig {
    return this.loaded.served;
  }

  /** The version's languages, the default first: a page's language is its path's prefix. */
  get locales(): readonly Locale[] {
    return localesOf(this.served.shell);
  }

  /** The served config of one language, its texts resolved (the default's for a code the version does not have, as the engine's servedIn). */
  inLocale(code: string): ServedConfig {
    return this.served.locales?.[code] ?? this.served;
  }

  /** Whether the version has this language. */
  hasLocale(code: string): boolean {
    return Boolean(this.served.locales?.[code]);
  }

  get page(): PagePieces {
    return (this.pieces ??= this.piecesOf(this.loaded));
  }

  /** Which forms are on which pages, read from the served config of each language. */
  get forms(): SiteForms {
    return (this.siteForms ??= new SiteForms(this.served));
  }
}

export class VersionViews {
  private views = new Map<string, VersionView>();

  constructor(
    private readonly live: Pick<LiveConfig, 'current'>,
    private readonly piecesOf: (loaded: LoadedConfig) => PagePieces,
  ) {}

  of(loaded: LoadedConfig): VersionView {
    let view = this.views.get(loaded.version);
    if (!view) {
      view = new VersionView(loaded, this.piecesOf);
      this.views.set(loaded.version, view);
      if (this.views.size > KEEP_VIEWS) this.views.delete(this.views.keys().next().value!);
    }
    return view;
  }

  /** The live version's view. */
  current(): VersionView {
    return this.of(this.live.current());
  }
}
