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

export const nodeTransport: ApiTransport = (url, { method, headers, body, signal }) =>
  new Promise<ApiResponse>((resolve, reject) => {
    const target = new URL(url);
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
    request.on('error', reject);
    request.end(body);
  });
