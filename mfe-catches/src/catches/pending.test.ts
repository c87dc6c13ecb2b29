import { describe, expect, it } from 'vitest';
import { catchInputSchema, type Catch } from '@tackle/contracts';
import { isPendingId, type QueuedChange } from '@tackle/ui';
import { aQueuedChange } from '@tackle/ui/testing/factories';
import { catchLabel, withPendingCatches } from './pending';
import { weatherTimeOf } from './offline-writes';

const stored = (id: string, species: string, date: string): Catch => ({
  tripId: null,
  ...catchInputSchema.parse({ species, date, weight: 2 }),
  id,
  userId: 'u1',
  createdAt: `${date}:00.000Z`,
  updatedAt: `${date}:00.000Z`,
  revision: 0,
});

const change = (overrides: Partial<QueuedChange>) => aQueuedChange({ entity: 'catch', path: '/api/catches', ...overrides });

describe('withPendingCatches', () => {
  const server = [stored('c1', 'Pike', '2026-06-01T08:00'), stored('c2', 'Walleye', '2026-05-30T07:00')];

  it('shows a catch logged offline at once, in date order, marked waiting', () => {
    const logged = change({ body: { species: 'Largemouth Bass', date: '2026-05-31T06:40', weight: 3.5 } });
    const list = withPendingCatches(server, [logged], 'u1');
    expect(list.map((c) => [c.species, c.sync ?? null])).toEqual([
      ['Pike', null],
      ['Largemouth Bass', 'waiting'],
      ['Walleye', null],
    ]);
    const pending = list[1]!;
    expect(isPendingId(pending.id)).toBe(true);
    expect(pending.pendingChange).toBe(logged);
    expect(pending).toMatchObject({ weight: 3.5, notes: null, coordinates: null, userId: 'u1' });
  });

  it('a catch logged offline on a trip still waiting to sync shows on that trip, as many fish as it holds', () => {
    const logged = change({ body: { species: 'Crappie', date: '2026-06-02T09:00', quantity: 4, tripId: 'pending:trip-change-1' } });
    const [first] = withPendingCatches(server, [logged], 'u1');
    expect(first).toMatchObject({ species: 'Crappie', quantity: 4, tripId: 'pending:trip-change-1', sync: 'waiting' });
  });

  it('an edit that moves a catch to another trip shows it there; one that names no trip keeps its trip', () => {
    const onTrip = { ...stored('c3', 'Bass', '2026-06-02T08:00'), tripId: '11111111-1111-4111-8111-111111111111' };
    const moved = withPendingCatches(
      [onTrip],
      [change({ method: 'PUT', targetId: 'c3', body: { species: 'Bass', date: '2026-06-02T08:00', tripId: '22222222-2222-4222-8222-222222222222' } })],
      'u1',
    );
    expect(moved[0]?.tripId).toBe('22222222-2222-4222-8222-222222222222');
    const kept = withPendingCatches([onTrip], [change({ method: 'PUT', targetId: 'c3', body: { species: 'Big bass', date: '2026-06-02T08:00' } })], 'u1');
    expect(kept[0]).toMatchObject({ species: 'Big bass', tripId: '11111111-1111-4111-8111-111111111111' });
  });

  it('shows an edit with its new values and hides a catch waiting to be deleted', () => {
    const list = withPendingCatches(
      server,
      [
        change({ method: 'PUT', path: '/api/catches/c1', targetId: 'c1', body: { species: 'Northern Pike', date: '2026-06-01T08:00', weight: 9 } }),
        change({ method: 'DELETE', path: '/api/catches/c2', targetId: 'c2' }),
      ],
      'u1',
    );
    expect(list.map((c) => [c.id, c.species, c.weight, c.sync])).toEqual([['c1', 'Northern Pike', 9, 'waiting']]);
  });

  it('marks a change that needs a decision, and shows a refused delete again', () => {
    const list = withPendingCatches(
      server,
      [
        change({ method: 'PUT', targetId: 'c1', state: 'conflict', refusedStatus: 409, body: { species: 'Pike', date: '2026-06-01T08:00' } }),
        change({ method: 'DELETE', targetId: 'c2', state: 'conflict', refusedStatus: 409 }),
      ],
      'u1',
    );
    expect(list.map((c) => [c.id, c.sync])).toEqual([
      ['c1', 'decision'],
      ['c2', 'decision'],
    ]);
  });

  it('leaves other kinds of change and unknown items alone', () => {
    const list = withPendingCatches(server, [change({ entity: 'gear', body: { name: 'Rod' } }), change({ method: 'PUT', targetId: 'gone', body: { species: 'X', date: '2026-01-01' } })], 'u1');
    expect(list.map((c) => c.id)).toEqual(['c1', 'c2']);
  });
});

describe('catchLabel', () => {
  it('names a catch by species and weight in pounds and ounces', () => {
    expect(catchLabel({ species: 'Largemouth Bass', weight: 3.5 })).toBe('Largemouth Bass, 3 lb 8 oz');
    expect(catchLabel({ species: 'Bluegill', weight: 0.25 })).toBe('Bluegill, 4 oz');
    expect(catchLabel({ species: 'Pike', weight: null })).toBe('Pike');
    expect(catchLabel({ species: 'Largemouth Bass', weight: 3.5 }, 'metric')).toBe('Largemouth Bass, 1.59 kg');
  });
});

describe('weatherTimeOf', () => {
  it("writes the catch's local time with the browser's offset, for the weather of its hour", () => {
    const at = weatherTimeOf('2026-06-01T06:40', Date.parse('2026-06-02T00:00:00Z'));
    expect(at).toMatch(/^2026-06-01T06:40:00[+-]\d\d:\d\d$/);
    expect(Date.parse(at!)).toBe(new Date('2026-06-01T06:40').getTime());
    // A day without a time: its noon.
    expect(weatherTimeOf('2026-06-01', Date.parse('2026-06-02T00:00:00Z'))).toMatch(/^2026-06-01T12:00:00/);
  });

  it('has no weather time for a catch in the future or a date that does not read', () => {
    expect(weatherTimeOf('2026-06-03T06:40', Date.parse('2026-06-02T00:00:00Z'))).toBeUndefined();
    expect(weatherTimeOf('not a date')).toBeUndefined();
  });
});
