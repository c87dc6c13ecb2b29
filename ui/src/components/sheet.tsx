import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../lib/utils';
import { CloseCorner, OVERLAY_CLASSES } from './dialog';
import { kitPart } from './kit-part';

/**
 * Slide-in panel built on Radix Dialog: from a side, or from the bottom (a phone's filter sheet: full
 * width, at most 85% of the screen high, scrolling inside).
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetPortal = DialogPrimitive.Portal;

export const SheetOverlay = kitPart(DialogPrimitive.Overlay, 'sheet-overlay', OVERLAY_CLASSES);

const sideClasses = {
  right:
    'inset-y-0 right-0 h-full w-4/5 max-w-sm border-l data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
  left: 'inset-y-0 left-0 h-full w-4/5 max-w-sm border-r data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] ' +
    'data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom',
} as const;

export function SheetContent({
  className,
  children,
  side = 'right',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof sideClasses }) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none',
          sideClasses[side],
          className,
        )}
        {...props}
      >
        {children}
        <CloseCorner iconClassName="size-5" />
      </DialogPrimitive.Content>
    </SheetPortal>
  );
}

export const SheetHeader = kitPart('div', 'sheet-header', 'flex flex-col gap-1.5 pr-8');
export const SheetFooter = kitPart('div', 'sheet-footer', 'mt-auto flex flex-col gap-2');
export const SheetTitle = kitPart(DialogPrimitive.Title, 'sheet-title', 'text-lg font-semibold');
export const SheetDescription = kitPart(DialogPrimitive.Description, 'sheet-description', 'text-sm text-muted-foreground');

/**
 * A short task for one hand on the water (Quick Catch, Start Trip, End Trip): a sheet from the bottom
 * with its title and a sentence, a phone's width at most, centred on a wide screen.
 */
export function ActionSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="mx-auto w-full max-w-xl gap-3 sm:rounded-t-xl">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
