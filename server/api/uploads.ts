import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { ApiError } from './errors.ts';
import { cleanFileName } from '../../src/forms/controlCharacters.ts';

export const MAX_FILE_BYTES = 5_242_880;
const MAX_FIELD_BYTES = 5000;

// Checked against the bytes, never the name or the client's Content-Type.
const ALLOWED_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

export const FILE_TOO_LARGE = 'File size exceeded! Maximum allowed size is 5MB.';
export const FILE_BAD_TYPE = 'File type not allowed! Upload a JPEG, PNG or PDF file.';

export interface TempFile {
  field: string;
  originalName: string;
  tmpPath: string;
  size: number;
  mime: string;
  ext: string;
}
export interface ParsedForm {
  fields: Map<string, string>;
  files: Map<string, TempFile>;
}

const multipartErrors: Record<string, [number, string]> = {
  FST_PARTS_LIMIT: [413, 'too many parts'],
  FST_FILES_LIMIT: [413, 'too many files'],
  FST_FIELDS_LIMIT: [413, 'too many fields'],
  FST_PROTO_VIOLATION: [400, 'forbidden field name'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'expected multipart/form-data'],
};

const sink = () => new Writable({ write: (_c, _e, cb) => cb() });

/** Resolves once the request body has been fully received, or rejects if the client went away first. */
function requestFinished(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => (raw.complete ? resolve() : reject(new ApiError(400, null, 'request aborted')));
    raw.once('end', done);
    raw.once('close', done);
    // busboy has been unpiped; what is left (a closing chunk) must still be read for 'end' to fire.
    raw.resume();
  });
}

/**
 * Files of requests this process is still handling, temp or just accepted: the
 * reconciler's periodic pass must never take them, however long a slow upload lasts.
 */
export const inFlight = new Set<string>();

/** Past the end of the body, each step of what is left of a well-formed form takes milliseconds. */
const FORM_END_GRACE_MS = 1000;

/**
 * Fails a form the parser left hanging. When a body stops before the form's closing
 * boundary, the parser can leave the part being read neither ended nor failed, and the
 * request would wait on it (holding its temp file) until the socket died, or for ever.
 * Once the body has ended, a form that makes no progress (no part parsed, no file
 * written) for a moment never will; once the socket has closed, at once. `failed` then
 * rejects with a 400, and the open file streams are destroyed so their temp files can go.
 */
function watchFormEnd(request: FastifyRequest, open: Set<{ destroy(): void }>) {
  const raw = request.raw;
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  let reject: (err: ApiError) => void = () => {};
  const failed = new Promise<never>((_, r) => (reject = r));
  failed.catch(() => {});
  const fire = () => {
    for (const stream of open) stream.destroy();
    reject(new ApiError(400, null, raw.complete ? 'form ended before its closing boundary' : 'request aborted'));
  };
  const arm = () => {
    if (ended) return;
    ended = true;
    timer = setTimeout(fire, raw.complete ? FORM_END_GRACE_MS : 0);
  };
  raw.once('end', arm);
  raw.once('close', arm);
  return {
    failed,
    /** A part parsed or a file written: a form still moving is not stuck, however busy the machine. */
    progress: () => {
      if (ended && raw.complete) timer?.refresh();
    },
    stop: () => {
      clearTimeout(timer);
      raw.off('end', arm);
      raw.off('close', arm);
    },
  };
}

