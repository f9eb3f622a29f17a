import type { AnnouncementItem } from './announcement/schema';
import type { BlogCategory } from './blog-category/schema';
import type { BlogItem } from './blog/schema';
import type { CareerItem } from './career/schema';
import type { CertificateItem } from './certificate/schema';
import type { ClientItem } from './client/schema';
import type { CultureImageItem } from './culture-image/schema';
import type { DocumentItem } from './document/schema';
import type { ForayItem } from './foray/schema';
import type { HomeVideo } from './home-video/schema';
import type { ContentKind } from './kinds';
import type { LeaderItem } from './leader/schema';
import type { NewsItem } from './news/schema';
import type { OptionItem } from './option/schema';
import type { ProjectItem } from './project/schema';
import type { TestimonialItem } from './testimonial/schema';

/** Each content kind (kinds.ts) → the type of one of its items, as its schema describes it. A kind without one fails to compile. */
export interface ContentItems extends Record<ContentKind, unknown> {
  announcement: AnnouncementItem;
  blog: BlogItem;
  'blog-category': BlogCategory;
  career: CareerItem;
  certificate: CertificateItem;
  client: ClientItem;
  'culture-image': CultureImageItem;
  document: DocumentItem;
  foray: ForayItem;
  'home-video': HomeVideo;
  leader: LeaderItem;
  news: NewsItem;
  option: OptionItem;
  project: ProjectItem;
  testimonial: TestimonialItem;
}

/** The item a block with this schema shows, from its binding's `shows` ("x-binding"): fixed, or the one of each kind its prop can choose. */
export type ShownItem<S> = S extends { 'x-binding': { shows: infer K extends ContentKind } }
  ? ContentItems[K]
  : S extends { 'x-binding': { shows: { kinds: infer M extends Record<string, ContentKind> } } }
    ? ContentItems[M[keyof M]]
    : never;

/**
 * For a block whose prop chooses what it shows: each value of that prop → the item it shows
 * (the slider's `item: 'logo'` → a client). A block dispatching on the prop indexes this with it.
 */
export type ShownItemsBy<S> = S extends { 'x-binding': { shows: { kinds: infer M extends Record<string, ContentKind> } } }
  ? { [V in keyof M]: ContentItems[M[V]] }
  : never;
