import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** Shown under the title; pass null to keep an empty description (screen readers still get one). */
  description?: React.ReactNode;
  /** Extra classes for the dialog panel (its width, e.g. 'sm:max-w-2xl'). */
  className?: string;
  /** The body: usually a component that owns the form state and renders a `DialogForm`. */
  children: React.ReactNode;
}

/**
 * The shell of every form dialog: title, optional description and a body that scrolls inside the
 * panel (the panel is capped at the viewport height). Escape and the close button close it; the
 * body unmounts on close, so a form inside it starts fresh every time it opens.
 */
export function FormDialog({ open, onOpenChange, title, description, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface FormFooterProps {
  /** The primary button's text ('Create', 'Update Consumable' ...). */
  submitLabel: React.ReactNode;
  /** Replaces `submitLabel` while pending ('Tracking...'); the spinner shows either way. */
  pendingLabel?: React.ReactNode;
  /** A save is running: both buttons are disabled and the primary one shows a spinner. */
  pending?: boolean;
  /** The primary button is disabled (nothing to submit yet). */
  submitDisabled?: boolean;
  onCancel: () => void;
  cancelLabel?: React.ReactNode;
  /** Without it the primary button submits the surrounding form (so Enter in a field submits too). */
  onSubmit?: () => void;
  className?: string;
}

/** Cancel + primary button; on phones they stack at the bottom with the primary one on top. */
export function FormFooter({
  submitLabel,
  pendingLabel,
  pending = false,
  submitDisabled = false,
  onCancel,
  cancelLabel = 'Cancel',
  onSubmit,
  className,
}: FormFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={pending || submitDisabled}
        aria-busy={pending || undefined}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

export interface DialogFormProps
  extends Omit<React.ComponentProps<'form'>, 'onSubmit'>, Omit<FormFooterProps, 'onSubmit' | 'className'> {
  /** Usually react-hook-form's `handleSubmit(onValid)`. */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** A sentence about a failed save, shown above the buttons (announced). */
  serverError?: string | null;
  footerClassName?: string;
}

/** The form of a form dialog: fields, an optional server-error line and the footer. Enter submits. */
export function DialogForm({
  onSubmit,
  serverError,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled,
  onCancel,
  cancelLabel,
  footerClassName = 'pt-2',
  className,
  children,
  ...props
}: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={cn('grid gap-4', className)} {...props}>
      {children}
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <FormFooter
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        submitDisabled={submitDisabled}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        className={footerClassName}
      />
    </form>
  );
}

/** Whether a dialog is open, and how it asks to close. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The open state of a dialog about one item (its history, usage tracked on it ...): open while
 * there is an item; Escape, the close button or a click outside call `onClose`.
 */
export function openWhile(item: unknown, onClose: () => void): DialogOpenProps {
  return { open: item !== null, onOpenChange: (open) => (open ? undefined : onClose()) };
}

export interface ItemFormDialogProps extends Omit<FormDialogProps, 'title' | 'children'> {
  /** The id of the item being edited, or null to add one. */
  itemId: string | null;
  /** The titles for adding and for editing ('Add Consumable', 'Edit Consumable'). */
  titles: readonly [add: React.ReactNode, edit: React.ReactNode];
  /** The form; `done` closes the dialog. */
  children: (done: () => void) => React.ReactNode;
}

/**
 * The add/edit dialog of a list's item: the title follows whether an item is being edited, and the
 * form is keyed by the item, so another item (or a new one) always starts from a fresh form.
 */
export function ItemFormDialog({ itemId, titles, children, ...dialog }: ItemFormDialogProps) {
  return (
    <FormDialog {...dialog} title={itemId !== null ? titles[1] : titles[0]}>
      <React.Fragment key={itemId ?? 'new'}>{children(() => dialog.onOpenChange(false))}</React.Fragment>
    </FormDialog>
  );
}
