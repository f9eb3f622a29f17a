declare module 'virtual:content-checks' {
  /** Precompiled JSON Schema checks of each content kind (build/content-checks.ts). */
  export const checks: Record<import('./content/kinds').ContentKind, (item: unknown) => boolean>;
}
