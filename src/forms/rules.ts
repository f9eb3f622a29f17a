/**
 * The rule engine: pure functions over configured fields and the form's values.
 * Fields are checked in config order, each field's rules in order, and the first
 * failure wins: a visitor fixes one thing at a time, in the order the form reads.
 */
import type { FieldConfig, Rule } from './schema';
import { applyTransforms } from './transforms';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './controlCharacters';

export type Values = Record<string, string>;
/**
 * What the rules read of a chosen file: a browser's File, or the site server's record of
 * an upload it streamed to disk (forms posted without script). Both sides run these rules.
 */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}
export type Files<F extends FileLike = File> = Record<string, F | null>;

export interface RuleContext {
  /**
   * Whether a captcha answer is right: the browser compares it with the sum it shows, the
   * site server checks it against the question's signed token. Absent: no answer is right.
   */
  captcha?: ((answer: number) => boolean) | undefined;
}

export interface FieldError {
  field: string;
  message: string;
}

interface Input {
  value: string;
  file: FileLike | null;
  isFile: boolean;
}

type Checker<R extends Rule['rule']> = (rule: Extract<Rule, { rule: R }>, input: Input, ctx: RuleContext) => boolean;

const checks: { [R in Rule['rule']]: Checker<R> } = {
  required: (_rule, { value, file, isFile }) => (isFile ? file !== null : value !== ''),
  pattern: (rule, { value }) => value === '' || new RegExp(rule.pattern, rule.flags ?? '').test(value),
  fileType: (rule, { file }) => file === null || rule.types.includes(file.type),
  maxSize: (rule, { file }) => file === null || file.size <= rule.maxBytes,
  captcha: (_rule, { value }, ctx) => /^\d+$/.test(value) && ctx.captcha?.(Number(value)) === true,
};

function passes(rule: Rule, input: Input, ctx: RuleContext): boolean {
  // `checks` pairs each rule name with its checker; the lookup by a union name loses that pairing.
  return (checks[rule.rule] as Checker<Rule['rule']>)(rule, input, ctx);
}

/** Whether the field's condition holds (a field without one is always enabled). */
export function isEnabled(field: FieldConfig, values: Values): boolean {
  const when = field.enabledWhen;
  return !when || values[when.field] === when.equals;
}

/** The value the rules see and the payload carries: the raw value after the field's sending transforms. */
export function normalizedValue(field: FieldConfig, raw: string | undefined): string {
  const sending = 'sending' in field ? field.sending : undefined;
  return applyTransforms(raw ?? '', sending);
}

/** The first failing rule's message for one field, or null. A disabled field never fails. */
export function checkField(field: FieldConfig, values: Values, files: Files<FileLike>, ctx: RuleContext = {}): string | null {
  if (!isEnabled(field, values)) return null;
  const input: Input = {
    value: normalizedValue(field, values[field.name]),
    file: Object.hasOwn(files, field.name) ? (files[field.name] ?? null) : null,
    isFile: field.kind === 'file',
  };
  // Before the configured rules: no pattern or message of config has to think of them.
  if (!input.isFile && hasControlCharacters(input.value, field.kind === 'textarea')) return CONTROL_CHARACTER_MESSAGE;
  for (const rule of field.rules ?? []) {
    if (!passes(rule, input, ctx)) return rule.message;
  }
  return null;
}

/** Every field in order; stops at the first failure. */
export function validateForm(fields: readonly FieldConfig[], values: Values, files: Files<FileLike>, ctx: RuleContext = {}): FieldError | null {
  for (const field of fields) {
    const message = checkField(field, values, files, ctx);
    if (message !== null) return { field: field.name, message };
  }
  return null;
}

const ON_SELECT: ReadonlySet<Rule['rule']> = new Set(['fileType', 'maxSize']);

/** The file checks that report as soon as a file is chosen (type and size, not "required"). */
export function checkChosenFile(field: FieldConfig, file: FileLike | null): string | null {
  if (!file) return null;
  const input: Input = { value: '', file, isFile: true };
  for (const rule of field.rules ?? []) {
    if (ON_SELECT.has(rule.rule) && !passes(rule, input, {})) return rule.message;
  }
  return null;
}

/** Fields whose condition no longer holds once `values` apply: they must be emptied. */
export function disabledFields(fields: readonly FieldConfig[], values: Values): string[] {
  return fields.filter((f) => !isEnabled(f, values)).map((f) => f.name);
}
