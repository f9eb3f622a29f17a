/**
 * A form built from config: sections of fields rendered through the field-component
 * map, checked by the rule engine on submit, sent by submitForm, then whatever the
 * config says success and failure do.
 */
import { useEffect, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldComponents } from './fields';
import { questionId } from './fields/CaptchaField';
import { errorId, type FieldProps } from './fields/types';
import { useFormState } from './formState';
import { useRemoteOptions } from './options';
import { buildPayload } from './payload';
import { isEnabled, validateForm } from './rules';
import type { FailureConfig, FieldConfig, SectionConfig, SubmitConfig, SuccessConfig } from './schema';
import { submitForm } from './submit';

export interface ConfiguredFormProps {
  /** Prefix for element ids, unique on the page. */
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

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A new question on every mount (spec §4: "on each page load"); made in an effect so server and client markup agree. */
function useCaptcha(fields: readonly FieldConfig[]): readonly [number, number] | null {
  const field = fields.find((f) => f.kind === 'captcha');
  const [pair, setPair] = useState<readonly [number, number] | null>(null);
  const min = field && field.kind === 'captcha' ? field.min : 0;
  const max = field && field.kind === 'captcha' ? field.max : 0;
  const has = Boolean(field);
  useEffect(() => {
    if (has) setPair([randomInt(min, max), randomInt(min, max)]);
  }, [has, min, max]);
  return pair;
}

export function ConfiguredForm({ formId, name, sections, submit, success, failure, data, className }: ConfiguredFormProps) {
  const fields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const [state, dispatch] = useFormState(fields);
  const options = useRemoteOptions(fields);
  const captcha = useCaptcha(fields);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const sending = state.status === 'sending';

  const focusField = (fieldName: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${fieldName}"]`);
    el?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const problem = validateForm(fields, state.values, state.files, { captchaSum: captcha ? captcha[0] + captcha[1] : undefined });
    if (problem) {
      dispatch({ type: 'invalid', name: problem.field, message: problem.message });
      focusField(problem.field);
      return;
    }
    dispatch({ type: 'sending' });
    submitForm({
      endpoint: submit.endpoint,
      encoding: submit.encoding,
      entries: buildPayload(fields, state.values, state.files, submit.extra as Record<string, string> | undefined, data),
      onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
    }).then(
      () => {
        if ('href' in success) navigate(success.href);
        else dispatch({ type: 'succeeded', reset: success.reset !== false });
      },
      (err: unknown) => {
        console.error(err);
        dispatch({ type: 'failed', reset: failure.reset === true });
      },
    );
  };

  const idleLabel = state.failedOnce ? (submit.labels.afterFailure ?? submit.labels.idle) : submit.labels.idle;
  const showProgress = sending && submit.encoding === 'multipart';

  return (
    <form ref={formRef} className={`configured-form${className ? ` ${className}` : ''}`} aria-label={name} noValidate onSubmit={onSubmit}>
      {sections.map((section, si) => (
        <fieldset className="form-section" key={si}>
          {section.heading ? <legend className="form-section-heading">{section.heading}</legend> : null}
          <div className="form-grid">
            {section.fields.map((field) => {
              const id = `${formId}-${field.name}`;
              const error = state.errors[field.name];
              const describedBy = [field.kind === 'captcha' ? questionId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
              const Field = fieldComponents[field.kind] as ComponentType<FieldProps>;
              const enabled = isEnabled(field, state.values);
              return (
                <div
                  key={field.kind === 'file' ? `${field.name}:${state.fileKeys[field.name] ?? 0}` : field.name}
                  className={`form-field form-field--${field.kind}${field.width === 'half' ? ' form-field--half' : ''}${enabled ? '' : ' is-disabled'}`}
                >
                  <Field
                    field={field}
                    id={id}
                    value={state.values[field.name] ?? ''}
                    file={state.files[field.name] ?? null}
                    error={error}
                    disabled={!enabled}
                    describedBy={describedBy}
                    onValue={(value) => dispatch({ type: 'change', name: field.name, value })}
                    onFile={(file) => dispatch({ type: 'choose', name: field.name, file })}
                    options={field.kind === 'select' ? (field.options ?? options[field.name] ?? []) : []}
                    captcha={captcha}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {state.status === 'failed' ? (
        <p className={`form-failure form-failure--${failure.style ?? 'banner'}`} role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
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
