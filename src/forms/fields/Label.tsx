import type { FieldConfig } from '../schema';

export function Label({ field, htmlFor }: { field: FieldConfig; htmlFor: string }) {
  return (
    <label className={field.hideLabel ? 'visually-hidden' : 'form-label'} htmlFor={htmlFor}>
      {field.label}
    </label>
  );
}
