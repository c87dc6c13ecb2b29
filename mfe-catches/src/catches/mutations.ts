import { catchImportResponseSchema, commandResultSchema, type CatchInput } from '@tackle/contracts';
import { commandHooks } from '@tackle/ui';
import { statsKeys } from '../stats/queries';
import { catchKeys } from './queries';

/** The list and the statistics built from it. */
const catches = commandHooks<CatchInput>({
  path: '/api/catches',
  result: commandResultSchema,
  refresh: [catchKeys.all, statsKeys.all],
});

/**
 * POST /api/catches; PUT /api/catches/:id (full replacement, optimistic concurrency through
 * expectedRevision); DELETE /api/catches/:id (after the confirmation dialog).
 */
export const { useCreate: useLogCatch, useUpdate: useUpdateCatch, useDelete: useDeleteCatch } = catches;

/** POST /api/catches/import, one batch of rows; the caller splits larger imports. */
export function useImportCatches() {
  return catches.useCommand((api, rows: CatchInput[]) =>
    api.post(`${catches.target.path}/import`, { rows }, catchImportResponseSchema),
  );
}
