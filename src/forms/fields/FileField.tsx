import type { FieldOf } from '../schema';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { errorId, type FieldProps } from './types';

/** Uncontrolled (browsers allow no other); the form remounts it with a new key to empty it. */
export function FileField({ field, id, error, disabled, describedBy, onFile, autoFocus }: FieldProps<FieldOf<'file'>>) {
  return (
    <>
      <Label field={field} htmlFor={id} />
      <input
        id={id}
        name={field.name}
        type="file"
        accept={field.accept}
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      <FieldError id={errorId(id)} message={error} />
    </>
  );
}
