import { X } from 'lucide-react';
import type { StorageLocation } from '@tackle/contracts';
import { Badge, Button, toastOutcome } from '@tackle/ui';
import { useUnstoreGear } from './mutations';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const REMOVED = { success: 'Gear removed from storage location', failure: 'Failed to remove gear from storage' };

/** The gear stored in the location, each with a remove button. */
export function StoredGearList({ location }: { location: StorageLocation }) {
  const unstoreGear = useUnstoreGear();
  const onRemove = (removeId: string) =>
    unstoreGear.mutate({ locationId: location.id, gearId: removeId }, toastOutcome(REMOVED));
  const removingId = unstoreGear.isPending ? (unstoreGear.variables?.gearId ?? null) : null;

  if (location.gearStorage.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        No gear stored in this location
      </p>
    );
  }
  return (
    <ul className="max-h-64 space-y-2 overflow-y-auto pr-1" aria-label={`Gear in ${location.name}`}>
      {location.gearStorage.map((entry) => (
        <li key={entry.id} className="flex items-center gap-3 rounded-lg border p-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="break-words">{entry.gear.name}</span>
              <Badge variant="secondary">{capitalise(entry.gear.type.name)}</Badge>
              {entry.quantity > 1 ? <span className="text-sm text-muted-foreground">Qty: {entry.quantity}</span> : null}
            </p>
            {entry.notes ? <p className="mt-1 text-sm break-words text-muted-foreground">{entry.notes}</p> : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${entry.gear.name} from ${location.name}`}
            title="Remove"
            className="text-destructive hover:text-destructive"
            disabled={removingId === entry.gearId}
            onClick={() => onRemove(entry.gearId)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
