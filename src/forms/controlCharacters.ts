/**
 * Characters no form field needs and an operator's terminal obeys: C0 and C1 control
 * characters (escape sequences, carriage returns that overwrite a line) and the marks that
 * reorder text (U+202E shows a name backwards). A multi-line field keeps its tabs and
 * newlines; a single-line field keeps tabs only. Checked in the browser, on the site server
 * and in the API alike.
 */
/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The message of a field holding such a character. */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this field!';

export function hasControlCharacters(value: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}

/** Browsers send a multi-line field's line breaks as CRLF: one newline each, as typed. */
export const normalizeNewlines = (value: string) => value.replace(/\r\n?/g, '\n');

/** A file name as it is kept: without any of them, at most 255 characters. */
export function cleanFileName(name: string, fallback = 'file'): string {
  return name.replace(CONTROL_ALL, '').slice(0, 255) || fallback;
}

/** Anything unprintable shown as an escape (`\x1b`, `\u202e`), newlines included: what a terminal may print. */
export function escapeUnprintable(text: string): string {
  return text.replace(CONTROL_ALL, (c) => {
    const code = c.charCodeAt(0);
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
