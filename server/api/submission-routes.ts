import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from './errors.ts';
import { careerRules, contactRules, fileFieldsOf, isFailure, newsletterRules, runRules, vendorRules, type Rule, type RuleResult } from './form-rules.ts';
import { refuseCrossSite, type SiteOrigins } from './origins.ts';
import { createCaptcha, parseProof, proofKey, proofTicket, spamCounter, spamOf, type Captcha, type FormProof, type SpamKind } from '../shared/formsCaptcha.ts';
import { usedProofsIn, type UsedProofs } from '../shared/usedProofs.ts';
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
  /** Where taken stamps and tokens are recorded; by default a table of `db`. */
  usedProofs?: UsedProofs;
}

type SpamCount = (form: string, kind: SpamKind) => void;

/**
 * The form's proof (PROOF_HEADER), checked before the body is read: the signed render stamp
 * (400 when missing, forged, made for another endpoint's form, used already or under
 * minFillMs old) and, where the form has one, the captcha answer against its signed token
 * (400). The honeypot is judged later, once the fields have passed their rules (`finish`), so a
 * caught script gets exactly what a person gets. Spam is counted in the log by route and kind.
 */
function checkProof(
  captcha: Captcha | null,
  used: UsedProofs,
  minFillMs: number,
  countSpam: SpamCount,
  withCaptcha: boolean,
  proofs: WeakMap<FastifyRequest, FormProof>,
) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const proof = parseProof(request.headers[PROOF_HEADER.toLowerCase()]);
    proofs.set(request, proof);
    if (!captcha) return done();
    const route = request.routeOptions.url ?? '';
    // Signed for this endpoint: a proof made for the job form is not one for the contact form.
    const key = proofKey(route, proof.form);
    const spent = (kind: 'stamp' | 'captcha', value: string) => {
      const ticket = proofTicket(kind, value);
      return ticket !== null && used.isUsed(`api:${ticket.key}`);
    };
    const spam = spamOf(captcha, key, { stamp: proof.stamp, trap: false }, minFillMs) ?? (spent('stamp', proof.stamp) ? 'replayed' : null);
    if (spam) {
      countSpam(route, spam);
      const reasons: Record<Exclude<SpamKind, 'honeypot'>, string> = {
        'too-fast': 'the form was sent too soon after it was shown',
        'no-stamp': 'the form carries no valid stamp',
        replayed: 'the form was sent already',
      };
      return done(new ApiError(400, 'stamp', spam === 'honeypot' ? reasons['no-stamp'] : reasons[spam]));
    }
    if (withCaptcha && (!captcha.check(key, proof.captcha, proof.answer) || spent('captcha', proof.captcha))) {
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
  new Map(
    Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, (v as string).trim()]),
  );

const VENDOR_COLUMNS = [
  'vendorname',
  'address',
  'constitution',
  'suppliertype',
  'gstin',
  'gstnumber',
  'pannumber',
  'panstatus',
  'epfregistration',
  'esiregistration',
  'licensenumber',
  'msmeregistration',
  'msmetype',
  'prevassociated',
  'incometaxreturn',
  'acknowlegmentone',
  'acknowlegmentonedate',
  'acknowlegmenttwo',
  'acknowlegmenttwodate',
  'bankname',
  'accountnumber',
  'branchname',
  'accounttype',
  'contactname',
  'contactemail',
  'contactmobile',
] as const;

export async function registerSubmissionRoutes(app: FastifyInstance, opts: SubmissionOptions): Promise<void> {
  const { db, uploadsDir, tmpDir } = opts;
  const secret = opts.formSecret ?? process.env.FORM_SECRET;
  if (!secret) console.warn("FORM_SECRET is not set: the API checks the forms' honeypot but not their stamps or captcha answers");
  const captcha = secret ? createCaptcha(secret) : null;
  const minFillMs = opts.minFillMs ?? (process.env.FORM_MIN_FILL_MS ? Number(process.env.FORM_MIN_FILL_MS) : MIN_FILL_MS);
  const countSpam = spamCounter((entry) => app.log.warn(entry, 'submission refused as spam'));
  const used = opts.usedProofs ?? usedProofsIn(db);
  const proofs = new WeakMap<FastifyRequest, FormProof>();
  // Checked before the body is read: a refused client does not get to upload 5 MB first.
  const guarded = (extra: { upload?: boolean; captcha?: boolean } = {}): RouteShorthandOptions => ({
    onRequest: [refuseCrossSite(opts.origins), checkProof(captcha, used, minFillMs, countSpam, extra.captcha ?? false, proofs)],
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

  // A caught script is told its submission was stored, under an id like the next real one.
  const lastPhantom = new Map<string, number>();
  const phantomId = (table: string) => {
    const real = Number(db.prepare(`SELECT COALESCE(MAX(id), 0) FROM ${table}`).pluck().get());
    const id = Math.max(real, lastPhantom.get(table) ?? 0) + 1;
    lastPhantom.set(table, id);
    return id;
  };

  /**
   * The end of every submission whose fields passed: a filled honeypot is answered exactly as
   * a stored submission is (nothing stored), and otherwise the proof is taken (a second use of
   * the same stamp or token, on any process sharing the store, is refused) before storing.
   */
  async function finish(request: FastifyRequest, table: string, insert: () => Promise<number> | number): Promise<{ message: 'ok'; id: number }> {
    const proof = proofs.get(request);
    const route = request.routeOptions.url ?? '';
    if (proof?.trap) {
      countSpam(route, 'honeypot');
      return { message: 'ok', id: phantomId(table) };
    }
    if (captcha && proof) {
      for (const [kind, value] of [
        ['stamp', proof.stamp],
        ['captcha', proof.captcha],
      ] as const) {
        const ticket = value ? proofTicket(kind, value) : null;
        if (ticket && !used.claim(`api:${ticket.key}`, ticket.expiresAt)) {
          countSpam(route, 'replayed');
          throw new ApiError(400, kind, 'the form was sent already');
        }
      }
    }
    return { message: 'ok', id: await insert() };
  }

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
    return finish(request, 'newsletter_signup', () => Number(insertNewsletter.run(values.email, now()).lastInsertRowid));
  });

  app.post('/api/ContactFormSubmission', { ...guarded({ captcha: true }), schema: jsonBody(['name', 'email', 'phone', 'comment']) }, async (request) => {
    const { values: v } = check(request, contactRules, toFields(request.body), new Set());
    return finish(request, 'contact_message', () => Number(insertContact.run(v.name, v.email, v.phone, v.comment, now()).lastInsertRowid));
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
        return finish(request, 'career_application', () =>
          store('career', form, activeFiles, () => Number(insertCareer.run(v.CareerId, v.FullName, v.Email, v.Phone, v.LinkedInUrl, now()).lastInsertRowid)),
        );
      }),
    );

    const vendorFiles = fileFieldsOf(vRules);
    forms.post('/api/VendorFormRegistration', guarded({ upload: true }), async (request) =>
      withMultipart(request, { tmpDir, fileFields: vendorFiles, maxFiles: vendorFiles.size + 2 }, async (form) => {
        const { values, activeFiles } = check(request, vRules, form.fields, new Set(form.files.keys()));
        return finish(request, 'vendor_registration', () =>
          store('vendor', form, activeFiles, () => Number(insertVendor.run({ ...values, created_at: now() }).lastInsertRowid)),
        );
      }),
    );
  });
}
