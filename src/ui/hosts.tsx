/**
 * The hosts of the site a component renders in (its `Site`'s, src/engine/site.ts), for the
 * components beneath the engine: pictures, videos and files resolve against the content and media
 * hosts of the page being rendered, never a process-wide setting.
 */
import { createContext, useContext } from 'react';
import { contentUrlOn, mediaUrlOn, type Hosts } from '../platform/hosts';

export const HostsContext = createContext<Hosts | null>(null);

export function useHosts(): Hosts {
  const hosts = useContext(HostsContext);
  if (!hosts) throw new Error('useHosts needs a <HostsContext.Provider> (the engine gives one with its site)');
  return hosts;
}

/** Resolves paths from the API against the site's content host (pictures, files). */
export function useContentUrl(): (path: string) => string {
  const hosts = useHosts();
  return (path) => contentUrlOn(hosts, path);
}

/** Resolves video paths against the site's media host. */
export function useMediaUrl(): (path: string) => string {
  const hosts = useHosts();
  return (path) => mediaUrlOn(hosts, path);
}
