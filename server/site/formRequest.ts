/**
 * The site server's form route, up to the fields: what is refused before a byte of the body is
 * read (wrong path, another site's page, a body no form sends, more bytes than the page's
 * largest form could need), and a read that stops at the first part the posted form does not
 * have. A post costs the server what a real form costs, never what the sender chooses.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD, FORM_FIELD, HONEYPOT_FIELD, STAMP_FIELD } from '../../src/forms/snapshot';
import { cleanFileName, hasControlCharacters } from '../../src/forms/controlCharacters';
import type { FileLike } from '../../src/forms/rules';

/** A post refused with a status and a short sentence; the request is never echoed. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The fields every form carries besides its own (see src/forms/ConfiguredForm.tsx). */
const HIDDEN = new Set([FORM_FIELD, STAMP_FIELD, CAPTCHA_FIELD, HONEYPOT_FIELD]);
const BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
/** A form's text fields together, encoded: the longest (a comment) is 5,000 characters, up to 4 bytes each. */
export const TEXT_BYTES = 128 * 1024;
/** One text field, encoded. */
const FIELD_BYTES = 20_000;

/** What one form takes: its own field names, which of them are files, and how large a file may be. */
export interface FormShape {
  fields: ReadonlySet<string>;
  files: ReadonlySet<string>;
  fileSize: number;
}

/** The most bytes a post of this shape can carry: its files at their limit and its text. */
export const maxBytesOf = (shape: FormShape) => shape.files.size * shape.fileSize + TEXT_BYTES;

/** An upload streamed to a temp file: what the rules read (name, type, size) and where its bytes are. */
export interface Upload extends FileLike {
  path: string;
}

export interface ReadForm {
  form: string;
  fields: Map<string, string>;
  files: Map<string, Upload>;
  /** The file field whose file was past its limit: the read stopped there, and the rest of the body is unread. */
  cut?: string;
}

/** A path a Location may name: one leading slash, no backslash (`//host` and `/\host` are other origins to a browser). */
export const isOwnPath = (path: string) => path.startsWith('/') && !/^\/[/\\]|\\|%5c/i.test(path) && !hasControlCharacters(path, false);

/**
 * A Location on this site: the target resolved against a stand-in origin, so dot segments and
 * encodings are settled as a browser would settle them, and kept only if it stays there and
 * reads as a path. Null for anything else.
 */
export function ownLocation(target: string): string | null {
  if (!isOwnPath(target)) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  const location = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && isOwnPath(location) ? location : null;
}

export interface EarlyCheck {
  /** The site's own origin, as the page's forms post from it. */
  ownOrigin: string;
  /** The largest post the page's forms can make (0: the page has no form). */
  maxBytes: number;
  /** Whether a form of the page takes files: a visitor may have chosen one past its limit. */
  takesFiles: boolean;
}

/**
 * Everything judged from the request line and headers: a post from another site's page (as the
 * API refuses it), a body no form sends, a page without forms, more bytes than its forms take.
 */
export function refuseEarly(req: FastifyRequest, { ownOrigin, maxBytes, takesFiles }: EarlyCheck): Refusal | null {
  const path = req.url.split('?')[0] ?? '';
  if (!isOwnPath(path)) return new Refusal(400, 'This address is not a page of this site.');
  const origin = req.headers.origin;
  const crossSite = origin !== undefined ? origin !== ownOrigin : req.headers['sec-fetch-site'] === 'cross-site';
  if (crossSite) return new Refusal(403, "Forms are accepted from this site's own pages only.");
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!BODY_TYPES.has(type)) return new Refusal(415, 'A form is sent as application/x-www-form-urlencoded or multipart/form-data.');
  if (maxBytes === 0) return new Refusal(405, 'This page has no form to send.');
  const length = Number(req.headers['content-length'] ?? 0);
  // A person who chose too large a file is owed the form back with the field's message and what they typed:
  // such a post is read up to the file's limit (readForm stops there), whatever its length says.
  if (length > maxBytes && !(takesFiles && type === 'multipart/form-data')) return new Refusal(413, 'This form could not be read (too large).');
  return null;
}

/** Names a form may send: the hidden ones, then its own; a file only under its own file fields. */
function nameCheck(shape: FormShape | null, name: string, isFile: boolean): Refusal | null {
  if (HIDDEN.has(name)) return isFile ? new Refusal(400, 'This form could not be read (unexpected file).') : null;
  if (!shape || !shape.fields.has(name)) return new Refusal(400, 'This form could not be read (unknown field).');
  if (isFile !== shape.files.has(name)) return new Refusal(400, 'This form could not be read (unexpected part).');
  return null;
}

