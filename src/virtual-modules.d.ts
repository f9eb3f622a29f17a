declare module 'virtual:site-config' {
  import type { SiteShell } from './engine/config/shell';
  import type { BlockConfig } from './engine/types';
  export const shell: SiteShell;
  /** One lazy chunk per route, in config order. */
  export const routes: Array<() => Promise<{ default: BlockConfig[] }>>;
}
