/** A concrete URL for each route path: a detail route (`/projects/:slug`) gets the first seeded item's slug from the API. */
const DETAILS: Record<string, { endpoint: string; body: object }> = {
  '/projects/:slug': { endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 1 } },
  '/careers/:slug': { endpoint: '/api/Career/GetAllCareers', body: { pageIndex: 1, pageSize: 1 } },
  '/blogs/:slug': { endpoint: '/api/Blog/GetBlogsByCategory', body: { categoryId: 0, pageIndex: 1, pageSize: 1 } },
  '/newsroom/:slug': { endpoint: '/api/Newsroom/GetAllNews', body: { pageIndex: 1, pageSize: 1 } },
};

export async function detailUrls(apiUrl: string): Promise<(path: string) => string> {
  const slugs = new Map<string, string>();
  for (const [path, { endpoint, body }] of Object.entries(DETAILS)) {
    const res = await fetch(new URL(endpoint, apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The seeded API's own answer (data.list), read as the harness reads it.
    const json = (await res.json()) as { data?: { list?: { slug?: string }[] } };
    const slug = json.data?.list?.[0]?.slug;
    if (!slug) throw new Error(`The API gave no item for ${path} (${endpoint})`);
    slugs.set(path, path.replace(':slug', slug));
  }
  return (path) => slugs.get(path) ?? path;
}
