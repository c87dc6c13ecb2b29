import * as React from 'react';
import { cn } from '../lib/utils';
import { kitPart } from './kit-part';

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

export const TableHeader = kitPart('thead', null, '[&_tr]:border-b');

export const TableBody = kitPart('tbody', null, '[&_tr:last-child]:border-0');

export const TableFooter = kitPart('tfoot', null, 'border-t bg-muted/50 font-medium');

export const TableRow = kitPart('tr', null, 'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted');

export const TableHead = kitPart('th', null, 'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground');

export const TableCell = kitPart('td', null, 'p-3 align-middle');

export const TableCaption = kitPart('caption', null, 'mt-4 text-sm text-muted-foreground');
