/**
 * pages.config.json as the studio writes it: 2-space JSON with a final newline, keys in
 * the order they already have (JSON.parse keeps it, and edits replace values in place),
 * so a one-field edit is a one-line diff. The committed file is written the same way.
 */
export function formatConfig(config: unknown): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}
