import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { toastOutcome } from '../runtime/save';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDeleteDialogProps {
  /** The item to delete, or null when the dialog is closed. */
  name: string | null;
  title: string;
  /** Extra sentence after the spec's question (e.g. what happens to stored gear). */
  note?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' in a real dialog. */
export function ConfirmDeleteDialog({ name, title, note, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (!open && !pending ? onCancel() : undefined)}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.
            {note ? ` ${note}` : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A delete mutation as `useConfirmDelete` drives it (react-query's `useMutation` result fits). */
export interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void }) => void;
  isPending: boolean;
}

/**
 * 'Delete' on a card or row: asks first (`ConfirmDeleteDialog`), then deletes and says how it went:
 * '{Noun} deleted successfully', or the server's reason / 'Failed to delete {noun}'.
 */
export function useConfirmDelete<T extends { id: string; name: string }>(deletion: DeleteMutation, noun: string) {
  const messages = {
    success: `${noun[0]?.toUpperCase()}${noun.slice(1)} deleted successfully`,
    failure: `Failed to delete ${noun}`,
  };
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (!target) return;
    deletion.mutate(target.id, { ...toastOutcome(messages), onSettled: () => setTarget(null) });
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
