import { commandResultSchema, type SetupInputBody } from '@tackle/contracts';
import { useCreateCommand, useDeleteCommand, useUpdateCommand, type CommandTarget } from '@tackle/ui';
import { setupKeys } from './queries';

const setups: CommandTarget = { path: '/api/setups', result: commandResultSchema, refresh: [setupKeys.all] };

/** POST /api/setups */
export const useCreateSetup = () => useCreateCommand<SetupInputBody>(setups);

/** PUT /api/setups/:id */
export const useUpdateSetup = () => useUpdateCommand<SetupInputBody>(setups);

/** DELETE /api/setups/:id */
export const useDeleteSetup = () => useDeleteCommand(setups);
