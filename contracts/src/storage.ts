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
  type LabelledOption,
  type TaggedUnion,
} from './common';

export const STORAGE_LOCATION_TYPES = [
  'tackle_box',
  'rod_rack',
  'reel_case',
  'storage_room',
  'garage',
  'boat',
  'custom',
] as const;
export type StorageLocationType = (typeof STORAGE_LOCATION_TYPES)[number];

export const STORAGE_LOCATION_TYPE_LABELS: Readonly<Record<StorageLocationType, string>> = {
  tackle_box: 'Tackle Box',
  rod_rack: 'Rod Rack',
  reel_case: 'Reel Case',
  storage_room: 'Storage Room',
  garage: 'Garage',
  boat: 'Boat',
  custom: 'Custom',
};
export const STORAGE_LOCATION_TYPE_OPTIONS: ReadonlyArray<LabelledOption<StorageLocationType>> =
  STORAGE_LOCATION_TYPES.map((value) => ({ value, label: STORAGE_LOCATION_TYPE_LABELS[value] }));
export const DEFAULT_STORAGE_LOCATION_TYPE: StorageLocationType = 'tackle_box';

export const STORAGE_MESSAGES = {
  nameRequired: 'Name is required',
  capacityMin: 'Capacity must be at least 1',
  noGearSelected: 'No gear selected',
  quantityMin: 'Quantity must be at least 1',
} as const;

/** Body of POST /api/storage-locations and PUT /api/storage-locations/:id. */
export const storageLocationInputSchema = z.object({
  name: requiredText(200, STORAGE_MESSAGES.nameRequired),
  description: optionalText(2000, 'Description'),
  type: z
    .enum(STORAGE_LOCATION_TYPES, { error: `Type must be one of: ${STORAGE_LOCATION_TYPES.join(', ')}` })
    .nullish()
    .transform((type): StorageLocationType => type ?? DEFAULT_STORAGE_LOCATION_TYPE),
  /** Maximum number of items; null means unlimited. */
  capacity: z
    .number({ error: STORAGE_MESSAGES.capacityMin })
    .int(STORAGE_MESSAGES.capacityMin)
    .min(1, STORAGE_MESSAGES.capacityMin)
    .max(100_000, 'Capacity must be at most 100000')
    .nullish()
    .transform((capacity) => capacity ?? null),
  isPortable: z
    .boolean({ error: 'Portable must be true or false' })
    .nullish()
    .transform((portable) => portable ?? false),
});
export type StorageLocationInputBody = z.input<typeof storageLocationInputSchema>;
export type StorageLocationInput = z.output<typeof storageLocationInputSchema>;

/** Body of POST /api/storage-locations/:id/gear. */
export const storeGearInputSchema = z.object({
  gearId: z.string({ error: STORAGE_MESSAGES.noGearSelected }).trim().min(1, STORAGE_MESSAGES.noGearSelected),
  quantity: z
    .number({ error: STORAGE_MESSAGES.quantityMin })
    .int(STORAGE_MESSAGES.quantityMin)
    .min(1, STORAGE_MESSAGES.quantityMin)
    .max(100_000, 'Quantity must be at most 100000')
    .nullish()
    .transform((quantity) => quantity ?? 1),
  notes: optionalText(1000, 'Notes'),
});
export type StoreGearInputBody = z.input<typeof storeGearInputSchema>;
export type StoreGearInput = z.output<typeof storeGearInputSchema>;

/** The form's quantity field falls back to 1 when it holds anything but a whole number >= 1. */
export function storageQuantityFromText(text: string | null | undefined): number {
  const quantity = Number((text ?? '').trim());
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}

