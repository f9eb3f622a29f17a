import type { Registry } from '../engine/registry';
import announcements from './announcements';
import contactDetails from './contact-details';
import counters from './counters';
import detail from './detail';
import featureGrid from './feature-grid';
import formWizard from './form-wizard';
import hero from './hero';
import mediaText from './media-text';
import messagePage from './message-page';
import pageIntro from './page-intro';
import paginatedList from './paginated-list';
import newsroomFeatured from './newsroom-featured';
import richText from './rich-text';
import slider from './slider';
import videoEmbed from './video-embed';
import cardList from './card-list';
import documentList from './document-list';
import linkCards from './link-cards';
import gallery from './gallery';

/** Every block type, one line each. The key is the `type` used in pages.config.json and the folder name. */
export const registry = {
  announcements,
  'contact-details': contactDetails,
  counters,
  detail,
  'feature-grid': featureGrid,
  'form-wizard': formWizard,
  hero,
  'media-text': mediaText,
  'message-page': messagePage,
  'page-intro': pageIntro,
  'paginated-list': paginatedList,
  'newsroom-featured': newsroomFeatured,
  'rich-text': richText,
  slider,
  'video-embed': videoEmbed,
  'card-list': cardList,
  'document-list': documentList,
  'link-cards': linkCards,
  gallery,
} satisfies Registry;
