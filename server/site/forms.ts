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
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FormWizardProps } from '../../src/blocks/form-wizard/schema';
import { fetchBlockData } from '../../src/data/blockData';
import { allBlocks } from '../../src/engine/config/tree';
import { parseDataTemplate } from '../../src/platform/template';
import { matchRoute, type SiteShell } from '../../src/engine/config/shell';
import { apiUrlOn, type Hosts } from '../../src/platform/hosts';
import { apiClient } from '../../src/data/apiClient';
import { addLocalePrefix, localesOf, splitLocale, type Locale } from '../../src/engine/config/locales';
import type { BlockConfig } from '../../src/engine/types';
import type { ServedConfig } from '../../src/entry-server';
import {
  CAPTCHA_FIELD,
  encodeProof,
  FORM_PROOF_PATH,
  formKey,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  PROOF_HEADER,
  SENT_PARAM,
  STAMP_FIELD,
  type FormSnapshot,
  type IssueCaptcha,
  type IssueStamp,
} from '../../src/forms/snapshot';
import { buildPayload, toJson, type PayloadEntry } from '../../src/forms/payload';

import { CONTROL_CHARACTER_MESSAGE, normalizeNewlines } from '../../src/forms/controlCharacters';
import { disabledFields, validateForm, type Files, type Values } from '../../src/forms/rules';
import type { FieldConfig } from '../../src/forms/schema';
import { applyTransforms } from '../../src/forms/transforms';
import { maxBytesOf, ownLocation, readForm, Refusal, refuseEarly, TEXT_BYTES, type FormShape, type ReadForm, type Upload } from './formRequest';
import { lingerAfterAnswer } from './lingeringClose';
import { proofKey, proofTicket, spamOf, type Captcha, type SpamKind } from '../shared/formsCaptcha';
import { openUsedProofs, type UsedProofs } from '../shared/usedProofs';
import type { SharedUsedProofs } from '../shared/pgUsedProofs';

const FORM_BLOCK = 'form-wizard';
/** The site's file size limit (5 MB), used when a form's file fields name none. */
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

/** What the site server renders for a page: a posted form's state, and the status to answer with. */
export interface FormsRender {
  status: number;
  given: Record<string, FormSnapshot>;
}

export type RenderWithForms = (req: FastifyRequest, reply: FastifyReply, forms: FormsRender) => Promise<unknown>;

export interface FormsOptions {
  /** The forms of the live version (versionView.ts): asked on every request, so a publish changes them at once. */
  forms: () => SiteForms;
  captcha: Captcha;
  /** Renders the page at the request's URL with these forms' state (the pages plugin's renderPage). */
  render: RenderWithForms;
  /** The site's hosts: submissions go to its API, as the page's own code sends them. */
  hosts: Hosts;
  /** Where uploads wait while they are checked and sent on (default: the OS's temp folder). */
  tmpDir?: string;
  /** A submission sent sooner than this after its form was rendered is spam (FORM_MIN_FILL_MS; default 3 s). */
  minFillMs?: number;
  /** Submissions one address may post to one form per window; past it, 429 with Retry-After. */
  rateLimit?: { max: number; windowMs: number };
  /** Counts a refused spam submission in the log (form id and kind only). */
  onSpam?: (form: string, kind: SpamKind) => void;
  /** The site's own origin for this request (SITE_URL, or the checked Host): posts from any other are refused. */
  ownOrigin: (req: FastifyRequest) => string;
  /**
   * Where taken stamps and tokens are recorded (default: FORM_PROOFS_DB, or a file in the OS's temp
   * folder; with DATABASE_URL, PostgreSQL, shared by every box).
   */
  usedProofs?: UsedProofs | SharedUsedProofs;
  /** Stamps and questions one address may ask `/_form-proof` for per minute. */
  proofsPerMinute?: number;
}

/** The file of taken proofs a site server keeps when it is given none: every process on the box shares it. */
export const defaultUsedProofsFile = () => process.env.FORM_PROOFS_DB || join(tmpdir(), 'voltline-form-proofs.sqlite');

