import * as React from 'react';
import { FileUp, LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { DialogFooter } from './dialog';
import { Label } from './form-controls';
import { ListTable, type ListColumn } from './list-table';

/** 'CSV file': the file picker of an import dialog; `onFile` gets the chosen file. */
export function CsvFileField({ onFile }: { onFile: (file: File) => void }) {
  const id = React.useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>CSV file</Label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

/** The preview of the rows in a CSV file: a list table (no sorting) that scrolls under its headings. */
export function ImportPreviewTable<Row>({
  columns,
  rows,
  rowKey,
  className = 'max-h-[50dvh] overflow-auto rounded-lg border',
}: {
  columns: ReadonlyArray<ListColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => React.Key;
  className?: string;
}) {
  return (
    <div className={className}>
      <ListTable items={rows} rowKey={rowKey} columns={columns} framed={false} />
    </div>
  );
}

export interface ImportFooterProps {
  /** How many rows would be imported; the button says 'Import {n} {noun}'. */
  readyCount: number;
  /** The noun for one row and for several ('item' / 'items', 'catch' / 'catches'). */
  noun: readonly [one: string, many: string];
  /** An import is running; the button shows a spinner and `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  /** The import ran (the dialog stays open to show failures): Cancel becomes Close, Import is off. */
  finished: boolean;
  onImport: () => void;
  onCancel: () => void;
}

/** Cancel/Close + 'Import n items' at the bottom of an import dialog. */
export function ImportFooter({
  readyCount,
  noun,
  pending,
  pendingLabel,
  finished,
  onImport,
  onCancel,
}: ImportFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {finished ? 'Close' : 'Cancel'}
      </Button>
      <Button type="button" onClick={onImport} disabled={readyCount === 0 || pending || finished}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
        {pending ? pendingLabel : `Import ${readyCount} ${readyCount === 1 ? noun[0] : noun[1]}`}
      </Button>
    </DialogFooter>
  );
}
