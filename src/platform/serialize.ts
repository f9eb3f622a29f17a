const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inline <script>: no string in it can close the script (`</script>`),
 * open a comment (`<!--`) or end a JavaScript line (U+2028, U+2029), whatever the API sent.
 */
export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}
