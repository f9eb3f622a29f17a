/**
 * A form built from config: sections of fields rendered through the field-component
 * map, checked by the rule engine on submit, sent by submitForm, then whatever the
 * config says success and failure do.
 *
 * It is also a plain HTML form (method="post" to the page's own path, every input
 * named): before its script runs, or without script, the browser posts it to the site
 * server, which checks it with the same rules (server/site/forms.ts). What the server
 * says about it — the captcha question, or the posted form coming back — arrives as a
 * snapshot (pageForms.ts), rendered the same on both sides.
 */
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRelatedData } from '../engine/BlockData';
import { useLocale } from '../engine/site';
import { useHydrated } from '../ui/useHydrated';
import { CONFIGURED_FORM_CLASS, takeHeldSubmit } from '../islands/runtime';
import { apiUrlOn } from '../platform/hosts';
import { useHosts } from '../ui/hosts';
import { fieldComponents } from './fields';
import { questionId } from './fields/CaptchaField';
import { errorId, type FieldProps } from './fields/types';
import { formAction } from './formAction';
import { useFormState, type FormAction, type FormState } from './formState';
import { RemoteOptions, type Option } from './options';
import { usePageForms } from './pageForms';
import {
  CAPTCHA_FIELD,
  encodeProof,
  FORM_FIELD,
  FORM_PROOF_PATH,
  formKey,
  HONEYPOT_FIELD,
  PROOF_HEADER,
  STAMP_FIELD,
  type CaptchaQuestion,
  type FormSnapshot,
} from './snapshot';
import { buildPayload } from './payload';
import { isEnabled, validateForm } from './rules';
import type { FailureConfig, FieldConfig, SectionConfig, SubmitConfig, SuccessConfig } from './schema';
import { SubmitError, submitForm } from './submit';

export interface ConfiguredFormProps {
  /** The block's id: prefix for element ids, unique on the page, and how the site server finds the form. */
  formId: string;
  /** Accessible name of the form. */
  name: string;
  sections: readonly SectionConfig[];
  submit: SubmitConfig;
  success: SuccessConfig;
  failure: FailureConfig;
  /** The block's data, for "{data.<field>}" values in submit.extra. */
  data?: unknown;
  className?: string;
}

/** Said under a file field when the page comes back from the server: no browser lets a page choose a file. */
export const REFILE_NOTE = 'Files are not kept when the form comes back: please choose this file again.';
/** A valid form sent back unsent (sent quicker than a person fills it, before the page's script ran): nothing is wrong with it. */
export const RESEND_NOTE = 'Your message has not been sent yet: please check the details below and send it again.';

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const noteId = (id: string) => `${id}-note`;

type CaptchaField = Extract<FieldConfig, { kind: 'captcha' }>;

/**
 * A fresh stamp (and question) for a form, from the site server that rendered the page; never cached.
 * `renew`: the stamp the API refused (used, or past its window), whose render time the new one keeps.
 */
function fetchProof(pathname: string, formId: string, renew?: string): Promise<{ stamp?: string; captcha?: CaptchaQuestion }> {
  const query = new URLSearchParams({ path: pathname, form: formId, ...(renew ? { renew } : {}) });
  return (
    fetch(`${FORM_PROOF_PATH}?${query}`, { headers: { Accept: 'application/json' } })
      // Our own site server's answer: the form's stamp and question.
      .then((res) => (res.ok ? (res.json() as Promise<{ stamp?: string; captcha?: CaptchaQuestion }>) : Promise.reject(new Error(String(res.status)))))
  );
}

/**
 * The server's question and render stamp when the server rendered the form (in the HTML,
 * signed). A form mounted later asks the site server for both (a new question on
 * each page load), in an effect so that hydration renders nothing the server did not have;
 * without a site server (the dev server) the question is made here, unsigned.
 */
function useCaptcha(formId: string, field: CaptchaField | undefined, snapshot: FormSnapshot | undefined) {
  const [question, setQuestion] = useState(snapshot?.captcha ?? null);
  const [stamp, setStamp] = useState(snapshot?.stamp);
  // A stamp is good for one submission: after one is taken, the form asks for a new one (`renew`).
  const [round, setRound] = useState(0);
  const pathname = usePagePath().pathname;
  const { siteServer } = useHosts();
  const min = field?.min ?? 0;
  const max = field?.max ?? 0;
  const has = Boolean(field);
  const known = Boolean(snapshot?.stamp) && round === 0;
  useEffect(() => {
    if (known) return;
    let live = true;
    const local = () => {
      if (live && has) setQuestion((q) => q ?? { a: randomInt(min, max), b: randomInt(min, max), token: '' });
    };
    // Only a page the site server rendered has a server to ask for a proof.
    if (!siteServer) return local();
    fetchProof(pathname, formId).then((proof) => {
      if (!live) return;
      setStamp(proof.stamp);
      // A renewed proof comes with a new question: the old one's token was taken with the submission.
      if (has && proof.captcha) setQuestion((q) => (round > 0 ? proof.captcha! : (q ?? proof.captcha!)));
      else local();
    }, local);
    return () => {
      live = false;
    };
  }, [known, has, min, max, pathname, formId, round, siteServer]);
  return { question, stamp, renew: () => setRound((r) => r + 1) };
}

