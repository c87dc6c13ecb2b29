import { GEAR_TYPE_IDS, isLineDue, wholeMonthsBetween, type Gear, type LineAgeMonths, type RespoolReminder } from '@tackle/contracts';
import type { ReadStore } from '@tackle/platform';
import { GEAR_COLLECTION } from '../gear/public';
import { lineAgeMonthsOf } from '../settings/public';

/** The query shape of the reminder: the angler's reels. */
export const REELS_QUERY = { collection: GEAR_COLLECTION, fields: ['userId', 'typeId'] };

/**
 * 'Time to respool' (decision 128): each spooled reel whose line is older than the angler's age for
 * its kind, oldest first. Pure: the clock comes in. A reel never spooled says nothing (there is no
 * age to tell; the reel card offers to record a spooling instead).
 */
export function respoolReminders(reels: readonly Gear[], limits: LineAgeMonths, now: Date): RespoolReminder[] {
  return reels
    .flatMap((reel) => {
      const spooling = reel.spooling;
      if (reel.typeId !== GEAR_TYPE_IDS.reel || !spooling || !isLineDue(spooling, limits, now)) return [];
      return [
        {
          gearId: reel.id,
          reelName: reel.name,
          lineName: spooling.lineName,
          lineType: spooling.lineType,
          spooledAt: spooling.spooledAt,
          monthsAgo: wholeMonthsBetween(spooling.spooledAt, now),
          limitMonths: limits[spooling.lineType],
        },
      ];
    })
    .sort((a, b) => a.spooledAt.localeCompare(b.spooledAt));
}

/** The reminders of one angler, from the gear and settings read models, at `now`. */
export async function respoolRemindersOf(store: ReadStore, userId: string, now: Date): Promise<RespoolReminder[]> {
  const [reels, limits] = await Promise.all([
    store.find<Gear>(GEAR_COLLECTION, { userId, typeId: GEAR_TYPE_IDS.reel }),
    lineAgeMonthsOf(store, userId),
  ]);
  return respoolReminders(reels, limits, now);
}
