/**
 * `npm run soak`: the API as a separate process on a fresh data folder, tried the way a
 * crowd, a flaky network and an unlucky operator would. Not part of `npm test` (minutes).
 *
 *   1. 5,000 contact submissions in flight at once (200 sockets), each from its own visitor
 *      address, forwarded by a trusted proxy (TRUST_PROXY=loopback), as behind a load balancer;
 *   2. 200 vendor registrations with nine attachments each, every stored file hashed against what was sent;
 *   3. 10 rounds of kill -9 while résumés upload, then a restart: every acknowledged submission
 *      must be there with its file intact, and no file may be left that no row names;
 *   4. 200 uploads whose client vanishes mid-body: no file may be left.
 *
 * Prints the figures and exits non-zero if any submission was lost or any file left.
 * Media are copied from ./data when it has them, so the API need not draw them again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
for (const sub of ['content', 'media']) if (existsSync(join(root, 'data', sub))) cpSync(join(root, 'data', sub), join(dataDir, sub), { recursive: true });
const uploadsDir = join(dataDir, 'uploads');
const tmpDir = join(dataDir, 'tmp');
const PORT = Number(process.env.SOAK_PORT ?? 4700);
const base = `http://127.0.0.1:${PORT}`;
// Short, so the restart after the last kill may remove that round's orphans (the default is 5 minutes).
const GRACE_SECONDS = 2;

let api: ChildProcess | null = null;
let reconciled = '';
async function startApi(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts', '--data-dir', dataDir], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(PORT),
      CONTENT_PORT: String(PORT + 1),
      MEDIA_PORT: String(PORT + 2),
      TRUST_PROXY: 'loopback',
      ORPHAN_GRACE_SECONDS: String(GRACE_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api = child;
  child.stderr!.on('data', (d: Buffer) => {
    const text = d.toString();
    if (text.includes('reconcile')) reconciled += text;
    else process.stderr.write(text);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('API') && resolve());
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before listening`)));
  });
}
function kill9(): Promise<void> {
  return new Promise((resolve) => {
    api!.once('exit', () => resolve());
    api!.kill('SIGKILL');
  });
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let visitor = 0;
/** A distinct client address per request: the per-address limit sees a crowd, not one machine. */
const nextVisitor = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const agent = new Agent({ keepAlive: true, maxSockets: 200 });
function postJson(path: string, body: unknown): Promise<{ status: number; id?: number }> {
  const json = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), 'x-forwarded-for': nextVisitor() },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, id: res.statusCode === 200 ? (JSON.parse(text) as { id: number }).id : undefined }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    req.end(json);
  });
}

async function postForm(path: string, form: FormData, signal?: AbortSignal): Promise<{ status: number; id?: number }> {
  try {
    const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': nextVisitor() }, ...(signal ? { signal } : {}) });
    const json = (await res.json()) as { id?: number };
    return { status: res.status, ...(res.ok ? { id: json.id } : {}) };
  } catch {
    return { status: 0 };
  }
}

