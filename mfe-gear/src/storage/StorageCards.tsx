import { Car, Columns3, Disc3, MapPin, Package, Pencil, Sailboat, Trash2, Warehouse, Wrench } from 'lucide-react';
import {
  STORAGE_CARD_PREVIEW_ITEMS,
  STORAGE_LOCATION_TYPE_LABELS,
  isStorageFull,
  storedItemCount,
  storedItemsLabel,
  type StorageLocation,
  type StorageLocationType,
} from '@tackle/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@tackle/ui';

export const STORAGE_TYPE_ICONS: Record<StorageLocationType, typeof Package> = {
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
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Storage locations">
      {locations.map((location) => {
        const Icon = STORAGE_TYPE_ICONS[location.type] ?? MapPin;
        const count = storedItemCount(location);
        const full = isStorageFull(count, location.capacity);
        const preview = location.gearStorage.slice(0, STORAGE_CARD_PREVIEW_ITEMS);
        const more = count - preview.length;
        return (
          <li key={location.id} className="min-w-0">
            <Card className="flex h-full flex-col">
              <CardHeader className="gap-3 pb-3">
                <div className="flex items-start gap-3">
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </div>
                  <div className="min-w-0">
                    <CardTitle as="h2" className="break-words">
                      {location.name}
                    </CardTitle>
                    <p className="mt-1 text-sm text-muted-foreground">{STORAGE_LOCATION_TYPE_LABELS[location.type]}</p>
                  </div>
                </div>
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
              </CardHeader>
              <CardContent className="flex-1 text-sm">
                {preview.length === 0 ? (
                  <p className="text-muted-foreground">No gear stored yet.</p>
                ) : (
                  <ul className="space-y-1" aria-label={`Gear in ${location.name}`}>
                    {preview.map((entry) => (
                      <li key={entry.id} className="flex items-baseline justify-between gap-3">
                        <span className="min-w-0 truncate">{entry.gear.name}</span>
                        {entry.quantity > 1 ? (
                          <span className="shrink-0 text-muted-foreground tabular-nums">×{entry.quantity}</span>
                        ) : null}
                      </li>
                    ))}
                    {more > 0 ? <li className="text-muted-foreground">+{more} more items</li> : null}
                  </ul>
                )}
              </CardContent>
              <CardFooter className="justify-between gap-2 pb-4">
                <Button variant="outline" size="sm" onClick={() => onManage(location)} aria-label={`Manage Gear in ${location.name}`}>
                  <Wrench aria-hidden="true" />
                  Manage Gear
                </Button>
                <div className="flex items-center gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${location.name}`} title="Edit" onClick={() => onEdit(location)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${location.name}`}
                    title="Delete"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(location)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
