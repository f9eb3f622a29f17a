import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointKinds } from '../../src/content/endpoints.ts';
import { contentKinds } from '../../src/content/kinds.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { registerContentRoutes } from './content-routes.ts';
import { ResponseCache } from './response-cache.ts';
import { getJson, postJson, startTestApi } from '../test/helpers.ts';

type Answer = { properties: { data: { items?: unknown; properties?: { list: { items: unknown } } } } };

describe("the API's answers are declared with the site's content schemas", () => {
  it('each read route answers 200 with the very schema object the site checks items against', async () => {
    const app = Fastify();
    const routes = new Map<string, RouteOptions>();
    app.addHook('onRoute', (route) => void routes.set(route.url, route));
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'kinds-')), 'api.sqlite'));
    migrate(db);
    registerContentRoutes(app, db, new ResponseCache());
    await app.ready();
    for (const [url, kind] of Object.entries(endpointKinds)) {
      const answer = (routes.get(url)?.schema?.response as Record<number, Answer> | undefined)?.[200];
      expect(answer, url).toBeDefined();
      const items = answer!.properties.data.properties?.list.items ?? answer!.properties.data.items;
      expect(items, url).toBe(contentKinds[kind]);
    }
    await app.close();
    db.close();
  });

  it('a list item carries exactly the fields its kind declares (a list leaves the detail HTML out)', async () => {
    const api = await startTestApi();
    try {
      const { json } = await postJson(api.url, '/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 });
      const declared = Object.keys(contentKinds.project.properties);
      expect(Object.keys(json.data.list[0]).sort()).toEqual(declared.filter((k) => k !== 'projectDetails').sort());
      const video = await getJson(api.url, '/api/HomePageVideo');
      expect(Object.keys(video.json.data[0])).toEqual(['videoUrl']);
    } finally {
      await api.close();
    }
  });
});
