/** The studio API's answers, shared by its server and client. */
import type { BlockSchemas } from '../../src/engine/config/validate';
import type { SiteConfig } from '../../src/engine/types';
import type { PreviewState } from './messages';

export interface StudioState {
  config: SiteConfig;
  /** The file's version as read: a save names it, so a file changed meanwhile is never overwritten. */
  version: string;
  problems: string[];
  /** Each block type's props schema: the ones the build validates with. */
  blockSchemas: BlockSchemas;
  /** A block entry's own schema (type, id, props, source). */
  blockSchema: object;
  siteSchema: object;
  file: string;
}

export interface EditAnswer {
  problems: string[];
  preview?: PreviewState;
}

export interface DiffAnswer {
  diff: string;
  changedOnDisk: boolean;
  /** The file's version now: naming it in a save overwrites the file deliberately. */
  diskVersion: string;
  problems: string[];
}

export type SaveAnswer =
  { kind: 'saved'; version: string; text: string } | { kind: 'invalid'; problems: string[] } | { kind: 'changed-on-disk'; version: string; diff: string };
