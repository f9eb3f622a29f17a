declare module 'virtual:site-config' {
  import type { SiteShell } from './engine/config/shell';
  import type { BlockConfig } from './engine/types';
  export const shell: SiteShell;
  /** One lazy chunk per route, in config order. */
  export const routes: Array<() => Promise<{ default: BlockConfig[] }>>;
}

declare module 'virtual:content-checks' {
  /** Precompiled JSON Schema checks of each content kind (build/content-checks.ts). */
  export const checks: Record<import('./content/kinds').ContentKind, (item: unknown) => boolean>;
}
