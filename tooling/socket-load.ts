import net from 'node:net';

/**
 * A load client on raw keep-alive sockets, one request in flight per connection, for the API
 * part of `npm run bench` (formerly server/api/bench.ts). autocannon's latency histogram counts
 * whole milliseconds, so against an API answering in about a millisecond its p50 reads 1 whether
 * an answer takes 0.6 ms or 1.4 ms; this client times each answer with performance.now(), so its
 * percentiles keep tenths of a millisecond. Run it in a process of its own (the bench does): in
 * the API's process it would share, and halve, the event loop it measures.
 */
export interface SocketLoadOptions {
  url: string;
  /** POSTed as JSON with every request. */
  body: unknown;
  connections: number;
  seconds: number;
}

export interface SocketLoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, and connections that failed. */
  failures: number;
}

export async function socketLoad({ url, body, connections, seconds }: SocketLoadOptions): Promise<SocketLoadResult> {
  const target = new URL(url);
  const json = JSON.stringify(body);
  const request = Buffer.from(
    `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const client = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(target.port || 80), target.hostname);
      socket.setNoDelay(true);
      let buffered = Buffer.alloc(0);
      let expected = -1;
      let sentAt = 0;
      const send = () => {
        if (Date.now() >= end) {
          socket.end();
          resolve();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        failures++;
        resolve();
      });
      // A server that closes the connection ends this client's run (resolving twice is harmless).
      socket.on('close', () => resolve());
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        if (expected < 0) {
          const headEnd = buffered.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buffered.subarray(0, headEnd).toString();
          if (!head.startsWith('HTTP/1.1 200')) failures++;
          expected = headEnd + 4 + Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        }
        if (buffered.length < expected) return;
        buffered = buffered.subarray(expected);
        expected = -1;
        latencies.push(performance.now() - sentAt);
        send();
      });
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN).toFixed(1);
  return { rps: Math.round(latencies.length / elapsed), p50Ms: pct(0.5), p99Ms: pct(0.99), failures };
}
