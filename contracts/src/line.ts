import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema, optionalText, userIdSchema, type LabelledOption } from './common';

/*
 * Line on the reel (docs/decisions/128-line-on-the-reel.md): a reel is spooled with a line from
 * the angler's consumables, remembers its last spooling, and the dashboard says when that line is
 * older than the angler's chosen age for its kind.
 */

export const LINE_TYPES = ['braid', 'mono', 'fluoro'] as const;
export type LineType = (typeof LINE_TYPES)[number];
export const LINE_TYPE_LABELS: Readonly<Record<LineType, string>> = { braid: 'Braid', mono: 'Mono', fluoro: 'Fluoro' };
export const LINE_TYPE_OPTIONS: ReadonlyArray<LabelledOption<LineType>> = LINE_TYPES.map((value) => ({ value, label: LINE_TYPE_LABELS[value] }));

export const LINE_TYPE_MESSAGE = 'Which kind of line is it? Choose braid, mono or fluoro';
export const SPOOL_LINE_REQUIRED_MESSAGE = 'Please choose the line you spooled';
export const SPOOL_FUTURE_MESSAGE = 'The spooling date cannot be in the future';
export const SPOOL_REEL_ONLY_MESSAGE = 'Only a reel can be spooled';
/** The note on the stock history's usage line of a spooling. */
export const SPOOL_USAGE_NOTE = 'Spooled on the reel';

/** How old a line may get before the dashboard says to respool, in months, by kind. */
const MONTHS_MESSAGE = 'Months must be a whole number from 1 to 120';
const monthsSchema = z.number({ error: MONTHS_MESSAGE }).int(MONTHS_MESSAGE).min(1, MONTHS_MESSAGE).max(120, MONTHS_MESSAGE);
export const lineAgeMonthsSchema = z.object({ braid: monthsSchema, mono: monthsSchema, fluoro: monthsSchema });
export type LineAgeMonths = z.infer<typeof lineAgeMonthsSchema>;
/** Braid lasts for seasons; mono and fluoro take a set from sun and spool memory sooner. */
export const DEFAULT_LINE_AGE_MONTHS: LineAgeMonths = { braid: 12, mono: 6, fluoro: 6 };

/** The words a line's name or description may say its kind with ('30 lb braid', 'Fluorocarbon 12 lb'). */
const LINE_TYPE_WORDS: ReadonlyArray<[LineType, RegExp]> = [
  ['braid', /\b(braid|braided|pe)\b/i],
  ['fluoro', /\b(fluoro|fluorocarbon|fc)\b/i],
  ['mono', /\b(mono|monofilament|nylon|copolymer)\b/i],
];

/** The kind of line a consumable's words name, when exactly one kind is named; else null (ask). */
export function lineTypeFromText(...texts: ReadonlyArray<string | null | undefined>): LineType | null {
  const text = texts.filter(Boolean).join(' ');
  const found = LINE_TYPE_WORDS.filter(([, words]) => words.test(text)).map(([type]) => type);
  return found.length === 1 ? found[0]! : null;
}

const amountSchema = z
  .number({ error: 'Amount used must be a positive number' })
  .gt(0, 'Amount used must be a positive number')
  .max(10_000_000)
  .transform((value) => Math.round(value * 100) / 100);

/** Body of POST /api/gear/:id/spool: what the reel was spooled with, and when. */
export const spoolInputSchema = z.object({
  consumableId: z.string({ error: SPOOL_LINE_REQUIRED_MESSAGE }).trim().min(1, SPOOL_LINE_REQUIRED_MESSAGE),
  /** The kind of line; taken from the consumable's words when they say it, else required. */
  lineType: z.enum(LINE_TYPES, { error: LINE_TYPE_MESSAGE }).nullish().transform((value) => value ?? null),
  /** In the consumable's own unit; when given it is taken from stock like tracked usage. */
  amountUsed: amountSchema.nullish().transform((value) => value ?? null),
  /** Defaults to now; a past date records an earlier spooling. */
  spooledAt: isoDateTimeSchema.nullish().transform((value) => value ?? null),
  leader: optionalText(200, 'Leader'),
  notes: optionalText(1000, 'Notes'),
});
export type SpoolInputBody = z.input<typeof spoolInputSchema>;
export type SpoolInput = z.output<typeof spoolInputSchema>;

