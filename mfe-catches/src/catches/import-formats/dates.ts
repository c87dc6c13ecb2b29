// Dates and times as other catch logs write them, to the catch form's values: '2024-05-01' or the
// local '2024-05-01T06:30' (contracts/src/catches.ts, catchDateSchema).

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Which number comes first in a slashed date: '5/6/2024' is May 6 (US) or 5 June (day first). */
export type SlashOrder = 'month-first' | 'day-first';

const pad = (n: number) => String(n).padStart(2, '0');

function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  // 'Sept' and full names start like the short ones; 'Mayday' does not name a month.
  return index >= 0 && /^[a-z]+$/i.test(name) && name.length <= 9 ? index + 1 : null;
}

function validDay(year: number, month: number, day: number): string | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A calendar day: '2024-05-01', '2024/05/01', '5/1/2024' (in `order`), '1.5.2024' (day first),
 * 'May 1, 2024', 'Wed, May 1, 2024', '1 May 2024'; null when it is none of these.
 */
export function readDay(text: string, order: SlashOrder = 'month-first'): string | null {
  const value = text.trim().replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(value);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const fullYear = year < 100 ? 2000 + year : year;
    return order === 'month-first' ? validDay(fullYear, first, second) : validDay(fullYear, second, first);
  }
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month === null ? null : validDay(Number(match[3]), month, Number(match[2]));
  }
  match = /^(\d{1,2})\.?\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    return month === null ? null : validDay(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/** A time of day: '6:30 AM', '6:30am', '18:30', '18:30:15', '6 PM' -> [hour, minute]; null otherwise. */
export function readTimeOfDay(text: string): [number, number] | null {
  const match = /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*([AaPp]\.?[Mm]\.?)?$/.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[4]?.replace(/\./g, '').toLowerCase();
  if (match[2] === undefined && !meridiem) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || Number(match[3] ?? 0) > 59) return null;
  return [hour, minute];
}

/**
 * The order of a file's slashed dates: day first when a first number is above 12 and no second
 * one is; otherwise month first (as US apps and Tackle's own import read them).
 */
export function slashOrderOf(dates: readonly string[]): SlashOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const date of dates) {
    const match = /^(\d{1,2})\/(\d{1,2})\//.exec(date.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  return dayFirst && !monthFirst ? 'day-first' : 'month-first';
}

export type DateReading = { ok: true; value: string } | { ok: false; error: string };

/** The day and time as written, kept as the local time they name (the catch form's datetime-local). */
export function readLocalDateTime(day: string, time: string, order: SlashOrder): DateReading {
  const dayText = day.trim();
  if (dayText === '') return { ok: false, error: 'Date is required' };
  const date = readDay(dayText, order);
  if (!date) return { ok: false, error: `Date "${dayText}" is not a date this import understands` };
  const timeText = time.trim();
  if (timeText === '') return { ok: true, value: date };
  const clock = readTimeOfDay(timeText);
  if (!clock) return { ok: false, error: `Time "${timeText}" is not a time this import understands` };
  return { ok: true, value: `${date}T${pad(clock[0])}:${pad(clock[1])}` };
}

/**
 * A UTC day and time to the local time of `timeZone` (by default the browser's), as the catch
 * form stores dates: '2024-05-01' '23:30' (UTC) in America/Chicago -> '2024-05-01T18:30'.
 */
export function utcToLocalDateTime(day: string, time: string, timeZone?: string): DateReading {
  const dayText = day.trim();
  if (dayText === '') return { ok: false, error: 'Date is required' };
  const date = readDay(dayText);
  if (!date) return { ok: false, error: `Date "${dayText}" is not a date this import understands` };
  const timeText = time.trim().replace(/\s*(?:Z|UTC|GMT)$/i, '');
  if (timeText === '') return { ok: true, value: date };
  const clock = readTimeOfDay(timeText);
  if (!clock) return { ok: false, error: `Time "${time.trim()}" is not a time this import understands` };
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, dayOfMonth, clock[0], clock[1]));
  return { ok: true, value: localDateTimeOf(instant, timeZone) };
}

/** 'YYYY-MM-DDTHH:mm' of an instant on the wall clock of `timeZone` (the browser's by default). */
export function localDateTimeOf(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
