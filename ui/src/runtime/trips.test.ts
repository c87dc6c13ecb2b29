import { describe, expect, it } from 'vitest';
import { pendingIdOf } from '../offline/pending';
import type { QueuedChange } from '../offline/store';
import { aQueuedChange, aTrip } from '../testing/factories';
import { endTripPath, hoursOnWater, openTripOf, withPendingTrips } from './trips';

// The trips as the screens see them while trip changes wait in the outbox (decision 126).

let seq = 0;
function change(fields: Pick<QueuedChange, 'method' | 'path' | 'targetId'> & { body?: Record<string, unknown> }): QueuedChange {
  seq += 1;
  return aQueuedChange({ entity: 'trip', ...fields, createdAt: `2026-12-05T1${seq % 10}:00:00.000Z` });
}

const lakeFork = aTrip({ id: '11111111-1111-4111-8111-111111111111', name: 'Lake Fork — Sat 28 Nov', startedAt: '2026-11-28T06:00', endedAt: '2026-11-28T13:30' });

describe('withPendingTrips', () => {
  it('shows a trip started without signal at once, first, under way and marked', () => {
    const start = change({ method: 'POST', path: '/api/trips', targetId: null, body: { name: 'Sam Rayburn — Sat 5 Dec', startedAt: '2026-12-05T06:30' } });
    const trips = withPendingTrips([lakeFork], [start], 'user-1');
    expect(trips.map((trip) => [trip.name, trip.endedAt, trip.sync])).toEqual([
      ['Sam Rayburn — Sat 5 Dec', null, 'waiting'],
      ['Lake Fork — Sat 28 Nov', '2026-11-28T13:30', undefined],
    ]);
    expect(trips[0]!.id).toBe(pendingIdOf(start));
    expect(trips[0]!.summary).toMatchObject({ catches: 0, fish: 0, fishPerHour: null });
    expect(openTripOf(trips)?.id).toBe(pendingIdOf(start));
  });

  it('an end waiting to sync ends the trip on screen, with its duration', () => {
    const start = change({ method: 'POST', path: '/api/trips', targetId: null, body: { name: 'Dawn', startedAt: '2026-12-05T06:00' } });
    const id = pendingIdOf(start);
    const end = change({ method: 'POST', path: endTripPath(id), targetId: id, body: { endedAt: '2026-12-05T09:30', weather: [] } });
    const [trip] = withPendingTrips([], [start, end], 'user-1');
    expect(trip).toMatchObject({ endedAt: '2026-12-05T09:30', summary: { durationHours: 3.5 }, sync: 'waiting' });
    expect(openTripOf([trip!])).toBeNull();
  });

  it('an edit waiting to sync shows its new values over the server\'s trip', () => {
    const edit = change({ method: 'PUT', path: `/api/trips/${lakeFork.id}`, targetId: lakeFork.id, body: { name: 'Lake Fork with Sam', startedAt: '2026-11-28T06:00', endedAt: '2026-11-28T14:00', expectedRevision: 0 } });
    const [trip] = withPendingTrips([lakeFork], [edit], 'user-1');
    expect(trip).toMatchObject({ name: 'Lake Fork with Sam', summary: { durationHours: 8 }, sync: 'waiting' });
  });
});

describe('hoursOnWater', () => {
  it('counts to the end, or to now on the device\'s clock while under way, in hours with 2 decimals', () => {
    expect(hoursOnWater({ startedAt: '2026-12-05T06:00', endedAt: '2026-12-05T08:20' })).toBe(2.33);
    expect(hoursOnWater({ startedAt: '2026-12-05T06:00', endedAt: null }, new Date(2026, 11, 5, 7, 30).getTime())).toBe(1.5);
    expect(hoursOnWater({ startedAt: 'not a time', endedAt: null })).toBe(0);
  });
});

describe('openTripOf', () => {
  it('is the latest trip not ended, or null', () => {
    expect(openTripOf([lakeFork])).toBeNull();
    const open = aTrip({ id: '22222222-2222-4222-8222-222222222222', name: 'Now', startedAt: '2026-12-05T06:00' });
    expect(openTripOf([lakeFork, open])?.name).toBe('Now');
    expect(openTripOf(undefined)).toBeNull();
  });
});
