import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_LOG_PAGE_SIZE, GEAR_PAGE_SIZE } from '@tackle/contracts';
import { apiRequest, notePosition, resetApiState } from './api';
import { EARLY_PAGE_SIZES, EARLY_READ_MAX_AGE_MS, earlyReadPaths, startEarlyReads, takeEarlyRead } from './early-reads';

// Decision 149: reads the shell starts before the app has loaded, taken once by the API client.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return answer(url);
    }),
  );
  return calls;
}

describe('early reads', () => {
  beforeEach(() => resetApiState());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("names the reads of every signed-in page and a list's first page exactly as the list asks for it", () => {
    // The consumables page's own size is checked beside it (mfe-gear/src/consumables/queries.test.ts).
    expect(EARLY_PAGE_SIZES).toMatchObject({ gear: GEAR_PAGE_SIZE, catches: CATCH_LOG_PAGE_SIZE });
    expect(earlyReadPaths('/catches', '')).toEqual(['/api/user', '/api/settings', '/api/trips', `/api/catches?limit=${CATCH_LOG_PAGE_SIZE}`]);
    expect(earlyReadPaths('/gear/', '')).toContain(`/api/gear?limit=${GEAR_PAGE_SIZE}`);
    expect(earlyReadPaths('/dashboard', '')).toContain('/api/dashboard');
    // A list opened with a filter in its address asks for another first page: only the common reads.
    expect(earlyReadPaths('/consumables', '?lowStock=true')).toEqual(['/api/user', '/api/settings', '/api/trips']);
    expect(earlyReadPaths('/stats', '')).toEqual(['/api/user', '/api/settings', '/api/trips', '/api/stats']);
    expect(earlyReadPaths('/storage', '')).toContain('/api/storage-locations');
    expect(earlyReadPaths('/setups', '')).toEqual(['/api/user', '/api/settings', '/api/trips', '/api/setups']);
    expect(earlyReadPaths('/fish-spots', '')).toEqual(['/api/user', '/api/settings', '/api/trips']);
  });

  it("reads a trip's page's trip and catches together, as the page asks for them (decision 158)", () => {
    const id = '3bb69e62-ba79-48ff-b3e6-5a3c73fed69b';
    expect(earlyReadPaths(`/trips/${id}`, '')).toEqual(['/api/user', '/api/settings', '/api/trips', `/api/trips/${id}`, `/api/catches?tripId=${id}`]);
    expect(earlyReadPaths(`/trips/${id}/`, '')).toContain(`/api/trips/${id}`);
    // A trip made offline and not yet sent is not on the server: its page reads nothing of it.
    expect(earlyReadPaths('/trips/pending:7', '')).toEqual(['/api/user', '/api/settings', '/api/trips']);
    expect(earlyReadPaths('/trips/../api/user', '')).toEqual(['/api/user', '/api/settings', '/api/trips']);
  });

  it('is taken by the API client once, instead of asking again', async () => {
    const calls = stubFetch(() => json({ id: 'u1', username: 'sam' }));
    startEarlyReads(['/api/user'], 'tok');
    expect(calls).toEqual(['/api/user']);
    await expect(apiRequest(async () => 'tok', '/api/user')).resolves.toEqual({ id: 'u1', username: 'sam' });
    expect(calls).toHaveLength(1);
    // Taken once: the next read asks the server.
    await apiRequest(async () => 'tok', '/api/user');
    expect(calls).toHaveLength(2);
  });

  it('is not used with another token, after a write of this page (read-your-writes), when old, or when it failed', async () => {
    const calls = stubFetch((url) => (calls.length === 1 && url === '/api/trips' ? json({ message: 'expired' }, 401) : json([])));
    startEarlyReads(['/api/trips'], 'old-token');
    await apiRequest(async () => 'new-token', '/api/trips');
    expect(calls).toEqual(['/api/trips', '/api/trips']);

    // A refused early answer: asked again, and that answer is the one used.
    calls.length = 0;
    startEarlyReads(['/api/trips'], 'tok');
    await expect(apiRequest(async () => 'tok', '/api/trips')).resolves.toEqual([]);
    expect(calls).toEqual(['/api/trips', '/api/trips']);

    // A write of this page: the early answers not taken were read before it.
    calls.length = 0;
    startEarlyReads(['/api/settings'], 'tok');
    await apiRequest(async () => 'tok', '/api/settings', { method: 'PUT', body: { units: 'metric' } });
    await apiRequest(async () => 'tok', '/api/settings');
    expect(calls).toEqual(['/api/settings', '/api/settings', '/api/settings']);

    // A position learned from another answer does not stop it (every answer carries one).
    calls.length = 0;
    startEarlyReads(['/api/setups'], 'tok');
    notePosition('42');
    await apiRequest(async () => 'tok', '/api/setups');
    expect(calls).toEqual(['/api/setups']);

    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyReads(['/api/dashboard'], 'tok');
    vi.setSystemTime(Date.now() + EARLY_READ_MAX_AGE_MS + 1);
    expect(takeEarlyRead('/api/dashboard', 'tok')).toBeNull();
  });

  it('offline: a failed early read falls back to the kept copy path like any read', async () => {
    const calls = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads(['/api/user'], 'tok');
    await expect(apiRequest(async () => 'tok', '/api/user')).rejects.toThrow('Failed to fetch');
    expect(calls).toEqual(['/api/user', '/api/user']);
  });
});
