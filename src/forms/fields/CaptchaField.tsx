import type { FieldOf } from '../schema';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { errorId, type FieldProps } from './types';

export const questionId = (id: string) => `${id}-question`;

export function CaptchaField({ field, id, value, error, disabled, describedBy, onValue, captcha, autoFocus }: FieldProps<FieldOf<'captcha'>>) {
  return (
    <>
      <Label field={field} htmlFor={id} />
      <div className="form-captcha">
        <span className="form-captcha-question" id={questionId(id)}>
          {field.questionLabel ? `${field.questionLabel} ` : null}
          {captcha ? `${captcha[0]} + ${captcha[1]}` : '\u00a0'}
        </span>
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onValue(e.target.value)}
        />
      </div>
      <FieldError id={errorId(id)} message={error} />
    </>
  );
}
