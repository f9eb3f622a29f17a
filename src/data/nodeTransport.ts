/**
 * The API client of the server renderer (server only: it imports node:http). Keep-alive
 * connections, the request exactly as the browser's fetch sends it, and the body read
 * as one buffer.
 */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { ApiResponse, ApiTransport } from './apiClient';

const clients = {
  http: { request: http.request, agent: new http.Agent({ keepAlive: true, maxSockets: 128 }) },
  https: { request: https.request, agent: new https.Agent({ keepAlive: true, maxSockets: 128 }) },
};

function decoded(encoding: string | undefined, body: Buffer): Buffer {
  // We ask for identity; a host that compresses anyway is still understood.
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * Block data only (reads: forms post through the site server's own client), so a request is
 * sent again once when a kept-alive socket turns out closed: the API closes idle ones after its
 * keep-alive timeout, and a busy process can take one up just as it goes (Node's
 * `request.reusedSocket` advice). A fresh socket's failure is the API's answer and stands.
 */
export const nodeTransport: ApiTransport = (url, request) => send(new URL(url), request, true);

function send(target: URL, { method, headers, body, signal }: Parameters<ApiTransport>[1], retry: boolean): Promise<ApiResponse> {
  return new Promise<ApiResponse>((resolve, reject) => {
    const client = target.protocol === 'https:' ? clients.https : clients.http;
    const request = client.request(
      target,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: client.agent,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          let raw: Buffer;
          try {
            raw = decoded(response.headers['content-encoding'], chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
          } catch (error) {
            reject(error);
            return;
          }
          resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(raw.toString('utf8')) as unknown }); // unknown, not JSON.parse's any: checked by the data path
        });
      },
    );
    request.on('error', (error: Error & { code?: string }) => {
      if (retry && request.reusedSocket && error.code === 'ECONNRESET' && !signal?.aborted) {
        send(target, { method, headers, body, signal }, false).then(resolve, reject);
      } else reject(error);
    });
    request.end(body);
  });
}
