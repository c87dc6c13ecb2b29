import { z } from 'zod';
import { entityIdSchema } from './common';
import { conditionsFromQuery, fishingConditionsSchema, queryText, type FishingConditionField } from './fish-spots';

/*
 * "What to tie on today" (docs/decisions/124-patterns.md): from the angler's own catches, what
 * worked in conditions like now, each suggestion with its evidence in words.
 */

/** The conditions a catch is compared on, in the order they are described. */
export const PATTERN_CONDITION_FIELDS = [
  'waterClarity',
  'waterTemp',
  'skies',
  'wind',
  'barometerChange',
  'season',
  'seasonSubType',
] as const satisfies readonly FishingConditionField[];
export type PatternConditionField = (typeof PATTERN_CONDITION_FIELDS)[number];

/** What a suggestion is about, in the order the card lists them. */
export const PATTERN_ASPECTS = ['bait', 'color', 'rig', 'depth', 'setup'] as const;
export type PatternAspect = (typeof PATTERN_ASPECTS)[number];

export const PATTERN_ASPECT_LABELS: Readonly<Record<PatternAspect, string>> = {
  bait: 'Bait',
  color: 'Colour',
  rig: 'Rig',
  depth: 'Depth',
  setup: 'Setup',
};

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => value === 'true');

/**
 * GET /api/patterns?<condition>=...: today's conditions, each optional (one not given is not
 * compared). `waterTempEstimated=true` says the water temperature is an estimate (air − 2 °F) and
 * `seasonSubTypeAssumed=true` that the season's phase was assumed, not known.
 */
export const patternsQueryObjectSchema = fishingConditionsSchema
  .pick({
    season: true,
    seasonSubType: true,
    waterTemp: true,
    waterClarity: true,
    skies: true,
    wind: true,
    barometerChange: true,
  })
  .extend({ waterTempEstimated: flag('waterTempEstimated'), seasonSubTypeAssumed: flag('seasonSubTypeAssumed') });

export const patternsQuerySchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const query = raw as Record<string, unknown>;
  return {
    ...conditionsFromQuery(query, PATTERN_CONDITION_FIELDS),
    waterTempEstimated: queryText(query, 'waterTempEstimated'),
    seasonSubTypeAssumed: queryText(query, 'seasonSubTypeAssumed'),
  };
}, patternsQueryObjectSchema);
export type PatternsQuery = z.output<typeof patternsQuerySchema>;

/**
 * The query string of GET /api/patterns for conditions as a form holds them (text; empty = not
 * given), numbers already in the stored units. Other fields of the form are left out.
 */
export function patternsQueryParams(
  conditions: Partial<Record<FishingConditionField, string>>,
  flags: { waterTempEstimated?: boolean; seasonSubTypeAssumed?: boolean } = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of PATTERN_CONDITION_FIELDS) {
    const value = conditions[field]?.trim();
    if (value) params[field] = value;
  }
  if (params.waterTemp && flags.waterTempEstimated) params.waterTempEstimated = 'true';
  if (params.seasonSubType && flags.seasonSubTypeAssumed) params.seasonSubTypeAssumed = 'true';
  return params;
}

// ---------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------

const count = z.number().int().min(0);

/** One of today's conditions as the comparison used it (or why it did not). */
export const patternConditionSchema = z.object({
  field: z.enum(PATTERN_CONDITION_FIELDS),
  /** As people say it: 'stained water', 'water about 67°F (estimated)', 'overcast skies'. */
  label: z.string(),
  /** The value is an estimate or an assumption, not a reading. */
  estimated: z.boolean(),
  /** False when the value was not compared (an assumed season phase). */
  used: z.boolean(),
  note: z.string().nullable(),
});
export type PatternCondition = z.infer<typeof patternConditionSchema>;

export const patternOwnedItemSchema = z.object({
  kind: z.enum(['gear', 'setup']),
  id: entityIdSchema,
  name: z.string(),
});
export type PatternOwnedItem = z.infer<typeof patternOwnedItemSchema>;

/** Whether the angler owns what is suggested ('not-applicable' for a rig or a depth). */
export const patternOwnershipSchema = z.object({
  status: z.enum(['owned', 'not-owned', 'not-applicable']),
  items: z.array(patternOwnedItemSchema),
  /** 'You own it: War Eagle Spinnerbait' / "You don't own one: no spinnerbait among your lures". */
  note: z.string().nullable(),
});
export type PatternOwnership = z.infer<typeof patternOwnershipSchema>;

export const patternSuggestionSchema = z.object({
  aspect: z.enum(PATTERN_ASPECTS),
  /** What to tie on or where: 'chartreuse spinnerbait', 'Texas rig', '5-10 ft', 'Flipping stick'. */
  label: z.string(),
  /** Fish caught on it in the compared conditions. */
  fish: count,
  /** Fish in those conditions with this aspect recorded. */
  outOf: count,
  /** The conditions those fish share with today (labels of `conditions`). */
  matched: z.array(z.string()),
  /** '7 of your 9 fish in stained water under overcast skies came on a chartreuse spinnerbait.' */
  evidence: z.string(),
  /** What else to know: a tie, estimated water temperatures, old catches, fish without the aspect. */
  notes: z.array(z.string()),
  /** The calendar day of the newest of these fish. */
  lastCaught: z.iso.date(),
  owned: patternOwnershipSchema,
  /** When the angler does not own it: the best of what they own, with its own evidence. */
  alternative: z
    .object({ label: z.string(), fish: count, evidence: z.string(), owned: patternOwnershipSchema })
    .nullable(),
});
export type PatternSuggestion = z.infer<typeof patternSuggestionSchema>;

export const PATTERN_STATUSES = ['suggestions', 'no-conditions', 'thin-history', 'no-similar', 'undecided'] as const;
export type PatternStatus = (typeof PATTERN_STATUSES)[number];

export const patternsResponseSchema = z.object({
  /**
   * 'suggestions': at least one; 'no-conditions': none of today's conditions given;
   * 'thin-history': too few catches to compare; 'no-similar': too few fish in conditions like
   * today's; 'undecided': enough fish, but no bait, colour, rig, depth or setup stands out.
   */
  status: z.enum(PATTERN_STATUSES),
  /** The honest sentence for every status but 'suggestions' (null then). */
  message: z.string().nullable(),
  history: z.object({
    /** Catch entries in the log. */
    catches: count,
    /** Fish in them (a catch entry may hold several). */
    fish: count,
    /** Fish with a bait, colour, rig, depth or setup recorded: what there is to learn from. */
    usableFish: count,
  }),
  conditions: z.array(patternConditionSchema),
  suggestions: z.array(patternSuggestionSchema),
  /** What more logging would bring, per aspect without a suggestion ('Depth: log 3 more ...'). */
  needs: z.array(z.object({ aspect: z.enum(PATTERN_ASPECTS), message: z.string() })),
});
export type PatternsResponse = z.infer<typeof patternsResponseSchema>;
