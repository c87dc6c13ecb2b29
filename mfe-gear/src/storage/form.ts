import { z } from 'zod';
import {
  DEFAULT_STORAGE_LOCATION_TYPE,
  STORAGE_LOCATION_TYPES,
  STORAGE_MESSAGES,
  requiredText,
  storageQuantityFromText,
  type StorageLocation,
  type StorageLocationInputBody,
  type StoreGearInputBody,
} from '@tackle/contracts';
import type { CreateOrUpdateMessages } from '@tackle/ui';

// The Add / Edit Storage Location form: its state, defaults and mapping to the request body.

export const storageLocationFormSchema = z.object({
  name: requiredText(200, STORAGE_MESSAGES.nameRequired),
  type: z.enum(STORAGE_LOCATION_TYPES),
  description: z.string().max(2000, 'Description must be at most 2000 characters'),
  /** Number input: null when empty (no limit). */
  capacity: z
    .number({ error: STORAGE_MESSAGES.capacityMin })
    .int(STORAGE_MESSAGES.capacityMin)
    .min(1, STORAGE_MESSAGES.capacityMin)
    .max(100_000, 'Capacity must be at most 100000')
    .nullable(),
  isPortable: z.boolean(),
});
export type StorageLocationForm = z.input<typeof storageLocationFormSchema>;
export type ValidStorageLocationForm = z.output<typeof storageLocationFormSchema>;

export const EMPTY_STORAGE_LOCATION_FORM: StorageLocationForm = {
  name: '',
  type: DEFAULT_STORAGE_LOCATION_TYPE,
  description: '',
  capacity: null,
  isPortable: false,
};

export function storageLocationToForm(location: StorageLocation): StorageLocationForm {
  return {
    name: location.name,
    type: location.type,
    description: location.description ?? '',
    capacity: location.capacity,
    isPortable: location.isPortable,
  };
}

/** The body of the create / update request. */
export function storageLocationFormToInput(form: ValidStorageLocationForm): StorageLocationInputBody {
  return {
    name: form.name.trim(),
    type: form.type,
    description: form.description.trim() || null,
    capacity: form.capacity,
    isPortable: form.isPortable,
  };
}

/** The dialog's toasts (spec: Storage). */
export const STORAGE_LOCATION_SAVE_MESSAGES: CreateOrUpdateMessages = {
  created: { success: 'Storage location created successfully', failure: 'Failed to create storage location' },
  updated: { success: 'Storage location updated successfully', failure: 'Failed to update storage location' },
};

/**
 * The body of 'Add Gear' in Manage Gear: the quantity as typed (anything but a whole number of at
 * least 1 is 1) and the notes, left out when blank.
 */
export function storeGearInput(gearId: string, quantityText: string, notes: string): StoreGearInputBody {
  const trimmedNotes = notes.trim();
  return { gearId, quantity: storageQuantityFromText(quantityText), ...(trimmedNotes ? { notes: trimmedNotes } : {}) };
}
