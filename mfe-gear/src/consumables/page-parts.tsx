// Pieces shared by the Consumables, Storage Locations and Fishing Setups screens (the list page
// itself is the kit's `ListPage`, the delete confirmation its `ConfirmDeleteDialog`, @tackle/ui).
import { useState } from 'react';
import { toast, errorMessage } from '@tackle/ui';

type Deletion = {
  mutate: (
    id: string,
    options: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
};

/**
 * 'Delete' on a card or row: asks first (the kit's `ConfirmDeleteDialog`), then deletes and says how
 * it went: '{Noun} deleted successfully', or the server's reason / 'Failed to delete {noun}'.
 */
export function useConfirmDelete<T extends { id: string; name: string }>(deletion: Deletion, noun: string) {
  const messages = {
    success: `${noun[0]?.toUpperCase()}${noun.slice(1)} deleted successfully`,
    failure: `Failed to delete ${noun}`,
  };
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (!target) return;
    deletion.mutate(target.id, {
      onSuccess: () => toast({ title: 'Success', description: messages.success }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, messages.failure), variant: 'destructive' }),
      onSettled: () => setTarget(null),
    });
  };
  /** The dialog's props (with the screen's title and note). */
  const dialog = {
    name: target?.name ?? null,
    pending: deletion.isPending,
    onConfirm: confirm,
    onCancel: () => setTarget(null),
  };
  return { ask: setTarget, dialog };
}

/** Number inputs: '' (or anything the browser cannot read as a number) means "not given". */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
