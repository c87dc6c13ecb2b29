import { describe, expect, it } from 'vitest';
import { answersPageLoad, isStalePagesCache, pageCacheKey, pagesCacheName, pageVerdict, type PageAnswer } from './navigation';

const page = (answer: Partial<PageAnswer>): PageAnswer => ({
  status: 200,
  type: 'basic',
  contentType: 'text/html; charset=utf-8',
  build: 'v1',
  ...answer,
});

describe('a page load answered by the network', () => {
  it('is shown and kept when it is a page of the worker’s own build', () => {
    expect(pageVerdict(page({}), 'v1')).toBe('store');
  });

  it('is replaced by the kept copy when it belongs to another build (no old remotes under a new shell)', () => {
    expect(pageVerdict(page({ build: 'v2' }), 'v1')).toBe('cached');
  });

  it('is replaced by the kept copy when the server fails', () => {
    expect(pageVerdict(page({ status: 502, contentType: 'text/plain', build: null }), 'v1')).toBe('cached');
    expect(pageVerdict(page({ status: 503 }), 'v1')).toBe('cached');
  });

  it('is shown as it is, and not kept, when there is nothing to compare', () => {
    expect(pageVerdict(page({ type: 'opaqueredirect', status: 0, contentType: null, build: null }), 'v1')).toBe('show');
    expect(pageVerdict(page({ status: 404 }), 'v1')).toBe('show');
    expect(pageVerdict(page({ contentType: 'application/json' }), 'v1')).toBe('show');
    expect(pageVerdict(page({ build: null }), 'v1')).toBe('show');
  });
});

describe('the page loads the worker answers', () => {
  const origin = 'https://tackle.example';
  it('are the site’s own routes', () => {
    for (const path of ['/', '/dashboard', '/gear', '/techniques', '/auth', '/auth/callback']) {
      expect(answersPageLoad(new URL(path, origin), origin), path).toBe(true);
    }
  });

  it('are never the API, the identity provider or another site', () => {
    for (const path of ['/api/gear', '/api/docs', '/idp', '/idp/auth', '/idp/interaction/abc', '/idp/session/end']) {
      expect(answersPageLoad(new URL(path, origin), origin), path).toBe(false);
    }
    expect(answersPageLoad(new URL('https://other.example/gear'), origin)).toBe(false);
  });
});

describe('the kept pages', () => {
  it('are kept by path, whatever the query', () => {
    expect(pageCacheKey(new URL('https://tackle.example/gear?view=table#x'))).toBe('https://tackle.example/gear');
  });

  it('of another build are stale; other caches are not the worker’s to delete', () => {
    expect(isStalePagesCache(pagesCacheName('v1'), 'v2')).toBe(true);
    expect(isStalePagesCache(pagesCacheName('v2'), 'v2')).toBe(false);
    expect(isStalePagesCache('workbox-precache-v2-https://tackle.example/', 'v2')).toBe(false);
    expect(isStalePagesCache('tackle-app-config', 'v2')).toBe(false);
  });
});
