/** "/projects/{slug}" + an item → "/projects/substation-at-agra": link targets come from config, values from data. */
export function fillLinkPattern(pattern: string, item: object): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String((item as Record<string, unknown>)[key] ?? '')));
}
