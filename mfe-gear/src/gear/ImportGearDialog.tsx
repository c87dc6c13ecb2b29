import { useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { gearTypeLabel } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  CsvFileField,
  FormDialog,
  ImportFooter,
  ImportPreviewTable,
  type ListColumn,
  toast,
  formatMoney,
  type DialogOpenProps,
} from '@tackle/ui';
import { GEAR_CSV_COLUMNS, GEAR_CSV_MAX_ROWS } from './csv';
import { GEAR_CSV_FORMAT_LABELS, readGearCsv, type GearImportPreview } from './import-formats';
import { useImportGear, type ImportRowOutcome } from './mutations';
import { capitalise, orDash } from './view';

/** 'Import Gear from CSV': pick a file, preview every row with its problems, import the good ones. */
export function ImportGearDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-4xl"
      title="Import Gear from CSV"
      description={`Columns as in the export: ${GEAR_CSV_COLUMNS.join(', ')}. Name and Type are required; up to ${GEAR_CSV_MAX_ROWS} rows. A Homebox export is recognised too.`}
    >
      <ImportBody onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type PreviewRow = GearImportPreview['rows'][number] & { outcome: ImportRowOutcome | undefined };

/** A column of the file as written ('' when absent), for rows that did not parse. */
const rawCell = (row: PreviewRow, column: string) =>
  Object.entries(row.record).find(([header]) => header.trim().toLowerCase() === column.toLowerCase())?.[1] ?? '';
const parsedData = (row: PreviewRow) => (row.result.success ? row.result.data : null);

const previewColumns: Array<ListColumn<PreviewRow>> = [
  { label: 'Row', className: 'tabular-nums', cell: (row) => row.row },
  { label: 'Name', className: 'font-medium', cell: (row) => orDash(parsedData(row)?.name ?? rawCell(row, 'Name')) },
  {
    label: 'Type',
    cell: (row) => {
      const data = parsedData(row);
      return data ? gearTypeLabel(data.typeId) : orDash(rawCell(row, 'Type'));
    },
  },
  {
    label: 'Brand/Model',
    cell: (row) => {
      const data = parsedData(row);
      return orDash(
        [data?.brand ?? rawCell(row, 'Brand'), data?.model ?? rawCell(row, 'Model')].filter(Boolean).join(' '),
      );
    },
  },
  {
    label: 'Condition',
    cell: (row) => {
      const data = parsedData(row);
      return data ? capitalise(data.condition) : orDash(rawCell(row, 'Condition'));
    },
  },
  {
    label: 'Retail Cost',
    className: 'tabular-nums',
    cell: (row) => {
      const data = parsedData(row);
      return data ? formatMoney(data.retailCost) : orDash(rawCell(row, 'Retail Cost'));
    },
  },
  {
    label: 'Purchase Cost',
    className: 'tabular-nums',
    cell: (row) => {
      const data = parsedData(row);
      return data ? formatMoney(data.purchaseCost) : orDash(rawCell(row, 'Purchase Cost'));
    },
  },
  { label: 'Status', className: 'min-w-48', cell: (row) => <RowStatus row={row} /> },
];

/** A Homebox item's storage location (created when missing) and how many are stored there. */
const storageColumn: ListColumn<PreviewRow> = {
  label: 'Storage',
  cell: (row) => orDash(row.storage ? `${row.storage.location}${row.storage.quantity > 1 ? ` (${row.storage.quantity})` : ''}` : ''),
};

/** Ready, Imported, Failed: {why}, or the row's problems. */
function RowStatus({ row: { outcome, result } }: { row: PreviewRow }) {
  if (outcome) {
    return outcome.ok ? (
      <span className="inline-flex items-center gap-1 text-success">
        <CheckCircle2 aria-hidden="true" className="size-4" /> Imported{outcome.message ? `; ${outcome.message}` : ''}
      </span>
    ) : (
      <span className="text-destructive">Failed: {outcome.message}</span>
    );
  }
  return result.success ? (
    <span className="inline-flex items-center gap-1 text-success">
      <CheckCircle2 aria-hidden="true" className="size-4" /> Ready
    </span>
  ) : (
    <ul className="list-disc pl-4 text-destructive">
      {result.errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

function ImportBody({ onDone }: { onDone: () => void }) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<GearImportPreview | null>(null);
  const [outcomes, setOutcomes] = useState<Map<number, ImportRowOutcome> | null>(null);
  const importGear = useImportGear();

  const readyRows = parsed?.rows.filter((row) => row.result.success) ?? [];
  const invalidCount = (parsed?.rows.length ?? 0) - readyRows.length;

  const onFile = async (file: File) => {
    setOutcomes(null);
    setFileName(file.name);
    setParsed(readGearCsv(await file.text()));
  };

  const onImport = () => {
    const rows = readyRows.flatMap((row) => (row.result.success ? [{ row: row.row, input: row.result.data, storage: row.storage }] : []));
    importGear.mutate(rows, {
      onSuccess: (results) => {
        setOutcomes(new Map(results.map((outcome) => [outcome.row, outcome])));
        const imported = results.filter((outcome) => outcome.ok).length;
        const failed = results.length - imported;
        if (failed === 0) {
          toast({ title: 'Success', description: `Imported ${imported} gear ${imported === 1 ? 'item' : 'items'}` });
          onDone();
        } else {
          toast({
            title: 'Error',
            description: `Imported ${imported} of ${results.length} items; see the rows marked as failed.`,
            variant: 'destructive',
          });
        }
      },
    });
  };

  return (
    <div className="grid gap-4">
      <CsvFileField onFile={(file) => void onFile(file)} />

      {parsed && parsed.fileErrors.length > 0 ? (
        <Alert variant="destructive">
          <XCircle aria-hidden="true" />
          <div>
            <AlertTitle>{fileName} cannot be imported</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {parsed.fileErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      {parsed && parsed.rows.length > 0 ? (
        <>
          <p className="text-sm font-medium">Recognised: {GEAR_CSV_FORMAT_LABELS[parsed.format]}</p>
          <p className="text-sm" role="status">
            {readyRows.length} of {parsed.rows.length} rows ready to import
            {invalidCount > 0 ? `; ${invalidCount} with errors will be skipped` : ''}.
            {parsed.ignoredColumns.length > 0 ? ` Columns not imported: ${parsed.ignoredColumns.join(', ')}.` : ''}
          </p>
          <ImportPreviewTable
            columns={parsed.format === 'homebox' ? [...previewColumns.slice(0, -1), storageColumn, ...previewColumns.slice(-1)] : previewColumns}
            rows={parsed.rows.map((row) => ({ ...row, outcome: outcomes?.get(row.row) }))}
            rowKey={(row) => row.row}
          />
        </>
      ) : null}

      <ImportFooter
        readyCount={readyRows.length}
        noun={['item', 'items']}
        pending={importGear.isPending}
        pendingLabel="Importing..."
        finished={outcomes !== null}
        onImport={onImport}
        onCancel={onDone}
      />
    </div>
  );
}
