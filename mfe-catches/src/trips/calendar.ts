import type { MoonPhaseName } from '@tackle/contracts';

/*
 * The month grid of the trips calendar (docs/decisions/126-trip-screens.md): weeks from Sunday to
 * Saturday, and where the keyboard's arrows, Home, End, Page Up and Page Down move the focused day.
 * Dates are calendar days ('YYYY-MM-DD'), months 'YYYY-MM'; no time zones are involved.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as 'YYYY-MM-DD' from a local date. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'YYYY-MM-DD' -> a local date at noon (never across a daylight-saving edge). */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

export const monthOfDay = (day: string) => day.slice(0, 7);

/** Whether a text is a month as the calendar takes it ('2026-12'). */
export const isMonth = (text: string | null): text is string => !!text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
export const isDay = (text: string | null): text is string => !!text && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text);

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1 + delta, 1, 12);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(y ?? 1970, m ?? 1, 0).getDate();
}

/** The weeks of a month, Sunday first; days of the months around it are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = dateOfDay(`${month}-01`).getDay();
  const count = daysInMonth(month);
  const cells: Array<string | null> = [...Array<null>(first).fill(null), ...Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function addDays(day: string, days: number): string {
  const date = dateOfDay(day);
  date.setDate(date.getDate() + days);
  return dayOf(date);
}

/** The same day of another month, or its last day when it has fewer. */
function sameDayIn(day: string, delta: number): string {
  const month = shiftMonth(monthOfDay(day), delta);
  return `${month}-${pad(Math.min(Number(day.slice(8)), daysInMonth(month)))}`;
}

/** The day a key moves the focus to (the grid pattern of WAI-ARIA's date picker), or null for other keys. */
export function dayAfterKey(day: string, key: string): string | null {
  const weekday = dateOfDay(day).getDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return sameDayIn(day, -1);
    case 'PageDown':
      return sameDayIn(day, 1);
    default:
      return null;
  }
}

/** Whether the moon grows towards full (lit on the right, seen from the north) or wanes. */
export function waxing(phase: MoonPhaseName): boolean {
  return phase.startsWith('Waxing') || phase === 'First Quarter' || phase === 'New Moon';
}

/**
 * The lit part of a moon of radius `r` centred at (r, r), as an SVG path: the lit half-disc's edge,
 * then the terminator (an ellipse whose width follows the lit fraction) back. Empty for a new moon.
 */
export function moonPath(illumination: number, grows: boolean, r: number): string {
  const lit = Math.min(1, Math.max(0, illumination));
  if (lit <= 0.005) return '';
  const top = `${r} 0`;
  const bottom = `${r} ${2 * r}`;
  const width = Math.abs(1 - 2 * lit) * r;
  // Right half lit while waxing, left half while waning; the terminator bulges into the lit half
  // for a crescent and into the dark half for a gibbous moon.
  const outer = grows ? 1 : 0;
  const crescent = lit < 0.5;
  const inner = grows ? (crescent ? 0 : 1) : crescent ? 1 : 0;
  return `M ${top} A ${r} ${r} 0 0 ${outer} ${bottom} A ${width.toFixed(3)} ${r} 0 0 ${inner} ${top} Z`;
}
