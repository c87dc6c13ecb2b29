import { z } from 'zod';
import { SETUP_NAME_REQUIRED_MESSAGE, type Consumable, type Gear, type Setup, type SetupInputBody } from '@tackle/contracts';
import type { CreateOrUpdateMessages } from '@tackle/ui';

// The Create / Edit Setup form: its state, defaults and mapping to the request body.

/** Select value for an empty slot. */
export const NO_SETUP_GEAR = 'none';

export const setupFormSchema = z.object({
  name: z.string().trim().min(1, SETUP_NAME_REQUIRED_MESSAGE).max(200, 'Name must be at most 200 characters'),
  rodId: z.string(),
  reelId: z.string(),
  lureId: z.string(),
  /** The setup's line, leader and hook from the consumables (decision 128); NO_SETUP_GEAR when none. */
  lineId: z.string(),
  leaderId: z.string(),
  hookId: z.string(),
  notes: z.string().max(5000, 'Notes must be at most 5000 characters'),
});
export type SetupForm = z.input<typeof setupFormSchema>;
export type ValidSetupForm = z.output<typeof setupFormSchema>;

export const EMPTY_SETUP_FORM: SetupForm = {
  name: '',
  rodId: NO_SETUP_GEAR,
  reelId: NO_SETUP_GEAR,
  lureId: NO_SETUP_GEAR,
  lineId: NO_SETUP_GEAR,
  leaderId: NO_SETUP_GEAR,
  hookId: NO_SETUP_GEAR,
  notes: '',
};

const slotToBody = (value: string) => (value === NO_SETUP_GEAR || value === '' ? null : value);

export function setupFormToInput(form: ValidSetupForm): SetupInputBody {
  return {
    name: form.name.trim(),
    rodId: slotToBody(form.rodId),
    reelId: slotToBody(form.reelId),
    lureId: slotToBody(form.lureId),
    lineId: slotToBody(form.lineId),
    leaderId: slotToBody(form.leaderId),
    hookId: slotToBody(form.hookId),
    notes: form.notes.trim() || null,
  };
}

export function setupToForm(setup: Setup): SetupForm {
  return {
    name: setup.name,
    rodId: setup.rodId ?? NO_SETUP_GEAR,
    reelId: setup.reelId ?? NO_SETUP_GEAR,
    lureId: setup.lureId ?? NO_SETUP_GEAR,
    lineId: setup.lineId ?? NO_SETUP_GEAR,
    leaderId: setup.leaderId ?? NO_SETUP_GEAR,
    hookId: setup.hookId ?? NO_SETUP_GEAR,
    notes: setup.notes ?? '',
  };
}

/** The dialog's toasts; the spec has no failure message for setups (decision 022 adds one). */
export const SETUP_SAVE_MESSAGES: CreateOrUpdateMessages = {
  created: { success: 'Setup added successfully', failure: 'Failed to add setup' },
  updated: { success: 'Setup updated successfully', failure: 'Failed to update setup' },
};

/**
 * The line a setup gets when its reel is chosen (decision 128): what the reel was last spooled
 * with, while that line is still one of the angler's; else none.
 */
export function reelLineId(reel: Pick<Gear, 'spooling'> | undefined, lines: ReadonlyArray<Pick<Consumable, 'id'>>): string | null {
  const id = reel?.spooling?.consumableId;
  return id && lines.some((line) => line.id === id) ? id : null;
}
