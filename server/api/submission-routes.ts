import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from './errors.ts';
import {
  careerRules, contactRules, fileFieldsOf, isFailure, newsletterRules, runRules, vendorRules,
  type Rule, type RuleResult,
} from './form-rules.ts';
import { refuseCrossSite, type SiteOrigins } from './origins.ts';
import { createCaptcha, parseProof, spamCounter, spamOf, type Captcha } from '../site/formsCaptcha.ts';
import { MIN_FILL_MS, PROOF_HEADER } from '../../src/forms/snapshot.ts';
import { doneWith, forgetFiles, keepFiles, withMultipart, type ParsedForm } from './uploads.ts';

export interface SubmissionOptions {
  db: Db;
  uploadsDir: string;
  tmpDir: string;
  brand: string;
  /** The site's origins: a submission from any other page is refused (403). */
  origins: SiteOrigins;
  /** Submissions per client address and form per window (429 past it). */
  perWindow: number;
  windowMs: number;
  /**
   * FORM_SECRET, shared with the site server, which signs the forms' render stamps and captcha
   * questions. Without it the API cannot check them (it says so at start) and checks only the honeypot.
   */
  formSecret?: string;
  /** A submission sent sooner than this after its form was rendered is spam (FORM_MIN_FILL_MS; default 3 s). */
  minFillMs?: number;
}

/**
 * The form's proof (PROOF_HEADER), checked before the body is read: the honeypot (answered as
 * a success, nothing stored), the signed render stamp (400 when missing, forged or under
 * minFillMs old) and, where the form has one, the captcha answer against its signed token (400).
 * Spam is counted in the log by route and kind, never with a value.
 */
function checkProof(captcha: Captcha | null, minFillMs: number, countSpam: (form: string, kind: 'honeypot' | 'too-fast' | 'no-stamp') => void, withCaptcha: boolean) {
  return (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const proof = parseProof(request.headers[PROOF_HEADER.toLowerCase()]);
    const route = request.routeOptions.url ?? '';
    const spam = proof.trap ? 'honeypot' : captcha ? spamOf(captcha, proof.form, proof, minFillMs) : null;
    if (spam === 'honeypot') {
      countSpam(route, spam);
      // A reply sent here ends the request (Fastify skips the other hooks and the handler); done is not called.
      void reply.send({ message: 'ok', id: 0 });
      return;
    }
    if (spam) {
      countSpam(route, spam);
      return done(new ApiError(400, 'stamp', spam === 'too-fast' ? 'the form was sent too soon after it was shown' : 'the form carries no valid stamp'));
    }
    if (captcha && withCaptcha && !captcha.check(proof.form, proof.captcha, proof.answer)) {
      request.log.info({ route, field: 'captcha', refused: 'form-rule' }, 'submission refused');
      return done(new ApiError(400, 'captcha', 'the captcha answer is missing or wrong'));
    }
    done();
  };
}

/** Form rules' verdict; a failure is logged by field name and kind, never with the value sent. */
function check(request: FastifyRequest, rules: readonly Rule[], fields: ReadonlyMap<string, string>, files: ReadonlySet<string>): RuleResult {
  const result = runRules(rules, fields, files);
  if (isFailure(result)) {
    request.log.info({ route: request.routeOptions.url, field: result.field, refused: 'form-rule' }, 'submission refused');
    throw new ApiError(400, result.field, result.message);
  }
  return result;
}

/** A closed schema: the form's fields as strings, nothing else; the rules' own limits are checked after. */
const jsonBody = (fields: string[]) => ({
  body: {
    type: 'object',
    required: fields,
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', maxLength: 10000 }])),
  },
});

const toFields = (body: unknown) =>
  new Map(Object.entries(body as Record<string, unknown>).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, (v as string).trim()]));

const VENDOR_COLUMNS = [
  'vendorname', 'address', 'constitution', 'suppliertype', 'gstin', 'gstnumber', 'pannumber', 'panstatus',
  'epfregistration', 'esiregistration', 'licensenumber', 'msmeregistration', 'msmetype', 'prevassociated',
  'incometaxreturn', 'acknowlegmentone', 'acknowlegmentonedate', 'acknowlegmenttwo', 'acknowlegmenttwodate',
  'bankname', 'accountnumber', 'branchname', 'accounttype', 'contactname', 'contactemail', 'contactmobile',
] as const;

