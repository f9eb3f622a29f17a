/**
 * The two servers `npm run bench` loads when it measures the API, each in a process of its own:
 * the embedded API as `npm run api` runs it, and a bare node:http server answering the API's bytes.
 * In the bench's own process they shared a heap grown by Lighthouse and the site server, whose
 * garbage collection fell on the side that allocates more (the API): its CPU per request read
 * 0.72–0.94× the bare server's from one run to the next, and 0.82–0.95× in a process of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

// A bench that fails midway must not leave its servers running: children outlive a parent that exits.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Kills `child` when this process exits, if it is still running then. */
export function ownedChild(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Resolves with the first match of `pattern` on the child's stdout; rejects if it exits first. */
function announced(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen += d.toString();
      const match = pattern.exec(seen);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code} before it listened:\n${seen}`)));
  });
}

/** The embedded API over an existing (or new) data folder, on free ports, in production mode. */
export async function startApiProcess(root: string, dataDir: string): Promise<ServerProcess> {
  const child = ownedChild(
    spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'api.ts'), '--data-dir', dataDir], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', API_PORT: '0', CONTENT_PORT: '0', MEDIA_PORT: '0', API_LOG: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const url = await announced(child, /^API\s+(http\S+)$/m, 'the API');
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** Runs `script` in plain node (no loader), hands it `input` as JSON on stdin, and waits for it to print "<name> <url>". */
async function plainNodeServer(script: string, input: unknown, name: string, what: string): Promise<ServerProcess> {
  const child = ownedChild(spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
  child.stdin!.end(JSON.stringify(input));
  const url = await announced(child, new RegExp(`^${name} (http\\S+)$`, 'm'), what);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/**
 * A server that answers every request with `answer`'s status, headers and bytes (Node adds Date
 * and the keep-alive ones to both), with nothing else: it reads the request, as the API does, and
 * writes the answer. Plain node, no loader: the least a server can do per request.
 */
export async function startBareProcess(answer: Response): Promise<ServerProcess> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  const script = `
    import { createServer } from 'node:http';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const { status, headers, body } = JSON.parse(Buffer.concat(chunks).toString());
    const bytes = Buffer.from(body, 'base64');
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(status, headers).end(bytes));
    });
    server.listen(0, '127.0.0.1', () => console.log('bare http://127.0.0.1:' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  return plainNodeServer(script, { status: answer.status, headers, body: body.toString('base64') }, 'bare', 'the bare server');
}

/**
 * The routes' static floors (tooling/bench-floor.ts) at the routes' own paths, each brotli-compressed
 * as the site's HTML cache sends a page, and every other request passed through to the site: a
 * floor's logo, favicon and styles then come from the page's origin on the page's connections, as
 * the page's do. Served from another origin (a <base>), they took a connection of their own and a
 * text-LCP floor read 0.1 s slower than its page in Lighthouse's simulation.
 */
export async function startFloorProcess(floors: Map<string, Buffer>, siteUrl: string): Promise<ServerProcess> {
  const script = `
    import { createServer, request } from 'node:http';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const { site, pages } = JSON.parse(Buffer.concat(chunks).toString());
    const floors = new Map(Object.entries(pages).map(([path, body]) => [path, Buffer.from(body, 'base64')]));
    const upstream = new URL(site);
    const server = createServer((req, res) => {
      const floor = floors.get(req.url);
      if (floor) {
        req.resume();
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': floor.length, 'cache-control': 'no-store' }).end(floor);
      }
      const headers = { ...req.headers, host: upstream.host };
      const proxied = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      proxied.on('error', () => res.destroy());
      req.pipe(proxied);
    });
    server.listen(0, '127.0.0.1', () => console.log('floors http://127.0.0.1:' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const pages = Object.fromEntries([...floors].map(([path, body]) => [path, body.toString('base64')]));
  return plainNodeServer(script, { site: siteUrl, pages }, 'floors', 'the floors’ server');
}
