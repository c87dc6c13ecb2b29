import { describe, expect, it } from 'vitest';
import { nowWrittenLike, summaryOf, tallyOf, EMPTY_TALLY, type TripCatch } from './tally';

const caught = (id: string, species: string, quantity: number, extra: Partial<TripCatch> = {}): TripCatch => ({
  id,
  userId: 'u1',
  tripId: 't1',
  quantity,
  species,
  setupId: null,
  bait: null,
  sortKey: `2026-05-01T0${id}:00|2026-05-01T10:00:00.000Z`,
  ...extra,
});

describe('a trip tally', () => {
  it('counts fish by species, setup and bait (case and spacing aside), and lists the catches newest first', () => {
    const tally = tallyOf([
      caught('6', 'Largemouth Bass', 3, { bait: 'Senko', setupId: 's1' }),
      caught('7', 'largemouth  bass', 1, { bait: 'senko', setupId: 's2' }),
      caught('8', 'Crappie', 12, { bait: 'Minnow', setupId: 's2' }),
    ]);
    expect(tally).toEqual({
      catches: 3,
      fish: 16,
      species: [{ label: 'Crappie', count: 12 }, { label: 'Largemouth Bass', count: 4 }],
      catchIds: ['8', '7', '6'],
      setups: [{ id: 's2', fish: 13 }, { id: 's1', fish: 3 }],
      baits: [{ label: 'Minnow', fish: 12 }, { label: 'Senko', fish: 4 }],
    });
  });
});

describe('hours and fish per hour', () => {
  const now = new Date('2026-05-01T14:30:00.000Z');

  it('counts an ended trip from its start to its end, and no rate for a trip shorter than a minute', () => {
    const trip = { startedAt: '2026-05-01T06:00', endedAt: '2026-05-01T09:00', createdAt: '2026-05-01T11:00:00.000Z', coordinates: null };
    expect(summaryOf({ ...trip, tally: { ...EMPTY_TALLY, catches: 2, fish: 7 } }, now)).toEqual({ catches: 2, fish: 7, species: [], durationHours: 3, fishPerHour: 2.33 });
    expect(summaryOf({ ...trip, endedAt: '2026-05-01T06:00', tally: EMPTY_TALLY }, now)).toMatchObject({ durationHours: 0, fishPerHour: null });
  });

  it("counts a trip under way to now on the clock of the trip's place, else of the time it was started", () => {
    // Lake Minnetonka in May is UTC-5: 14:30 UTC is 09:30 there.
    expect(nowWrittenLike({ startedAt: '2026-05-01T06:00', createdAt: '2026-05-01T11:00:00.000Z', coordinates: { lat: 44.94, lon: -93.59 } }, now)).toBe('2026-05-01T09:30:00');
    // Started at 06:00 on the angler's clock when the server's was 11:02 UTC: the angler is at UTC-5.
    expect(nowWrittenLike({ startedAt: '2026-05-01T06:00', createdAt: '2026-05-01T11:02:00.000Z', coordinates: null }, now)).toBe('2026-05-01T09:30:00');
    // A start written as an instant is compared with the instant now.
    expect(nowWrittenLike({ startedAt: '2026-05-01T11:00:00Z', createdAt: '2026-05-01T11:00:00.000Z', coordinates: null }, now)).toBe(now.toISOString());
    const underWay = { startedAt: '2026-05-01T06:00', endedAt: null, createdAt: '2026-05-01T11:00:00.000Z', coordinates: { lat: 44.94, lon: -93.59 }, tally: { ...EMPTY_TALLY, fish: 7 } };
    expect(summaryOf(underWay, now)).toMatchObject({ durationHours: 3.5, fishPerHour: 2 });
  });
});