/**
 * The honeypot's box: off screen rather than display:none (which some form-filling scripts
 * skip), and aria-hidden with its input out of the tab order, so no person meets it.
 */
// Off screen on the side a page does not scroll to (the right of a right-to-left page).
const TRAP_STYLE: CSSProperties = { position: 'absolute', insetInlineStart: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

/**
 * What the visitor typed, chose or had autofilled before the form's code arrived is in the page's
 * fields but not in React's state (React leaves the DOM as it finds it): read back once, as the form
 * hydrates, and everything that depends on it derived (fields enabled or emptied, digits-only and
 * upper-case values, a chosen file's size message, messages hidden). Then a submit the page held
 * meanwhile (src/islands/runtime.ts) is carried out by the form's own code, on the values read back.
 */
function useAdoptEarlyInput(form: RefObject<HTMLFormElement | null>, fields: readonly FieldConfig[], dispatch: (a: FormAction) => void) {
  const [adopted, setAdopted] = useState(false);
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const values: Record<string, string> = {};
    const files: Record<string, File | null> = {};
    for (const field of fields) {
      const el = elements.namedItem(field.name);
      if (!el) continue;
      if (field.kind === 'file') {
        files[field.name] = (el instanceof HTMLInputElement ? el.files?.[0] : undefined) ?? null;
      } else {
        // A RadioNodeList's value is its checked radio's; a lone radio counts only when checked.
        const lone = el instanceof HTMLInputElement && el.type === 'radio';
        // A named control of the form's own fields: an input, a select, or a radio group's RadioNodeList.
        const value = lone ? (el.checked ? el.value : '') : (el as HTMLInputElement | RadioNodeList).value;
        if (typeof value === 'string') values[field.name] = value;
      }
    }
    dispatch({ type: 'adopt', values, files });
    setAdopted(true);
  }, [form, fields, dispatch]);
  // Until then a submit would be judged on the server's empty values (React may hand the form a submit as it
  // hydrates it, before the read-back has rendered): it waits here and is carried out with what was read back.
  const ready = useRef(false);
  const waiting = useRef<{ submitter: HTMLElement | null } | null>(null);
  // After the commit that holds what was read back: the submit handler then sees it.
  useEffect(() => {
    const el = form.current;
    if (!adopted || !el) return;
    ready.current = true;
    const held = takeHeldSubmit(el) ?? waiting.current;
    waiting.current = null;
    if (!held) return;
    const { submitter } = held;
    el.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === el ? submitter : undefined);
  }, [adopted, form]);
  return {
    /** Whether a submit may be judged now; if not, it is kept to be carried out once it may. */
    submitNow(submitter: HTMLElement | null): boolean {
      if (!ready.current) waiting.current ??= { submitter };
      return ready.current;
    },
  };
}

/** The page's path as the visitor's address bar has it, its language prefix included (/es/contact). */
function usePagePath() {
  const { pathname, search } = useLocation();
  return { pathname: `${useLocale().base}${pathname}`, search };
}

