import type { FieldOf } from '../schema';
import { FieldError } from './FieldError';
import { errorId, type FieldProps } from './types';

export function RadioField({ field, id, value, error, disabled, describedBy, onValue, autoFocus }: FieldProps<FieldOf<'radio'>>) {
  return (
    <fieldset className="form-radios" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={field.hideLabel ? 'visually-hidden' : 'form-label'}>{field.label}</legend>
      <div className="form-radios-options">
        {field.options.map((o, i) => (
          <label key={o.value} className="form-radio">
            <input
              // The first radio carries the group's id so focusing the field lands on it.
              id={i === 0 ? id : undefined}
              autoFocus={i === 0 ? autoFocus : undefined}
              type="radio"
              name={field.name}
              value={o.value}
              checked={value === o.value}
              disabled={disabled}
              onChange={() => onValue(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId(id)} message={error} />
    </fieldset>
  );
}
