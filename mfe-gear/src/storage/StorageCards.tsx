import { Car, Columns3, Disc3, MapPin, Package, Sailboat, Warehouse, Wrench } from 'lucide-react';
import {
  STORAGE_LOCATION_TYPE_LABELS,
  isStorageFull,
  storedItemCount,
  type StorageLocation,
  type StorageLocationType,
} from '@tackle/contracts';
import { Badge, Button, CardGrid, DeleteItemButton, EditItemButton, ListCard } from '@tackle/ui';

/** A card lists the first few pieces of gear stored, then '+n more items'. */
const STORAGE_CARD_PREVIEW_ITEMS = 3;

/** Text of the 'N items' badge. */
function storedItemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

const STORAGE_TYPE_ICONS: Record<StorageLocationType, typeof Package> = {
  tackle_box: Package,
  rod_rack: Columns3,
  reel_case: Disc3,
  storage_room: Warehouse,
  garage: Car,
  boat: Sailboat,
  custom: MapPin,
};

export interface StorageCardsProps {
  locations: readonly StorageLocation[];
  onManage: (location: StorageLocation) => void;
  onEdit: (location: StorageLocation) => void;
  onDelete: (location: StorageLocation) => void;
}

export function StorageCards({ locations, onManage, onEdit, onDelete }: StorageCardsProps) {
  return (
    <CardGrid label="Storage locations">
      {locations.map((location) => {
        const Icon = STORAGE_TYPE_ICONS[location.type] ?? MapPin;
        const count = storedItemCount(location);
        const full = isStorageFull(count, location.capacity);
        const preview = location.gearStorage.slice(0, STORAGE_CARD_PREVIEW_ITEMS);
        const more = count - preview.length;
        return (
          <ListCard
            key={location.id}
            title={location.name}
            subtitle={STORAGE_LOCATION_TYPE_LABELS[location.type]}
            icon={<Icon aria-hidden="true" className="size-5" />}
            headerClassName="gap-3 pb-3"
            headerExtra={
              <>
                {location.description ? (
                  <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{location.description}</p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">{storedItemsLabel(count)}</Badge>
                  {location.capacity != null ? (
                    <Badge
                      variant={full ? 'destructive' : 'outline'}
                      aria-label={`${count} of ${location.capacity} places used${full ? ', full' : ''}`}
                    >
                      {full ? `Full · ${count}/${location.capacity}` : `${count}/${location.capacity}`}
                    </Badge>
                  ) : null}
                  {location.isPortable ? <Badge variant="outline">Portable</Badge> : null}
                </div>
              </>
            }
            contentClassName="flex-1 text-sm"
            footerStart={
              <Button variant="outline" size="sm" onClick={() => onManage(location)} aria-label={`Manage Gear in ${location.name}`}>
                <Wrench aria-hidden="true" />
                Manage Gear
              </Button>
            }
            actions={
              <>
                <EditItemButton name={location.name} onClick={() => onEdit(location)} />
                <DeleteItemButton name={location.name} onClick={() => onDelete(location)} />
              </>
            }
          >
            {preview.length === 0 ? (
              <p className="text-muted-foreground">No gear stored yet.</p>
            ) : (
              <ul className="space-y-1" aria-label={`Gear in ${location.name}`}>
                {preview.map((entry) => (
                  <li key={entry.id} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate">{entry.gear.name}</span>
                    {entry.quantity > 1 ? <span className="shrink-0 text-muted-foreground tabular-nums">×{entry.quantity}</span> : null}
                  </li>
                ))}
                {more > 0 ? <li className="text-muted-foreground">+{more} more items</li> : null}
              </ul>
            )}
          </ListCard>
        );
      })}
    </CardGrid>
  );
}