export function ConfiguredForm({ formId, name, sections, submit, success, failure, data, className }: ConfiguredFormProps) {
  const fields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const captchaField = fields.find((f): f is CaptchaField => f.kind === 'captcha');
  const hydrated = useHydrated();
  const pageForms = usePageForms();
  // Read while the server renders and while the browser hydrates; a form mounted later starts afresh.
  const [snapshot] = useState(() => (hydrated ? undefined : pageForms.snapshot(formId, captchaField)));
  const [state, dispatch] = useFormState(fields, snapshot);
  const { question: captcha, stamp, renew } = useCaptcha(formId, captchaField, snapshot);
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname, search } = usePagePath();
  const early = useAdoptEarlyInput(formRef, fields, dispatch);
  const onSubmit = useSubmit({ formRef, early, formId, fields, captchaField, captcha, stamp, renew, state, dispatch, submit, success, failure, data });
  const sending = state.status === 'sending';
  const idleLabel = state.failedOnce ? (submit.labels.afterFailure ?? submit.labels.idle) : submit.labels.idle;
  const showProgress = sending && submit.encoding === 'multipart';
  const hasFiles = fields.some((f) => f.kind === 'file');
  // The server's error goes to its field as the page loads, with script or without.
  const focusOnLoad = snapshot?.error?.field;

  return (
    <form
      ref={formRef}
      className={`${CONFIGURED_FORM_CLASS}${className ? ` ${className}` : ''}`}
      aria-label={name}
      noValidate
      method="post"
      action={formAction(pathname, search)}
      encType={hasFiles ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
    >
      <input type="hidden" name={FORM_FIELD} value={formId} />
      {captcha?.token ? <input type="hidden" name={CAPTCHA_FIELD} value={captcha.token} /> : null}
      {stamp ? <input type="hidden" name={STAMP_FIELD} value={stamp} /> : null}
      <div style={TRAP_STYLE} aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input type="text" id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {sections.map((section, si) => (
        <fieldset className="form-section" key={si}>
          {section.heading ? <legend className="form-section-heading">{section.heading}</legend> : null}
          <div className="form-grid">
            {section.fields.map((field) => {
              // Until script runs, no field is disabled: a visitor without it could not fill a branch
              // they chose (the server ignores the fields whose condition does not hold).
              const enabled = !hydrated || isEnabled(field, state.values);
              return (
                <FieldRow
                  key={field.kind === 'file' ? `${field.name}:${state.fileKeys[field.name] ?? 0}` : field.name}
                  field={field}
                  id={`${formId}-${field.name}`}
                  value={state.values[field.name] ?? ''}
                  file={state.files[field.name] ?? null}
                  error={state.errors[field.name]}
                  refile={state.refile.includes(field.name)}
                  enabled={enabled}
                  dispatch={dispatch}
                  captchaA={captcha?.a}
                  captchaB={captcha?.b}
                  autoFocus={focusOnLoad === field.name}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      {snapshot?.resend && state.status === 'idle' ? (
        <p className={`form-failure form-failure--${failure.style ?? 'banner'}`} role="status">
          {RESEND_NOTE}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className={`form-failure form-failure--${failure.style ?? 'banner'}`} role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="form-actions">
        {/* Sent back after the API failed: the button, beside the message, takes the focus. */}
        <button
          type="submit"
          className="button"
          disabled={sending}
          autoFocus={((snapshot?.status === 'failed' || snapshot?.resend) && !focusOnLoad) || undefined}
        >
          {sending ? submit.labels.sending : idleLabel}
        </button>
        {showProgress ? (
          <label className="form-progress">
            <span>{submit.progressLabel ?? 'Upload progress'}</span>
            <progress max={100} value={Math.round(state.progress * 100)}>
              {Math.round(state.progress * 100)}%
            </progress>
          </label>
        ) : null}
      </div>
      {state.status === 'success' && 'message' in success ? (
        <p className="form-success" role="status">
          {success.message}
        </p>
      ) : null}
    </form>
  );
}

interface SubmitOptions extends Pick<ConfiguredFormProps, 'formId' | 'submit' | 'success' | 'failure' | 'data'> {
  formRef: RefObject<HTMLFormElement | null>;
  /** What the visitor did before the code came: a submit is judged only once it is read back. */
  early: ReturnType<typeof useAdoptEarlyInput>;
  fields: readonly FieldConfig[];
  captchaField: CaptchaField | undefined;
  captcha: CaptchaQuestion | null;
  stamp: string | undefined;
  /** Asks for a new render stamp (and question): the one sent is spent. */
  renew: () => void;
  state: FormState;
  dispatch: (a: FormAction) => void;
}

/**
 * The form's submit: the rules checked (the first problem shown and focused), then the spec's
 * call with the proofs the site server asks for, then what success or failure does.
 */
function useSubmit({ formRef, early, formId, fields, captchaField, captcha, stamp, renew, state, dispatch, submit, success, failure, data }: SubmitOptions) {
  const navigate = useNavigate();
  const { pathname } = usePagePath();
  const language = useLocale().locale.code;
  const hosts = useHosts();
  const sending = state.status === 'sending';

  const focusField = (fieldName: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${fieldName}"]`);
    el?.focus();
  };

  // Set as a submission starts, before React renders 'sending': a second submit in the same moment (a
  // held one carried out as React replays the same event on the form it just hydrated) sends nothing.
  const inFlight = useRef(false);

  return (e: FormEvent) => {
    e.preventDefault();
    if (!early.submitNow((e.nativeEvent as SubmitEvent).submitter)) return;
    // A submit the page held before this code was live is this one (React answered it itself).
    if (formRef.current) takeHeldSubmit(formRef.current);
    if (sending || inFlight.current) return;
    const problem = validateForm(fields, state.values, state.files, { captcha: (answer) => captcha !== null && answer === captcha.a + captcha.b });
    if (problem) {
      dispatch({ type: 'invalid', name: problem.field, message: problem.message });
      focusField(problem.field);
      return;
    }
    dispatch({ type: 'sending' });
    inFlight.current = true;
    const trapInput = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const trap = trapInput instanceof HTMLInputElement && trapInput.value !== '';
    // Nothing to prove without a stamp, a signed question or a caught script (a page no site server sent: the dev server).
    const proofWith = (given: string | undefined) =>
      given || captcha?.token || trap
        ? encodeProof({
            form: formKey(pathname, formId),
            stamp: given,
            captcha: captcha?.token,
            answer: captchaField ? state.values[captchaField.name] : undefined,
            trap,
          })
        : null;
    const send = (given: string | undefined) => {
      const proof = proofWith(given);
      return submitForm({
        // The API answers in the page's language where it words anything; the body stays the spec's.
        headers: { 'Accept-Language': language, ...(proof ? { [PROOF_HEADER]: proof } : {}) },
        url: apiUrlOn(hosts, submit.endpoint),
        encoding: submit.encoding,
        // The form schema allows string values only under `extra`.
        entries: buildPayload(fields, state.values, state.files, submit.extra as Record<string, string> | undefined, data),
        onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
      });
    };
    // A stamp the API refuses (one good once and used already, or a cached page's shared stamp past its hour, in a
    // tab left open) is renewed from the site server (never cached), keeping its render time, and the send tried once more.
    send(stamp)
      .catch((err: unknown) =>
        err instanceof SubmitError && err.status === 400 && err.field === 'stamp' && hosts.siteServer
          ? fetchProof(pathname, formId, stamp).then((fresh) => send(fresh.stamp))
          : Promise.reject(err),
      )
      .finally(() => {
        inFlight.current = false;
      })
      .then(
        () => {
          if ('href' in success) navigate(success.href);
          else {
            dispatch({ type: 'succeeded', reset: success.reset !== false });
            renew();
          }
        },
        (err: unknown) => {
          console.error(err);
          dispatch({ type: 'failed', reset: failure.reset === true });
        },
      );
  };
}

interface FieldRowProps {
  field: FieldConfig;
  id: string;
  value: string;
  file: File | null;
  error: string | undefined;
  refile: boolean;
  enabled: boolean;
  dispatch: (a: FormAction) => void;
  captchaA: number | undefined;
  captchaB: number | undefined;
  autoFocus: boolean;
}

/**
 * One field and its box, memoized on what it shows: a form re-renders whole as it hydrates (its
 * branches turn off, what was typed early is read back) and at every keystroke, and only the rows
 * whose value, error or state changed render again (the vendor form's hydration was one 25-30 ms task).
 */
const FieldRow = memo(function FieldRow({ field, id, value, file, error, refile, enabled, dispatch, captchaA, captchaB, autoFocus }: FieldRowProps) {
  const describedBy =
    [field.kind === 'captcha' ? questionId(id) : '', refile ? noteId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  // Each kind's component takes that kind's field; the lookup by a union kind loses that pairing.
  const Field = fieldComponents[field.kind] as ComponentType<FieldProps>;
  const render = (options: Option[]) => (
    <Field
      field={field}
      id={id}
      value={value}
      file={file}
      error={error}
      disabled={!enabled}
      describedBy={describedBy}
      onValue={(next) => dispatch({ type: 'change', name: field.name, value: next })}
      onFile={(chosen) => dispatch({ type: 'choose', name: field.name, file: chosen })}
      options={options}
      captcha={captchaA !== undefined && captchaB !== undefined ? [captchaA, captchaB] : null}
      autoFocus={autoFocus || undefined}
    />
  );
  return (
    <div className={`form-field form-field--${field.kind}${field.width === 'half' ? ' form-field--half' : ''}${enabled ? '' : ' is-disabled'}`}>
      {field.kind === 'select' && !field.options ? (
        <FieldOptions name={field.name}>{render}</FieldOptions>
      ) : (
        render(field.kind === 'select' ? (field.options ?? []) : [])
      )}
      {refile ? (
        <p className="form-note" id={noteId(id)}>
          {REFILE_NOTE}
        </p>
      ) : null}
    </div>
  );
});

/** A select's options from the block's related call of that name (see optionSources). */
function FieldOptions({ name, children }: { name: string; children: (options: Option[]) => ReactNode }) {
  return <RemoteOptions promise={useRelatedData(name)}>{children}</RemoteOptions>;
}
