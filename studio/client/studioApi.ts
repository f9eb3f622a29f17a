/** The studio page's calls to its own server (the publishing calls are in publish/request.ts). */
import type { SiteConfig } from '../../src/engine/types';
import type { DiffAnswer, EditAnswer, SaveAnswer, StudioState } from '../shared/api';

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

export const readState = async () => (await (await fetch('/api/state')).json()) as StudioState;
/** The build's problems with an edited config and, when it has none, the page at `url` rendered from it in `locale`. */
export const checkEdit = (config: SiteConfig, url: string, locale: string) => post<EditAnswer>('/api/edit', { config, url, locale });
/** An address to preview a route with a parameter at, from the items its sitemap entry lists. */
export const exampleUrl = async (config: SiteConfig, routeIndex: number) =>
  (await post<{ url: string | null }>('/api/example-url', { config, routeIndex })).url;
export const diffWithDisk = (config: SiteConfig, version: string) => post<DiffAnswer>('/api/diff', { config, version });
export const saveConfig = (config: SiteConfig, version: string) => post<SaveAnswer>('/api/save', { config, version });
