import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPageRequest } from '../runtime/api';
import { refreshKeptLists } from './keep-lists';
import { keptAnswer, offlineScope, setOfflineScope } from './reads';
import { putSnapshot } from './store';

// The lists an angler needs on the water are read once a while after sign-in, so they are kept.

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  setOfflineScope(`angler-${crypto.randomUUID()}`);
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/stats') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify([{ id: url }]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOfflineScope(null);
});
const token = async () => 'token-1';
const HOUR = 60 * 60_000;

describe('refreshKeptLists', () => {
  it('reads the lists with no copy or an old one, keeps their answers, and leaves fresh copies alone', async () => {
    const scope = `angler-${crypto.randomUUID()}`;
    setOfflineScope(scope);
    await putSnapshot({ scope, path: '/api/setups', data: ['fresh'], fetchedAt: new Date(Date.now() - 60_000).toISOString() });
    await putSnapshot({ scope, path: '/api/catches', data: ['old'], fetchedAt: new Date(Date.now() - 2 * HOUR).toISOString() });
    const read = await refreshKeptLists(['/api/setups', '/api/catches', '/api/consumables', '/api/stats'], token, HOUR);
    expect(asked).toEqual(['/api/catches', '/api/consumables', '/api/stats']);
    // A list that could not be read keeps whatever copy it had (none here) and the rest go on.
    expect(read).toEqual(['/api/catches', '/api/consumables']);
    expect((await keptAnswer('/api/consumables'))?.data).toEqual([{ id: '/api/consumables' }]);
    expect((await keptAnswer('/api/setups'))?.data).toEqual(['fresh']);
  });

  it('keeps a page with its count and next cursor, and answers it without a network as the page it was', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify([{ id: 'newest' }]), { status: 200, headers: { 'content-type': 'application/json', 'X-Total-Count': '250', 'X-Next-Cursor': 'abc' } });
    });
    expect(await refreshKeptLists(['/api/catches?limit=1'], token, HOUR)).toEqual(['/api/catches?limit=1']);
    expect((await keptAnswer('/api/catches?limit=1'))?.data).toEqual({ items: [{ id: 'newest' }], total: 250, nextCursor: 'abc' });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const items = { parse: (data: unknown) => data as Array<{ id: string }> };
    expect(await apiPageRequest(token, '/api/catches?limit=1', items)).toEqual({ items: [{ id: 'newest' }], total: 250, nextCursor: 'abc' });
    // A whole list kept before pages were asked for reads as one last page.
    await putSnapshot({ scope: offlineScope()!, path: '/api/gear?limit=5', data: [{ id: 'a' }, { id: 'b' }], fetchedAt: new Date().toISOString() });
    expect(await apiPageRequest(token, '/api/gear?limit=5', items)).toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 2, nextCursor: null });
    // A page never read has no copy: the network's failure stands.
    await expect(apiPageRequest(token, '/api/catches?limit=1&cursor=abc', items)).rejects.toThrow('Failed to fetch');
  });

  it('keeps a first page that holds the whole list as the whole list too, and a longer one only as a page', async () => {
    const items = { parse: (data: unknown) => data as Array<{ id: string }> };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([{ id: 'a' }, { id: 'b' }]), { status: 200, headers: { 'X-Total-Count': '2' } }));
    await apiPageRequest(token, '/api/gear?limit=100', items, { whole: '/api/gear' });
    expect((await keptAnswer('/api/gear'))?.data).toEqual([{ id: 'a' }, { id: 'b' }]);

    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([{ id: 'c' }]), { status: 200, headers: { 'X-Total-Count': '250', 'X-Next-Cursor': 'n' } }));
    await apiPageRequest(token, '/api/consumables?limit=1', items, { whole: '/api/consumables' });
    expect(await keptAnswer('/api/consumables')).toBeUndefined();
  });

  it('reads nothing when nobody is signed in', async () => {
    setOfflineScope(null);
    expect(await refreshKeptLists(['/api/catches'], token, HOUR)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
