import {
  gearTypeIdFromName,
  nameFromBrandAndModel,
  type Gear,
  type GearImageAnalysisResult,
  type GearInput,
} from '@tackle/contracts';
import { ApiError, errorMessage, SAVED_OFFLINE_TOAST, type ToastInput } from '@tackle/ui';
import { gearFormToInput, type GearForm, type ValidGearForm } from './form';

// The gear form's workflows as plain functions (unit-tested beside this file); the dialog wires
// them to react-hook-form, the mutations and the toasts.

/**
 * What an image analysis fills in, given what the form holds now (null: nothing to apply).
 * Spec §4: the type; brand and model (a different brand clears the model) with the name following
 * them; a suggested name wins; notes are the angler's own words, so a caption fills them only while
 * they are empty.
 */
export function analysisPatch(
  result: GearImageAnalysisResult,
  current: Pick<GearForm, 'brand' | 'model' | 'notes'>,
): Partial<GearForm> | null {
  const patch: Partial<GearForm> = {};
  const type = gearTypeIdFromName(result.suggestedType);
  if (type !== null) patch.typeId = type;
  if (result.suggestedBrand || result.suggestedModel) {
    if (result.suggestedBrand && result.suggestedBrand !== current.brand) patch.model = '';
    if (result.suggestedBrand) patch.brand = result.suggestedBrand;
    if (result.suggestedModel) patch.model = result.suggestedModel;
    const name = nameFromBrandAndModel(patch.brand ?? current.brand, patch.model ?? current.model);
    if (name !== '') patch.name = name;
  }
  if (result.suggestedName) patch.name = result.suggestedName;
  if (result.suggestedNotes && current.notes.trim() === '') patch.notes = result.suggestedNotes;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** How an add went: saved (with what became of its photo), or kept on the device without signal. */
export type AddGearResult = { landed: true; id: string | undefined; warning?: string } | { landed: false };

export interface SaveGearSteps {
  /** Adds the gear and, once it is saved, uploads its photo (docs/decisions/117: also without signal). */
  add: (input: GearInput, photo: File | null) => Promise<AddGearResult>;
  update: (variables: { id: string; input: GearInput; expectedRevision: number }) => Promise<unknown>;
  upload: (variables: { id: string; file: File }) => Promise<unknown>;
  notify: (toast: ToastInput) => void;
  /** Someone else saved this gear first (409): offer to reload instead of a toast. */
  onConflict?: (message: string) => void;
}

/**
 * Save the form (add or update), then upload the chosen photo against the saved id. Resolves true
 * when the dialog may close: the gear is saved or kept on the device to sync (a failed upload only
 * warns, the gear is kept).
 */
export async function saveGearThenPhoto(
  values: ValidGearForm,
  { gear, photo }: { gear: Gear | null; photo: File | null },
  steps: SaveGearSteps,
): Promise<boolean> {
  let input: GearInput;
  try {
    input = gearFormToInput(values);
  } catch {
    steps.notify({ title: 'Error', description: 'Failed to save gear', variant: 'destructive' });
    return false;
  }
  try {
    if (!gear) return await addThenTell(input, photo, steps);
    await steps.update({ id: gear.id, input, expectedRevision: gear.revision });
    steps.notify({ title: 'Success', description: 'Gear updated successfully' });
  } catch (error) {
    if (gear && steps.onConflict && error instanceof ApiError && error.status === 409) {
      steps.onConflict(error.message);
      return false;
    }
    // The server's message or the spec's fallback.
    const fallback = gear ? 'Failed to update gear' : 'Failed to add gear';
    steps.notify({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
    return false;
  }
  if (photo) {
    try {
      await steps.upload({ id: gear.id, file: photo });
      tellPhoto(steps, null);
    } catch (error) {
      tellPhoto(steps, errorMessage(error, 'Failed to upload image'));
    }
  }
  return true;
}

/** A new piece of gear: its photo travels with it (kept with it offline, uploaded once it is saved). */
async function addThenTell(input: GearInput, photo: File | null, steps: SaveGearSteps): Promise<boolean> {
  const added = await steps.add(input, photo);
  if (!added.landed) {
    steps.notify(SAVED_OFFLINE_TOAST);
    return true;
  }
  steps.notify({ title: 'Success', description: 'Gear added successfully' });
  if (photo) tellPhoto(steps, added.warning ?? null);
  return true;
}

function tellPhoto(steps: SaveGearSteps, failure: string | null): void {
  steps.notify(
    failure === null
      ? { title: 'Success', description: 'Image uploaded successfully' }
      : { title: 'Error', description: failure, variant: 'destructive' },
  );
}

/** The toast for a form that did not validate: the first field's message (it may be below the fold). */
export function invalidFormMessage(errors: Partial<Record<string, unknown>>): string | null {
  const first = Object.values(errors)[0];
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string' && first.message) {
    return first.message;
  }
  return errors.consumables ? 'Consumable quantities must be non-negative numbers' : null;
}
