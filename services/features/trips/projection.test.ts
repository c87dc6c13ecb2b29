import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema, tripInputSchema, type TripWeatherHour } from '@tackle/contracts';
import { projected, recordedEvent } from '@tackle/test-support';
import { TRIPS_COLLECTION, tripsProjection, type TripDoc } from './projection';
import { listTrips, tripDetail } from './query-routes';

let position = 0;
const event = (streamId: string, type: string, data: object, revision: number, userId = 'u1') =>
  recordedEvent({ streamId, type, data, revision, position: ++position, userId });

const tripA = randomUUID();
const tripB = randomUUID();
const setupId = randomUUID();
const [bass, crappie, pike] = [randomUUID(), randomUUID(), randomUUID()];
const hour: TripWeatherHour = { at: '2026-05-01T11:00:00.000Z', airTemp: 64, skies: 'Cloudy', windSpeed: 8, windDirection: 'SW', barometer: 29.9 };
const tripFields = (name: string, startedAt: string) => tripInputSchema.parse({ name, startedAt, waterBody: 'Lake Fork' });
const catchFields = (species: string, extra: object) => ({ ...catchInputSchema.parse({ species, date: '2026-05-01T08:00', ...extra }), tripId: null });

const history = [
  event(`setup-${setupId}`, 'SetupCreated', { setupId, userId: 'u1', name: 'Drop shot', rodId: null, reelId: null, lureId: null, createdAt: '2026-04-01T10:00:00.000Z' }, 0),
  event(`trip-${tripA}`, 'TripStarted', { tripId: tripA, userId: 'u1', ...tripFields('Saturday', '2026-05-01T06:00'), createdAt: '2026-05-01T11:00:00.000Z' }, 0),
  event(`trip-${tripB}`, 'TripStarted', { tripId: tripB, userId: 'u1', ...tripFields('Sunday', '2026-05-02T06:00'), createdAt: '2026-05-02T11:00:00.000Z' }, 0),
  event(`catch-${bass}`, 'CatchLogged', { catchId: bass, userId: 'u1', ...catchFields('Largemouth Bass', { quantity: 3, bait: 'Senko', setupId }), tripId: tripA, loggedAt: '2026-05-01T13:00:00.000Z' }, 0),
  event(`catch-${crappie}`, 'CatchLogged', { catchId: crappie, userId: 'u1', ...catchFields('Crappie', { bait: 'senko ' }), tripId: tripA, loggedAt: '2026-05-01T13:05:00.000Z' }, 0),
  event(`catch-${pike}`, 'CatchLogged', { catchId: pike, userId: 'u1', ...catchFields('Pike', { quantity: 2 }), tripId: tripA, loggedAt: '2026-05-01T13:10:00.000Z' }, 0),
  // The crappie moves to Sunday's trip, the pike is deleted, Saturday ends with its weather.
  event(`catch-${crappie}`, 'CatchUpdated', { catchId: crappie, ...catchFields('Crappie', { bait: 'senko ', date: '2026-05-02T07:00' }), tripId: tripB, updatedAt: '2026-05-02T08:00:00.000Z' }, 1),
  event(`catch-${pike}`, 'CatchDeleted', { catchId: pike, deletedAt: '2026-05-01T14:00:00.000Z' }, 1),
  event(`trip-${tripA}`, 'TripEnded', { tripId: tripA, endedAt: '2026-05-01T12:00', weather: [hour], updatedAt: '2026-05-01T12:00:00.000Z' }, 1),
];

describe('trips projection', () => {
  it('keeps each trip with the tally of its catches as they are logged, moved and deleted, unchanged by a second replay', async () => {
    const store = await projected(tripsProjection, [...history, ...history]);
    const now = new Date('2026-05-03T12:00:00.000Z');
    const saturday = await tripDetail(store, 'u1', tripA, now);
    expect(saturday).toMatchObject({
      name: 'Saturday',
      endedAt: '2026-05-01T12:00',
      weather: [hour],
      revision: 1,
      catchIds: [bass],
      setupsUsed: [{ id: setupId, name: 'Drop shot', fish: 3 }],
      baitsUsed: [{ label: 'Senko', fish: 3 }],
      summary: { catches: 1, fish: 3, species: [{ label: 'Largemouth Bass', count: 3 }], durationHours: 6, fishPerHour: 0.5 },
    });
    const sunday = await tripDetail(store, 'u1', tripB, now);
    expect(sunday).toMatchObject({ catchIds: [crappie], baitsUsed: [{ label: 'senko', fish: 1 }], summary: { catches: 1, fish: 1 } });
    expect((await listTrips(store, 'u1', now)).map((trip) => trip.name)).toEqual(['Sunday', 'Saturday']);
    expect(await listTrips(store, 'u2', now)).toEqual([]);
    await expect(tripDetail(store, 'u2', tripA, now)).rejects.toThrow('Trip not found');
  });

  it('drops a removed trip, and a replay of its older events does not bring it back', async () => {
    const removed = event(`trip-${tripA}`, 'TripRemoved', { tripId: tripA, removedAt: '2026-05-04T10:00:00.000Z' }, 2);
    const store = await projected(tripsProjection, [...history, removed, ...history]);
    expect(await store.get<TripDoc>(TRIPS_COLLECTION, tripA)).toBeNull();
    expect((await listTrips(store, 'u1')).map((trip) => trip.id)).toEqual([tripB]);
  });
});
