import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from './errors.ts';
import {
  careerRules, contactRules, fileFieldsOf, isFailure, newsletterRules, runRules, vendorRules,
  type Rule, type RuleResult,
} from './form-rules.ts';
import { forgetFiles, keepFiles, withMultipart, type ParsedForm } from './uploads.ts';

export interface SubmissionOptions { db: Db; uploadsDir: string; tmpDir: string; brand: string }

function check(rules: readonly Rule[], fields: ReadonlyMap<string, string>, files: ReadonlySet<string>): RuleResult {
  const result = runRules(rules, fields, files);
  if (isFailure(result)) throw new ApiError(400, result.field, result.message);
  return result;
}

const jsonBody = (fields: string[]) => ({
  body: {
    type: 'object',
    required: fields,
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

export function registerSubmissionRoutes(app: FastifyInstance, opts: SubmissionOptions): void {
  const { db, uploadsDir, tmpDir } = opts;
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
   * Files are moved first and the rows written in one transaction; if the
   * transaction fails the moved files are deleted, so a row never points at a
   * missing file and no file outlives a rejected submission.
   */
  async function store(type: string, form: ParsedForm, active: ReadonlySet<string>, insertRow: () => number): Promise<number> {
    const files = [...form.files.values()].filter((f) => active.has(f.field));
    const stored = await keepFiles(files, uploadsDir);
    try {
      return db.transaction(() => {
        const id = insertRow();
        files.forEach((f, i) => insertFile.run(type, id, f.field, f.originalName, stored[i], f.mime, f.size));
        return id;
      })();
    } catch (err) {
      await forgetFiles(stored, uploadsDir);
      throw err;
    }
  }

  app.post('/api/GetInTouch', { schema: jsonBody(['email']) }, async (request) => {
    const { values } = check(newsletterRules, toFields(request.body), new Set());
    const id = Number(insertNewsletter.run(values.email, now()).lastInsertRowid);
    return { message: 'ok', id };
  });

  app.post('/api/ContactFormSubmission', { schema: jsonBody(['name', 'email', 'phone', 'comment']) }, async (request) => {
    const { values: v } = check(contactRules, toFields(request.body), new Set());
    const id = Number(insertContact.run(v.name, v.email, v.phone, v.comment, now()).lastInsertRowid);
    return { message: 'ok', id };
  });

  const careerFiles = fileFieldsOf(cRules);
  app.post('/api/Career/CareerFormRegister', async (request) =>
    withMultipart(request, { tmpDir, fileFields: careerFiles, maxFiles: careerFiles.size + 2 }, async (form) => {
      const { values: v, activeFiles } = check(cRules, form.fields, new Set(form.files.keys()));
      const id = await store('career', form, activeFiles, () =>
        Number(insertCareer.run(v.CareerId, v.FullName, v.Email, v.Phone, v.LinkedInUrl, now()).lastInsertRowid));
      return { message: 'ok', id };
    }));

  const vendorFiles = fileFieldsOf(vRules);
  app.post('/api/VendorFormRegistration', async (request) =>
    withMultipart(request, { tmpDir, fileFields: vendorFiles, maxFiles: vendorFiles.size + 2 }, async (form) => {
      const { values, activeFiles } = check(vRules, form.fields, new Set(form.files.keys()));
      const id = await store('vendor', form, activeFiles, () =>
        Number(insertVendor.run({ ...values, created_at: now() }).lastInsertRowid));
      return { message: 'ok', id };
    }));
}
