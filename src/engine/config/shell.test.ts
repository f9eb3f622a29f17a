import { describe, expect, it } from 'vitest';
import { matchRoute } from './shell';

const shell = (...paths: string[]) => ({ routes: paths.map((path) => ({ path, title: path, blockTypes: [] })), notFoundPath: '/404' });

describe('matchRoute', () => {
  it('picks the route for a path, with its params', () => {
    const s = shell('/', '/projects', '/projects/:slug', '/404');
    expect(matchRoute(s, '/')).toEqual({ index: 0, params: {}, notFound: false });
    expect(matchRoute(s, '/projects/')).toEqual({ index: 1, params: {}, notFound: false });
    expect(matchRoute(s, '/projects/a%20b?x=1')).toEqual({ index: 2, params: { slug: 'a b' }, notFound: false });
  });

  it('ranks a fixed path above a pattern, whatever the config order', () => {
    const s = shell('/projects/:slug', '/projects/featured', '/404');
    expect(matchRoute(s, '/projects/featured').index).toBe(1);
    expect(matchRoute(s, '/projects/other').index).toBe(0);
  });

  it('gives unknown paths, malformed ones and the not-found path itself the not-found route', () => {
    const s = shell('/', '/projects/:slug', '/404');
    expect(matchRoute(s, '/nowhere')).toEqual({ index: 2, params: {}, notFound: true });
    expect(matchRoute(s, '/projects/%E0%A4')).toEqual({ index: 2, params: {}, notFound: true });
    expect(matchRoute(s, '/404').index).toBe(2);
  });
});
