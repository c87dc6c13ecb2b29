import { catchDay, type BiteTimes, type CatchInput } from '@tackle/contracts';
import { computeBiteTimes, placeUtcOffsetMinutes } from '@tackle/domain/solunar';

/**
 * The solunar day of a new catch (docs/decisions/063), computed before deciding so the decider
 * stays pure. The day is in the place's real time zone (the same source /fish-spots uses).
 */
export function biteTimesForCatch(input: Pick<CatchInput, 'date' | 'coordinates'>): BiteTimes | null {
  if (!input.coordinates) return null;
  const day = catchDay(input.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return computeBiteTimes(input.coordinates, day, placeUtcOffsetMinutes(input.coordinates, day));
}
