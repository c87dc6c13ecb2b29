import { dateFormat } from './intl';

/**
 * One way to write a date for people, everywhere: 'May 3, 2026' and 'May 3, 2026, 6:30 AM' in the
 * browser's language (issue 14). Values a person cannot read (not a date) are shown as given.
 */
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** 'May 3, 2026'. */
export function formatDay(value: Date | string, locale?: string): string {
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(locale, DAY).format(date);
}

/** 'May 3, 2026, 6:30 AM' (local time of the instant). */
export function formatDateTime(value: Date | string, locale?: string): string {
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(locale, DAY_AND_TIME).format(date);
}
