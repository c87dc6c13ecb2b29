import { useState } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { CATCH_IMPORT_BATCH_MAX } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  CsvFileField,
  FormDialog,
  ImportFooter,
  ImportPreviewTable,
  type ListColumn,
  errorMessage,
  toast,
  useUnits,
  type DialogOpenProps,
  type Units,
} from '@tackle/ui';
import { catchCsvHeaders, importableRows, type CsvPreview } from './csv';
import { CATCH_CSV_FORMAT_LABELS, readCatchCsv, type CatchImportPreview } from './import-formats';
import { formatCatchDate } from './format';
import { useImportCatches } from './mutations';

export interface ImportCatchesDialogProps extends DialogOpenProps {
  /** Setup ids by lower-cased name, to link imported rows to the angler's setups. */
  setupIdByName: ReadonlyMap<string, string>;
}

interface ImportOutcome {
  imported: number;
  failed: Array<{ line: number; message: string }>;
}

const PREVIEW_ROWS = 200;

type PreviewRow = CsvPreview['rows'][number];

/** The preview's columns; the weight in the angler's units (decision 121). */
const previewColumns = (units: Units): Array<ListColumn<PreviewRow>> => [
  { label: 'Line', cell: (row) => row.line },
  {
    label: 'Date',
    className: 'sm:whitespace-nowrap',
    cell: (row) => (row.input ? formatCatchDate(row.input.date) : row.raw.date || '-'),
  },
  { label: 'Species', cell: (row) => row.input?.species ?? (row.raw.species || '-') },
  {
    label: 'Status',
    cell: (row) =>
      row.errors.length > 0 ? (
        <span className="flex items-start gap-1 text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {row.errors.join('; ')}
        </span>
      ) : (
        <span className="flex items-start gap-1 text-success">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {row.warnings.length > 0 ? `Ready (${row.warnings.join('; ')})` : 'Ready'}
        </span>
      ),
  },
  {
    label: 'Weight',
    headClassName: 'hidden sm:table-cell',
    className: 'hidden whitespace-nowrap sm:table-cell',
    cell: (row) => (row.input ? (units.format('weight', row.input.weight) ?? '-') : row.raw.weight || '-'),
  },
  {
    label: 'Location',
    headClassName: 'hidden sm:table-cell',
    className: 'hidden sm:table-cell',
    cell: (row) => row.input?.location ?? (row.raw.location || '-'),
  },
];

/** CSV import: choose a file, check the preview and per-row problems, then import the good rows. */
export function ImportCatchesDialog({ open, onOpenChange, setupIdByName }: ImportCatchesDialogProps) {
  const { system } = useUnits();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl"
      title="Import Catches"
      description="Bring a catch log from a spreadsheet or another app as a CSV file with a header row. Species and Date columns are needed."
    >
      <details className="text-sm text-muted-foreground">
        <summary className="cursor-pointer font-medium text-foreground">Which columns are read?</summary>
        <p className="mt-1">
          The columns of an export from this page: {catchCsvHeaders(system).join(', ')} (or their units in the other
          system: a column's unit is read from its header). Common spellings from other apps work
          too (Fish, Lake, Lure, Lat/Lng, Ounces...). Dates like 2024-05-01, 2024-05-01 06:30 or 5/1/2024 6:30 AM are
          understood. Exports of Anglers' Log and OpenFishing are recognised from their header row and their units
          converted.
        </p>
      </details>
      <ImportBody setupIdByName={setupIdByName} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportBody({ setupIdByName, onDone }: { setupIdByName: ReadonlyMap<string, string>; onDone: () => void }) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<CatchImportPreview | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const importCatches = useImportCatches();
  const units = useUnits();

  const readFile = async (file: File) => {
    setOutcome(null);
    setFileName(file.name);
    try {
      setPreview(readCatchCsv(await file.text(), setupIdByName));
    } catch {
      setPreview({ format: 'tackle', notedColumns: [], rows: [], ignoredColumns: [], fileError: 'The file could not be read. Is it a CSV text file?' });
    }
  };

  const ready = preview ? importableRows(preview) : [];
  const withErrors = preview ? preview.rows.filter((row) => row.errors.length > 0).length : 0;

  const runImport = async () => {
    const failed: ImportOutcome['failed'] = [];
    let imported = 0;
    setProgress({ done: 0, total: ready.length });
    try {
      for (let start = 0; start < ready.length; start += CATCH_IMPORT_BATCH_MAX) {
        const batch = ready.slice(start, start + CATCH_IMPORT_BATCH_MAX);
        const result = await importCatches.mutateAsync(batch.map((row) => row.input));
        imported += result.imported.length;
        for (const failure of result.failed)
          failed.push({ line: batch[failure.index]?.line ?? 0, message: failure.message });
        setProgress({ done: start + batch.length, total: ready.length });
      }
      setOutcome({ imported, failed });
      toast({ title: 'Success', description: `Imported ${imported} ${imported === 1 ? 'catch' : 'catches'}` });
      if (failed.length === 0) onDone();
    } catch (error) {
      setOutcome({ imported, failed });
      toast({ title: 'Error', description: errorMessage(error, 'Failed to import catches'), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-4">
      <CsvFileField onFile={(file) => void readFile(file)} />

      {preview?.fileError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{preview.fileError}</AlertDescription>
        </Alert>
      ) : null}

      {preview && !preview.fileError ? (
        <div className="grid gap-3">
          <p className="text-sm font-medium">Recognised: {CATCH_CSV_FORMAT_LABELS[preview.format]}</p>
          <p className="text-sm" aria-live="polite">
            <span className="font-medium">{fileName}</span>: {ready.length} {ready.length === 1 ? 'catch' : 'catches'}{' '}
            ready to import
            {withErrors > 0
              ? `, ${withErrors} ${withErrors === 1 ? 'row has' : 'rows have'} problems and will be skipped`
              : ''}
            .{preview.ignoredColumns.length > 0 ? ` Columns not imported: ${preview.ignoredColumns.join(', ')}.` : ''}
            {preview.notedColumns.length > 0 ? ` Kept in the notes: ${preview.notedColumns.join(', ')}.` : ''}
          </p>
          <ImportPreviewTable
            columns={previewColumns(units)}
            rows={preview.rows.slice(0, PREVIEW_ROWS)}
            rowKey={(row) => row.line}
            className="max-h-80 overflow-auto rounded-md border"
          />
          {preview.rows.length > PREVIEW_ROWS ? (
            <p className="text-xs text-muted-foreground">
              Showing the first {PREVIEW_ROWS} of {preview.rows.length} rows.
            </p>
          ) : null}
        </div>
      ) : null}

      {outcome && outcome.failed.length > 0 ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            Imported {outcome.imported}. Not imported:{' '}
            {outcome.failed.map((failure) => `line ${failure.line}: ${failure.message}`).join('; ')}
          </AlertDescription>
        </Alert>
      ) : null}

      <ImportFooter
        readyCount={ready.length}
        noun={['catch', 'catches']}
        pending={progress !== null}
        pendingLabel={progress ? `Importing ${progress.done}/${progress.total}...` : ''}
        finished={outcome !== null}
        onImport={() => void runImport()}
        onCancel={onDone}
      />
    </div>
  );
}
