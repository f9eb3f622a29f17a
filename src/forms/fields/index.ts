import type { ComponentType } from 'react';
import type { FieldKind, FieldOf } from '../schema';
import { CaptchaField } from './CaptchaField';
import { FileField } from './FileField';
import { RadioField } from './RadioField';
import { SelectField } from './SelectField';
import { TextAreaField, TextField } from './TextField';
import type { FieldProps } from './types';

/** One component per field kind; adding a kind is one schema variant and one line here. */
export const fieldComponents: { [K in FieldKind]: ComponentType<FieldProps<FieldOf<K>>> } = {
  text: TextField,
  email: TextField,
  tel: TextField,
  numeric: TextField,
  date: TextField,
  textarea: TextAreaField,
  select: SelectField,
  radio: RadioField,
  file: FileField,
  captcha: CaptchaField,
};