export async function registerSubmissionRoutes(app: FastifyInstance, opts: SubmissionOptions): Promise<void> {
  const { db, uploadsDir, tmpDir } = opts;
  const secret = opts.formSecret ?? process.env.FORM_SECRET;
  if (!secret) console.warn('FORM_SECRET is not set: the API checks the forms\' honeypot but not their stamps or captcha answers');
  const captcha = secret ? createCaptcha(secret) : null;
  const minFillMs = opts.minFillMs ?? (process.env.FORM_MIN_FILL_MS ? Number(process.env.FORM_MIN_FILL_MS) : MIN_FILL_MS);
  const countSpam = spamCounter((entry) => app.log.warn(entry, 'submission refused as spam'));
  // Checked before the body is read: a refused client does not get to upload 5 MB first.
  const guarded = (extra: { upload?: boolean; captcha?: boolean } = {}): RouteShorthandOptions => ({
    onRequest: [refuseCrossSite(opts.origins), checkProof(captcha, minFillMs, countSpam, extra.captcha ?? false)],
    // Its own counter per route (the plugin keys each route's store apart); loopback is not exempt here.
    config: { ...(extra.upload ? { upload: true } : {}), rateLimit: { max: opts.perWindow, timeWindow: opts.windowMs, allowList: () => false } },
  });
  const now = () => new Date().toISOString();

  const options = new Map<string, Set<number>>();
  for (const row of db.prepare('SELECT kind, id FROM dropdown_option').all() as { kind: string; id: number }[]) {
    let set = options.get(row.kind);
    if (!set) options.set(row.kind, (set = new Set()));
    set.add(row.id);
  }
  const careerExists = db.prepare('SELECT 1 FROM career WHERE id = ?').pluck();
  const vRules = vendorRules((kind, id) => options.get(kind)?.has(id) ?? false, opts.brand);
  const cRules = careerRules((id) => careerExists.get(id) !== undefined);

  const insertNewsletter = db.prepare('INSERT INTO newsletter_signup (email, created_at) VALUES (?, ?)');
  const insertContact = db.prepare('INSERT INTO contact_message (name, email, phone, comment, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertCareer = db.prepare(`INSERT INTO career_application (career_id, full_name, email, phone, linkedin_url, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertVendor = db.prepare(`INSERT INTO vendor_registration (${VENDOR_COLUMNS.join(', ')}, created_at)
    VALUES (${VENDOR_COLUMNS.map((c) => `@${c}`).join(', ')}, @created_at)`);
  const insertFile = db.prepare(`INSERT INTO submission_file (submission_type, submission_id, field, original_name, stored_name, mime, size)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  /**
   * Files are made durable and moved first, then the rows written in one
   * transaction; if the transaction fails the moved files are deleted, so a row
   * never points at a missing file and no file outlives a rejected submission.
   * A crash between the move and the commit leaves files no row names: the
   * reconciler (reconcile.ts) removes those.
   */
  async function store(type: string, form: ParsedForm, active: ReadonlySet<string>, insertRow: () => number): Promise<number> {
    const files = [...form.files.values()].filter((f) => active.has(f.field));
    const stored = await keepFiles(files, uploadsDir);
    try {
      const id = db.transaction(() => {
        const id = insertRow();
        files.forEach((f, i) => insertFile.run(type, id, f.field, f.originalName, stored[i], f.mime, f.size));
        return id;
      })();
      doneWith(stored, uploadsDir);
      return id;
    } catch (err) {
      await forgetFiles(stored, uploadsDir);
      throw err;
    }
  }

  app.post('/api/GetInTouch', { ...guarded(), schema: jsonBody(['email']) }, async (request) => {
    const { values } = check(request, newsletterRules, toFields(request.body), new Set());
    const id = Number(insertNewsletter.run(values.email, now()).lastInsertRowid);
    return { message: 'ok', id };
  });

  app.post('/api/ContactFormSubmission', { ...guarded({ captcha: true }), schema: jsonBody(['name', 'email', 'phone', 'comment']) }, async (request) => {
    const { values: v } = check(request, contactRules, toFields(request.body), new Set());
    const id = Number(insertContact.run(v.name, v.email, v.phone, v.comment, now()).lastInsertRowid);
    return { message: 'ok', id };
  });

  // Multipart lives in its own encapsulated context: its per-request hooks
  // would otherwise run on every read-only list call too.
  await app.register(async (forms) => {
    // Size overruns are reported per field by the upload handler (truncated flag), not thrown mid-stream.
    await forms.register(multipart, { throwFileSizeLimit: false });

    const careerFiles = fileFieldsOf(cRules);
    forms.post('/api/Career/CareerFormRegister', guarded({ upload: true, captcha: true }), async (request) =>
      withMultipart(request, { tmpDir, fileFields: careerFiles, maxFiles: careerFiles.size + 2 }, async (form) => {
        const { values: v, activeFiles } = check(request, cRules, form.fields, new Set(form.files.keys()));
        const id = await store('career', form, activeFiles, () =>
          Number(insertCareer.run(v.CareerId, v.FullName, v.Email, v.Phone, v.LinkedInUrl, now()).lastInsertRowid));
        return { message: 'ok', id };
      }));

    const vendorFiles = fileFieldsOf(vRules);
    forms.post('/api/VendorFormRegistration', guarded({ upload: true }), async (request) =>
      withMultipart(request, { tmpDir, fileFields: vendorFiles, maxFiles: vendorFiles.size + 2 }, async (form) => {
        const { values, activeFiles } = check(request, vRules, form.fields, new Set(form.files.keys()));
        const id = await store('vendor', form, activeFiles, () =>
          Number(insertVendor.run({ ...values, created_at: now() }).lastInsertRowid));
        return { message: 'ok', id };
      }));
  });
}
