import type { CreateOrUpdateMessages } from '@tackle/ui';

// Apart from ./form, whose schemas the quick-catch sheet does not need (decision 139).

/** The dialog's toasts (spec: Catch, setup, consumable). */
export const CATCH_SAVE_MESSAGES: CreateOrUpdateMessages = {
  created: { success: 'Catch logged successfully', failure: 'Failed to log catch' },
  updated: { success: 'Catch updated successfully', failure: 'Failed to update catch' },
};
