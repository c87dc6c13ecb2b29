import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';
import { rawGet } from './static-site';

// Compressed answers and ETags on the API (docs/decisions/130-lean-lists-compression-and-etags.md).

describe('API compression and ETags', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');
  const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  /** Enough gear that the list is well above the compression threshold. */
  async function someGear(user: TestUser, count: number) {
    let position = 0;
    for (let i = 0; i < count; i++) ({ position } = await h.addGear(user, { name: `Rod ${i}`, typeId: 1, brand: 'Shimano', model: 'Zodias', notes: `Rod ${i} of the compression test: `.padEnd(400, 'a long note about where it fishes best. ') }));
    return position;
  }

  it('compresses a large answer with gzip or brotli as asked, says so in Vary, and the bytes decode to the plain answer', async () => {
    const position = await someGear(alice, 4);
    const plain = await rawGet(h.base, '/api/gear', { ...auth(alice), 'x-tackle-position': String(position) });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const list = JSON.parse(plain.bytes.toString('utf8')) as unknown[];
    expect(list).toHaveLength(4);

    const gzip = await rawGet(h.base, '/api/gear', { ...auth(alice), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);

    const br = await rawGet(h.base, '/api/gear', { ...auth(alice), 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    // The same ETag whatever the encoding: it names the answer, not the bytes.
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves a small answer uncompressed', async () => {
    const small = await rawGet(h.base, '/api/storage-locations', { ...auth(bob), 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body to If-None-Match while the list is unchanged, and a new ETag after a write', async () => {
    const carol = await h.user('carol');
    const first = await h.addGear(carol, { name: 'First rod', typeId: 1 });
    const before = await h.getAfter(carol, '/api/gear', first.position);
    const tag = before.headers.get('etag');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(before.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await h.call(carol, 'GET', '/api/gear', undefined, { 'if-none-match': tag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(tag);
    expect(unchanged.headers.get('x-tackle-position')).toBeTruthy();
    // A list of tags, or the strong form of the same tag, match too (weak comparison).
    expect((await h.call(carol, 'GET', '/api/gear', undefined, { 'if-none-match': `W/"other", ${tag!.slice(2)}` })).status).toBe(304);

    const second = await h.addGear(carol, { name: 'Second rod', typeId: 1 });
    const after = await h.call(carol, 'GET', '/api/gear', undefined, { 'if-none-match': tag!, 'x-tackle-position': String(second.position) });
    expect(after.status).toBe(200);
    expect((after.body as Array<{ name: string }>).map((item) => item.name)).toContain('Second rod');
    expect(after.headers.get('etag')).not.toBe(tag);
  });

  it('tags pages and details too, each answer its own', async () => {
    const dave = await h.user('dave');
    const { id, position } = await h.addCatch(dave, { species: 'Walleye', date: '2026-05-03' });
    const page = await h.getAfter(dave, '/api/catches?limit=10', position);
    const detail = await h.call(dave, 'GET', `/api/catches/${id}`);
    expect(page.headers.get('etag')).toBeTruthy();
    expect(detail.headers.get('etag')).toBeTruthy();
    expect(page.headers.get('etag')).not.toBe(detail.headers.get('etag'));
    const again = await h.call(dave, 'GET', '/api/catches?limit=10', undefined, { 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-total-count')).toBe('1');
  });

  it("never lets one angler's ETag match another's answer, even when the answers are equal", async () => {
    const erin = await h.user('erin');
    const frank = await h.user('frank');
    const erins = await h.call(erin, 'GET', '/api/storage-locations');
    const franks = await h.call(frank, 'GET', '/api/storage-locations');
    expect(erins.text).toBe(franks.text);
    expect(erins.headers.get('etag')).not.toBe(franks.headers.get('etag'));
    expect((await h.call(frank, 'GET', '/api/storage-locations', undefined, { 'if-none-match': erins.headers.get('etag')! })).status).toBe(200);
  });

  it('keeps error answers and non-GETs untagged and uncached', async () => {
    const missing = await h.call(alice, 'GET', '/api/catches/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const created = await h.call(alice, 'POST', '/api/storage-locations', { name: 'Garage' });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBeNull();
  });
});
