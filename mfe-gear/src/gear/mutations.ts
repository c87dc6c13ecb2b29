import { commandResultSchema, createdBrandResponseSchema, createdModelResponseSchema } from '@tackle/contracts';
import { gearImageAnalysisResultSchema, GEAR_IMAGE_FIELD, type GearInput, type GearInputBody, type SpoolInputBody } from '@tackle/contracts';
import { commandHooks, errorMessage, itemPath, useCommandMutation, useOutboxCommand } from '@tackle/ui';
import { storageKeys } from '../storage/queries';
import { storeImportedGear, type PlacementRequest } from './import-formats/storage-placement';
import type { StoragePlacement } from './import-formats/homebox';
import { catalogKeys, gearKeys } from './queries';

const gear = commandHooks<GearInputBody>({ path: '/api/gear', result: commandResultSchema, refresh: [gearKeys.all] });

/**
 * PUT /api/gear/:id (full replacement, optimistic concurrency through expectedRevision);
 * DELETE /api/gear/:id (no confirmation, per spec).
 */
export const { useUpdate: useUpdateGear, useDelete: useDeleteGear } = gear;

export interface AddGearVariables {
  input: GearInputBody;
  /** The photo chosen in the form: uploaded to the new gear once it is saved. */
  photo?: File | null;
}

/**
 * POST /api/gear, then its photo (POST /api/gear/:id/image). Works without signal: the gear and
 * its photo are kept on the device and sent when the signal returns (docs/decisions/117); the
 * answer says which (`landed`).
 */
export function useAddGear() {
  return useOutboxCommand<AddGearVariables>({
    entity: 'gear',
    method: 'POST',
    path: () => gear.target.path,
    body: ({ input }) => input as Record<string, unknown>,
    label: ({ input }) => input.name.trim(),
    photo: ({ photo }) => (photo ? { blob: photo, name: photo.name } : null),
    photoAfter: { path: `${gear.target.path}/:id/image`, field: GEAR_IMAGE_FIELD },
    refresh: gear.target.refresh,
  });
}

const catalogRefresh = [catalogKeys.all];

function imageForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(GEAR_IMAGE_FIELD, file, fileName);
  return form;
}

/** POST /api/gear/:id/image (multipart field 'image'): the server resizes it and strips its metadata. */
export function useUploadGearImage() {
  return useCommandMutation({
    send: (api, { id, file }: { id: string; file: File }) =>
      api.upload(`${itemPath(gear.target, id)}/image`, imageForm(file, file.name), commandResultSchema),
    refresh: gear.target.refresh,
  });
}

/** POST /api/gear/analyze-image: name, brand, model, type and notes suggested from the photo. */
export function useAnalyzeGearImage() {
  return useCommandMutation({
    send: (api, file: File) => api.upload('/api/gear/analyze-image', imageForm(file, file.name), gearImageAnalysisResultSchema),
  });
}

/** POST /api/brands (new brands are filed under 'fishing'). */
export function useCreateBrand() {
  return useCommandMutation({
    send: (api, name: string) => api.post('/api/brands', { name: name.trim(), category: 'fishing' }, createdBrandResponseSchema),
    refresh: catalogRefresh,
  });
}

/** POST /api/brands/:brandId/models */
export function useCreateModel() {
  return useCommandMutation({
    send: (api, { brandId, name, gearTypeId }: { brandId: string; name: string; gearTypeId: number | null }) =>
      api.post(`/api/brands/${encodeURIComponent(brandId)}/models`, { name: name.trim(), gearTypeId }, createdModelResponseSchema),
    refresh: catalogRefresh,
  });
}

export interface ImportRowOutcome {
  row: number;
  ok: boolean;
  message: string | null;
}

/**
 * Imports checked CSV rows one after another through POST /api/gear (each row is its own command,
 * so one refused row does not stop the rest) and reports every row's outcome.
 */
export function useImportGear() {
  return useCommandMutation({
    send: async (api, rows: ReadonlyArray<{ row: number; input: GearInput; storage?: StoragePlacement | null }>) => {
      const outcomes: ImportRowOutcome[] = [];
      const placements: PlacementRequest[] = [];
      for (const { row, input, storage } of rows) {
        try {
          const { id } = await api.post(gear.target.path, input, gear.target.result);
          outcomes.push({ row, ok: true, message: null });
          if (storage) placements.push({ row, gearId: id, storage });
        } catch (error) {
          outcomes.push({ row, ok: false, message: errorMessage(error, 'Failed to add gear') });
        }
      }
      // A Homebox item's location (decision 120): created when missing, then the gear stored in it.
      const placed = new Map((await storeImportedGear(api, placements)).map((outcome) => [outcome.row, outcome]));
      return outcomes.map((outcome) => placed.get(outcome.row) ?? outcome);
    },
    refresh: [gearKeys.all, storageKeys.all, storageKeys.gearLocations],
  });
}

export interface SpoolReelVariables {
  gearId: string;
  body: SpoolInputBody;
  /** For the sync sheet: 'Spooled Curado 200 with PowerPro braid'. */
  label: string;
}

/**
 * POST /api/gear/:id/spool (decision 128): the reel's spooling; an amount is taken from the line's
 * stock. Through the outbox like usage tracking, so it carries an Idempotency-Key (a retry takes
 * stock once) and waits on the device without signal.
 */
export function useSpoolReel() {
  return useOutboxCommand<SpoolReelVariables>({
    entity: 'reel-spool',
    method: 'POST',
    path: ({ gearId }) => `${itemPath(gear.target, gearId)}/spool`,
    body: ({ body }) => body as Record<string, unknown>,
    targetId: ({ gearId }) => gearId,
    label: ({ label }) => label,
    // The reel, the line's stock (every cached list holding consumables) and the dashboard's reminder.
    refresh: (queryKey) => {
      const key = JSON.stringify(queryKey);
      return key.includes('/api/gear') || key.includes('consumables') || key.includes('/api/dashboard');
    },
  });
}
