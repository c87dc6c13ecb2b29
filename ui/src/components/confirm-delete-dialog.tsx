import * as React from 'react';
import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { toastOutcome } from '../runtime/save';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: React.ReactNode;
  /** The question, read out with the title (the dialog is an alertdialog). */
  description: React.ReactNode;
  /** The answer's button ('Delete', 'Restore' ...). */
  confirmLabel: React.ReactNode;
  /** 'destructive' for an answer that erases something. */
  variant?: 'default' | 'destructive';
  /** The answer is being carried out: both buttons are disabled, the dialog stays open, a spinner shows. */
  pending?: boolean;
  /** Cancel, Escape or a click outside (ignored while pending). */
  onCancel: () => void;
  /** The answer, for a dialog without fields. */
  onConfirm?: () => void;
  /** For a dialog with fields (`children`): they sit in a form whose submit is the answer, so Enter answers too. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Fields between the question and the buttons. */
  children?: React.ReactNode;
}

/** A question asked before something that cannot be taken back: title, question, optional fields, Cancel and the answer. */
export function ConfirmDialog({ open, title, description, confirmLabel, variant = 'default', pending = false, onCancel, onConfirm, onSubmit, children }: ConfirmDialogProps) {
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type={onSubmit ? 'submit' : 'button'} variant={variant} onClick={onSubmit ? undefined : onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !pending ? onCancel() : undefined)}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {body}
          </form>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}

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
    <ConfirmDialog
      open={name !== null}
      title={title}
      description={
        <>
          Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.
          {note ? ` ${note}` : null}
        </>
      }
      confirmLabel="Delete"
      variant="destructive"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
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
