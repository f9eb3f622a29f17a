import type { FieldOf } from '../schema';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { errorId, type FieldProps } from './types';

type TextKind = 'text' | 'email' | 'tel' | 'numeric' | 'date';

// `email` stays a text input for the browser: the form shows its own messages (noValidate).
const inputType: Record<TextKind, string> = { text: 'text', email: 'email', tel: 'tel', numeric: 'text', date: 'date' };

/**
 * Addresses, phone numbers, figures and codes typed in capitals or digits (GSTIN, PAN) are
 * written left to right in every language: on an Arabic page their field stays left to right.
 */
function leftToRight(field: FieldOf<TextKind>): boolean {
  if (field.kind === 'email' || field.kind === 'tel' || field.kind === 'numeric') return true;
  const typing: readonly string[] = 'typing' in field && Array.isArray(field.typing) ? field.typing : [];
  return typing.includes('uppercase') || typing.includes('digitsOnly');
}

export function TextField({ field, id, value, error, disabled, describedBy, onValue, autoFocus }: FieldProps<FieldOf<TextKind>>) {
  const extra = 'placeholder' in field ? field : undefined;
  return (
    <>
      <Label field={field} htmlFor={id} />
      <input
        id={id}
        name={field.name}
        type={inputType[field.kind]}
        inputMode={field.kind === 'numeric' ? 'numeric' : undefined}
        dir={leftToRight(field) ? 'ltr' : undefined}
        value={value}
        autoFocus={autoFocus}
        disabled={disabled}
        placeholder={extra?.placeholder}
        autoComplete={extra?.autoComplete}
        maxLength={extra?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      <FieldError id={errorId(id)} message={error} />
    </>
  );
}

export function TextAreaField({ field, id, value, error, disabled, describedBy, onValue, autoFocus }: FieldProps<FieldOf<'textarea'>>) {
  return (
    <>
      <Label field={field} htmlFor={id} />
      <textarea
        id={id}
        name={field.name}
        value={value}
        autoFocus={autoFocus}
        rows={field.rows ?? 5}
        disabled={disabled}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      <FieldError id={errorId(id)} message={error} />
    </>
  );
}
