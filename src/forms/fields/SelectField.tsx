import type { FieldOf } from '../schema';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { errorId, type FieldProps } from './types';

export function SelectField({ field, id, value, error, disabled, describedBy, onValue, options, autoFocus }: FieldProps<FieldOf<'select'>>) {
  return (
    <>
      <Label field={field} htmlFor={id} />
      <select
        id={id}
        name={field.name}
        value={value}
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{field.placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId(id)} message={error} />
    </>
  );
}
