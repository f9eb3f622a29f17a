import net from 'node:net';

// Load check for the read-only endpoints without extra dependencies:
//   npx tsx server/api/bench.ts [apiUrl] [connections] [seconds]
// Raw keep-alive sockets keep the client cheap, since it shares the CPU with the server.
const target = new URL(process.argv[2] ?? 'http://127.0.0.1:4100');
const connections = Number(process.argv[3] ?? 50);
const seconds = Number(process.argv[4] ?? 5);

const calls: [string, unknown][] = [
  ['/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 }],
  ['/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 12 }],
  ['/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 12 }],
  ['/api/Client/GetAllClients', { pageIndex: 1, pageSize: 9999 }],
  ['/api/Announcement', { pageIndex: 1, pageSize: 3 }],
];

async function run(path: string, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  const request = Buffer.from(`POST ${path} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`);
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const client = () => new Promise<void>((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
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
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN).toFixed(1);
  console.log(`${path.padEnd(32)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} req/s  p50 ${pct(0.5)} ms  p99 ${pct(0.99)} ms  failures ${failures}`);
}

for (const [path, body] of calls) await run(path, body);
