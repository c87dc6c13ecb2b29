import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDataDir } from '@tackle/test-support';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import type { AppState } from '../src/http/app';
import { entityTags } from '../src/http/entity-tags';
import { answerList } from '../src/http/paging';

// Kept list answers (docs/decisions/136-list-answer-cache.md): an unchanged list is sent again
// without reading the store or hashing it again; any write of the owner's makes the next answer fresh.

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serve() {
  const data = tempDataDir('tackle-answer-cache-');
  const store = new SqliteReadStore(join(data.dir, 'read.sqlite'));
  const app = new Koa<AppState>();
  app.use(entityTags());
  app.use(async (ctx) => {
    // The signed-in user, as the auth middleware gives it.
    ctx.state.user = { id: String(ctx.get('x-user')), username: 'angler' };
    await answerList(ctx, store, 'gear', ctx.state.user.id, { sort: { field: 'createdAt', direction: 'desc' } });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  cleanups.push(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    data.remove();
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (user: string, path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers: { 'x-user': user, ...headers } });
    return { status: res.status, body: await res.text(), etag: res.headers.get('etag'), total: res.headers.get('x-total-count'), next: res.headers.get('x-next-cursor') };
  };
  return { store, get };
}

const gear = (id: string, userId: string, day: number) => ({ id, userId, name: `Rod ${id}`, createdAt: `2026-01-${String(day).padStart(2, '0')}` });

describe('kept list answers', () => {
  it('sends an unchanged list again without reading the store, with the same body, page headers and tag', async () => {
    const { store, get } = await serve();
    for (let i = 1; i <= 3; i++) await store.put('gear', `a${i}`, gear(`a${i}`, 'alice', i), i);
    const findJson = vi.spyOn(store, 'findJson');
    const find = vi.spyOn(store, 'find');

    const whole = await get('alice', '/gear');
    const again = await get('alice', '/gear');
    expect(JSON.parse(again.body).map((item: { id: string }) => item.id)).toEqual(['a3', 'a2', 'a1']);
    expect(again).toEqual(whole);
    expect(findJson).toHaveBeenCalledTimes(1);

    const page = await get('alice', '/gear?limit=2');
    const pageAgain = await get('alice', '/gear?limit=2');
    expect(pageAgain).toEqual(page);
    expect(pageAgain).toMatchObject({ total: '3', next: expect.any(String) });
    expect(find).toHaveBeenCalledTimes(1);

    // Revalidation of the kept answer is a 304 with the same tag.
    expect(await get('alice', '/gear', { 'if-none-match': whole.etag! })).toMatchObject({ status: 304, etag: whole.etag });
  });

  it("answers fresh after any write of the owner's, a removal included, and never another angler's answer", async () => {
    const { store, get } = await serve();
    await store.put('gear', 'a1', gear('a1', 'alice', 1), 1);
    await store.put('gear', 'b1', gear('b1', 'bob', 1), 2);
    const first = await get('alice', '/gear');
    expect(JSON.parse(first.body)).toHaveLength(1);
    expect(JSON.parse((await get('bob', '/gear')).body)[0].id).toBe('b1');

    await store.put('gear', 'a2', gear('a2', 'alice', 2), 3);
    const added = await get('alice', '/gear');
    expect(JSON.parse(added.body).map((item: { id: string }) => item.id)).toEqual(['a2', 'a1']);
    expect(added.etag).not.toBe(first.etag);

    await store.remove('gear', 'a1', 4);
    expect(JSON.parse((await get('alice', '/gear')).body).map((item: { id: string }) => item.id)).toEqual(['a2']);
    // The old tag no longer matches: the changed list is sent in full.
    expect((await get('alice', '/gear', { 'if-none-match': added.etag! })).status).toBe(200);
  });
});
