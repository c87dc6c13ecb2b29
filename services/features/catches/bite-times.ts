import { catchDay, type BiteTimes, type CatchInput } from '@tackle/contracts';
import { biteTimesCache } from '@tackle/domain/solunar';

/** Once per place and day for every catch logged there (decision 127). */
const biteTimesOfPlace = biteTimesCache();

/**
 * The solunar day of a new catch (docs/decisions/063), computed before deciding so the decider
 * stays pure. The day is in the place's real time zone (the same source /fish-spots uses), and the
 * place is the catch's coordinates to 2 decimals, as for /fish-spots (decision 127).
 */
export function biteTimesForCatch(input: Pick<CatchInput, 'date' | 'coordinates'>): BiteTimes | null {
  if (!input.coordinates) return null;
  const day = catchDay(input.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return biteTimesOfPlace(input.coordinates, day);
}