/** A PDF the type sniffer accepts, with random bytes after its header. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
const blob = (b: Buffer) => new Blob([new Uint8Array(b)], { type: 'application/pdf' });
const VENDOR_FILES = [
  'constitutionattachment',
  'gstattachment',
  'panattachment',
  'epfattachment',
  'esiattachment',
  'lcattachment',
  'msmeattachment',
  'lastworkattachment',
  'cancelledcheck',
];
function vendorForm(i: number): { form: FormData; files: Map<string, string> } {
  const text: Record<string, string> = {
    vendorname: `Soak Vendor ${i}`,
    address: 'Plot 12, Sector 63, Noida',
    constitution: '4',
    suppliertype: '1',
    gstin: '1',
    gstnumber: '09AAACS1234K1Z5',
    pannumber: 'AAACS1234K',
    panstatus: 'true',
    epfregistration: '1',
    esiregistration: '1',
    licensenumber: '1',
    msmeregistration: '1',
    msmetype: '2',
    prevassociated: '1',
    incometaxreturn: 'true',
    acknowlegmentone: '123456789012345',
    acknowlegmentonedate: '2025-07-30',
    acknowlegmenttwo: '223456789012345',
    acknowlegmenttwodate: '2024-07-29',
    bankname: 'State Bank of India',
    accountnumber: '00112233445566',
    branchname: 'Sector 18',
    accounttype: 'Current',
    contactname: 'Ravi Gupta',
    contactemail: 'ravi@example.com',
    contactmobile: '9810012345',
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(text)) form.append(k, v);
  const files = new Map<string, string>();
  for (const field of VENDOR_FILES) {
    const bytes = pdf(10_000 + Math.floor(Math.random() * 60_000));
    files.set(field, sha(bytes));
    form.append(field, blob(bytes), `${field}.pdf`);
  }
  return { form, files };
}
function careerForm(i: number, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('CareerId', '1');
  form.append('FullName', `Soak Applicant ${i}`);
  form.append('Email', `a${i}@example.com`);
  form.append('Phone', '9876543210');
  form.append('UploadResume', blob(bytes), 'cv.pdf');
  return form;
}

/** Runs fn over 0..n-1 with at most `width` at a time. */
async function pool<T>(n: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

function openDb() {
  return new Database(join(dataDir, 'site.db'), { readonly: true });
}
const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
function storedHashes(db: Database.Database, type: string, id: number): Map<string, string> {
  const rows = db.prepare('SELECT field, stored_name FROM submission_file WHERE submission_type = ? AND submission_id = ?').all(type, id) as {
    field: string;
    stored_name: string;
  }[];
  return new Map(rows.map((r) => [r.field, existsSync(join(uploadsDir, r.stored_name)) ? sha(readFileSync(join(uploadsDir, r.stored_name))) : 'missing']));
}
function orphans(db: Database.Database): number {
  const named = new Set(db.prepare('SELECT stored_name FROM submission_file').pluck().all() as string[]);
  return listing(uploadsDir).filter((f) => !named.has(f)).length + listing(tmpDir).length;
}

const figures: [string, string | number][] = [];
let failed = false;
const report = (label: string, value: string | number, bad = false) => {
  figures.push([label, value]);
  if (bad) failed = true;
};

await startApi();

// 1. A crowd of contact messages.
{
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 5000 }, (_, i) =>
      postJson('/api/ContactFormSubmission', { name: `Soak Visitor ${i}`, email: `v${i}@example.com`, phone: '9876543210', comment: `Soak message ${i}` }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const acked = results.filter((r) => r.status === 200);
  const db = openDb();
  const find = db.prepare('SELECT comment FROM contact_message WHERE id = ?').pluck();
  const lost = acked.filter((r) => find.get(r.id) === undefined).length;
  const stored = db.prepare("SELECT COUNT(*) FROM contact_message WHERE comment LIKE 'Soak message %'").pluck().get() as number;
  db.close();
  report('contact writes sent', 5000);
  report('contact writes acknowledged', acked.length, acked.length !== 5000);
  report('contact writes stored', stored, stored !== acked.length);
  report('contact writes lost', lost, lost > 0);
  report('contact throughput (5,000 in flight, 200 sockets)', `${Math.round(5000 / seconds)} req/s`);
}

// 2. Multi-file uploads, hashed.
{
  const sent: { id?: number; files: Map<string, string> }[] = await pool(200, 20, async (i) => {
    const { form, files } = vendorForm(i);
    const res = await postForm('/api/VendorFormRegistration', form);
    return { ...(res.id !== undefined ? { id: res.id } : {}), files };
  });
  const db = openDb();
  const acked = sent.filter((s) => s.id !== undefined);
  const equal = acked.filter((s) => {
    const stored = storedHashes(db, 'vendor', s.id!);
    return [...s.files].every(([field, hash]) => stored.get(field) === hash);
  }).length;
  db.close();
  report('vendor uploads (9 files each) sent', 200);
  report('vendor uploads acknowledged', acked.length, acked.length !== 200);
  report('vendor uploads with every hash equal', equal, equal !== acked.length);
}

// 3. kill -9 during uploads.
{
  const acknowledged: { id: number; hash: string }[] = [];
  let leftByKills = 0;
  for (let round = 0; round < 10; round++) {
    if (round > 0) await startApi();
    let stop = false;
    const workers = Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const bytes = pdf(50_000 + Math.floor(Math.random() * 400_000));
        const res = await postForm('/api/Career/CareerFormRegister', careerForm(round * 100_000 + w * 1000 + i, bytes));
        if (res.id !== undefined) acknowledged.push({ id: res.id, hash: sha(bytes) });
        if (res.status === 0) return;
      }
    });
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 1000));
    await kill9();
    stop = true;
    await Promise.all(workers);
    const db = openDb();
    leftByKills += orphans(db);
    db.close();
  }
  // The last round's leftovers are younger than the grace period until it passes.
  await new Promise((r) => setTimeout(r, GRACE_SECONDS * 1000 + 500));
  await startApi();
  const db = openDb();
  const lost = acknowledged.filter((a) => storedHashes(db, 'career', a.id).get('UploadResume') !== a.hash).length;
  const left = orphans(db);
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();
  report('kill -9 rounds', 10);
  report('career uploads acknowledged across the rounds', acknowledged.length);
  report('acknowledged but lost (or file changed)', lost, lost > 0);
  report('files left by the kills, before restart (the restarts reconcile)', leftByKills);
  report('orphans after restart', left, left > 0);
  report('PRAGMA integrity_check', String(integrity), integrity !== 'ok');
}

// 4. Clients that vanish mid-upload.
{
  const before = { uploads: listing(uploadsDir).length };
  const boundary = '----soakabort';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="CareerId"\r\n\r\n1\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="UploadResume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  await pool(
    200,
    20,
    (i) =>
      new Promise<void>((resolve) => {
        const socket = connect(PORT, '127.0.0.1');
        socket.on('error', () => {});
        socket.on('close', () => resolve());
        socket.on('connect', () => {
          socket.write(
            `POST /api/Career/CareerFormRegister HTTP/1.1\r\nHost: soak\r\nX-Forwarded-For: ${nextVisitor()}\r\n` +
              `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 3000000\r\n\r\n${head}`,
          );
          socket.write(pdf(100_000 + (i % 10) * 50_000));
          setTimeout(() => socket.destroy(), 20 + (i % 5) * 20);
        });
      }),
  );
  // The server notices each reset asynchronously; a busy machine may take a few seconds for all 200.
  for (let waited = 0; waited < 10_000 && listing(tmpDir).length > 0; waited += 250) await new Promise((r) => setTimeout(r, 250));
  const leftTmp = listing(tmpDir).length;
  const newUploads = listing(uploadsDir).length - before.uploads;
  report('client aborts', 200);
  report('aborts leaving files (temp or uploads)', leftTmp + newUploads, leftTmp + newUploads > 0);
}

(api as ChildProcess | null)?.kill('SIGTERM');
agent.destroy();
const width = Math.max(...figures.map(([l]) => l.length));
for (const [label, value] of figures) console.log(`${label.padEnd(width)}  ${value}`);
if (reconciled) console.log(`\nreconciler:\n${reconciled.trim()}`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
