import { apiUrl } from '../engine/hosts';

/** The one place the site talks to the API host. JSON calls carry Content-Type application/json (spec §7). */
export async function callApi(
  endpoint: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const method = init.method ?? 'POST';
  return fetch(apiUrl(endpoint), {
    method,
    // Accept-Encoding is the browser's to set (it ignores ours); a server renderer on the same
    // network as the API saves both ends the compression work.
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
    body: method === 'GET' || init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}
