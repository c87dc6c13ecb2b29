import { LoaderCircle } from 'lucide-react';
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