/** A reel's spooling as its gear item shows it (the last one, by spooling date). */
export const reelSpoolingSchema = z.object({
  /** The line consumable; null when it is no longer known (restored without its consumable). */
  consumableId: entityIdSchema.nullable(),
  /** The line's name at the time. */
  lineName: z.string(),
  lineType: z.enum(LINE_TYPES),
  /** Taken from stock, in `unit`; null when the amount was not given. */
  amountUsed: z.number().nullable(),
  unit: z.string().nullable(),
  leader: z.string().nullable(),
  notes: z.string().nullable(),
  spooledAt: isoDateTimeSchema,
});
export type ReelSpooling = z.infer<typeof reelSpoolingSchema>;

/** Event on the reel's stream (gear-<id>). */
export const reelSpooledSchema = reelSpoolingSchema.extend({
  gearId: entityIdSchema,
  recordedAt: isoDateTimeSchema,
});
export type ReelSpooled = z.infer<typeof reelSpooledSchema>;

/** The line as the command side found it in its stream (null: no such consumable). */
export const spoolLineSchema = z
  .object({
    consumableId: entityIdSchema,
    ownerId: userIdSchema,
    removed: z.boolean(),
    name: z.string(),
    category: z.string(),
    unit: z.string(),
    /** What the consumable's own words say the line is, if anything. */
    lineType: z.enum(LINE_TYPES).nullable(),
  })
  .nullable();
export type SpoolLine = z.infer<typeof spoolLineSchema>;

/** Command SpoolReel (gear decider). `line` null with `restoredLine` set: a restore of a spooling whose line is gone. */
export const spoolReelSchema = z.object({
  gearId: entityIdSchema,
  userId: userIdSchema,
  line: spoolLineSchema,
  input: z.custom<SpoolInput>(),
  /** A backup's spooling whose line consumable is not in the account: recorded by its name. */
  restoredLine: z.object({ lineName: z.string(), unit: z.string().nullable() }).nullable(),
});
export type SpoolReel = z.infer<typeof spoolReelSchema>;

// ---------------------------------------------------------------------------------------------
// Age of a line
// ---------------------------------------------------------------------------------------------

/** Whole calendar months from `from` to `to` (UTC): 14 months ago, 0 within the first month. */
export function wholeMonthsBetween(from: string | Date, to: string | Date): number {
  const a = new Date(from);
  const b = new Date(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  const dayAndTime = (d: Date) => d.getUTCDate() * 86_400_000 + (d.getTime() % 86_400_000);
  if (dayAndTime(b) < dayAndTime(a)) months -= 1;
  return Math.max(0, months);
}

/** 'today', '3 days ago', '1 month ago', '14 months ago': how long ago a line was spooled. */
export function spooledAgo(spooledAt: string, now: string | Date): string {
  const months = wholeMonthsBetween(spooledAt, now);
  if (months >= 1) return `${months} month${months === 1 ? '' : 's'} ago`;
  const days = Math.floor((new Date(now).getTime() - new Date(spooledAt).getTime()) / 86_400_000);
  if (days <= 0) return 'today';
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** A reel's line is due when it is older than the angler's age for its kind (more whole months than the limit allows). */
export function isLineDue(spooling: Pick<ReelSpooling, 'lineType' | 'spooledAt'>, limits: LineAgeMonths, now: string | Date): boolean {
  return wholeMonthsBetween(spooling.spooledAt, now) >= limits[spooling.lineType];
}

/** One "Time to respool" line of the dashboard. */
export const respoolReminderSchema = z.object({
  gearId: entityIdSchema,
  reelName: z.string(),
  lineName: z.string(),
  lineType: z.enum(LINE_TYPES),
  spooledAt: isoDateTimeSchema,
  monthsAgo: z.number().int().min(0),
  limitMonths: z.number().int().min(1),
});
export type RespoolReminder = z.infer<typeof respoolReminderSchema>;
