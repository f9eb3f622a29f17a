/** What the studio's publishing routes answer its page (the site's own answers pass through as they are). */
export type { DiffSummary, PublishAnswer, Refusal, RollbackAnswer, VersionAnswer, VersionsAnswer } from '../../server/publishClient';
import type { PreviewAnswer } from '../../server/publishClient';

export type PublishStatus = { configured: true; site: string; author: string } | { configured: false; hint: string };

/** A preview link, with the whole address of the page being edited on the live site. */
export type PreviewLinkAnswer = PreviewAnswer & { url: string };
