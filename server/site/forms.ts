/**
 * Forms posted to the site server: what the browser does when no script handles a form
 * (script off, blocked or failed, or a submit before hydration). Every form-wizard block
 * posts to its page's own path (see src/forms/ConfiguredForm.tsx); here the submission is
 * checked with the same rule engine, rules and messages the browser uses (src/forms/rules.ts
 * and the block's config), and then either the page is rendered again with the first
 * problem in place and what was typed kept, or the spec's API call is made with the body
 * the browser would send and the visitor is sent on with a 303. Nothing typed goes into a URL.
 *
 * This is the server half of the form-wizard block: it is the one place outside the block
 * that knows the block's type.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormWizardProps } from '../../src/blocks/form-wizard/schema';
import { fetchBlockData } from '../../src/data/blockData';
import { matchRoute, routeBlocks, toShell, type SiteShell } from '../../src/engine/config/shell';
import { apiUrl } from '../../src/platform/hosts';
import { localesOf, localizeConfig, splitLocale, type Locale } from '../../src/engine/config/locales';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import {
  CAPTCHA_FIELD, encodeProof, FORM_FIELD, FORM_PROOF_PATH, formKey, HONEYPOT_FIELD, MIN_FILL_MS, PROOF_HEADER, SENT_PARAM, STAMP_FIELD,
  type FormSnapshot, type IssueCaptcha, type IssueStamp,
} from '../../src/forms/snapshot';
import { buildPayload, toJson, type PayloadEntry } from '../../src/forms/payload';

import { disabledFields, validateForm, type FileLike, type Files, type Values } from '../../src/forms/rules';
import type { FieldConfig } from '../../src/forms/schema';
import { applyTransforms } from '../../src/forms/transforms';
import { spamOf, type Captcha, type SpamKind } from './formsCaptcha';

const FORM_BLOCK = 'form-wizard';
/** Spec §9's limit, used when a form's file fields name none. */
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** How long the API may take to take a submission (files included) before it counts as failed. */
const API_TIMEOUT_MS = 60_000;

interface FoundForm {
  id: string;
  block: BlockConfig;
  props: FormWizardProps;
  fields: FieldConfig[];
  params: Record<string, string>;
  /** The page's language: its texts (labels, messages) and its path prefix ("" or "/es"). */
  language: string;
  base: string;
}

/** An upload streamed to a temp file: what the rules read (name, type, size) and where its bytes are. */
interface Upload extends FileLike {
  path: string;
}

