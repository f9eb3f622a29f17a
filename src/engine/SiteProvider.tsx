import type { ReactNode } from 'react';
import { SiteContext, type Site } from './site';
import { HostsContext } from '../ui/hosts';

/** The site a page renders in, for the engine (useSite) and for the components beneath it (useHosts). */
export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <HostsContext.Provider value={site.hosts}>{children}</HostsContext.Provider>
    </SiteContext.Provider>
  );
}
