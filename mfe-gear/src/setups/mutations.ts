import { commandResultSchema, type SetupInputBody } from '@tackle/contracts';
import { commandHooks } from '@tackle/ui';
import { setupKeys } from './queries';

const setups = commandHooks<SetupInputBody>({ path: '/api/setups', result: commandResultSchema, refresh: [setupKeys.all] });

/** POST /api/setups; PUT and DELETE /api/setups/:id. */
export const { useCreate: useCreateSetup, useUpdate: useUpdateSetup, useDelete: useDeleteSetup } = setups;
