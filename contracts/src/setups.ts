import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema, optionalText, requiredText, userIdSchema } from './common';

export const SETUP_NAME_REQUIRED_MESSAGE = 'Setup name is required';

/** A select left on "None" sends '' or nothing; both mean no gear in that slot. */
const optionalGearId = z
  .union([z.literal(''), entityIdSchema], { error: 'Must be one of your gear items' })
  .nullish()
  .transform((id) => (id ? id : null));

/** Body of POST /api/setups and PUT /api/setups/:id. */
export const setupInputSchema = z.object({
  name: requiredText(200, SETUP_NAME_REQUIRED_MESSAGE),
  rodId: optionalGearId,
  reelId: optionalGearId,
  lureId: optionalGearId,
  notes: optionalText(5000, 'Notes'),
});
export type SetupInputBody = z.input<typeof setupInputSchema>;
export type SetupInput = z.output<typeof setupInputSchema>;

/** Gear embedded in a setup; null when the slot is empty or the gear was removed. */
export const setupGearSchema = z.object({ id: entityIdSchema, name: z.string() }).nullable();
export type SetupGear = z.infer<typeof setupGearSchema>;

/** GET /api/setups item. */
export const setupSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  name: z.string(),
  rodId: entityIdSchema.nullable(),
  reelId: entityIdSchema.nullable(),
  lureId: entityIdSchema.nullable(),
  notes: z.string().nullable(),
  rod: setupGearSchema,
  reel: setupGearSchema,
  lure: setupGearSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type Setup = z.infer<typeof setupSchema>;
export const setupListResponseSchema = z.array(setupSchema);
