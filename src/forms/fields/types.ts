import type { Option } from '../options';
import type { FieldConfig } from '../schema';

/** What every field component receives; `field` narrows to its own kind. */
export interface FieldProps<F extends FieldConfig = FieldConfig> {
  field: F;
  /** The input's id; the label points at it and the error's id derives from it. */
  id: string;
  value: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  /** Space-separated ids describing the input (its error, a hint). */
  describedBy: string | undefined;
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
  options: Option[];
  /** The captcha's two numbers, once generated. */
  captcha: readonly [number, number] | null;
  /** The page came back from the site server with this field's error: the browser focuses it, script or not. */
  autoFocus?: boolean;
}

export const errorId = (id: string) => `${id}-error`;
