import {
  gearTypeIdFromName,
  nameFromBrandAndModel,
  type CommandResult,
  type Gear,
  type GearImageAnalysisResult,
  type GearInput,
} from '@tackle/contracts';
import { ApiError, errorMessage, type ToastInput } from '@tackle/ui';
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

export interface SaveGearSteps {
  add: (input: GearInput) => Promise<CommandResult>;
  update: (variables: { id: string; input: GearInput; expectedRevision: number }) => Promise<unknown>;
  upload: (variables: { id: string; file: File }) => Promise<unknown>;
  notify: (toast: ToastInput) => void;
  /** Someone else saved this gear first (409): offer to reload instead of a toast. */
  onConflict?: (message: string) => void;
}

/**
 * Save the form (add or update), then upload the chosen photo against the saved id. Resolves true
 * when the dialog may close: the gear is saved (a failed upload only warns, the gear is kept).
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
  let gearId: string;
  try {
    if (gear) {
      await steps.update({ id: gear.id, input, expectedRevision: gear.revision });
      gearId = gear.id;
      steps.notify({ title: 'Success', description: 'Gear updated successfully' });
    } else {
      gearId = (await steps.add(input)).id;
      steps.notify({ title: 'Success', description: 'Gear added successfully' });
    }
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
      await steps.upload({ id: gearId, file: photo });
      steps.notify({ title: 'Success', description: 'Image uploaded successfully' });
    } catch (error) {
      steps.notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to upload image'),
        variant: 'destructive',
      });
    }
  }
  return true;
}

/** The toast for a form that did not validate: the first field's message (it may be below the fold). */
export function invalidFormMessage(errors: Partial<Record<string, unknown>>): string | null {
  const first = Object.values(errors)[0];
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string' && first.message) {
    return first.message;
  }
  return errors.consumables ? 'Consumable quantities must be non-negative numbers' : null;
}
