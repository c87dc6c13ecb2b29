import { useId, useState } from 'react';
import { CheckCircle2, FileUp, LoaderCircle, XCircle } from 'lucide-react';
import { gearTypeLabel } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  formatMoney,
} from '@tackle/ui';
import { GEAR_CSV_COLUMNS, GEAR_CSV_MAX_ROWS, parseGearCsv, type ParsedGearCsv } from './csv';
import { useImportGear, type ImportRowOutcome } from './mutations';
import { capitalise, orDash } from './view';

export interface ImportGearDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Import Gear from CSV': pick a file, preview every row with its problems, import the good ones. */
export function ImportGearDialog({ open, onOpenChange }: ImportGearDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import Gear from CSV</DialogTitle>
          <DialogDescription>
            Columns as in the export: {GEAR_CSV_COLUMNS.join(', ')}. Name and Type are required; up to {GEAR_CSV_MAX_ROWS} rows.
          </DialogDescription>
        </DialogHeader>
        {open ? <ImportBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportBody({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedGearCsv | null>(null);
  const [outcomes, setOutcomes] = useState<Map<number, ImportRowOutcome> | null>(null);
  const importGear = useImportGear();

  const readyRows = parsed?.rows.filter((row) => row.result.success) ?? [];
  const invalidCount = (parsed?.rows.length ?? 0) - readyRows.length;

  const onFile = async (file: File | undefined) => {
    setOutcomes(null);
    if (!file) return;
    setFileName(file.name);
    setParsed(parseGearCsv(await file.text()));
  };

  const onImport = () => {
    const rows = readyRows.flatMap((row) => (row.result.success ? [{ row: row.row, input: row.result.data }] : []));
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
      <div className="grid gap-2">
        <Label htmlFor={inputId}>CSV file</Label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>

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
          <p className="text-sm" role="status">
            {readyRows.length} of {parsed.rows.length} rows ready to import
            {invalidCount > 0 ? `; ${invalidCount} with errors will be skipped` : ''}.
          </p>
          <div className="max-h-[50dvh] overflow-auto rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Row</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Brand/Model</TableHead>
                  <TableHead>Condition</TableHead>
                  <TableHead>Retail Cost</TableHead>
                  <TableHead>Purchase Cost</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {parsed.rows.map(({ row, record, result }) => {
                  const outcome = outcomes?.get(row);
                  const data = result.success ? result.data : null;
                  const cell = (column: string) =>
                    Object.entries(record).find(([header]) => header.trim().toLowerCase() === column.toLowerCase())?.[1] ?? '';
                  return (
                    <TableRow key={row}>
                      <TableCell className="tabular-nums">{row}</TableCell>
                      <TableCell className="font-medium">{orDash(data?.name ?? cell('Name'))}</TableCell>
                      <TableCell>{data ? gearTypeLabel(data.typeId) : orDash(cell('Type'))}</TableCell>
                      <TableCell>{orDash([data?.brand ?? cell('Brand'), data?.model ?? cell('Model')].filter(Boolean).join(' '))}</TableCell>
                      <TableCell>{data ? capitalise(data.condition) : orDash(cell('Condition'))}</TableCell>
                      <TableCell className="tabular-nums">{data ? formatMoney(data.retailCost) : orDash(cell('Retail Cost'))}</TableCell>
                      <TableCell className="tabular-nums">{data ? formatMoney(data.purchaseCost) : orDash(cell('Purchase Cost'))}</TableCell>
                      <TableCell className="min-w-48">
                        {outcome ? (
                          outcome.ok ? (
                            <span className="inline-flex items-center gap-1 text-success">
                              <CheckCircle2 aria-hidden="true" className="size-4" /> Imported
                            </span>
                          ) : (
                            <span className="text-destructive">Failed: {outcome.message}</span>
                          )
                        ) : result.success ? (
                          <span className="inline-flex items-center gap-1 text-success">
                            <CheckCircle2 aria-hidden="true" className="size-4" /> Ready
                          </span>
                        ) : (
                          <ul className="list-disc pl-4 text-destructive">
                            {result.errors.map((error) => (
                              <li key={error}>{error}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={importGear.isPending}>
          {outcomes ? 'Close' : 'Cancel'}
        </Button>
        <Button type="button" onClick={onImport} disabled={readyRows.length === 0 || importGear.isPending || outcomes !== null}>
          {importGear.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
          {importGear.isPending ? 'Importing...' : `Import ${readyRows.length} ${readyRows.length === 1 ? 'item' : 'items'}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
