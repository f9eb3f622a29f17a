/**
 * A form's UI state as a reducer: values, chosen files, the error shown per field,
 * and the submission status. Conditional fields are emptied here, in one place,
 * whenever the value they depend on changes.
 */
import { useMemo, useReducer } from 'react';
import type { FormSnapshot } from './snapshot';
import { checkChosenFile, disabledFields, type Files, type Values } from './rules';
import type { FieldConfig } from './schema';
import { applyTransforms } from './transforms';

export type Status = 'idle' | 'sending' | 'success' | 'failed';

export interface FormState {
  values: Values;
  files: Files;
  errors: Record<string, string>;
  status: Status;
  /** Some forms relabel their button once a submission has failed. */
  failedOnce: boolean;
  progress: number;
  /** Bumped to remount a file input, the only way to empty one. */
  fileKeys: Record<string, number>;
  /** File fields whose file the server could not give back (posted without script): choose again. */
  refile: string[];
}

export type FormAction =
  | { type: 'change'; name: string; value: string }
  | { type: 'choose'; name: string; file: File | null }
  /** What the page's fields hold as the form's code takes it over (typed, chosen or autofilled before). */
  | { type: 'adopt'; values: Values; files: Files }
  | { type: 'invalid'; name: string; message: string }
  | { type: 'sending' }
  | { type: 'progress'; fraction: number }
  | { type: 'succeeded'; reset: boolean }
  | { type: 'failed'; reset: boolean };

function emptyState(fields: readonly FieldConfig[], keys: Record<string, number> = {}): Omit<FormState, 'status' | 'failedOnce' | 'refile'> {
  const values: Values = {};
  const files: Files = {};
  const fileKeys: Record<string, number> = {};
  for (const f of fields) {
    if (f.kind === 'file') {
      files[f.name] = null;
      fileKeys[f.name] = (keys[f.name] ?? 0) + 1;
    } else values[f.name] = '';
  }
  return { values, files, errors: {}, progress: 0, fileKeys };
}

/** An empty form, or the one the site server rendered (a form posted without script came back). */
export function initialFormState(fields: readonly FieldConfig[], snapshot?: FormSnapshot): FormState {
  const empty = emptyState(fields);
  if (!snapshot) return { ...empty, status: 'idle', failedOnce: false, refile: [] };
  const values = { ...empty.values };
  for (const name of Object.keys(values)) values[name] = snapshot.values?.[name] ?? '';
  return {
    ...empty,
    values,
    errors: snapshot.error ? { [snapshot.error.field]: snapshot.error.message } : {},
    status: snapshot.status ?? 'idle',
    failedOnce: snapshot.status === 'failed',
    refile: snapshot.refile ?? [],
  };
}

/** Empties the fields whose condition stopped holding, with their errors. */
function clearDisabled(fields: readonly FieldConfig[], s: FormState): FormState {
  const off = disabledFields(fields, s.values);
  if (!off.length) return s;
  const values = { ...s.values };
  const files = { ...s.files };
  const errors = { ...s.errors };
  const fileKeys = { ...s.fileKeys };
  for (const name of off) {
    delete errors[name];
    if (name in files) {
      if (files[name] !== null) fileKeys[name] = (fileKeys[name] ?? 0) + 1;
      files[name] = null;
    } else values[name] = '';
  }
  return { ...s, values, files, errors, fileKeys };
}

function without(errors: Record<string, string>, name: string): Record<string, string> {
  if (!(name in errors)) return errors;
  const next = { ...errors };
  delete next[name];
  return next;
}

/** Editing hides the success and failure messages (the footer sign-up): they speak of what was sent, not of what is typed. */
const settle = (status: Status): Status => (status === 'sending' ? status : 'idle');

export function formReducer(fields: readonly FieldConfig[]) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const step = (s: FormState, a: FormAction): FormState => {
    switch (a.type) {
      case 'change': {
        const field = byName.get(a.name);
        const typing = field && 'typing' in field ? field.typing : undefined;
        const value = applyTransforms(a.value, typing);
        const next = { ...s, values: { ...s.values, [a.name]: value }, errors: without(s.errors, a.name), status: settle(s.status) };
        return clearDisabled(fields, next);
      }
      case 'choose': {
        const field = byName.get(a.name);
        const message = field ? checkChosenFile(field, a.file) : null;
        const errors = without(s.errors, a.name);
        return {
          ...s,
          refile: s.refile.filter((n) => n !== a.name),
          files: { ...s.files, [a.name]: a.file },
          errors: message ? { ...errors, [a.name]: message } : errors,
          status: settle(s.status),
        };
      }
      case 'adopt': {
        // Each value and file as if typed or chosen now, then, once every value is in, a field whose
        // condition no longer holds is emptied whatever order the fields come in (a file chosen before its "No").
        let next = s;
        for (const [name, value] of Object.entries(a.values)) if (value !== next.values[name]) next = step(next, { type: 'change', name, value });
        for (const [name, file] of Object.entries(a.files)) if (file) next = step(next, { type: 'choose', name, file });
        return clearDisabled(fields, next);
      }
      case 'invalid':
        return { ...s, errors: { [a.name]: a.message } };
      case 'sending':
        return { ...s, status: 'sending', progress: 0, errors: {} };
      case 'progress':
        return { ...s, progress: a.fraction };
      case 'succeeded':
        return a.reset ? { ...s, ...emptyState(fields, s.fileKeys), status: 'success', refile: [] } : { ...s, status: 'success' };
      case 'failed':
        return a.reset
          ? { ...s, ...emptyState(fields, s.fileKeys), status: 'failed', failedOnce: true, refile: [] }
          : { ...s, status: 'failed', failedOnce: true };
    }
  };
  return step;
}

export function useFormState(fields: readonly FieldConfig[], snapshot?: FormSnapshot) {
  const reducer = useMemo(() => formReducer(fields), [fields]);
  return useReducer(reducer, fields, (f) => initialFormState(f, snapshot));
}
