import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarResponseSchema, catchListResponseSchema, tripDetailSchema, tripListResponseSchema, TRIP_MESSAGES } from '@tackle/contracts';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const hour = { at: '2026-05-01T12:00:00.000Z', airTemp: 66, skies: 'Cloudy', windSpeed: 9, windDirection: 'SW', barometer: 29.95 };

describe('trips API', () => {
  const h = apiHarness();
  const [alice, bob] = signedIn(h, 'alice', 'bob');

  async function trips(user: TestUser) {
    const res = await h.shellCall(user, 'GET', '/api/trips');
    expect(res.status).toBe(200);
    return tripListResponseSchema.parse(res.body);
  }
  async function trip(user: TestUser, id: string) {
    const res = await h.shellCall(user, 'GET', `/api/trips/${id}`);
    expect(res.status).toBe(200);
    return tripDetailSchema.parse(res.body);
  }
  async function catches(user: TestUser) {
    const res = await h.shellCall(user, 'GET', '/api/catches');
    return catchListResponseSchema.parse(res.body);
  }
  const end = (user: TestUser, id: string, body: object) => h.shellCall(user, 'POST', `/api/trips/${id}/end`, body);

  it('a catch logged while a trip is under way joins it; null, an earlier catch and one after the end do not', async () => {
    const carol = await h.user('carol');
    const started = await h.addTrip(carol, { name: 'Saturday on Lake Fork', waterBody: 'Lake Fork', startedAt: '2026-05-01T06:00', waterClarity: 'Stained', waterTemp: 64 });
    const joined = await h.addCatch(carol, { species: 'Largemouth Bass', date: '2026-05-01T07:15', quantity: 3, bait: 'Senko' });
    const outside = await h.addCatch(carol, { species: 'Crappie', date: '2026-05-01T08:00', tripId: null });
    const before = await h.addCatch(carol, { species: 'Bluegill', date: '2026-05-01T05:30' });
    const sameDay = await h.addCatch(carol, { species: 'Bluegill', date: '2026-05-01' });
    expect(await end(carol, started.id, { endedAt: '2026-05-01T12:00', weather: [hour] })).toMatchObject({ status: 200, body: { id: started.id, revision: 1 } });
    const after = await h.addCatch(carol, { species: 'Largemouth Bass', date: '2026-05-01T13:00' });

    const tripOf = Object.fromEntries((await catches(carol)).map((c) => [c.id, c.tripId]));
    expect(tripOf).toEqual({ [joined.id]: started.id, [outside.id]: null, [before.id]: null, [sameDay.id]: started.id, [after.id]: null });
    const detail = await trip(carol, started.id);
    expect(detail).toMatchObject({
      name: 'Saturday on Lake Fork',
      endedAt: '2026-05-01T12:00',
      weather: [hour],
      waterClarity: 'Stained',
      catchIds: [joined.id, sameDay.id],
      baitsUsed: [{ label: 'Senko', fish: 3 }],
      summary: { catches: 2, fish: 4, species: [{ label: 'Largemouth Bass', count: 3 }, { label: 'Bluegill', count: 1 }], durationHours: 6, fishPerHour: 0.67 },
    });
  });

  it('moving catches between trips updates both summaries; an edit without tripId keeps the trip', async () => {
    const dave = await h.user('dave');
    const saturday = await h.addTrip(dave, { name: 'Saturday', startedAt: '2026-05-02T06:00', endedAt: '2026-05-02T10:00' });
    const sunday = await h.addTrip(dave, { name: 'Sunday', startedAt: '2026-05-03T06:00', endedAt: '2026-05-03T10:00' });
    const setup = await h.addSetup(dave, { name: 'Drop shot' });
    const school = await h.addCatch(dave, { species: 'Crappie', date: '2026-05-02T07:00', quantity: 12, tripId: saturday.id, setupId: setup.id });
    const bass = await h.addCatch(dave, { species: 'Largemouth Bass', date: '2026-05-02T08:00', tripId: saturday.id });
    expect((await trip(dave, saturday.id)).summary).toMatchObject({ catches: 2, fish: 13 });

    const moved = await h.shellCall(dave, 'PUT', `/api/catches/${school.id}`, { species: 'Crappie', date: '2026-05-02T07:00', quantity: 12, setupId: setup.id, tripId: sunday.id, expectedRevision: 0 });
    expect(moved.status).toBe(200);
    expect(await trip(dave, saturday.id)).toMatchObject({ catchIds: [bass.id], setupsUsed: [], summary: { catches: 1, fish: 1, species: [{ label: 'Largemouth Bass', count: 1 }] } });
    expect(await trip(dave, sunday.id)).toMatchObject({
      catchIds: [school.id],
      setupsUsed: [{ id: setup.id, name: 'Drop shot', fish: 12 }],
      summary: { catches: 1, fish: 12, durationHours: 4, fishPerHour: 3 },
    });

    // An edit that leaves tripId out keeps it; null takes the catch off its trip.
    expect((await h.shellCall(dave, 'PUT', `/api/catches/${school.id}`, { species: 'Crappie', date: '2026-05-02T07:00', quantity: 10 })).status).toBe(200);
    expect((await catches(dave)).find((c) => c.id === school.id)).toMatchObject({ tripId: sunday.id, quantity: 10 });
    expect((await trip(dave, sunday.id)).summary.fish).toBe(10);
    expect((await h.shellCall(dave, 'PUT', `/api/catches/${school.id}`, { species: 'Crappie', date: '2026-05-02T07:00', tripId: null })).status).toBe(200);
    expect((await trip(dave, sunday.id)).summary).toMatchObject({ catches: 0, fish: 0, fishPerHour: 0 });
    // Deleting a catch takes it out of its trip's summary.
    expect((await h.shellCall(dave, 'DELETE', `/api/catches/${bass.id}`)).status).toBe(200);
    expect((await trip(dave, saturday.id)).summary).toMatchObject({ catches: 0, fish: 0 });
  });

  it('refuses a second trip under way with 409 until the first has ended; a trip logged afterwards is always fine', async () => {
    const erin = await h.user('erin');
    const first = await h.addTrip(erin, { name: 'Morning', startedAt: '2026-05-04T05:00' });
    expect(await h.shellCall(erin, 'POST', '/api/trips', { name: 'Second', startedAt: '2026-05-04T06:00' })).toMatchObject({ status: 409, body: { message: TRIP_MESSAGES.anotherOpen } });
    expect((await h.shellCall(erin, 'POST', '/api/trips', { name: 'Last week', startedAt: '2026-04-27T06:00', endedAt: '2026-04-27T11:00' })).status).toBe(201);
    expect(await end(erin, first.id, { endedAt: '2026-05-04T05:00' })).toMatchObject({ status: 200 });
    expect(await end(erin, first.id, { endedAt: '2026-05-04T09:00' })).toMatchObject({ status: 409, body: { message: TRIP_MESSAGES.alreadyEnded } });
    const next = await h.shellCall(erin, 'POST', '/api/trips', { name: 'Evening', startedAt: '2026-05-04T17:00' });
    expect(next.status).toBe(201);
    expect(await end(erin, next.body.id, { endedAt: '2026-05-04T16:59' })).toMatchObject({ status: 422, body: { message: TRIP_MESSAGES.endBeforeStart } });
    // A removed trip under way is no longer open either.
    expect((await h.shellCall(erin, 'DELETE', `/api/trips/${next.body.id}`)).status).toBe(200);
    expect((await h.shellCall(erin, 'POST', '/api/trips', { name: 'Night', startedAt: '2026-05-04T21:00' })).status).toBe(201);
    expect((await trips(erin)).map((t) => [t.name, t.endedAt])).toEqual([
      ['Night', null],
      ['Morning', '2026-05-04T05:00'],
      ['Last week', '2026-04-27T11:00'],
    ]);
  });

  it('of starts sent at once, exactly one trip is under way; the others are 409', async () => {
    const fay = await h.user('fay');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => h.shellCall(fay, 'POST', '/api/trips', { name: `Trip ${i}`, startedAt: '2026-05-05T06:00' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(TRIP_MESSAGES.anotherOpen);
    const listed = await trips(fay);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: answers.find((a) => a.status === 201)!.body.id, endedAt: null });
  });

  it('a start sent again under the same Idempotency-Key, also at once, makes one trip and answers the first answer', async () => {
    const gus = await h.user('gus');
    const key = randomUUID();
    const body = { name: 'Retried', startedAt: '2026-05-06T06:00' };
    const [a, b] = await Promise.all([h.call(gus, 'POST', '/api/trips', body, { 'idempotency-key': key }), h.call(gus, 'POST', '/api/trips', body, { 'idempotency-key': key })]);
    expect(a.status).toBe(201);
    expect(b).toMatchObject({ status: 201, body: a.body });
    const again = await h.call(gus, 'POST', '/api/trips', body, { 'idempotency-key': key });
    expect(again).toMatchObject({ status: 201, body: a.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.getAfter(gus, '/api/trips', a.body.position)).body).toHaveLength(1);
    // Ending it, sent twice, ends it once.
    const endKey = randomUUID();
    const ended = await h.call(gus, 'POST', `/api/trips/${a.body.id}/end`, { endedAt: '2026-05-06T10:00' }, { 'idempotency-key': endKey });
    expect(await h.call(gus, 'POST', `/api/trips/${a.body.id}/end`, { endedAt: '2026-05-06T10:00' }, { 'idempotency-key': endKey })).toMatchObject({ status: 200, body: ended.body });
  });

  it('edits with the expected revision (409 when stale), keeps the end and weather an edit leaves out, never reopens', async () => {
    const hana = await h.user('hana');
    const created = await h.addTrip(hana, { name: 'Trip', startedAt: '2026-05-07T06:00' });
    await end(hana, created.id, { endedAt: '2026-05-07T11:00', weather: [hour], expectedRevision: 0 });
    const edited = await h.shellCall(hana, 'PUT', `/api/trips/${created.id}`, { name: 'Windy trip', startedAt: '2026-05-07T06:30', anglers: 'Sam', waterLevel: 'High', expectedRevision: 1 });
    expect(edited).toMatchObject({ status: 200, body: { revision: 2 } });
    expect(await trip(hana, created.id)).toMatchObject({ name: 'Windy trip', anglers: 'Sam', waterLevel: 'High', endedAt: '2026-05-07T11:00', weather: [hour], revision: 2, summary: { durationHours: 4.5 } });
    expect((await h.shellCall(hana, 'PUT', `/api/trips/${created.id}`, { name: 'Stale', startedAt: '2026-05-07T06:30', expectedRevision: 1 })).status).toBe(409);
    expect(await h.shellCall(hana, 'PUT', `/api/trips/${created.id}`, { name: 'Again', startedAt: '2026-05-07T06:30', endedAt: null })).toMatchObject({
      status: 422,
      body: { message: TRIP_MESSAGES.cannotReopen },
    });
    expect(await h.shellCall(hana, 'PUT', `/api/trips/${created.id}`, { name: 'Late start', startedAt: '2026-05-07T12:00' })).toMatchObject({ status: 422, body: { message: TRIP_MESSAGES.endBeforeStart } });
    expect((await trip(hana, created.id)).name).toBe('Windy trip');
  });

  it('removing a trip keeps its catches, on no trip', async () => {
    const ivan = await h.user('ivan');
    const created = await h.addTrip(ivan, { name: 'Gone', startedAt: '2026-05-08T06:00' });
    const fish = await h.addCatch(ivan, { species: 'Walleye', date: '2026-05-08T07:00' });
    expect((await catches(ivan))[0]).toMatchObject({ id: fish.id, tripId: created.id });
    expect((await h.shellCall(ivan, 'DELETE', `/api/trips/${created.id}`)).status).toBe(200);
    expect((await catches(ivan))[0]).toMatchObject({ id: fish.id, tripId: null });
    expect((await h.shellCall(ivan, 'GET', `/api/trips/${created.id}`)).status).toBe(404);
    expect(await trips(ivan)).toEqual([]);
    expect((await h.shellCall(ivan, 'DELETE', `/api/trips/${created.id}`)).status).toBe(404);
    // Neither can a catch be put on it any more.
    expect(await h.shellCall(ivan, 'POST', '/api/catches', { species: 'Pike', date: '2026-05-08T08:00', tripId: created.id })).toMatchObject({ status: 404, body: { message: TRIP_MESSAGES.notFound } });
    // The catch's own history still names it (unchanged references pass, as a removed setup's do): it reads as on no trip.
    expect(await h.shellCall(ivan, 'PUT', `/api/catches/${fish.id}`, { species: 'Walleye', date: '2026-05-08T07:00', notes: 'kept', tripId: created.id })).toMatchObject({ status: 200 });
    expect((await catches(ivan))[0]).toMatchObject({ id: fish.id, notes: 'kept', tripId: null });
  });

  it("answers 404 for another angler's trip on every route, and their catches never join it", async () => {
    const created = await h.addTrip(alice, { name: 'Secret cove', place: 'Secret cove', startedAt: '2026-05-09T06:00' });
    expect(await h.shellCall(bob, 'GET', `/api/trips/${created.id}`)).toMatchObject({ status: 404, body: { message: TRIP_MESSAGES.notFound } });
    expect((await h.shellCall(bob, 'PUT', `/api/trips/${created.id}`, { name: 'mine', startedAt: '2026-05-09T06:00' })).status).toBe(404);
    expect((await h.shellCall(bob, 'POST', `/api/trips/${created.id}/end`, { endedAt: '2026-05-09T09:00' })).status).toBe(404);
    expect((await h.shellCall(bob, 'DELETE', `/api/trips/${created.id}`)).status).toBe(404);
    expect(await h.shellCall(bob, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-09T07:00', tripId: created.id })).toMatchObject({ status: 404, body: { message: TRIP_MESSAGES.notFound } });
    const bobs = await h.addCatch(bob, { species: 'Bass', date: '2026-05-09T07:00' });
    expect((await catches(bob)).find((c) => c.id === bobs.id)?.tripId).toBeNull();
    // Bob may start his own trip while Alice's is under way.
    expect((await h.shellCall(bob, 'POST', '/api/trips', { name: 'Bob', startedAt: '2026-05-09T06:00' })).status).toBe(201);
    expect((await trips(bob)).map((t) => t.name)).toEqual(['Bob']);
    expect(await trip(alice, created.id)).toMatchObject({ name: 'Secret cove', revision: 0, summary: { catches: 0 } });
    const calendar = calendarResponseSchema.parse((await h.shellCall(bob, 'GET', '/api/calendar?month=2026-05')).body);
    expect(calendar.days.flatMap((day) => day.trips.map((t) => t.name))).not.toContain('Secret cove');
  });

  it('answers the calendar of a month: trips, catches, fish and the moon of each day', async () => {
    const jo = await h.user('jo');
    const weekend = await h.addTrip(jo, { name: 'Weekend', startedAt: '2024-06-21T18:00', endedAt: '2024-06-22T09:00' });
    await h.addCatch(jo, { species: 'Bass', date: '2024-06-21T19:00', quantity: 4, tripId: weekend.id });
    await h.addCatch(jo, { species: 'Bass', date: '2024-06-22T06:00', tripId: weekend.id });
    await h.addCatch(jo, { species: 'Pike', date: '2024-06-30' });
    await h.addCatch(jo, { species: 'Pike', date: '2024-07-01' });
    const res = await h.shellCall(jo, 'GET', '/api/calendar?month=2024-06');
    expect(res.status).toBe(200);
    const { month, days } = calendarResponseSchema.parse(res.body);
    expect(month).toBe('2024-06');
    expect(days).toHaveLength(30);
    const day = (date: string) => days.find((d) => d.date === date)!;
    expect(day('2024-06-21')).toMatchObject({ trips: [{ id: weekend.id, name: 'Weekend' }], catches: 1, fish: 4, moonPhase: { name: 'Full Moon' } });
    expect(day('2024-06-22')).toMatchObject({ trips: [{ id: weekend.id }], catches: 1, fish: 1 });
    expect(day('2024-06-30')).toMatchObject({ trips: [], catches: 1, fish: 1 });
    expect(day('2024-06-01')).toMatchObject({ trips: [], catches: 0, fish: 0 });
    for (const bad of ['2024-13', '2024-6', 'june', '']) {
      expect((await h.shellCall(jo, 'GET', `/api/calendar?month=${bad}`)).status).toBe(400);
    }
    const thisMonth = await h.shellCall(jo, 'GET', '/api/calendar');
    expect(thisMonth).toMatchObject({ status: 200, body: { month: new Date().toISOString().slice(0, 7) } });
  });

  it('refuses bad input with the messages the form shows', async () => {
    const kim = await h.user('kim');
    expect(await h.shellCall(kim, 'POST', '/api/trips', { startedAt: '2026-05-01T06:00' })).toMatchObject({ status: 422, body: { message: TRIP_MESSAGES.nameRequired } });
    expect(await h.shellCall(kim, 'POST', '/api/trips', { name: 'x' })).toMatchObject({ status: 422, body: { message: TRIP_MESSAGES.startRequired } });
    expect(await h.shellCall(kim, 'POST', '/api/trips', { name: 'x', startedAt: '2026-05-01T06:00', endedAt: '2026-05-01T05:00' })).toMatchObject({ status: 422, body: { message: TRIP_MESSAGES.endBeforeStart } });
    expect(await h.shellCall(kim, 'POST', '/api/trips', { name: 'x', startedAt: '2026-05-01T06:00', waterLevel: 'Sideways' })).toMatchObject({ status: 422 });
    expect(await h.shellCall(kim, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', quantity: 0 })).toMatchObject({ status: 422, body: { message: 'Quantity must be a whole number from 1 to 1000' } });
    expect(await h.shellCall(kim, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', quantity: 2.5 })).toMatchObject({ status: 422 });
    expect(await h.shellCall(kim, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', tripId: 'trip' })).toMatchObject({ status: 422, body: { message: 'Trip must be one of your trips' } });
    expect(await h.shellCall(kim, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', tripId: randomUUID() })).toMatchObject({ status: 404, body: { message: TRIP_MESSAGES.notFound } });
    expect((await h.shellCall(kim, 'GET', '/api/trips/not-an-id')).status).toBe(404);
    expect((await h.shellCall(kim, 'POST', `/api/trips/${randomUUID()}/end`, { endedAt: 'later' })).status).toBe(422);
    expect((await h.shellCall(kim, 'POST', `/api/trips/${randomUUID()}/end`, { endedAt: '2026-05-01T06:00' })).status).toBe(404);
    expect((await h.shellCall(null, 'GET', '/api/trips')).status).toBe(401);
  });
});
