import { z } from 'zod';
import {
  entityIdSchema,
  expectedRevisionSchema,
  isoDateTimeSchema,
  optionalText,
  requiredText,
  streamNames,
  tagGuard,
  userIdSchema,
  type TaggedUnion,
} from './common';

export const SETUP_NAME_REQUIRED_MESSAGE = 'Setup name is required';

/** A select left on "None" sends '' or nothing; both mean no gear in that slot. */
const optionalGearId = z
  .union([z.literal(''), entityIdSchema], { error: 'Must be one of your gear items' })
  .nullish()
  .transform((id) => (id ? id : null));

/** A select left on "None" sends '' or nothing; both mean no consumable in that place. */
const optionalConsumableId = z
  .union([z.literal(''), entityIdSchema], { error: 'Must be one of your consumables' })
  .nullish()
  .transform((id) => (id ? id.toLowerCase() : null));

/** Body of POST /api/setups and PUT /api/setups/:id. Line, leader and hook are consumables (decision 128). */
export const setupInputSchema = z.object({
  name: requiredText(200, SETUP_NAME_REQUIRED_MESSAGE),
  rodId: optionalGearId,
  reelId: optionalGearId,
  lureId: optionalGearId,
  lineId: optionalConsumableId,
  leaderId: optionalConsumableId,
  hookId: optionalConsumableId,
  notes: optionalText(5000, 'Notes'),
});
export type SetupInputBody = z.input<typeof setupInputSchema>;
export type SetupInput = z.output<typeof setupInputSchema>;

/**
 * Gear embedded in a setup; null when the slot is empty. Gear deleted from the inventory stays in
 * the setup under its last name with `removed: true`, so the card can mark the missing piece.
 */
export const setupGearSchema = z
  .object({ id: entityIdSchema, name: z.string(), typeId: z.number().int().nullable(), removed: z.boolean() })
  .nullable();
export type SetupGear = z.infer<typeof setupGearSchema>;

/**
 * A setup's line, leader or hook in GET /api/setups (decision 159): its current name, and whether
 * the angler has removed it from their consumables since.
 */
export const setupConsumableSchema = z.object({ id: entityIdSchema, name: z.string(), removed: z.boolean() }).nullable();
export type SetupConsumable = z.infer<typeof setupConsumableSchema>;

/** GET /api/setups item. */
export const setupSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  name: z.string(),
  rodId: entityIdSchema.nullable(),
  reelId: entityIdSchema.nullable(),
  lureId: entityIdSchema.nullable(),
  /** The setup's line, leader and hook (consumable ids); null when none was chosen. */
  lineId: entityIdSchema.nullable(),
  leaderId: entityIdSchema.nullable(),
  hookId: entityIdSchema.nullable(),
  notes: z.string().nullable(),
  rod: setupGearSchema,
  reel: setupGearSchema,
  lure: setupGearSchema,
  /**
   * The line, leader and hook by name, and the line the reel was last spooled with (decision 159),
   * so the list needs neither the whole gear nor the whole consumables list. Absent only from an
   * answer this browser kept offline before they were answered.
   */
  line: setupConsumableSchema.optional(),
  leader: setupConsumableSchema.optional(),
  hook: setupConsumableSchema.optional(),
  reelLine: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Setup = z.infer<typeof setupSchema>;
export const setupListResponseSchema = z.array(setupSchema);

// ---------------------------------------------------------------------------------------------
// Events (stream setup-<id>)
// ---------------------------------------------------------------------------------------------

export const setupStreamName = streamNames('setup-');

export const SETUP_SLOTS = ['rod', 'reel', 'lure'] as const;
export type SetupSlot = (typeof SETUP_SLOTS)[number];
/** The gear type each slot takes (gear type ids rod 1, reel 2, lure 3). */
export const SETUP_SLOT_TYPE_IDS: Readonly<Record<SetupSlot, number>> = { rod: 1, reel: 2, lure: 3 };
export const SETUP_SLOT_LABELS: Readonly<Record<SetupSlot, string>> = { rod: 'Rod', reel: 'Reel', lure: 'Lure' };

/** A setup's own fields, normalised by setupInputSchema. */
export const setupFieldsShape = {
  name: z.string().min(1),
  rodId: entityIdSchema.nullable(),
  reelId: entityIdSchema.nullable(),
  lureId: entityIdSchema.nullable(),
  /** Absent from events written before decision 128 (read as null). */
  lineId: entityIdSchema.nullable().optional(),
  leaderId: entityIdSchema.nullable().optional(),
  hookId: entityIdSchema.nullable().optional(),
  notes: z.string().nullable(),
};

export const setupCreatedSchema = z.object({
  setupId: entityIdSchema,
  userId: userIdSchema,
  ...setupFieldsShape,
  createdAt: isoDateTimeSchema,
});
export const setupUpdatedSchema = setupCreatedSchema.omit({ userId: true, createdAt: true }).extend({ updatedAt: isoDateTimeSchema });
export const setupRemovedSchema = setupCreatedSchema.pick({ setupId: true }).extend({ removedAt: isoDateTimeSchema });

export const setupEventSchemas = {
  SetupCreated: setupCreatedSchema,
  SetupUpdated: setupUpdatedSchema,
  SetupRemoved: setupRemovedSchema,
} as const;
export type SetupEvent = TaggedUnion<typeof setupEventSchemas>;
export const isSetupEventType = tagGuard(setupEventSchemas);

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

/** A piece of gear named by a slot, as the command side found it in its stream (null: no such gear). */
export const setupGearRefSchema = z
  .object({ gearId: entityIdSchema, ownerId: userIdSchema, typeId: z.number().int(), removed: z.boolean() })
  .nullable();
export type SetupGearRef = z.infer<typeof setupGearRefSchema>;

/** Gear looked up for the ids of the command, by id. */
export const setupGearLookupSchema = z.record(z.string(), setupGearRefSchema);
export type SetupGearLookup = z.infer<typeof setupGearLookupSchema>;

/** The consumables a setup names (line, leader, hook), as the command side found them, by id. */
export const setupConsumableRefSchema = z
  .object({ consumableId: entityIdSchema, ownerId: userIdSchema, category: z.string(), removed: z.boolean() })
  .nullable();
export const setupConsumableLookupSchema = z.record(z.string(), setupConsumableRefSchema);
export type SetupConsumableLookup = z.infer<typeof setupConsumableLookupSchema>;

/** Which consumable category each of a setup's consumable places takes. */
export const SETUP_CONSUMABLE_SLOTS = [
  { key: 'lineId', label: 'Line', category: 'line' },
  { key: 'leaderId', label: 'Leader', category: 'line' },
  { key: 'hookId', label: 'Hook', category: 'hook' },
] as const;

export const createSetupSchema = setupCreatedSchema
  .omit({ createdAt: true })
  .extend({ gear: setupGearLookupSchema, consumables: setupConsumableLookupSchema.optional() });
export type CreateSetup = z.infer<typeof createSetupSchema>;

export const updateSetupSchema = createSetupSchema.extend({ expectedRevision: expectedRevisionSchema });
export type UpdateSetup = z.infer<typeof updateSetupSchema>;

export const removeSetupSchema = createSetupSchema
  .pick({ setupId: true, userId: true })
  .extend({ expectedRevision: expectedRevisionSchema });
export type RemoveSetup = z.infer<typeof removeSetupSchema>;
