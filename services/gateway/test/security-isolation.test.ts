import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '@tackle/features/backup';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';
import { apiRoutes, fillPath, openEventCounter, type ApiRoute } from './security-harness';

const h = apiHarness();
let events: Awaited<ReturnType<typeof openEventCounter>>;
const [alice, bob] = signedIn(h, 'alice-iso', 'bob-iso');

/** Path parameters that name shared, non-owned things (the built-in catalog, the fixed gear types). */
const SHARED_PARAMS = new Set(['brandId', 'typeId']);

interface Owned {
  rodId: string;
  reelId: string;
  lureId: string;
  consumableId: string;
  locationId: string;
  setupId: string;
  catchId: string;
  tripId: string;
}

const consumableInput = { brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 };

/** One of everything a user can own, with a photo, stored gear and a usage record. */
async function ownEverything(user: TestUser): Promise<Owned> {
  const { id: rodId } = await h.addGear(user, { name: `${user.username} rod`, typeId: 1, brand: 'Shimano' });
  const { id: reelId } = await h.addGear(user, { name: `${user.username} reel`, typeId: 2 });
  const { id: lureId } = await h.addGear(user, { name: `${user.username} lure`, typeId: 3 });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
  expect((await h.upload(user, `/api/gear/${rodId}/image`, { bytes: photo })).status).toBeLessThan(300);
  const { id: consumableId } = await h.addConsumable(user, { ...consumableInput, name: `${user.username} worms` });
  expect((await h.call(user, 'POST', `/api/gear/${rodId}/consumables`, { consumableId, quantityUsed: 2 })).status).toBe(201);
  const { id: lineId } = await h.addConsumable(user, { name: `${user.username} braid`, category: 'line', unit: 'yards', initialQuantity: 300, minStockLevel: 0 });
  expect((await h.call(user, 'POST', `/api/gear/${reelId}/spool`, { consumableId: lineId, lineType: 'braid', amountUsed: 150 })).status).toBe(201);
  const { id: locationId } = await h.addStorageLocation(user, { name: `${user.username} box`, capacity: 5 });
  expect((await h.call(user, 'POST', `/api/storage-locations/${locationId}/gear`, { gearId: lureId })).status).toBe(201);
  const { id: setupId } = await h.addSetup(user, { name: `${user.username} setup`, rodId, reelId, lureId });
  // A trip under way, which the catch joins.
  const { id: tripId } = await h.addTrip(user, { name: `${user.username} trip`, place: `${user.username} ramp`, startedAt: '2026-05-01T00:00' });
  const { id: catchId } = await h.addCatch(user, { species: 'Largemouth Bass', date: '2026-05-01', gearId: rodId, setupId, location: `${user.username} cove` });
  // Ended, so its hours no longer run on between two reads of the suite.
  expect((await h.call(user, 'POST', `/api/trips/${tripId}/end`, { endedAt: '2026-05-01T20:00' })).status).toBe(200);
  return { rodId, reelId, lureId, consumableId, locationId, setupId, catchId, tripId };
}

/** The owned id a route's path parameter names, by the route's resource. */
function ownedId(route: ApiRoute, param: string, owned: Owned): string {
  if (param === 'gearId') return owned.lureId;
  if (param !== 'id') throw new Error(`unmapped path parameter :${param} in ${route.method} ${route.path}: map it in security-isolation.test.ts`);
  const resource = route.path.split('/')[2];
  const byResource: Record<string, string> = {
    gear: owned.rodId,
    consumables: owned.consumableId,
    'storage-locations': owned.locationId,
    setups: owned.setupId,
    catches: owned.catchId,
    trips: owned.tripId,
  };
  const id = resource ? byResource[resource] : undefined;
  if (!id) throw new Error(`unmapped id route ${route.method} ${route.path}: map it in security-isolation.test.ts`);
  return id;
}

/** A body that would succeed for the owner, so only ownership can refuse it. */
function validBody(route: ApiRoute, caller: Owned): unknown {
  const key = `${route.method} ${route.path}`;
  const bodies: Record<string, unknown> = {
    'PUT /api/gear/:id': { name: 'taken over', typeId: 1 },
    'PUT /api/consumables/:id': { ...consumableInput, name: 'taken over' },
    'POST /api/gear/:id/consumables': { consumableId: caller.consumableId, quantityUsed: 1 },
    'POST /api/gear/:id/spool': { consumableId: caller.consumableId, lineType: 'braid', amountUsed: 1 },
    'PUT /api/storage-locations/:id': { name: 'taken over', capacity: 3 },
    'POST /api/storage-locations/:id/gear': { gearId: caller.lureId },
    'PUT /api/setups/:id': { name: 'taken over', rodId: caller.rodId },
    'PUT /api/catches/:id': { species: 'Taken over', date: '2026-05-02' },
    'PUT /api/trips/:id': { name: 'taken over', startedAt: '2026-05-01T00:00' },
    // Ended already: only ownership may answer first (404 before the owner's 409).
    'POST /api/trips/:id/end': { endedAt: '2026-05-01T10:00' },
  };
  return bodies[key];
}

