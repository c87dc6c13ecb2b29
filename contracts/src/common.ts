import { z } from 'zod';

/**
 * Building blocks shared by every feature module. Inputs are lenient in the ways browsers and
 * forms are sloppy (surrounding whitespace, '' for "nothing", undefined vs null) and their parsed
 * output is always normalised, so events and read models never have to care which one was sent.
 */

/** Ids of aggregates are made on the server with crypto.randomUUID(). */
export const entityIdSchema = z.uuid({ error: 'Must be a valid id' });
export type EntityId = z.infer<typeof entityIdSchema>;

/**
 * The OIDC subject of the caller. Not a UUID: outside providers use their own formats
 * (e.g. 'auth0|65f0...'), so only non-blank is required.
 */
export const userIdSchema = z.string().min(1).max(255);
export type UserId = z.infer<typeof userIdSchema>;

/** Instants as produced by Date#toISOString(); offsets are accepted from other producers. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

/** A calendar day ('2024-05-01') or a full instant; date inputs send the former. */
export const isoDateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be a valid date',
});

/** Optional date: '' (an untouched date input) becomes null. */
export function optionalDate(label = 'Date') {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal('')], {
      error: `${label} must be a valid date`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Optional free text: trimmed, and blank becomes null so "nothing" has one representation. */
export function optionalText(maxLength: number, label = 'Text') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Required text with one message for missing, blank and wrong type alike (what the UI shows). */
export function requiredText(maxLength: number, requiredMessage: string, label = 'Name') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
}

export const MONEY_MAX = 10_000_000;

/** Rounds to cents; the epsilon keeps 1.005 from becoming 1.00 through binary floating point. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Optional non-negative money amount in dollars, stored rounded to cents. */
export function optionalMoney(label: string) {
  return optionalNonNegative(label, MONEY_MAX).transform((value) => (value == null ? null : roundToCents(value)));
}

/** Optional non-negative measurement (lengths, weights, drag...). */
export function optionalNonNegative(label: string, max = 1_000_000) {
  const message = `${label} must be a non-negative number`;
  return z
    .number({ error: message })
    .min(0, message)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);
}

/** Optional number within [min, max] (temperatures, weights, depths...). */
export function optionalNumberBetween(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);
}

/** Optional whole number with a lower bound (pieces, bearings, capacity...). */
export function optionalInteger(label: string, min: number, max = 1_000_000) {
  const message = `${label} must be a whole number of at least ${min}`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);
}

/**
 * Case-insensitive choice among fixed values: stored values are canonical, but callers such as
 * smart capture or CSV imports do not always match the case.
 */
export function caseInsensitiveChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      const canonical = byLowerCase.get(value.toLowerCase());
      if (canonical === undefined) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return canonical as T[number];
    });
}

/** Same as caseInsensitiveChoice, but absent or '' means "not chosen" (null). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(''), caseInsensitiveChoice(values, message)], { error: message })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));
}

/** A fixed option list with its display labels, e.g. for selects. */
export interface LabelledOption<V extends string = string> {
  value: V;
  label: string;
}

/**
 * Name derived from brand and model when the user gave none (gear form auto-fill, consumables);
 * blank parts are skipped so there are never double spaces.
 */
export function nameFromBrandAndModel(brand: string | null | undefined, model: string | null | undefined): string {
  return [brand, model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
}

/** Metadata carried by every stored event (architecture: "Write side"). */
export const eventMetadataSchema = z.object({
  userId: userIdSchema,
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  schemaVersion: z.number().int().min(1),
  /** The `Idempotency-Key` of the command that appended the event, when it was sent with one. */
  idempotencyKey: z.string().min(1).optional(),
  /** A hash of that command's request: the same key with another request is refused. */
  requestHash: z.string().min(1).optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** Answer of every command endpoint: what the client needs for read-your-writes and concurrency. */
export const commandResultSchema = z.object({
  /** Id of the aggregate the command acted on (new id for creations). */
  id: z.string().min(1),
  /** Global position of the last appended event; sent back so queries can wait for projections. */
  position: z.number().int().min(0),
  /** Stream revision after the append; the next update's expectedRevision. */
  revision: z.number().int().min(0),
});
export type CommandResult = z.infer<typeof commandResultSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** The request's id (X-Request-Id), for the logs. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const ERROR_CODES = {
  validation: 'validation_failed',
  notFound: 'not_found',
  conflict: 'concurrency_conflict',
  unauthorized: 'unauthorized',
  duplicate: 'already_exists',
} as const;

/**
 * Error body for a failed validation. The first issue's message becomes `message`, because the UI
 * shows `message` in a toast and the spec's messages ('Name is required' ...) must reach the user.
 */
export function validationErrorResponse(error: z.ZodError): ErrorResponse {
  const flattened = z.flattenError(error);
  return {
    message: error.issues[0]?.message ?? 'Invalid request',
    code: ERROR_CODES.validation,
    details: {
      formErrors: flattened.formErrors,
      fieldErrors: flattened.fieldErrors,
      // fieldErrors only names top-level keys; nested ones (rodDetails.length) need the full path.
      issues: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    },
  };
}

/** The stream names of one kind of aggregate: its category's prefix and the item's id (`gear-<id>`). */
export function streamNames(prefix: string): (id: string) => string {
  return (id) => `${prefix}${id}`;
}

/**
 * On a command that changes an existing item: the revision of its stream the client last saw. A
 * stream that has moved on since is a conflict (409); without it, the command applies as it is.
 */
export const expectedRevisionSchema = z.number().int().min(0).optional();

// ---------------------------------------------------------------------------------------------
// Events and commands: each aggregate lists the schemas of their data by type name
// ---------------------------------------------------------------------------------------------

type DataSchemas = Record<string, z.ZodObject>;

/** `{ type, data }` for each entry of a map of data schemas by type name (an event, a command). */
export type TaggedUnion<S extends DataSchemas> = {
  [K in keyof S & string]: { type: K; data: z.infer<S[K]> };
}[keyof S & string];

/** Whether a stored type name is one of the map's. */
export function hasTag<S extends DataSchemas>(schemas: S, type: string): type is keyof S & string {
  return Object.hasOwn(schemas, type);
}

/** `hasTag` for one map, as a guard of its own (`isGearEventType`). */
export function tagGuard<S extends DataSchemas>(schemas: S): (type: string) => type is keyof S & string {
  return (type): type is keyof S & string => hasTag(schemas, type);
}

/** The schema of `{ type, data }`, discriminated by `type`, for a map of data schemas. */
export function taggedUnionSchema<S extends DataSchemas>(schemas: S): z.ZodType<TaggedUnion<S>> {
  const [first, ...rest] = Object.entries(schemas).map(([type, data]) => z.object({ type: z.literal(type), data }));
  return z.discriminatedUnion('type', [first!, ...rest]) as unknown as z.ZodType<TaggedUnion<S>>;
}
