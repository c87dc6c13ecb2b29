import { useState, type ReactNode } from 'react';
import { catchListResponseSchema, type UnitSystem } from '@tackle/contracts';
import { downloadBlob, errorMessage, formatNumber, readAllPages, toast, useApi, type QueuedChange } from '@tackle/ui';
import { CATCH_CSV_FILE_NAME, catchesToCsv } from './csv';
import { withPendingCatches } from './pending';


export interface CatchExportOptions {
  /** The log's count as the screen shows it (the progress line's before the first page comes). */
  total: number;
  /** The outbox's changes: the export shows the log as the screen does, waiting changes applied. */
  changes: readonly QueuedChange[];
  userId: string;
  setupNameById: ReadonlyMap<string, string>;
  system: UnitSystem;
}

/**
 * 'Export CSV' of the whole catch log, read page by page (docs/decisions/135-catch-log-in-pages.md):
 * each page of 500 becomes CSV text as it arrives, so the browser never holds the whole log as
 * objects, and a line under the count says how far it has got. The file is built in the browser, as
 * the spec's exports are; the catches waiting in the outbox are in it as on the screen.
 */
export function useCatchExport({ total, changes, userId, setupNameById, system }: CatchExportOptions) {
  const api = useApi();
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const exportCsv = async () => {
    if (progress) return;
    setProgress({ read: 0, total });
    const parts: string[] = [];
    // A catch logged offline is added once (with the first page); edits and deletions apply to every page.
    const laterChanges = changes.filter((change) => change.method !== 'POST');
    try {
      await readAllPages(api, '/api/catches', catchListResponseSchema, (items, read, count) => {
        const first = parts.length === 0;
        const rows = withPendingCatches(items, first ? changes : laterChanges, userId);
        const text = catchesToCsv(rows, { nameById: setupNameById }, system, { header: first });
        if (first) parts.push(text);
        else if (rows.length > 0) parts.push(`\r\n${text}`);
        setProgress({ read, total: count });
      });
      // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, '°', '•').
      downloadBlob(CATCH_CSV_FILE_NAME, new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));
    } catch (error) {
      toast({ title: 'Failed to export catches', description: errorMessage(error, 'The catch log could not be read. Try again.'), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };
  const line: ReactNode = progress ? (
    <p role="status" className="text-sm text-muted-foreground">
      Exporting… {formatNumber(progress.read, 0)} of {formatNumber(progress.total, 0)} catches
    </p>
  ) : null;
  return { exportCsv: () => void exportCsv(), exporting: progress !== null, progress: line };
}