interface Submission {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

/** What the site server renders for a page: a posted form's state, and the status to answer with. */
export interface FormsRender {
  status: number;
  given: Record<string, FormSnapshot>;
}

export type RenderWithForms = (req: FastifyRequest, reply: FastifyReply, forms: FormsRender) => Promise<unknown>;

export interface FormsOptions {
  config: SiteConfig;
  captcha: Captcha;
  /** Renders the page at the request's URL with these forms' state (app.ts's page renderer). */
  render: RenderWithForms;
  /** Where uploads wait while they are checked and sent on (default: the OS's temp folder). */
  tmpDir?: string;
  /** A submission sent sooner than this after its form was rendered is spam (FORM_MIN_FILL_MS; default 3 s). */
  minFillMs?: number;
  /** Submissions one address may post to one form per window; past it, 429 with Retry-After. */
  rateLimit?: { max: number; windowMs: number };
  /** Counts a refused spam submission in the log (form id and kind only). */
  onSpam?: (form: string, kind: SpamKind) => void;
}

const fieldsOf = (props: FormWizardProps): FieldConfig[] => props.sections.flatMap((s) => s.fields);
const formsIn = (blocks: readonly BlockConfig[]) => blocks.filter((b) => b.type === FORM_BLOCK && b.id);
const maxBytesOf = (field: FieldConfig) =>
  Math.max(0, ...(field.rules ?? []).flatMap((r) => (r.rule === 'maxSize' ? [r.maxBytes] : []))) || DEFAULT_MAX_FILE_BYTES;

const pathOf = (url: string) => url.split(/[?#]/)[0] || '/';

/** Which forms are on which pages, read from the live config (again whenever another version goes live). */
export class SiteForms {
  private shell!: SiteShell;
  private routeForms!: BlockConfig[][];
  private footerForms!: BlockConfig[];
  private locales!: readonly Locale[];
  /** Each language's forms, their texts resolved for it: a form posted on /es/contact answers in Spanish. */
  private byLocale = new Map<string, { shell: SiteShell; routeForms: BlockConfig[][]; footerForms: BlockConfig[] }>();

  constructor(config: SiteConfig) {
    this.load(config);
  }

  load(config: SiteConfig): void {
    this.locales = localesOf(config);
    this.byLocale = new Map(
      this.locales.map((l) => {
        const local = localizeConfig(config, l.code);
        const shell = toShell(local, l.code);
        return [l.code, { shell, routeForms: local.routes.map((_, i) => formsIn(routeBlocks(local, i))), footerForms: formsIn(shell.footer.blocks as BlockConfig[]) }];
      }),
    );
    ({ shell: this.shell, routeForms: this.routeForms, footerForms: this.footerForms } = this.byLocale.get(this.locales[0]!.code)!);
  }

  private formsAt(pathname: string) {
    const { locale, path, base } = splitLocale(pathname, this.locales);
    const forms = this.byLocale.get(locale.code) ?? { shell: this.shell, routeForms: this.routeForms, footerForms: this.footerForms };
    const match = matchRoute(forms.shell, path);
    return { match, language: locale.code, base, blocks: [...(forms.routeForms[match.index] ?? []), ...forms.footerForms] };
  }

  /** The form a page holds under this block id (the page's own blocks first, then the footer's). */
  find(pathname: string, id: string): FoundForm | null {
    const { match, blocks, language, base } = this.formsAt(pathname);
    const block = blocks.find((b) => b.id === id);
    if (!block) return null;
    const props = block.props as FormWizardProps;
    return { id, block, props, fields: fieldsOf(props), params: match.params, language, base };
  }

  /** Pages with a captcha carry a question made for one visitor: never kept by a cache (see README). */
  hasCaptcha(pathname: string): boolean {
    return this.formsAt(pathname).blocks.some((b) => fieldsOf(b.props as FormWizardProps).some((f) => f.kind === 'captcha'));
  }

  /** The largest file any form takes, and the most files one form sends: the upload limits. */
  uploadLimits(): { fileSize: number; files: number } {
    const all = [...this.routeForms.flat(), ...this.footerForms].map((b) => fieldsOf(b.props as FormWizardProps).filter((f) => f.kind === 'file'));
    return { fileSize: Math.max(DEFAULT_MAX_FILE_BYTES, ...all.flat().map(maxBytesOf)), files: Math.max(1, ...all.map((f) => f.length)) };
  }
}

/**
 * The forms' part of rendering a page: its captcha questions, and the success message of a
 * form that came back from a submission (`?sent=<block id>`: an id, never a typed value).
 */
export function formsForPage(
  forms: SiteForms,
  captcha: Captcha,
  url: string,
): { given: Record<string, FormSnapshot>; issueCaptcha: IssueCaptcha; issueStamp: IssueStamp; noStore: boolean } {
  const pathname = pathOf(url);
  const given: Record<string, FormSnapshot> = {};
  const sent = new URLSearchParams(url.slice(pathname.length).split('#')[0]).get(SENT_PARAM);
  if (sent) {
    const found = forms.find(pathname, sent);
    if (found && 'message' in found.props.success) given[sent] = { status: 'success' };
  }
  return {
    given,
    issueCaptcha: (id, min, max) => captcha.issue(formKey(pathname, id), min, max),
    issueStamp: (id) => captcha.stamp(formKey(pathname, id)),
    noStore: forms.hasCaptcha(pathname),
  };
}

async function readSubmission(req: FastifyRequest, dir: string, limits: { fileSize: number; files: number }): Promise<Submission> {
  if (!req.isMultipart()) {
    const fields: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(typeof req.body === 'string' ? req.body : '')) fields[k] ??= v;
    return { fields, files: {} };
  }
  const out: Submission = { fields: {}, files: {} };
  let n = 0;
  const parts = req.parts({ limits: { ...limits, fields: 200, parts: 200 + limits.files, fieldSize: 100_000, fieldNameSize: 100, headerPairs: 50 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      out.fields[part.fieldname] ??= String(part.value);
      continue;
    }
    // An empty file input is sent as a nameless, empty part: no file.
    if (!part.filename || part.fieldname in out.files) {
      part.file.resume();
      await new Promise((resolve) => part.file.once('end', resolve));
      continue;
    }
    const path = join(dir, `${n++}.upload`);
    const sink = createWriteStream(path);
    await pipeline(part.file, sink);
    // Past the limit the stream is cut short: the file is larger than any rule allows.
    const size = part.file.truncated ? limits.fileSize + 1 : sink.bytesWritten;
    out.files[part.fieldname] = { name: part.filename, type: part.mimetype, size, path };
  }
  return out;
}

/** The values as the browser's state would hold them: typing transforms applied, fields whose condition fails emptied. */
function valuesOf(fields: readonly FieldConfig[], posted: Record<string, string>): Values {
  const values: Values = {};
  for (const f of fields) if (f.kind !== 'file') values[f.name] = applyTransforms(posted[f.name] ?? '', 'typing' in f ? f.typing : undefined);
  for (const name of disabledFields(fields, values)) if (name in values) values[name] = '';
  return values;
}

/** The spec's call, with the body the browser sends: JSON, or multipart streamed from the temp files. */
async function sendToApi(props: FormWizardProps, entries: PayloadEntry<Upload>[], visitor: string, proof: string, language: string): Promise<boolean> {
  let body: string | FormData;
  // The visitor's address, for the API's per-address limits (it believes it only from proxies it trusts: TRUST_PROXY),
  // and the form's proof (stamp, captcha), which the API checks as it does for a script's submission.
  const headers: Record<string, string> = { 'X-Forwarded-For': visitor, [PROOF_HEADER]: proof, 'Accept-Language': language };
  if (props.submit.encoding === 'json') {
    body = JSON.stringify(toJson(entries));
    headers['Content-Type'] = 'application/json';
  } else {
    body = new FormData();
    for (const [name, value] of entries) {
      // A file-backed Blob: fetch reads it from disk as it sends, never all of it into memory.
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, await openAsBlob(value.path, { type: value.type }), value.name);
    }
  }
  try {
    const res = await fetch(apiUrl(props.submit.endpoint), { method: 'POST', headers, body, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    await res.arrayBuffer().catch(() => undefined);
    // spec §7: any non-OK status or network failure is a failure, whatever the status.
    return res.ok;
  } catch {
    return false;
  }
}

export async function registerForms(app: FastifyInstance, opts: FormsOptions & { forms: SiteForms }): Promise<void> {
  const { forms, captcha, render } = opts;
  const limits = forms.uploadLimits();
  const minFillMs = opts.minFillMs ?? MIN_FILL_MS;
  // Per address and per form, as the API counts; the form is known once the body is read.
  const formOf = new WeakMap<FastifyRequest, string>();
  const rateLimit = opts.rateLimit
    ? app.createRateLimit({ max: opts.rateLimit.max, timeWindow: opts.rateLimit.windowMs, keyGenerator: (req) => `${req.ip} ${formOf.get(req) ?? ''}` })
    : null;
  // A form mounted by script after a client-side navigation was not rendered here: it asks for
  // its stamp (and question) as the page would have carried them. Never cached: one visitor's.
  app.get(FORM_PROOF_PATH, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const pathname = pathOf(query.path ?? '');
    const found = forms.find(pathname, query.form ?? '');
    reply.header('Cache-Control', 'no-store');
    if (!found) return reply.code(404).send({ message: 'no such form on that page' });
    const key = formKey(pathname, found.id);
    const captchaField = found.fields.find((f) => f.kind === 'captcha');
    return {
      stamp: captcha.stamp(key),
      ...(captchaField ? { captcha: captcha.issue(key, captchaField.min, captchaField.max) } : {}),
    };
  });

  await app.register(async (scope) => {
    // Oversized files are cut short and reported by the rules ('File size exceeded!...'), not thrown mid-stream.
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

    scope.post('/*', async (req, reply) => {
      const pathname = pathOf(req.url);
      const dir = await mkdtemp(join(opts.tmpDir ?? tmpdir(), 'site-form-'));
      // Uploads are gone before the answer goes out (and whatever happens, in `finally`).
      let removed: Promise<void> | undefined;
      const removeUploads = () => (removed ??= rm(dir, { recursive: true, force: true }));
      try {
        let submission: Submission;
        try {
          submission = await readSubmission(req, dir, limits);
        } catch (error) {
          req.log.warn({ err: error }, 'form: unreadable submission');
          return await reply.code(413).type('text/plain; charset=utf-8').send('This form could not be read (too many or too large parts).');
        }
        const found = forms.find(pathname, submission.fields[FORM_FIELD] ?? '');
        // A page changed since it was loaded (or a made-up post): the page as it is now.
        if (!found) {
          await removeUploads();
          return await render(req, reply, { status: 400, given: {} });
        }
        return await handle(req, reply, found, submission, pathname, removeUploads);
      } finally {
        await removeUploads();
      }
    });
  });

  async function handle(req: FastifyRequest, reply: FastifyReply, found: FoundForm, submission: Submission, pathname: string, removeUploads: () => Promise<void>) {
    const { id, props, fields, block, params } = found;
    const key = formKey(pathname, id);
    const token = submission.fields[CAPTCHA_FIELD] ?? '';
    const stamp = submission.fields[STAMP_FIELD] ?? '';
    const values = valuesOf(fields, submission.fields);
    const files: Files<Upload> = {};
    for (const f of fields) if (f.kind === 'file') files[f.name] = submission.files[f.name] ?? null;
    const refile = fields.filter((f) => f.kind === 'file' && submission.files[f.name]).map((f) => f.name);
    const captchaField = fields.find((f) => f.kind === 'captcha');
    // What the visitor gets back when the submission was not taken: spec §8's failure message, what they typed kept.
    const failed = (status: number) => {
      const snapshot: FormSnapshot = { status: 'failed', values: { ...values, ...(captchaField ? { [captchaField.name]: '' } : {}) }, refile };
      return render(req, reply, { status, given: { [id]: snapshot } });
    };

    if (rateLimit) {
      // The form's block id, not its page: the footer's sign-up is one form on every page.
      formOf.set(req, id);
      const limit = await rateLimit(req);
      if (!limit.isAllowed && limit.isExceeded) {
        req.log.info({ form: id, refused: 'rate-limit' }, 'form refused');
        await removeUploads();
        reply.header('Retry-After', String(limit.ttlInSeconds));
        return failed(429);
      }
    }

    const spam = spamOf(captcha, key, { stamp, trap: Boolean(submission.fields[HONEYPOT_FIELD]) }, minFillMs);
    if (spam) {
      opts.onSpam?.(id, spam);
      await removeUploads();
      // A filled honeypot is answered as a success (a script learns nothing to adapt to); nothing is sent on.
      if (spam === 'honeypot') return succeeded();
      // Too soon after the page was shown (or no genuine stamp): the page comes back with a new stamp, what was typed
      // kept, so a person who was that quick sends it again; a script that posts at once never gets through.
      return failed(400);
    }

    const problem = validateForm(fields, values, files, { captcha: (answer) => captcha.check(key, token, answer) });
    if (problem) {
      // The same question while its token holds (the visitor's answer with it); a new one, and no answer, otherwise.
      const question = captchaField ? captcha.question(key, token) : null;
      const kept = { ...values };
      if (captchaField && !question) kept[captchaField.name] = '';
      const snapshot: FormSnapshot = { values: kept, error: problem, refile };
      if (question) snapshot.captcha = { ...question, token };
      await removeUploads();
      return render(req, reply, { status: 422, given: { [id]: snapshot } });
    }

    const extra = (props.submit.extra ?? {}) as Record<string, string>;
    let data: unknown;
    let sent = true;
    // "{data.<field>}" values (the job's id) come from the block's own data, fetched as the page does;
    // without it (the job is gone, the API is down) the submission cannot be made.
    if (block.source && Object.values(extra).some((v) => v.startsWith('{data.'))) {
      const result = await fetchBlockData(block.source, { params, blocks: {}, language: found.language });
      if (result.status === 'ok') data = result.data;
      else sent = false;
    }
    const proof = encodeProof({ form: key, stamp, captcha: token, answer: captchaField ? values[captchaField.name] : undefined });
    if (sent) sent = await sendToApi(props, buildPayload(fields, values, files, extra, data), req.ip, proof, found.language);
    await removeUploads();
    if (!sent) {
      req.log.warn({ form: id, path: pathname }, 'form: the API did not take the submission');
      const snapshot: FormSnapshot = { status: 'failed' };
      if (props.failure.reset !== true) {
        snapshot.values = { ...values, ...(captchaField ? { [captchaField.name]: '' } : {}) };
        snapshot.refile = refile;
      }
      return render(req, reply, { status: 502, given: { [id]: snapshot } });
    }
    return succeeded();

    function succeeded() {
      if ('href' in props.success) return reply.code(303).header('Location', `${found.base}${props.success.href}`).send();
      // Back to the page, which shows the success message; the query holds the form's id only.
      const query = new URLSearchParams(req.url.slice(pathname.length).split('#')[0]);
      query.set(SENT_PARAM, id);
      return reply.code(303).header('Location', `${pathname}?${query}#${encodeURIComponent(id)}`).send();
    }
  }
}
