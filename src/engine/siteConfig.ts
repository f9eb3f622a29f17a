import raw from '../../pages.config.json';
import type { SiteConfig } from './types';

/**
 * pages.config.json, validated by ajv at build and in dev before this module is
 * ever bundled (see vite.config.ts), so the browser trusts it as typed.
 */
export const siteConfig = raw as unknown as SiteConfig;
