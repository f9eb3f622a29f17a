declare module 'virtual:content-checks' {
  /** Precompiled JSON Schema checks of each content kind (tooling/content-checks.ts). */
  export const checks: Record<import('./content/kinds').ContentKind, (item: unknown) => boolean>;
}

declare module 'virtual:icon-files' {
  /** The address of an icon's file (tooling/icon-files.ts). */
  export const iconFile: (name: string) => string;
}