/**
 * The posted fields and files, read as far as they belong to the posted form. `_form` comes
 * first (it is the form's first input); `onForm` learns it at once (the per-form rate limit)
 * and may stop the read. Each field once, each file once and only under that form's file
 * fields, text within its size: the first part that breaks this ends the read with a Refusal.
 */
export async function readForm(
  req: FastifyRequest,
  opts: { dir: string; maxFileSize: number; shapeOf: (form: string) => FormShape | null; onForm: (form: string) => Promise<Refusal | null> },
): Promise<ReadForm> {
  const out: ReadForm = { form: '', fields: new Map(), files: new Map() };
  let shape: FormShape | null = null;
  const take = async (name: string, value: string) => {
    if (!out.form) {
      if (name !== FORM_FIELD) throw new Refusal(400, 'This form could not be read (no form named).');
      shape = opts.shapeOf(value);
      if (!shape) throw new Refusal(400, 'This form is not on this page.');
      out.form = value;
      const refused = await opts.onForm(value);
      if (refused) throw refused;
      return;
    }
    const problem = nameCheck(shape, name, false);
    if (problem) throw problem;
    if (out.fields.has(name)) throw new Refusal(400, 'This form could not be read (a field sent twice).');
    out.fields.set(name, value);
  };

  if (!req.isMultipart()) {
    for (const [name, value] of new URLSearchParams(typeof req.body === 'string' ? req.body : '')) await take(name, value);
    if (!out.form) throw new Refusal(400, 'This form could not be read (no form named).');
    return out;
  }
  // The largest shape any form has bounds the parser itself; each form's own shape is checked per part.
  const parts = req.parts({
    limits: { fieldSize: FIELD_BYTES, fieldNameSize: 100, headerPairs: 20, fields: 100, files: 20, parts: 120, fileSize: opts.maxFileSize + 1 },
  });
  let n = 0;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw new Refusal(413, 'This form could not be read (a field too long).');
      await take(part.fieldname, String(part.value));
      continue;
    }
    const problem = out.form ? nameCheck(shape, part.fieldname, true) : new Refusal(400, 'This form could not be read (no form named).');
    if (problem) throw problem;
    if (out.files.has(part.fieldname)) throw new Refusal(400, 'This form could not be read (a file sent twice).');
    // An empty file input is sent as a nameless, empty part: no file.
    if (!part.filename) {
      part.file.resume();
      await new Promise((resolve) => part.file.once('end', resolve));
      continue;
    }
    const fileSize = (shape as FormShape | null)?.fileSize ?? 0;
    const path = join(opts.dir, `${n++}.upload`);
    const sink = createWriteStream(path);
    let written = 0;
    // Stopped at the form's limit (a byte past it is enough for the rules to say "too large"), and the request
    // taken off the parser at once: it would go on reading and dropping the rest while the file closes. The
    // parser's own limit (the page's largest) says so as it parses, megabytes ahead of the file's reader.
    const stop = () => {
      req.raw.unpipe();
      req.raw.pause();
    };
    part.file.once('limit', stop);
    let over = false;
    part.file.on('data', (chunk: Buffer) => {
      written += chunk.length;
      if (written <= fileSize) return;
      over = true;
      stop();
      part.file.destroy();
    });
    // Past the limit whether or not the pipeline saw it: when the byte past it came in the file's last chunk,
    // already marked as the end (the parser ran ahead while the disk was slow), destroying the stream is no
    // premature close and the pipeline resolves; read as whole, the loop would then wait for parts the paused
    // request never delivers (a hang seen once under load in forms.test.ts).
    const truncated = await pipeline(part.file, sink).then(
      () => over || part.file.truncated,
      () => true,
    );
    out.files.set(part.fieldname, { name: cleanFileName(part.filename), type: part.mimetype, size: truncated ? fileSize + 1 : sink.bytesWritten, path });
    // Past the limit the rest of the body is not read: the file is larger than any rule allows.
    if (truncated) {
      out.cut = part.fieldname;
      break;
    }
  }
  if (!out.form) throw new Refusal(400, 'This form could not be read (no form named).');
  return out;
}