/**
 * What a GET answers, as text to compare and search: the backup zip (GET /api/export) is read open,
 * its files as text, without the time it was made (which differs on every download).
 */
async function readable(user: TestUser, path: string): Promise<{ status: number; body: unknown }> {
  if (path !== '/api/export') {
    const answer = await h.call(user, 'GET', path);
    return { status: answer.status, body: answer.body };
  }
  const res = await fetch(`${h.base}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  const files = await readArchive(Buffer.from(await res.arrayBuffer()));
  const text = Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.toString('latin1').replace(/"exportedAt": ?"[^"]*"/, '')]));
  return { status: res.status, body: text };
}

/** Everything the owner can read: every GET without parameters, plus the ones taking the owner's ids. */
async function snapshot(user: TestUser, owned: Owned) {
  const reads: Record<string, unknown> = {};
  for (const route of apiRoutes()) {
    if (route.method !== 'GET' || route.path.startsWith('/api/weather') || route.path.startsWith('/api/geocode') || route.path.startsWith('/api/fish-spots')) continue;
    if (route.params.some((p) => SHARED_PARAMS.has(p))) continue;
    const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, ownedId(route, p, owned)])));
    reads[path] = await readable(user, path);
  }
  return reads;
}

let a: Owned;
let b: Owned;

beforeAll(async () => {
  events = await openEventCounter(h.dataDir);
  await h.catalogReady(alice);
  a = await ownEverything(alice);
  b = await ownEverything(bob);
  // Let the read side settle on everything written so far.
  await h.getAfter(alice, '/api/gear', await events.head());
});
afterAll(async () => {
  await events?.close();
});

describe("tenant isolation: user B with user A's ids gets 404 and changes nothing", () => {
  it('every route taking an owned id answers 404 to another user, and nothing is written', async () => {
    const routes = apiRoutes().filter((r) => r.params.length > 0 && !r.params.some((p) => SHARED_PARAMS.has(p)));
    // The suite covers every API route: if one of these disappears, the enumeration broke.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/gear/:id',
        'DELETE /api/gear/:id',
        'POST /api/gear/:id/image',
        'POST /api/gear/:id/consumables',
        'POST /api/gear/:id/spool',
        'PUT /api/consumables/:id',
        'DELETE /api/consumables/:id',
        'GET /api/consumables/:id/history',
        'PUT /api/storage-locations/:id',
        'DELETE /api/storage-locations/:id',
        'POST /api/storage-locations/:id/gear',
        'DELETE /api/storage-locations/:id/gear/:gearId',
        'PUT /api/setups/:id',
        'DELETE /api/setups/:id',
        'PUT /api/catches/:id',
        'DELETE /api/catches/:id',
        'GET /api/trips/:id',
        'PUT /api/trips/:id',
        'POST /api/trips/:id/end',
        'DELETE /api/trips/:id',
      ]),
    );
    const headBefore = await events.head();
    const aliceBefore = await snapshot(alice, a);
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const answers: string[] = [];
    for (const route of routes) {
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, ownedId(route, p, a)])));
      const answer = route.path.endsWith('/image')
        ? await h.upload(bob, path, { bytes: photo })
        : await h.call(bob, route.method, path, validBody(route, b));
      answers.push(`${route.method} ${route.path} -> ${answer.status}`);
      // Storage: A's box with B's own gear, and B's box with A's gear, are refused too.
      if (route.path === '/api/storage-locations/:id/gear/:gearId') {
        answers.push(`mixed A box/B gear -> ${(await h.call(bob, 'DELETE', `/api/storage-locations/${a.locationId}/gear/${b.lureId}`)).status}`);
        answers.push(`mixed B box/A gear -> ${(await h.call(bob, 'DELETE', `/api/storage-locations/${b.locationId}/gear/${a.lureId}`)).status}`);
      }
    }
    expect(answers).toEqual(answers.map((line) => line.replace(/-> \d+$/, '-> 404')));
    expect(await events.head()).toBe(headBefore);
    expect(await snapshot(alice, a)).toEqual(aliceBefore);
  });

  it("B's PUT and DELETE on A's ids answer 404 whatever expectedRevision they send (no version oracle)", async () => {
    const routes = apiRoutes().filter((r) => (r.method === 'PUT' || r.method === 'DELETE') && r.params.length > 0 && !r.params.some((p) => SHARED_PARAMS.has(p)));
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const headBefore = await events.head();
    const aliceBefore = await snapshot(alice, a);
    const answers: string[] = [];
    /** The owner's own stale edits still get 409: the revision is checked, so the 404s below are not for want of one. */
    const ownerStale: string[] = [];
    for (const route of routes) {
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, ownedId(route, p, a)])));
      // Every revision A's streams are at or near (each has a handful of events), and a far one.
      for (const revision of [0, 1, 2, 3, 4, 5, 999]) {
        const answer = route.method === 'PUT'
          ? await h.call(bob, 'PUT', path, { ...(validBody(route, b) as object), expectedRevision: revision })
          : await h.call(bob, 'DELETE', `${path}?expectedRevision=${revision}`);
        answers.push(`${route.method} ${route.path} expectedRevision=${revision} -> ${answer.status}`);
      }
      if (route.params.length === 1) {
        const stale = route.method === 'PUT'
          ? await h.call(alice, 'PUT', path, { ...(validBody(route, a) as object), expectedRevision: 999 })
          : await h.call(alice, 'DELETE', `${path}?expectedRevision=999`);
        ownerStale.push(`${route.method} ${route.path} (owner, stale) -> ${stale.status}`);
      }
    }
    expect(answers).toEqual(answers.map((line) => line.replace(/-> \d+$/, '-> 404')));
    expect(ownerStale.length).toBeGreaterThanOrEqual(10);
    expect(ownerStale).toEqual(ownerStale.map((line) => line.replace(/-> \d+$/, '-> 409')));
    expect(await events.head()).toBe(headBefore);
    expect(await snapshot(alice, a)).toEqual(aliceBefore);
  });

  it("B cannot use A's ids inside request bodies either", async () => {
    const headBefore = await events.head();
    const attempts: Array<[string, string, unknown]> = [
      ['POST', `/api/gear/${b.rodId}/consumables`, { consumableId: a.consumableId, quantityUsed: 1 }],
      ['POST', `/api/storage-locations/${b.locationId}/gear`, { gearId: a.lureId }],
      ['POST', '/api/setups', { name: 'stolen', rodId: a.rodId }],
      ['POST', '/api/setups', { name: 'stolen', reelId: a.reelId }],
      ['POST', '/api/setups', { name: 'stolen', lureId: a.lureId }],
      ['PUT', `/api/setups/${b.setupId}`, { name: 'stolen', rodId: a.rodId }],
      ['POST', '/api/catches', { species: 'Bass', date: '2026-05-01', gearId: a.rodId }],
      ['POST', '/api/catches', { species: 'Bass', date: '2026-05-01', setupId: a.setupId }],
      ['PUT', `/api/catches/${b.catchId}`, { species: 'Bass', date: '2026-05-01', setupId: a.setupId }],
      ['POST', '/api/catches', { species: 'Bass', date: '2026-05-01', tripId: a.tripId }],
      ['PUT', `/api/catches/${b.catchId}`, { species: 'Bass', date: '2026-05-01', tripId: a.tripId }],
    ];
    const statuses = [];
    for (const [method, path, body] of attempts) statuses.push(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${JSON.stringify(Object.keys(body as object))} -> ${(await h.call(bob, method, path, body)).status}`);
    expect(statuses).toEqual(statuses.map((line) => line.replace(/-> \d+$/, '-> 404')));
    expect(await events.head()).toBe(headBefore);
  });

  it("no read answer to B contains anything of A's", async () => {
    const secrets = [...Object.values(a), alice.id, alice.username];
    const leaks: string[] = [];
    for (const route of apiRoutes()) {
      if (route.method !== 'GET' || route.path.startsWith('/api/weather') || route.path.startsWith('/api/geocode') || route.path.startsWith('/api/fish-spots')) continue;
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, SHARED_PARAMS.has(p) ? (p === 'typeId' ? '1' : 'shimano') : ownedId(route, p, b)])));
      const answer = await readable(bob, path);
      expect(answer.status, path).toBeLessThan(500);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${path} leaks ${secret}`);
    }
    // The analysis routes (Smart Capture) answer from the built-in catalog: a photo from B gets nothing of A's.
    const analysisRoutes = apiRoutes().filter((r) => r.method === 'POST' && r.params.length === 0 && /analy[sz]e/.test(r.path));
    expect(analysisRoutes.map((r) => r.path).sort()).toEqual(['/api/analyze-product', '/api/gear/analyze-image']);
    const headBefore = await events.head();
    const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
    for (const route of analysisRoutes) {
      const answer = route.path === '/api/gear/analyze-image'
        ? await h.upload(bob, route.path, { bytes: photo })
        : await h.call(bob, 'POST', route.path, { imageData: `data:image/jpeg;base64,${photo.toString('base64')}` });
      expect(answer.status, route.path).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${route.path} leaks ${secret}`);
    }
    expect(await events.head()).toBe(headBefore);
    // The suite can fail: B's own data is in B's answers, the backup included.
    expect(JSON.stringify((await h.call(bob, 'GET', '/api/gear')).body)).toContain(b.rodId);
    expect(JSON.stringify((await readable(bob, '/api/export')).body)).toContain(b.rodId);
    expect(leaks).toEqual([]);
  });
});
