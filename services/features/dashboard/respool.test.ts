import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_AGE_MONTHS, type Gear, type ReelSpooling } from '@tackle/contracts';
import { respoolReminders } from './respool';

const now = new Date('2026-11-26T12:00:00.000Z');
const reel = (id: string, spooling: Partial<ReelSpooling> | null, typeId = 2) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    name: `Reel ${id}`,
    typeId,
    spooling: spooling && { consumableId: null, lineName: 'Line', lineType: 'braid', amountUsed: null, unit: 'yards', leader: null, notes: null, spooledAt: '2026-01-01T00:00:00.000Z', ...spooling },
  }) as unknown as Gear;

describe("'Time to respool' reminders", () => {
  it('names each reel whose line is older than its kind allows, oldest first, with the clock passed in', () => {
    const reels = [
      reel('1', { lineType: 'braid', spooledAt: '2025-11-26T12:00:01.000Z' }), // 11 months and 30 days: not yet
      reel('2', { lineType: 'braid', spooledAt: '2025-09-10T08:00:00.000Z', lineName: 'PowerPro' }), // 14 months
      reel('3', { lineType: 'mono', spooledAt: '2026-05-26T12:00:00.000Z' }), // exactly 6 months: due
      reel('4', { lineType: 'fluoro', spooledAt: '2026-06-01T00:00:00.000Z' }), // 5 months
      reel('5', null), // never spooled: nothing to say
      reel('6', { lineType: 'braid', spooledAt: '2020-01-01T00:00:00.000Z' }, 1), // not a reel (any more)
    ];
    expect(respoolReminders(reels, DEFAULT_LINE_AGE_MONTHS, now)).toEqual([
      { gearId: reels[1]!.id, reelName: 'Reel 2', lineName: 'PowerPro', lineType: 'braid', spooledAt: '2025-09-10T08:00:00.000Z', monthsAgo: 14, limitMonths: 12 },
      { gearId: reels[2]!.id, reelName: 'Reel 3', lineName: 'Line', lineType: 'mono', spooledAt: '2026-05-26T12:00:00.000Z', monthsAgo: 6, limitMonths: 6 },
    ]);
    // A day earlier, the mono line is not due yet; with the angler's own ages the fluoro one is.
    expect(respoolReminders(reels, DEFAULT_LINE_AGE_MONTHS, new Date('2026-11-25T12:00:00.000Z')).map((r) => r.reelName)).toEqual(['Reel 2']);
    expect(respoolReminders(reels, { braid: 24, mono: 6, fluoro: 5 }, now).map((r) => r.reelName)).toEqual(['Reel 3', 'Reel 4']);
  });
});
