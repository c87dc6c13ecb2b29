import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema } from '@tackle/contracts';
import { projected, recordedEvent } from '@tackle/test-support';
import { CATCHES_COLLECTION, catchListProjection } from './projection';
import { activityProjection } from '../dashboard/public';

let position = 0;
const recorded = (catchId: string, type: string, data: object, revision: number, userId = 'u1') =>
  recordedEvent({ streamId: `catch-${catchId}`, type, data, revision, position: ++position, userId });

const catchId = randomUUID();
const fields = { ...catchInputSchema.parse({ species: 'Largemouth Bass', date: '2026-04-30T06:30', weight: 3.5, location: 'Lake Fork' }), tripId: null };
const history = [
  recorded(catchId, 'CatchLogged', { catchId, userId: 'u1', ...fields, loggedAt: '2026-05-01T10:00:00.000Z' }, 0),
  recorded(catchId, 'CatchUpdated', { catchId, ...fields, weight: 4.25, date: '2026-05-02T07:00', updatedAt: '2026-05-03T10:00:00.000Z' }, 1),
];

describe('catch list projection', () => {
  it('builds the list item and is unchanged by replaying the history twice', async () => {
    const readStore = await projected(catchListProjection, [...history, ...history]);
    const docs = await readStore.find(CATCHES_COLLECTION, { userId: 'u1' });
    expect(docs).toEqual([
      {
        id: catchId,
        userId: 'u1',
        ...fields,
        weight: 4.25,
        date: '2026-05-02T07:00',
        createdAt: '2026-05-01T10:00:00.000Z',
        updatedAt: '2026-05-03T10:00:00.000Z',
        revision: 1,
        month: '2026-05',
        sortKey: '2026-05-02T07:00|2026-05-01T10:00:00.000Z',
      },
    ]);
  });

  it('removes a deleted catch, and a replay of older events does not bring it back', async () => {
    const deleted = recorded(catchId, 'CatchDeleted', { catchId, deletedAt: '2026-05-04T10:00:00.000Z' }, 2);
    const readStore = await projected(catchListProjection, [...history, deleted, ...history]);
    expect(await readStore.count(CATCHES_COLLECTION, { userId: 'u1' })).toBe(0);
  });

  it('shows catches in Recent Activity', async () => {
    const deleted = recorded(catchId, 'CatchDeleted', { catchId, deletedAt: '2026-05-04T10:00:00.000Z' }, 2);
    const readStore = await projected(activityProjection, [...history, deleted]);
    const feed = await readStore.find<{ title: string; description: string; weight?: number | null }>('activity', { userId: 'u1' }, { sort: { field: 'position', direction: 'asc' } });
    // The weight apart, shown in the angler's units (decision 121).
    expect(feed.map((e) => [e.title, e.description, e.weight])).toEqual([
      ['Catch logged', 'Largemouth Bass · Lake Fork', 3.5],
      ['Catch updated', 'Largemouth Bass', undefined],
      ['Catch deleted', 'A catch was removed from the log', undefined],
    ]);
  });
});

describe('catches on trips (issue 19)', () => {
  const tripId = randomUUID();
  const otherTrip = randomUUID();
  const onTrip = randomUUID();
  const elsewhere = randomUUID();
  const trips = [
    recorded(onTrip, 'CatchLogged', { catchId: onTrip, userId: 'u1', ...fields, quantity: 3, tripId, loggedAt: '2026-05-01T10:00:00.000Z' }, 0),
    recorded(elsewhere, 'CatchLogged', { catchId: elsewhere, userId: 'u1', ...fields, tripId: otherTrip, loggedAt: '2026-05-01T10:01:00.000Z' }, 0),
  ];
  const removed = recordedEvent({ streamId: `trip-${tripId}`, type: 'TripRemoved', data: { tripId, removedAt: '2026-05-02T10:00:00.000Z' }, revision: 1, position: ++position, userId: 'u1' });
  // An edit that raced the removal still names the removed trip.
  const lateEdit = recorded(onTrip, 'CatchUpdated', { catchId: onTrip, ...fields, quantity: 4, tripId, updatedAt: '2026-05-02T11:00:00.000Z' }, 1);

  it("leaves a removed trip's catches in the log on no trip, also when a later edit names it, unchanged by a replay", async () => {
    const readStore = await projected(catchListProjection, [...trips, removed, lateEdit, ...trips, removed, lateEdit]);
    const docs = await readStore.find<{ id: string; tripId: string | null; quantity: number }>(CATCHES_COLLECTION, { userId: 'u1' });
    expect(Object.fromEntries(docs.map((doc) => [doc.id, [doc.tripId, doc.quantity]]))).toEqual({ [onTrip]: [null, 4], [elsewhere]: [otherTrip, 1] });
  });

  it('reads an older catch without quantity or trip as it was stored (the contract reads it as one fish on no trip)', async () => {
    const older = randomUUID();
    const { quantity: _q, tripId: _t, ...olderFields } = fields;
    const readStore = await projected(catchListProjection, [recorded(older, 'CatchLogged', { catchId: older, userId: 'u1', ...olderFields, loggedAt: '2026-05-01T10:00:00.000Z' }, 0)]);
    expect(await readStore.get(CATCHES_COLLECTION, older)).toMatchObject({ quantity: 1, tripId: null });
  });
});
