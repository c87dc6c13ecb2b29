import { LoaderCircle } from 'lucide-react';
import type { Catch } from '@tackle/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@tackle/ui';
import { catchLabel } from './CatchCards';

export interface DeleteCatchDialogProps {
  /** The catch to delete; null keeps the dialog closed. */
  target: Catch | null;
  deleting: boolean;
  onConfirm: (catchItem: Catch) => void;
  onCancel: () => void;
}

/** The spec's confirmation ('Are you sure you want to delete this catch?') as a real dialog. */
export function DeleteCatchDialog({ target, deleting, onConfirm, onCancel }: DeleteCatchDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !deleting ? onCancel() : undefined)}>
      <DialogContent role="alertdialog" className="sm:max-w-md" hideClose>
        <DialogHeader>
          <DialogTitle>Delete catch?</DialogTitle>
          <DialogDescription>Are you sure you want to delete this catch?</DialogDescription>
        </DialogHeader>
        {target ? <p className="rounded-md bg-muted px-3 py-2 text-sm">{catchLabel(target)}</p> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => target && onConfirm(target)} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
