import * as React from 'react';
import { cn } from '../lib/utils';

// Below `sm` the last column (a row's actions) stays at the right edge while the table scrolls
// sideways, on an opaque background with a shadow over the columns passing under it.
const pinnedLastColumn =
  'max-sm:[&_tr>*:last-child]:sticky max-sm:[&_tr>*:last-child]:right-0 max-sm:[&_tr>*:last-child]:z-10 ' +
  'max-sm:[&_tr>*:last-child]:bg-card max-sm:[&_tr>*:last-child]:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]';

export function Table({
  className,
  pinLastColumn = false,
  ...props
}: React.ComponentProps<'table'> & {
  /** Keep the last column (row actions) in view on a phone while the table scrolls sideways. */
  pinLastColumn?: boolean;
}) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', pinLastColumn && pinnedLastColumn, className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t bg-muted/50 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('p-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
