import { catchImportResponseSchema, commandResultSchema, type CatchInput } from '@tackle/contracts';
import {
  useCommandMutation,
  useCreateCommand,
  useDeleteCommand,
  useUpdateCommand,
  type CommandTarget,
} from '@tackle/ui';
import { statsKeys } from '../stats/queries';
import { catchKeys } from './queries';

/** The list and the statistics built from it. */
const catches: CommandTarget = {
  path: '/api/catches',
  result: commandResultSchema,
  refresh: [catchKeys.all, statsKeys.all],
};

/** POST /api/catches */
export const useLogCatch = () => useCreateCommand<CatchInput>(catches);

/** PUT /api/catches/:id (full replacement, optimistic concurrency through expectedRevision) */
export const useUpdateCatch = () => useUpdateCommand<CatchInput>(catches);

/** DELETE /api/catches/:id (after the confirmation dialog) */
export const useDeleteCatch = () => useDeleteCommand(catches);

/** POST /api/catches/import, one batch of rows; the caller splits larger imports. */
export function useImportCatches() {
  return useCommandMutation({
    send: (api, rows: CatchInput[]) => api.post(`${catches.path}/import`, { rows }, catchImportResponseSchema),
    refresh: catches.refresh,
  });
}
