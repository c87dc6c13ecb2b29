import type { StatsResponse } from '@tackle/contracts';
import { dateFormat } from '@tackle/ui';

// Labels of the statistics screen.

/** '2026-04' -> 'Apr 2026' (in the browser's language). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return dateFormat(undefined, { month: 'short', year: 'numeric' }).format(new Date(year ?? 2000, (number ?? 1) - 1, 1));
}

/** '1 catch', '3 catches'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the outings are (issue 19): 'Your trips', 'Days with a catch', '2 trips and 3 other days with a catch'. */
export function outingsDetail({ tripOutings, dayOutings }: Pick<StatsResponse['angler'], 'tripOutings' | 'dayOutings'>): string {
  if (tripOutings === 0) return 'Days with a catch';
  if (dayOutings === 0) return tripOutings === 1 ? 'Your trip' : 'Your trips';
  return `${plural(tripOutings, 'trip', 'trips')} and ${plural(dayOutings, 'other day', 'other days')} with a catch`;
}
