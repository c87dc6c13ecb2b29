import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ToastInput } from '@tackle/ui';
import { aGear } from '../test-factories';
import { EMPTY_GEAR_FORM, gearFormSchema } from './form';
import { analysisPatch, invalidFormMessage, saveGearThenPhoto, type AddGearResult, type SaveGearSteps } from './gear-workflow';

const nothing = {
  suggestedName: null,
  suggestedBrand: null,
  suggestedModel: null,
  suggestedType: null,
  suggestedNotes: null,
};
const empty = { brand: '', model: '', notes: '' };

describe('analysisPatch (image analysis -> form)', () => {
  it('fills the type, brand and model, and names the gear after them', () => {
    expect(
      analysisPatch({ ...nothing, suggestedType: 'Reel', suggestedBrand: 'Shimano', suggestedModel: 'Curado' }, empty),
    ).toEqual({
      typeId: 2,
      brand: 'Shimano',
      model: 'Curado',
      name: 'Shimano Curado',
    });
  });

  it('clears the model when the brand changes, and a suggested name wins', () => {
    const current = { brand: 'Daiwa', model: 'Tatula', notes: '' };
    expect(analysisPatch({ ...nothing, suggestedBrand: 'Shimano' }, current)).toEqual({
      brand: 'Shimano',
      model: '',
      name: 'Shimano',
    });
    expect(analysisPatch({ ...nothing, suggestedBrand: 'Daiwa', suggestedName: 'My Tatula' }, current)).toEqual({
      brand: 'Daiwa',
      name: 'My Tatula',
    });
  });

  it("fills notes only while they are empty (they are the angler's own words)", () => {
    expect(analysisPatch({ ...nothing, suggestedNotes: 'Green pumpkin' }, empty)).toEqual({ notes: 'Green pumpkin' });
    expect(analysisPatch({ ...nothing, suggestedNotes: 'Green pumpkin' }, { ...empty, notes: 'mine' })).toBeNull();
  });

  it('applies nothing for an empty or unknown answer', () => {
    expect(analysisPatch(nothing, empty)).toBeNull();
    expect(analysisPatch({ ...nothing, suggestedType: 'boat' }, empty)).toBeNull();
  });
});

const stored = aGear({ name: 'Stradic', typeId: 2, revision: 3 });
const values = gearFormSchema.parse({ ...EMPTY_GEAR_FORM, name: 'Stradic', typeId: 2 });
const photo = new File(['x'], 'reel.jpg', { type: 'image/jpeg' });

function steps(overrides: Partial<Omit<SaveGearSteps, 'notify'>> = {}) {
  return {
    add: vi.fn(async (): Promise<AddGearResult> => ({ landed: true, id: 'new-gear' })),
    update: vi.fn(async () => undefined),
    upload: vi.fn(async () => undefined),
    ...overrides,
    notify: vi.fn<(toast: ToastInput) => void>(),
  };
}
const said = (s: ReturnType<typeof steps>) => s.notify.mock.calls.map(([toast]) => toast.description);

describe('saveGearThenPhoto', () => {
  it('adds the gear with its photo (uploaded to the new gear by the add) and says both', async () => {
    const s = steps();
    expect(await saveGearThenPhoto(values, { gear: null, photo }, s)).toBe(true);
    expect(s.add).toHaveBeenCalledWith(expect.objectContaining({ name: 'Stradic', typeId: 2 }), photo);
    expect(s.upload).not.toHaveBeenCalled();
    expect(said(s)).toEqual(['Gear added successfully', 'Image uploaded successfully']);
  });

  it('without signal: kept on the device with its photo, says so and closes', async () => {
    const s = steps({ add: vi.fn(async (): Promise<AddGearResult> => ({ landed: false })) });
    expect(await saveGearThenPhoto(values, { gear: null, photo }, s)).toBe(true);
    expect(s.notify.mock.calls.map(([toast]) => toast.title)).toEqual(['Saved offline']);
  });

  it('keeps the added gear and closes when the server refused its photo', async () => {
    const s = steps({ add: vi.fn(async (): Promise<AddGearResult> => ({ landed: true, id: 'new-gear', warning: 'Photo not uploaded: Image too large' })) });
    expect(await saveGearThenPhoto(values, { gear: null, photo }, s)).toBe(true);
    expect(said(s)).toEqual(['Gear added successfully', 'Photo not uploaded: Image too large']);
  });

  it('updates against the revision it read; no photo, no upload', async () => {
    const s = steps();
    expect(await saveGearThenPhoto(values, { gear: stored, photo: null }, s)).toBe(true);
    expect(s.update).toHaveBeenCalledWith(expect.objectContaining({ id: stored.id, expectedRevision: 3 }));
    expect(s.upload).not.toHaveBeenCalled();
    expect(said(s)).toEqual(['Gear updated successfully']);
  });

  it('keeps the edit and closes when only the upload fails', async () => {
    const s = steps({ upload: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await saveGearThenPhoto(values, { gear: stored, photo }, s)).toBe(true);
    expect(said(s)).toEqual(['Gear updated successfully', 'Failed to upload image']);
  });

  it('stays open with the fallback when the save fails, and uploads nothing', async () => {
    const s = steps({ add: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await saveGearThenPhoto(values, { gear: null, photo }, s)).toBe(false);
    expect(s.upload).not.toHaveBeenCalled();
    expect(said(s)).toEqual(['Failed to add gear']);
  });

  it('offers a reload on a 409 while editing instead of a toast', async () => {
    const onConflict = vi.fn();
    const conflict = new ApiError('This gear was changed by someone else', 409);
    const s = steps({ update: vi.fn(async () => Promise.reject(conflict)), onConflict });
    expect(await saveGearThenPhoto(values, { gear: stored, photo: null }, s)).toBe(false);
    expect(onConflict).toHaveBeenCalledWith('This gear was changed by someone else');
    expect(s.notify).not.toHaveBeenCalled();
  });
});

describe('invalidFormMessage', () => {
  it("says the first field's message, else the consumables rule", () => {
    expect(
      invalidFormMessage({ name: { message: 'Name is required' }, typeId: { message: 'Please select a gear type' } }),
    ).toBe('Name is required');
    expect(invalidFormMessage({ consumables: [{ quantity: {} }] })).toBe(
      'Consumable quantities must be non-negative numbers',
    );
    expect(invalidFormMessage({})).toBeNull();
  });
});
