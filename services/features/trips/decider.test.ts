import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tripInputSchema, TRIP_MESSAGES, type OpenTripEvent, type TripEvent, type TripWeatherHour } from '@tackle/contracts';
import { ConcurrencyError } from '@tackle/platform';
import { givenWhen } from '@tackle/test-support';
import { openTripDecider, tripDecider, type TripCommand } from './decider';

const now = '2026-05-01T14:00:00.000Z';
const tripId = randomUUID();
const owner = 'user-a';
const fields = tripInputSchema.parse({ name: 'Lake Fork, Saturday', waterBody: 'Lake Fork', startedAt: '2026-05-01T06:00', waterClarity: 'Stained' });
const { endedAt: _endedAt, weather: _weather, ...typed } = fields;
const hour: TripWeatherHour = { at: '2026-05-01T11:00:00.000Z', airTemp: 64, skies: 'Cloudy', windSpeed: 8, windDirection: 'SW', barometer: 29.9 };

const given = givenWhen(tripDecider);

const started: TripEvent = { type: 'TripStarted', data: { tripId, userId: owner, ...fields, createdAt: now } };
const ended: TripEvent = { type: 'TripEnded', data: { tripId, endedAt: '2026-05-01T13:30', weather: [hour], updatedAt: now } };
const removed: TripEvent = { type: 'TripRemoved', data: { tripId, removedAt: now } };

describe('trip decider', () => {
  it('starts a trip under way', () => {
    expect(given([]).when({ type: 'StartTrip', data: { ...fields, tripId, userId: owner }, now })()).toEqual([started]);
  });

  it('logs a trip afterwards as started, then ended with its weather', () => {
    const events = given([]).when({ type: 'StartTrip', data: { ...fields, endedAt: '2026-05-01T13:30', weather: [hour], tripId, userId: owner }, now })();
    expect(events).toEqual([started, ended]);
  });

  it('refuses to start the same trip twice, and a start whose claim was closed off by another start', () => {
    expect(given([started]).when({ type: 'StartTrip', data: { ...fields, tripId, userId: owner }, now })).toThrow('This trip already exists');
    expect(given([removed]).when({ type: 'StartTrip', data: { ...fields, tripId, userId: owner }, now })).toThrow(TRIP_MESSAGES.anotherOpen);
  });

  it('ends a trip under way once, never before its start', () => {
    const end = (endedAt: string): TripCommand => ({ type: 'EndTrip', data: { tripId, userId: owner, endedAt, weather: [hour] }, now });
    expect(given([started]).when(end('2026-05-01T13:30'))()).toEqual([ended]);
    expect(given([started, ended]).when(end('2026-05-01T15:00'))).toThrow(TRIP_MESSAGES.alreadyEnded);
    expect(given([started]).when(end('2026-05-01T05:59'))).toThrow(TRIP_MESSAGES.endBeforeStart);
  });

  it('edits the typed fields and keeps the end and weather a body leaves out', () => {
    const events = given([started, ended]).when({ type: 'UpdateTrip', data: { ...typed, notes: 'Wind all day', tripId, userId: owner }, now })();
    expect(events).toEqual([
      { type: 'TripUpdated', data: { tripId, ...typed, notes: 'Wind all day', endedAt: '2026-05-01T13:30', weather: [hour], updatedAt: now } },
    ]);
  });

  it('ends a trip under way by an edit that gives it an end: the edit, then TripEnded', () => {
    const events = given([started]).when({ type: 'UpdateTrip', data: { ...typed, endedAt: '2026-05-01T13:30', tripId, userId: owner }, now })();
    expect(events.map((event) => event.type)).toEqual(['TripUpdated', 'TripEnded']);
    expect(events[1]).toEqual({ type: 'TripEnded', data: { tripId, endedAt: '2026-05-01T13:30', weather: [], updatedAt: now } });
  });

  it('never reopens an ended trip, and refuses an edit that puts the start after the end', () => {
    expect(given([started, ended]).when({ type: 'UpdateTrip', data: { ...typed, endedAt: null, tripId, userId: owner }, now })).toThrow(TRIP_MESSAGES.cannotReopen);
    expect(given([started, ended]).when({ type: 'UpdateTrip', data: { ...typed, startedAt: '2026-05-01T14:00', tripId, userId: owner }, now })).toThrow(
      TRIP_MESSAGES.endBeforeStart,
    );
  });

  it("treats another angler's trip, a removed one and a missing one as not found", () => {
    const update = { type: 'UpdateTrip', data: { ...typed, tripId, userId: 'user-b' }, now } as const;
    expect(given([started]).when(update)).toThrow(TRIP_MESSAGES.notFound);
    expect(given([started]).when({ type: 'EndTrip', data: { tripId, userId: 'user-b', endedAt: '2026-05-01T13:00', weather: [] }, now })).toThrow(TRIP_MESSAGES.notFound);
    expect(given([started]).when({ type: 'RemoveTrip', data: { tripId, userId: 'user-b' }, now })).toThrow(TRIP_MESSAGES.notFound);
    expect(given([started, removed]).when({ type: 'RemoveTrip', data: { tripId, userId: owner }, now })).toThrow(TRIP_MESSAGES.notFound);
    expect(given([]).when({ type: 'RemoveTrip', data: { tripId, userId: owner }, now })).toThrow(TRIP_MESSAGES.notFound);
  });

  it('removes a trip', () => {
    expect(given([started, ended]).when({ type: 'RemoveTrip', data: { tripId, userId: owner }, now })()).toEqual([removed]);
  });

  it('closes off a claimed trip that was never written, and only such a one', () => {
    expect(given([]).when({ type: 'AbandonTrip', data: { tripId }, now })()).toEqual([removed]);
    expect(given([started]).when({ type: 'AbandonTrip', data: { tripId }, now })).toThrow('This trip was written after all');
  });
});

describe('open trip decider', () => {
  const claim = (claimedTripId: string): OpenTripEvent => ({ type: 'TripOpened', data: { userId: owner, tripId: claimedTripId, openedAt: now } });
  const givenClaims = givenWhen(openTripDecider);
  const open = (claimed: string | null, claimedIsOpen: boolean, id = tripId) => ({ type: 'OpenTrip', data: { userId: owner, tripId: id, claimed, claimedIsOpen }, now }) as const;

  it('claims the first trip, and the next one once the last has ended', () => {
    expect(givenClaims([]).when(open(null, false))()).toEqual([claim(tripId)]);
    const earlier = randomUUID();
    expect(givenClaims([claim(earlier)]).when(open(earlier, false))()).toEqual([claim(tripId)]);
  });

  it('refuses a second trip while the claimed one is under way', () => {
    const earlier = randomUUID();
    expect(givenClaims([claim(earlier)]).when(open(earlier, true))).toThrow(TRIP_MESSAGES.anotherOpen);
  });

  it('answers a claim decided on an older reading with a concurrency conflict, so it is read again', () => {
    const earlier = randomUUID();
    expect(givenClaims([claim(earlier)]).when(open(null, false))).toThrow(ConcurrencyError);
  });
});
