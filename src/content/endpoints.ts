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

/** Each read call of the API and the kind of item its data carries. */
export const endpointKinds: Record<string, ContentKind> = {
  '/api/HomePageVideo': 'home-video',
  '/api/HomePageFeatured': 'project',
  '/api/Announcement': 'announcement',
  '/api/Client/GetAllClients': 'client',
  '/api/Testimonial': 'testimonial',
  '/api/InternationalForay/GetAllForays': 'foray',
  '/api/Leadership/GetAllLeaders': 'leader',
  '/api/Certificate/GetAllCertificates': 'certificate',
  '/api/Download': 'document',
  '/api/AnnualReturns/GetAllAnnualReturns': 'document',
  '/api/Project/GetAllProject': 'project',
  '/api/Project/GetProjectBYSlugName': 'project',
  '/api/Project/GetExploredProjectList': 'project',
  '/api/CultureImage': 'culture-image',
  '/api/Career/GetAllCareers': 'career',
  '/api/Career/GetCareerBYSlugName': 'career',
  '/api/Blog/GetBlogsByCategory': 'blog',
  '/api/Blog/GetCategoryDropDownList': 'blog-category',
  '/api/Blog/GetBlogBYSlugName': 'blog',
  '/api/Blog/GetExploredBlogList': 'blog',
  '/api/Newsroom/GetFirstFourData': 'news',
  '/api/Newsroom/GetAllNews': 'news',
  '/api/Newsroom/GetNewsBYSlugName': 'news',
  '/api/Newsroom/GetExploredNewsList': 'news',
  ...Object.fromEntries(vendorDropdowns.map((d) => [`/api/VendorDropDown/${d}`, 'option' as const])),
};
