import { describe, expect, it } from 'vitest';
import { routeOfPath } from './route-table';

const routes = { '/trips': 'list', '/trips/:id': 'detail', '/stats': 'stats' };

describe('routeOfPath', () => {
  it('finds an exact path first, then a pattern with one segment for each :name', () => {
    expect(routeOfPath(routes, '/trips')).toBe('list');
    expect(routeOfPath(routes, '/trips/')).toBe('list');
    expect(routeOfPath(routes, '/trips/3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b')).toBe('detail');
    expect(routeOfPath(routes, '/trips/pending%3Aabc')).toBe('detail');
  });

  it('finds nothing for other paths, deeper paths or an empty segment', () => {
    expect(routeOfPath(routes, '/trips/a/b')).toBeUndefined();
    expect(routeOfPath(routes, '/gear')).toBeUndefined();
    expect(routeOfPath(routes, '/trips//')).toBe('list');
    expect(routeOfPath({ '/a/:id/b': 1 }, '/a//b')).toBeUndefined();
  });
});