/**
 * Streams a multipart request: text fields into memory (small, capped), files
 * to temp files under tmpDir, sniffing each file's type from its first bytes.
 * The first problem found is remembered and the rest of the body drained, so the
 * client always gets a proper response instead of a reset connection. Temp files
 * are removed by `discard`, which callers run in `finally`.
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  /** maxFiles: hard cap on file parts; keep it a little above the expected count so a stray extra file gets a named 400. */
  opts: { tmpDir: string; fileFields: ReadonlySet<string>; maxFiles: number },
  handle: (form: ParsedForm) => Promise<T>,
): Promise<T> {
  const tmpPaths: string[] = [];
  const outs: WriteStream[] = [];
  let abandoned = false;
  const open = new Set<{ destroy(): void }>();
  const watch = watchFormEnd(request, open);
  try {
    await mkdir(opts.tmpDir, { recursive: true });
    const form: ParsedForm = { fields: new Map(), files: new Map() };
    const state: { firstError: ApiError | null } = { firstError: null };
    const fail = (e: ApiError) => {
      state.firstError ??= e;
    };
    const parse = async () => {
      const parts = request.parts({
        limits: {
          fileSize: MAX_FILE_BYTES,
          files: opts.maxFiles,
          fields: 60,
          parts: 60 + opts.maxFiles,
          fieldSize: MAX_FIELD_BYTES,
          fieldNameSize: 100,
          headerPairs: 50,
        },
      });
      for await (const part of parts) {
        watch.progress();
        if (part.type === 'file') {
          const name = part.fieldname;
          if (state.firstError || !opts.fileFields.has(name) || form.files.has(name)) {
            if (!state.firstError) fail(new ApiError(400, name, opts.fileFields.has(name) ? 'Only one file allowed!' : 'Unexpected file field!'));
            await pipeline(part.file, sink());
            continue;
          }
          const tmpPath = join(opts.tmpDir, `${randomUUID()}.part`);
          // The request has been answered (failed) already: no new file may appear behind its cleanup.
          if (abandoned) throw new ApiError(400, null, 'request aborted');
          tmpPaths.push(tmpPath);
          inFlight.add(tmpPath);
          const out = createWriteStream(tmpPath);
          outs.push(out);
          open.add(part.file).add(out);
          await pipeline(part.file, out);
          open.delete(part.file);
          open.delete(out);
          watch.progress();
          if (part.file.truncated) {
            fail(new ApiError(413, name, FILE_TOO_LARGE));
            continue;
          }
          const { size } = await stat(tmpPath);
          // An empty file input is sent as a nameless, empty part: treat it as "no file".
          if (size === 0 && !part.filename) continue;
          const type = await fileTypeFromFile(tmpPath);
          watch.progress();
          const ext = type ? ALLOWED_TYPES[type.mime] : undefined;
          if (!type || !ext) {
            fail(new ApiError(415, name, FILE_BAD_TYPE));
            continue;
          }
          form.files.set(name, { field: name, originalName: cleanFileName(part.filename || '', `${name}.${ext}`), tmpPath, size, mime: type.mime, ext });
        } else {
          const name = part.fieldname;
          if (part.fieldnameTruncated) fail(new ApiError(413, null, 'field name too long'));
          else if (part.valueTruncated) fail(new ApiError(413, name, `Too long! Maximum is ${MAX_FIELD_BYTES} bytes.`));
          else if (form.fields.has(name)) fail(new ApiError(400, name, 'Sent more than once!'));
          else form.fields.set(name, String(part.value).trim());
        }
      }
    };
    try {
      await Promise.race([parse(), watch.failed]);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const code = (err as { code?: string }).code ?? '';
      const known = multipartErrors[code];
      if (known) throw new ApiError(known[0], null, known[1]);
      if (request.raw.destroyed && !request.raw.complete) throw new ApiError(400, null, 'request aborted');
      throw new ApiError(400, null, 'malformed multipart body');
    }
    // The parts iterator also ends quietly when the client disconnects between
    // parts; only a body received to its end may be stored.
    await requestFinished(request);
    if (state.firstError) throw state.firstError;
    return await handle(form);
  } finally {
    watch.stop();
    abandoned = true;
    // A write stream destroyed before its file was opened still creates the file: wait for each to close first.
    for (const out of outs) out.destroy();
    await Promise.all(outs.map((out) => finished(out).catch(() => {})));
    await Promise.all(tmpPaths.map((p) => rm(p, { force: true })));
    for (const p of tmpPaths) inFlight.delete(p);
  }
}

/** fsync: a file's bytes, or a folder's entries (a rename is durable once its folder is synced). */
async function sync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves accepted temp files into uploadsDir under random names; returns the stored
 * names in order. Each file reaches the disk before its rename and the renames
 * before this returns, so the row committed next never names a file a power cut can take.
 */
export async function keepFiles(files: readonly TempFile[], uploadsDir: string): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const stored: string[] = [];
  try {
    for (const f of files) {
      const name = `${randomUUID()}.${f.ext}`;
      await sync(f.tmpPath);
      // Until its row is committed or it is forgotten (the caller's doneWith).
      inFlight.add(join(uploadsDir, name));
      await rename(f.tmpPath, join(uploadsDir, name));
      stored.push(name);
    }
    if (stored.length > 0) await sync(uploadsDir);
  } catch (err) {
    await forgetFiles(stored, uploadsDir);
    throw err;
  }
  return stored;
}

export async function forgetFiles(names: readonly string[], uploadsDir: string): Promise<void> {
  await Promise.all(names.map((n) => rm(join(uploadsDir, n), { force: true })));
  doneWith(names, uploadsDir);
}

/** Stored files whose fate is settled (row committed, or removed): the reconciler may judge them again. */
export function doneWith(names: readonly string[], uploadsDir: string): void {
  for (const n of names) inFlight.delete(join(uploadsDir, n));
}
