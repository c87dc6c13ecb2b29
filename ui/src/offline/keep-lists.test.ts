import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshKeptLists } from './keep-lists';
import { keptAnswer, setOfflineScope } from './reads';
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

  it('reads nothing when nobody is signed in', async () => {
    setOfflineScope(null);
    expect(await refreshKeptLists(['/api/catches'], token, HOUR)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
