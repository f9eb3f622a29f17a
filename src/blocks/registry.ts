import type { Registry } from '../engine/registry';
import announcements from './announcements';
import cardList from './card-list';
import columns from './columns';
import contactDetails from './contact-details';
import counters from './counters';
import detail from './detail';
import documentList from './document-list';
import featureGrid from './feature-grid';
import formWizard from './form-wizard';
import gallery from './gallery';
import hero from './hero';
import linkCards from './link-cards';
import mediaText from './media-text';
import messagePage from './message-page';
import newsroomFeatured from './newsroom-featured';
import pageIntro from './page-intro';
import paginatedList from './paginated-list';
import richText from './rich-text';
import section from './section';
import slider from './slider';
import videoEmbed from './video-embed';

/** Every block type, one line each. The key is the `type` used in pages.config.json and the folder name. */
export const registry = {
  announcements,
  'card-list': cardList,
  columns,
  'contact-details': contactDetails,
  counters,
  detail,
  'document-list': documentList,
  'feature-grid': featureGrid,
  'form-wizard': formWizard,
  gallery,
  hero,
  'link-cards': linkCards,
  'media-text': mediaText,
  'message-page': messagePage,
  'newsroom-featured': newsroomFeatured,
  'page-intro': pageIntro,
  'paginated-list': paginatedList,
  'rich-text': richText,
  section,
  slider,
  'video-embed': videoEmbed,
} satisfies Registry;
