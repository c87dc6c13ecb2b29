import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commandResultSchema,
  createdBrandResponseSchema,
  createdModelResponseSchema,
  gearImageAnalysisResultSchema,
  GEAR_IMAGE_FIELD,
  type CommandResult,
  type CreatedBrandResponse,
  type CreatedModelResponse,
  type GearImageAnalysisResult,
  type GearInput,
  type GearInputBody,
} from '@tackle/contracts';
import { useApi } from '@tackle/ui';
import { errorMessage } from '@tackle/ui';
import { catalogKeys, gearKeys } from './queries';

export type UpdateGearVariables = {
  id: string;
  input: GearInputBody;
  /** The revision the user edited; a concurrent change makes the server answer 409. */
  expectedRevision: number;
};

function gearPath(id: string): string {
  return `/api/gear/${encodeURIComponent(id)}`;
}

function imageForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(GEAR_IMAGE_FIELD, file, fileName);
  return form;
}

/**
 * The list is refetched before the mutation settles (the API waits for the read models to catch up
 * with the command's position), so callers that await it never see a stale list.
 */
function useInvalidateGear() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gearKeys.all });
}

/** POST /api/gear */
export function useAddGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<CommandResult, Error, GearInputBody>({
    mutationFn: (input) => api.post('/api/gear', input, commandResultSchema),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/gear/:id (full replacement, optimistic concurrency through expectedRevision) */
export function useUpdateGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<CommandResult, Error, UpdateGearVariables>({
    mutationFn: ({ id, input, expectedRevision }) =>
      api.put(gearPath(id), { ...input, expectedRevision }, commandResultSchema),
    // On failure too: after a 409 (or a 404) the list must show what the server holds now.
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/gear/:id (no confirmation, per spec) */
export function useDeleteGear() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => api.del(gearPath(id)),
    onSettled: () => invalidate(),
  });
}

/** POST /api/gear/:id/image (multipart field 'image'): the server resizes it and strips its metadata. */
export function useUploadGearImage() {
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<CommandResult, Error, { id: string; file: File }>({
    mutationFn: ({ id, file }) => api.upload(`${gearPath(id)}/image`, imageForm(file, file.name), commandResultSchema),
    onSettled: () => invalidate(),
  });
}

/** POST /api/gear/analyze-image: name, brand, model, type and notes suggested from the photo. */
export function useAnalyzeGearImage() {
  const api = useApi();
  return useMutation<GearImageAnalysisResult, Error, File>({
    mutationFn: (file) => api.upload('/api/gear/analyze-image', imageForm(file, file.name), gearImageAnalysisResultSchema),
  });
}

function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

/** POST /api/brands (new brands are filed under 'fishing'). */
export function useCreateBrand() {
  const api = useApi();
  const invalidate = useInvalidateCatalog();
  return useMutation<CreatedBrandResponse, Error, string>({
    mutationFn: (name) => api.post('/api/brands', { name: name.trim(), category: 'fishing' }, createdBrandResponseSchema),
    onSettled: () => invalidate(),
  });
}

/** POST /api/brands/:brandId/models */
export function useCreateModel() {
  const api = useApi();
  const invalidate = useInvalidateCatalog();
  return useMutation<CreatedModelResponse, Error, { brandId: string; name: string; gearTypeId: number | null }>({
    mutationFn: ({ brandId, name, gearTypeId }) =>
      api.post(`/api/brands/${encodeURIComponent(brandId)}/models`, { name: name.trim(), gearTypeId }, createdModelResponseSchema),
    onSettled: () => invalidate(),
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
  const api = useApi();
  const invalidate = useInvalidateGear();
  return useMutation<ImportRowOutcome[], Error, ReadonlyArray<{ row: number; input: GearInput }>>({
    mutationFn: async (rows) => {
      const outcomes: ImportRowOutcome[] = [];
      for (const { row, input } of rows) {
        try {
          await api.post('/api/gear', input, commandResultSchema);
          outcomes.push({ row, ok: true, message: null });
        } catch (error) {
          outcomes.push({ row, ok: false, message: errorMessage(error, 'Failed to add gear') });
        }
      }
      return outcomes;
    },
    onSettled: () => invalidate(),
  });
}
