import { apiUrlOn, type Hosts } from '../platform/hosts';

/** What the site reads of an API answer: a fetch Response has it, and so can a leaner client. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type ApiTransport = (url: string, request: ApiRequest) => Promise<ApiResponse>;

/** The browser's transport: fetch. */
const fetchTransport: ApiTransport = (url, request) => fetch(url, request);

/** A call to the API host: the one way the site talks to it. */
export type ApiCall = (
  endpoint: string,
  init?: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal | undefined; language?: string | undefined },
) => Promise<ApiResponse>;

/**
 * The site's API client for the API at `hosts.apiUrl`, over `transport`: fetch in the browser; a
 * server renderer passes a plain Node HTTP client (see nodeTransport): same URL, method, headers and
 * body, without fetch's web-stream machinery, which cost about a sixth of a server render's CPU.
 * JSON calls carry Content-Type application/json (docs/behaviour.md, "Calls").
 */
export function apiClient(hosts: Pick<Hosts, 'apiUrl'>, transport: ApiTransport = fetchTransport): ApiCall {
  return (endpoint, init = {}) => {
    const method = init.method ?? 'POST';
    return transport(apiUrlOn(hosts, endpoint), {
      method,
      // Accept-Encoding is the browser's to set (it ignores ours); a server renderer on the same
      // network as the API saves both ends the compression work. The page's language asks for content
      // in it; the body stays exactly the spec's, and an API that ignores the header still answers.
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity', ...(init.language ? { 'Accept-Language': init.language } : {}) },
      body: method === 'GET' || init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  };
}