const fieldsOf = (props: FormWizardProps): FieldConfig[] => props.sections.flatMap((s) => s.fields);
// At any depth: a form may sit in a section or a column, and works without script there too.
const formsIn = (blocks: readonly BlockConfig[]) => allBlocks(blocks).filter((b) => b.type === FORM_BLOCK && b.id);
const maxFileBytesOf = (field: FieldConfig) =>
  Math.max(0, ...(field.rules ?? []).flatMap((r) => (r.rule === 'maxSize' ? [r.maxBytes] : []))) || DEFAULT_MAX_FILE_BYTES;

const pathOf = (url: string) => url.split(/[?#]/)[0] || '/';

/** Which forms are on which pages of one config version, read from its served config in each language. */
export class SiteForms {
  private readonly shell: SiteShell;
  private readonly routeForms: BlockConfig[][];
  private readonly footerForms: BlockConfig[];
  private readonly locales: readonly Locale[];
  /** Each language's forms, their texts resolved for it: a form posted on /es/contact answers in Spanish. */
  private readonly byLocale: Map<string, { shell: SiteShell; routeForms: BlockConfig[][]; footerForms: BlockConfig[] }>;

  constructor(served: ServedConfig) {
    this.locales = localesOf(served.shell);
    this.byLocale = new Map(
      this.locales.map((l) => {
        const { shell, routes } = served.locales?.[l.code] ?? served;
        return [l.code, { shell, routeForms: routes.map(formsIn), footerForms: formsIn(shell.footer.blocks as BlockConfig[]) }];
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

  /** What a form's proofs are signed for: its endpoint, page and block id (null: no such form there). */
  proofKey(pathname: string, id: string): string | null {
    const found = this.find(pathname, id);
    return found ? proofKey(found.props.submit.endpoint, formKey(pathname, id)) : null;
  }

  /** The forms a page holds, by block id, as the post reader checks them. */
  shapes(pathname: string): Map<string, FormShape> {
    const shapes = new Map<string, FormShape>();
    for (const block of this.formsAt(pathname).blocks) {
      const fields = fieldsOf(block.props as FormWizardProps);
      const files = fields.filter((f) => f.kind === 'file');
      if (!shapes.has(block.id!)) {
        shapes.set(block.id!, {
          fields: new Set(fields.map((f) => f.name)),
          files: new Set(files.map((f) => f.name)),
          fileSize: Math.max(0, ...files.map(maxFileBytesOf)),
        });
      }
    }
    return shapes;
  }

  /** How many forms the site has: the per-address limit before any form is known allows this many forms' worth. */
  count(): number {
    return new Set([...this.routeForms.flat(), ...this.footerForms].map((b) => b.id)).size;
  }
}

/**
 * The forms' part of rendering a page: its captcha questions and stamps, and the success message of
 * a form that came back from a submission (`?sent=<block id>`: an id, never a typed value).
 * `shared`: the page may be kept by a cache and handed to many visitors, so its proofs are shared
 * ones (good within their window, as often as the rate limit allows) rather than good once.
 */
export function formsForPage(
  forms: SiteForms,
  captcha: Captcha,
  url: string,
  { shared }: { shared: boolean },
): { given: Record<string, FormSnapshot>; issueCaptcha: IssueCaptcha; issueStamp: IssueStamp } {
  const pathname = pathOf(url);
  const given: Record<string, FormSnapshot> = {};
  const sent = url.length > pathname.length ? new URLSearchParams(url.slice(pathname.length).split('#')[0]).get(SENT_PARAM) : null;
  if (sent) {
    const found = forms.find(pathname, sent);
    if (found && 'message' in found.props.success) given[sent] = { status: 'success' };
  }
  return {
    given,
    issueCaptcha: (id, min, max) => captcha.issue(forms.proofKey(pathname, id) ?? formKey(pathname, id), min, max, { shared }),
    issueStamp: (id) => captcha.stamp(forms.proofKey(pathname, id) ?? formKey(pathname, id), undefined, { shared }),
  };
}

/** The values as the browser's state would hold them: typing transforms applied, fields whose condition fails emptied. */
function valuesOf(fields: readonly FieldConfig[], posted: ReadonlyMap<string, string>): Values {
  const values: Values = {};
  for (const f of fields)
    if (f.kind !== 'file') values[f.name] = applyTransforms(normalizeNewlines(posted.get(f.name) ?? ''), 'typing' in f ? f.typing : undefined);
  for (const name of disabledFields(fields, values)) if (name in values) values[name] = '';
  return values;
}

/** The spec's call, with the body the browser sends: JSON, or multipart streamed from the temp files. */
async function sendToApi(
  url: string,
  props: FormWizardProps,
  entries: PayloadEntry<Upload>[],
  visitor: string,
  proof: string,
  language: string,
): Promise<boolean> {
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
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    await res.arrayBuffer().catch(() => undefined);
    // Any non-OK status or network failure is a failure, whatever the status (docs/behaviour.md, "Calls").
    return res.ok;
  } catch {
    return false;
  }
}

/** What a submission is judged with: the plugin's options, and the record of proofs already taken. */
interface Judge extends FormsOptions {
  minFillMs: number;
  used: UsedProofs | SharedUsedProofs;
}

// Awaited whichever store answers: SQLite's at once, PostgreSQL's over the network.
const spent = async (used: UsedProofs | SharedUsedProofs, kind: 'stamp' | 'captcha', value: string) => {
  const ticket = proofTicket(kind, value);
  return ticket !== null && (await used.isUsed(`site:${ticket.key}`));
};

/** Takes each proof the submission carries; false when one was taken before. */
async function claimAll(used: UsedProofs | SharedUsedProofs, proofs: ['stamp' | 'captcha', string][]): Promise<boolean> {
  for (const [kind, value] of proofs) {
    const ticket = value ? proofTicket(kind, value) : null;
    if (ticket !== null && !(await used.claim(`site:${ticket.key}`, ticket.expiresAt))) return false;
  }
  return true;
}

function refuse(req: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  if (refusal.retryAfter !== undefined) reply.header('Retry-After', String(refusal.retryAfter));
  // What is left of the body is not read: the connection closes once this answer is out.
  if (!req.raw.complete) reply.header('Connection', 'close');
  return reply.code(refusal.status).type('text/plain; charset=utf-8').send(refusal.message);
}

/**
 * Forms posted without script (or before it ran): checked here, sent on to the API, or the page
 * again. Encapsulated: the multipart parser and the form body parser hold for its routes only.
 * Needs @fastify/rate-limit registered on the app.
 */
export const formsPlugin: FastifyPluginAsync<FormsOptions> = async (app, opts) => {
  const judge: Judge = { ...opts, minFillMs: opts.minFillMs ?? MIN_FILL_MS, used: opts.usedProofs ?? ownUsedProofs(app) };
  const { captcha } = opts;

  // A form mounted by script after a client-side navigation was not rendered here: it asks for
  // its stamp (and question) as the page would have carried them. Never cached: one visitor's.
  // Limited per address: each answer is a fresh proof, and a proof is a submission's ticket.
  app.get(FORM_PROOF_PATH, { config: { rateLimit: { max: opts.proofsPerMinute ?? 60, timeWindow: 60_000 } } }, async (req, reply) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const pathname = pathOf(query.get('path') ?? '');
    const found = opts.forms().find(pathname, query.get('form') ?? '');
    reply.header('Cache-Control', 'no-store');
    if (!found) return reply.code(404).send({ message: 'no such form on that page' });
    const key = proofKey(found.props.submit.endpoint, formKey(pathname, found.id));
    const captchaField = found.fields.find((f) => f.kind === 'captcha');
    // Renewing a stamp the API refused (used already, or a shared one past its window): the new one keeps the
    // render time the genuine old one proves, so the send tried again is not "too fast".
    const renewing = query.get('renew') ?? '';
    const shownAt = (renewing && captcha.stampIssued(key, renewing)) || undefined;
    return {
      stamp: captcha.stamp(key, shownAt),
      ...(captchaField ? { captcha: captcha.issue(key, captchaField.min, captchaField.max) } : {}),
    };
  });

  // Oversized files are cut short and reported by the rules ('File size exceeded!...'), not thrown mid-stream.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: TEXT_BYTES }, (_req, body, done) => done(null, body));
  postRoute(app, judge);
};

/** The post route: refused early on what the request line and headers tell, then read part by part and judged. */
function postRoute(app: FastifyInstance, judge: Judge) {
  // Per address and per form, as the API counts; the form is known from the body's first field.
  const formOf = new WeakMap<FastifyRequest, string>();
  const window = judge.rateLimit;
  const perForm = window
    ? app.createRateLimit({ max: window.max, timeWindow: window.windowMs, keyGenerator: (req) => `${req.ip} ${formOf.get(req) ?? ''}` })
    : null;
  // Before any byte of the body: one address gets every form's worth, and no more.
  const perAddress = window
    ? app.createRateLimit({ max: window.max * judge.forms().count(), timeWindow: window.windowMs, keyGenerator: (req) => `${req.ip} any form` })
    : null;
  // Everything the request line and headers can tell is judged before the body is read.
  const early = async (req: FastifyRequest, reply: FastifyReply) => {
    const shapes = [...judge.forms().shapes(pathOf(req.url)).values()];
    const refused = refuseEarly(req, {
      ownOrigin: judge.ownOrigin(req),
      maxBytes: Math.max(0, ...shapes.map(maxBytesOf)),
      takesFiles: shapes.some((shape) => shape.files.size > 0),
    });
    if (refused) return refuse(req, reply, refused);
    const limit = perAddress ? await perAddress(req) : null;
    if (limit && !limit.isAllowed && limit.isExceeded) {
      req.log.info({ refused: 'rate-limit' }, 'form refused');
      return refuse(req, reply, new Refusal(429, 'Too many forms sent from this address: please try again later.', limit.ttlInSeconds));
    }
    return undefined;
  };

  app.post('/*', { onRequest: early }, async (req, reply) => {
    const pathname = pathOf(req.url);
    const forms = judge.forms();
    const shapes = forms.shapes(pathname);
    const dir = await mkdtemp(join(judge.tmpDir ?? tmpdir(), 'site-form-'));
    // Uploads are gone before the answer goes out (and whatever happens, in `finally`).
    let removed: Promise<void> | undefined;
    const removeUploads = () => (removed ??= rm(dir, { recursive: true, force: true }));
    let limited: { id: string; ttl: number } | null = null;
    const limitForm = async (id: string): Promise<Refusal | null> => {
      if (!perForm) return null;
      // The form's block id, not its page: the footer's sign-up is one form on every page.
      formOf.set(req, id);
      const limit = await perForm(req);
      if (limit.isAllowed || !limit.isExceeded) return null;
      limited = { id, ttl: limit.ttlInSeconds };
      return new Refusal(429, 'Too many forms sent from this address: please try again later.', limit.ttlInSeconds);
    };
    try {
      let posted: ReadForm;
      try {
        const maxFileSize = Math.max(0, ...[...shapes.values()].map((shape) => shape.fileSize));
        posted = await readForm(req, { dir, maxFileSize, shapeOf: (id) => shapes.get(id) ?? null, onForm: limitForm });
      } catch (error) {
        // Nothing more of the body is parsed or kept: what the sender still sends is dropped with the connection.
        req.raw.unpipe();
        await removeUploads();
        const over = limited as { id: string; ttl: number } | null;
        if (over) {
          // A page for a person: the connection lingers so that the browser, still sending, gets to show it.
          if (!req.raw.complete) lingerAfterAnswer(req.raw, (name, value) => reply.header(name, value));
          req.log.info({ form: over.id, refused: 'rate-limit' }, 'form refused');
          reply.header('Retry-After', String(over.ttl));
          return await judge.render(req, reply, { status: 429, given: { [over.id]: { status: 'failed' } } });
        }
        if (!(error instanceof Refusal)) req.log.warn({ err: error }, 'form: unreadable submission');
        return await refuse(req, reply, error instanceof Refusal ? error : new Refusal(400, 'This form could not be read.'));
      }
      // A file past its limit ended the read: the rest of the body is not parsed. The form comes back with the
      // field's message, and the connection lingers (dropping what the browser still sends) so that it is shown.
      if (!req.raw.complete) {
        req.raw.unpipe();
        lingerAfterAnswer(req.raw, (name, value) => reply.header(name, value));
      }
      const found = forms.find(pathname, posted.form);
      if (!found) return await refuse(req, reply, new Refusal(400, 'This form is not on this page.'));
      return await handle(judge, { req, reply, found, posted, pathname, removeUploads });
    } finally {
      await removeUploads();
    }
  });
}

interface Submission {
  req: FastifyRequest;
  reply: FastifyReply;
  found: FoundForm;
  posted: ReadForm;
  pathname: string;
  removeUploads: () => Promise<void>;
}

async function handle(judge: Judge, { req, reply, found, posted, pathname, removeUploads }: Submission) {
  const { captcha, render, used } = judge;
  const { id, props, fields, block, params } = found;
  const key = proofKey(props.submit.endpoint, formKey(pathname, id));
  const token = posted.fields.get(CAPTCHA_FIELD) ?? '';
  const stamp = posted.fields.get(STAMP_FIELD) ?? '';
  const values = valuesOf(fields, posted.fields);
  const files: Files<Upload> = {};
  for (const f of fields) if (f.kind === 'file') files[f.name] = posted.files.get(f.name) ?? null;
  const refile = fields.filter((f) => f.kind === 'file' && posted.files.has(f.name)).map((f) => f.name);
  const captchaField = fields.find((f) => f.kind === 'captcha');
  // A token already taken asks nothing any more: its question is replaced.
  const tokenLive = Boolean(token) && !(await spent(used, 'captcha', token).catch(() => false));
  const question = captchaField && tokenLive ? captcha.question(key, token) : null;
  // What was typed, with the question it was answered for while that question still holds (else a new one, no answer).
  const kept = (): FormSnapshot => {
    const snapshot: FormSnapshot = { values: { ...values }, refile };
    if (captchaField && question) snapshot.captcha = { ...question, token };
    else if (captchaField) snapshot.values![captchaField.name] = '';
    return snapshot;
  };

  // The field rules first, however fast the submission came: they tell nothing a bot could not read in the page,
  // and a person who pressed send at once on an empty form must see the field's own message.
  // A token taken already still proves its answer here; the claim below refuses it, as a replay, not as a wrong sum.
  const problem = validateForm(fields, values, files, { captcha: (answer) => captcha.check(key, token, answer) });
  // A file cut at the site's limit under a field without a size rule: never sent on as if it were whole.
  if (!problem && posted.cut) return refuse(req, reply, new Refusal(413, 'This form could not be read (too large).'));
  if (problem) {
    await removeUploads();
    // A control character is no typing slip the rules describe: the request itself is refused (400), the field named.
    // A file past its limit is too large a request (413), whether the read stopped in it or it just fit the read;
    // any other field's slip is 422.
    const field = fields.find((f) => f.name === problem.field);
    const tooLarge = field?.kind === 'file' && (files[field.name]?.size ?? 0) > maxFileBytesOf(field);
    const status = problem.message === CONTROL_CHARACTER_MESSAGE ? 400 : tooLarge ? 413 : 422;
    return render(req, reply, { status, given: { [id]: { ...kept(), error: problem } } });
  }

  // Judged only now, for a submission that would otherwise be taken: a caught script gets exactly a person's answer.
  if (posted.fields.get(HONEYPOT_FIELD)) {
    judge.onSpam?.(id, 'honeypot');
    await removeUploads();
    return succeeded();
  }
  // Too soon after the page was shown, no genuine stamp, or a stamp or token used before: not taken. The page
  // comes back with what was typed, a new stamp and a sentence asking to check and send again.
  let claimed: boolean;
  let spam: SpamKind | null;
  try {
    spam = spamOf(captcha, key, { stamp, trap: false }, judge.minFillMs) ?? ((await spent(used, 'stamp', stamp)) ? 'replayed' : null);
    claimed =
      !spam &&
      (await claimAll(used, [
        ['stamp', stamp],
        ['captcha', token],
      ]));
  } catch (error) {
    // The record of taken proofs cannot be read (PostgreSQL out of reach): nothing is sent, and the visitor
    // gets the form's failure banner with what they typed, to send again in a moment.
    req.log.warn({ form: id, error: String(error) }, 'form: the record of used proofs cannot be read');
    await removeUploads();
    return render(req, reply, { status: 503, given: { [id]: failedSnapshot() } });
  }
  if (!claimed) {
    judge.onSpam?.(id, spam ?? 'replayed');
    await removeUploads();
    return render(req, reply, { status: 400, given: { [id]: { ...kept(), resend: true } } });
  }

  const extra = (props.submit.extra ?? {}) as Record<string, string>;
  let data: unknown;
  let sent = true;
  // "{data.<field>}" values (the job's id) come from the block's own data, fetched as the page does;
  // without it (the job is gone, the API is down) the submission cannot be made.
  if (block.source && Object.values(extra).some((v) => parseDataTemplate(v) !== null)) {
    const result = await fetchBlockData(block.source, { params, blocks: {}, language: found.language, callApi: apiClient(judge.hosts) });
    if (result.status === 'ok') data = result.data;
    else sent = false;
  }
  const proof = encodeProof({ form: formKey(pathname, id), stamp, captcha: token, answer: captchaField ? values[captchaField.name] : undefined });
  if (sent)
    sent = await sendToApi(
      apiUrlOn(judge.hosts, props.submit.endpoint),
      props,
      buildPayload(fields, values, files, extra, data),
      req.ip,
      proof,
      found.language,
    );
  await removeUploads();
  if (!sent) {
    req.log.warn({ form: id, path: pathname }, 'form: the API did not take the submission');
    return render(req, reply, { status: 502, given: { [id]: failedSnapshot() } });
  }
  return succeeded();

  /** The failure banner, with what was typed kept unless the form says to reset (the captcha asked afresh). */
  function failedSnapshot(): FormSnapshot {
    const snapshot: FormSnapshot = { status: 'failed' };
    if (props.failure.reset !== true) {
      snapshot.values = { ...values, ...(captchaField ? { [captchaField.name]: '' } : {}) };
      snapshot.refile = refile;
    }
    return snapshot;
  }

  function succeeded() {
    // Back to the page (which shows the success message, the query holding the form's id only) or on to the
    // thank-you page in the page's language: always a path of this site, never what the request's path could make another origin of.
    let target: string;
    if ('href' in props.success) target = addLocalePrefix(props.success.href, found.base);
    else {
      const query = new URLSearchParams(req.url.slice(pathname.length).split('#')[0]);
      query.set(SENT_PARAM, id);
      target = `${pathname}?${query}#${encodeURIComponent(id)}`;
    }
    const location = ownLocation(target);
    if (!location) return refuse(req, reply, new Refusal(400, 'This address is not a page of this site.'));
    return reply.code(303).header('Location', location).send();
  }
}

/** A site server given no store opens the shared file, and closes it with the server. */
function ownUsedProofs(app: FastifyInstance): UsedProofs {
  const store = openUsedProofs(defaultUsedProofsFile());
  app.addHook('onClose', (_instance, done) => {
    store.close();
    done();
  });
  return store;
}
