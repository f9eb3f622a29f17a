import type { Registry } from '../engine/registry';
import contactDetails from './contact-details';
import detail from './detail';
import featureGrid from './feature-grid';
import formWizard from './form-wizard';
import messagePage from './message-page';
import pageIntro from './page-intro';
import paginatedList from './paginated-list';
import newsroomFeatured from './newsroom-featured';
import richText from './rich-text';
import videoEmbed from './video-embed';
import cardList from './card-list';

/** Every block type, one line each. The key is the `type` used in pages.config.json and the folder name. */
export const registry = {
  'contact-details': contactDetails,
  detail,
  'feature-grid': featureGrid,
  'form-wizard': formWizard,
  'message-page': messagePage,
  'page-intro': pageIntro,
  'paginated-list': paginatedList,
  'newsroom-featured': newsroomFeatured,
  'rich-text': richText,
  'video-embed': videoEmbed,
  'card-list': cardList,
} satisfies Registry;
