import { useQuery } from '@tanstack/react-query';
import { PackageMinus, PackagePlus, PencilLine, Plus, type LucideIcon } from 'lucide-react';
import { formatQuantity, type Consumable, type ConsumableHistoryEntry } from '@tackle/contracts';
import { Alert, AlertDescription, FormDialog, Spinner, lazyPart, openWhile, errorMessage, formatDateTime, useApi } from '@tackle/ui';
import { consumableQueries } from './queries';
import type { TrackUsageFormProps } from './TrackUsageForm';
import { formatStock } from './view';

// The usage form (react-hook-form, its schema, the gear to pick from) is loaded when the dialog
// first opens or once the page has rendered, not before it (decision 139).
const trackUsageForm = lazyPart<TrackUsageFormProps>(
  () => import('./TrackUsageForm').then((m) => m.TrackUsageForm),
  'Loading the usage form',
);

/** Loads the usage form ahead of its first opening (`usePreloadOnceDrawn`). */
export const preloadTrackUsageForm = trackUsageForm.preload;

// ---------------------------------------------------------------------------------------------
// Track Consumable Usage (from the item's side: pick the gear it was used on)
// ---------------------------------------------------------------------------------------------

export function TrackUsageDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhile(consumable, onClose)}
      className="sm:max-w-md"
      title="Track Consumable Usage"
      description={
        consumable ? `${consumable.name}: ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null
      }
    >
      {consumable ? <trackUsageForm.Component key={consumable.id} consumable={consumable} onDone={onClose} /> : null}
    </FormDialog>
  );
}

// ---------------------------------------------------------------------------------------------
// History (used on which gear, restocked, recounted)
// ---------------------------------------------------------------------------------------------

export function HistoryDialog({ consumable, onClose }: { consumable: Consumable | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhile(consumable, onClose)}
      className="sm:max-w-lg"
      title={<>History of {consumable?.name}</>}
      description={consumable ? `Now ${formatStock(consumable.currentQuantity, consumable.unit)} in stock.` : null}
    >
      {consumable ? <HistoryList consumable={consumable} /> : null}
    </FormDialog>
  );
}

function describeEntry(entry: ConsumableHistoryEntry): { title: string; Icon: LucideIcon } {
  const amount = formatStock(Math.abs(entry.quantity), entry.unit);
  switch (entry.transactionType) {
    case 'initial':
      return { title: `Added with ${amount}`, Icon: Plus };
    case 'usage':
      return { title: `Used ${amount} on ${entry.gearName ?? 'gear'}`, Icon: PackageMinus };
    case 'restock':
      return { title: `Restocked +${amount}`, Icon: PackagePlus };
    case 'adjustment':
      return { title: `Count corrected −${amount}`, Icon: PencilLine };
  }
}

function HistoryList({ consumable }: { consumable: Consumable }) {
  const api = useApi();
  const history = useQuery(consumableQueries.history(api, consumable.id));
  if (history.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading history" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(history.error, 'Failed to load the history')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <ol className="max-h-[60dvh] space-y-3 overflow-y-auto pr-1" aria-label="Stock history">
      {history.data.map((entry) => {
        const { title, Icon } = describeEntry(entry);
        return (
          <li key={entry.id} className="flex gap-3 rounded-lg border p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{title}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.date}>{formatDateTime(entry.date)}</time> · {formatQuantity(entry.balance)} left
              </p>
              {entry.notes ? <p className="mt-1 text-sm break-words text-muted-foreground">{entry.notes}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