/** gear_storage entry as returned inside a location: the gear with its type name embedded. */
export const storedGearSchema = z.object({
  id: entityIdSchema,
  gearId: entityIdSchema,
  gear: z.object({
    id: entityIdSchema,
    name: z.string(),
    type: z.object({ name: z.string() }),
  }),
  quantity: z.number().int().min(1),
  notes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type StoredGear = z.infer<typeof storedGearSchema>;

/** GET /api/storage-locations item. */
export const storageLocationSchema = z.object({
  id: entityIdSchema,
  userId: userIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(STORAGE_LOCATION_TYPES),
  capacity: z.number().int().min(1).nullable(),
  isPortable: z.boolean(),
  gearStorage: z.array(storedGearSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  revision: z.number().int().min(0),
});
export type StorageLocation = z.infer<typeof storageLocationSchema>;
export const storageLocationListResponseSchema = z.array(storageLocationSchema);

/** Number of gear entries in a location, as shown on the 'N items' badge. */
export function storedItemCount(location: Pick<StorageLocation, 'gearStorage'>): number {
  return location.gearStorage.length;
}

/** Full when the item count reaches the capacity; no capacity means never full. */
export function isStorageFull(itemCount: number, capacity: number | null | undefined): boolean {
  return capacity != null && itemCount >= capacity;
}


// ---------------------------------------------------------------------------------------------
// Where is my gear? (GET /api/gear-locations)
// ---------------------------------------------------------------------------------------------

export const gearLocationSchema = z.object({ id: entityIdSchema, name: z.string() });
export type GearLocation = z.infer<typeof gearLocationSchema>;
/** Gear id -> the caller's locations holding it, by name; gear stored nowhere is absent. */
export const gearLocationsResponseSchema = z.record(z.string(), z.array(gearLocationSchema));
export type GearLocationsResponse = z.infer<typeof gearLocationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Events (stream storage-<id>)
// ---------------------------------------------------------------------------------------------

export const storageStreamName = streamNames('storage-');

/** A location's own fields, normalised by storageLocationInputSchema. */
export const storageLocationFieldsShape = {
  name: z.string().min(1),
  description: z.string().nullable(),
  type: z.enum(STORAGE_LOCATION_TYPES),
  capacity: z.number().int().min(1).nullable(),
  isPortable: z.boolean(),
};

export const storageLocationCreatedSchema = z.object({
  storageLocationId: entityIdSchema,
  userId: userIdSchema,
  ...storageLocationFieldsShape,
  createdAt: isoDateTimeSchema,
});
export const storageLocationUpdatedSchema = storageLocationCreatedSchema
  .omit({ userId: true, createdAt: true })
  .extend({ updatedAt: isoDateTimeSchema });
/** The location goes; the gear that was in it stays in the inventory. */
export const storageLocationRemovedSchema = storageLocationCreatedSchema
  .pick({ storageLocationId: true })
  .extend({ removedAt: isoDateTimeSchema });
export const gearStoredSchema = z.object({
  storageLocationId: entityIdSchema,
  /** Id of the gear_storage entry. */
  entryId: entityIdSchema,
  gearId: entityIdSchema,
  quantity: z.number().int().min(1),
  notes: z.string().nullable(),
  storedAt: isoDateTimeSchema,
});
export const gearUnstoredSchema = z.object({
  storageLocationId: entityIdSchema,
  gearId: entityIdSchema,
  unstoredAt: isoDateTimeSchema,
});

export const storageEventSchemas = {
  StorageLocationCreated: storageLocationCreatedSchema,
  StorageLocationUpdated: storageLocationUpdatedSchema,
  StorageLocationRemoved: storageLocationRemovedSchema,
  GearStored: gearStoredSchema,
  GearUnstored: gearUnstoredSchema,
} as const;
export type StorageEvent = TaggedUnion<typeof storageEventSchemas>;
export const isStorageEventType = tagGuard(storageEventSchemas);

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

export const createStorageLocationSchema = storageLocationCreatedSchema.omit({ createdAt: true });
export type CreateStorageLocation = z.infer<typeof createStorageLocationSchema>;

export const updateStorageLocationSchema = createStorageLocationSchema.extend({ expectedRevision: expectedRevisionSchema });
export type UpdateStorageLocation = z.infer<typeof updateStorageLocationSchema>;

export const removeStorageLocationSchema = createStorageLocationSchema
  .pick({ storageLocationId: true, userId: true })
  .extend({ expectedRevision: expectedRevisionSchema });
export type RemoveStorageLocation = z.infer<typeof removeStorageLocationSchema>;

/** A piece of gear as the command side found it in its own stream (null: no such gear). */
export const storableGearSchema = z
  .object({ gearId: entityIdSchema, ownerId: userIdSchema, removed: z.boolean() })
  .nullable();
export type StorableGear = z.infer<typeof storableGearSchema>;

export const storeGearSchema = z.object({
  storageLocationId: entityIdSchema,
  userId: userIdSchema,
  entryId: entityIdSchema,
  gearId: entityIdSchema,
  gear: storableGearSchema,
  quantity: z.number().int().min(1),
  notes: z.string().nullable(),
});
export type StoreGear = z.infer<typeof storeGearSchema>;

export const unstoreGearSchema = z.object({
  storageLocationId: entityIdSchema,
  userId: userIdSchema,
  gearId: entityIdSchema,
  gear: storableGearSchema,
});
export type UnstoreGear = z.infer<typeof unstoreGearSchema>;
