import { describe, expect, it } from 'vitest';
import { catchListResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn } from '@tackle/test-support';

// GET /api/catches?tripId=: a trip's catches without the whole log (docs/decisions/135-catch-log-in-pages.md).

describe('catches of one trip', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  it("answers only that trip's catches, newest first, whole or in pages whose next link keeps the filter", async () => {
    const saturday = await h.addTrip(alice, { name: 'Saturday', startedAt: '2026-05-02T06:00', endedAt: '2026-05-02T12:00' });
    const sunday = await h.addTrip(alice, { name: 'Sunday', startedAt: '2026-05-03T06:00', endedAt: '2026-05-03T12:00' });
    const early = await h.addCatch(alice, { species: 'Crappie', date: '2026-05-02T07:00', tripId: saturday.id });
    const mid = await h.addCatch(alice, { species: 'Bluegill', date: '2026-05-02T08:00', tripId: saturday.id });
    const late = await h.addCatch(alice, { species: 'Largemouth Bass', date: '2026-05-02T09:00', tripId: saturday.id });
    await h.addCatch(alice, { species: 'Walleye', date: '2026-05-03T07:00', tripId: sunday.id });
    const last = await h.addCatch(alice, { species: 'Pike', date: '2026-05-04T07:00', tripId: null });

    const whole = await h.getAfter(alice, `/api/catches?tripId=${saturday.id}`, last.position);
    expect(whole.status).toBe(200);
    expect(catchListResponseSchema.parse(whole.body).map((item) => item.id)).toEqual([late.id, mid.id, early.id]);

    const first = await h.call(alice, 'GET', `/api/catches?tripId=${saturday.id}&limit=2`);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect((first.body as Array<{ id: string }>).map((item) => item.id)).toEqual([late.id, mid.id]);
    const link = first.headers.get('link');
    expect(link).toContain(`tripId=${saturday.id}`);
    const nextPath = /<([^>]+)>/.exec(link ?? '')![1]!;
    const second = await h.call(alice, 'GET', nextPath);
    expect((second.body as Array<{ id: string }>).map((item) => item.id)).toEqual([early.id]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it("gives another angler nothing of the trip, and refuses a tripId that is no id with 400", async () => {
    const trip = await h.addTrip(alice, { name: 'Private', startedAt: '2026-06-02T06:00', endedAt: '2026-06-02T12:00' });
    const caught = await h.addCatch(alice, { species: 'Secret bass', date: '2026-06-02T07:00', tripId: trip.id });
    await h.getAfter(alice, '/api/catches', caught.position);
    const seen = await h.call(bob, 'GET', `/api/catches?tripId=${trip.id}`);
    expect(seen).toMatchObject({ status: 200, body: [] });
    expect((await h.call(bob, 'GET', `/api/catches?tripId=${trip.id}&limit=10`)).headers.get('x-total-count')).toBe('0');
    expect(await h.call(alice, 'GET', '/api/catches?tripId=not-a-trip')).toMatchObject({ status: 400, body: { message: "tripId must be a trip's id" } });
  });
});
