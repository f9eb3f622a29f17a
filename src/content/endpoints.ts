import type { ApiEndpoint } from '../data/source';
import type { ContentKind } from './kinds';

/** The nine option lists of the vendor form, each a read call of its own. */
export const vendorDropdowns = [
  'ConstitutionDdl',
  'SupplierDdl',
  'EPFDdl',
  'EsiDdl',
  'LcDdl',
  'MsmeRegistrationDdl',
  'MsmeTypeDdl',
  'HaveGstDdl',
  'IsPreviouslyAssociated',
] as const;

/** A read call of the contract: an ApiEndpoint whose kind is one the site has a schema for. */
export type ContractEndpoint = ApiEndpoint & { kind: ContentKind };

const paging = ['pageIndex', 'pageSize'];
/** A POST answering one page of a list; its body says which page, and how long pages are. */
const list = (kind: ContentKind, ...body: string[]): ContractEndpoint => ({ method: 'POST', select: 'list', kind, body: [...body, ...paging] });
/** A POST answering one item, found by its slug (a detail page's). */
const bySlug = (kind: ContentKind): ContractEndpoint => ({ method: 'POST', select: 'first', kind, body: ['slugName'] });
/** A GET answering every item at once, in data. */
const all = (kind: ContentKind): ContractEndpoint => ({ method: 'GET', select: 'array', kind });

/**
 * The API's read calls as the site may bind a block to them (the spec's table of calls): how each
 * is called, what its answer holds and which kind of item, and what its body needs. The config
 * check holds every `source` in pages.config.json to this (a deployment adds its own calls under
 * `api.endpoints` there); the submissions (forms) are not read calls and are not here.
 */
export const apiContract: Readonly<Record<string, ContractEndpoint>> = {
  '/api/HomePageVideo': all('home-video'),
  '/api/HomePageFeatured': list('project'),
  '/api/Announcement': list('announcement'),
  '/api/Client/GetAllClients': list('client'),
  '/api/Testimonial': list('testimonial'),
  '/api/InternationalForay/GetAllForays': list('foray'),
  '/api/Leadership/GetAllLeaders': list('leader'),
  '/api/Certificate/GetAllCertificates': list('certificate'),
  '/api/Download': list('document'),
  '/api/AnnualReturns/GetAllAnnualReturns': list('document'),
  '/api/Project/GetAllProject': list('project'),
  '/api/Project/GetProjectBYSlugName': bySlug('project'),
  '/api/Project/GetExploredProjectList': list('project', 'projectId'),
  '/api/CultureImage': list('culture-image'),
  '/api/Career/GetAllCareers': list('career'),
  '/api/Career/GetCareerBYSlugName': bySlug('career'),
  '/api/Blog/GetBlogsByCategory': list('blog', 'categoryId'),
  '/api/Blog/GetCategoryDropDownList': all('blog-category'),
  '/api/Blog/GetBlogBYSlugName': bySlug('blog'),
  '/api/Blog/GetExploredBlogList': list('blog', 'blogId'),
  '/api/Newsroom/GetFirstFourData': all('news'),
  '/api/Newsroom/GetAllNews': list('news'),
  '/api/Newsroom/GetNewsBYSlugName': bySlug('news'),
  '/api/Newsroom/GetExploredNewsList': list('news', 'newsId'),
  ...Object.fromEntries(vendorDropdowns.map((d) => [`/api/VendorDropDown/${d}`, all('option')])),
};

/** Each read call of the API and the kind of item its data carries (the data boundary checks each item against it). */
export const endpointKinds: Readonly<Record<string, ContentKind>> = Object.fromEntries(Object.entries(apiContract).map(([path, e]) => [path, e.kind]));
