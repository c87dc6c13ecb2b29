import { formatDateTime, formatDay } from '@tackle/ui';

/**
 * A catch date for people: '2024-05-01' -> 'May 1, 2024'; '2024-05-01T06:30' -> 'May 1, 2024,
 * 6:30 AM' (the angler's wall-clock time at the water, shown as entered).
 */
export function formatCatchDate(date: string, locale?: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day) {
    const [, y, m, d] = day;
    return formatDay(new Date(Number(y), Number(m) - 1, Number(d)), locale);
  }
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(date);
  const parsed =
    local && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(date)
      ? new Date(Number(local[1]), Number(local[2]) - 1, Number(local[3]), Number(local[4]), Number(local[5]))
      : new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatDateTime(parsed, locale);
}

/** The first part of a place name ('Lake Minnetonka, Hennepin County, …' -> 'Lake Minnetonka'). */
export function shortPlaceName(name: string): string {
  const first = name.split(',')[0]?.trim() ?? '';
  return first === '' ? name.trim() : first;
}
