import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/utils';
import { kitPart } from './kit-part';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed page behind a dialog or a sheet. */
export const OVERLAY_CLASSES = 'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const DialogOverlay = kitPart(DialogPrimitive.Overlay, 'dialog-overlay', OVERLAY_CLASSES);

/** The 'Close' (X) button in the top right corner of a dialog or a sheet. */
export function CloseCorner({ iconClassName }: { iconClassName: string }) {
  return (
    <DialogPrimitive.Close
      className="absolute right-4 top-4 rounded-sm p-1 text-muted-foreground opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
      aria-label="Close"
    >
      <X className={iconClassName} aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg',
          'data-[state=open]:animate-zoom-in data-[state=closed]:animate-fade-out focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && <CloseCorner iconClassName="size-4" />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = kitPart('div', 'dialog-header', 'flex flex-col gap-1.5 pr-6 text-left');
export const DialogFooter = kitPart('div', 'dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end');
export const DialogTitle = kitPart(DialogPrimitive.Title, 'dialog-title', 'text-lg font-semibold leading-tight');
export const DialogDescription = kitPart(DialogPrimitive.Description, 'dialog-description', 'text-sm text-muted-foreground');
