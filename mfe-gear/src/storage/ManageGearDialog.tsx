import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Plus, X } from 'lucide-react';
import {
  gearTypeLabel,
  isStorageFull,
  storageQuantityFromText,
  storedItemCount,
  type Gear,
  type StorageLocation,
} from '@tackle/contracts';
import {
  Badge,
  Button,
  Field,
  FormDialog,
  Input,
  OptionSelect,
  Separator,
  Spinner,
  errorMessage,
  toast,
  useApi,
} from '@tackle/ui';
import { gearQueries } from '../gear/queries';
import { useStoreGear, useUnstoreGear } from './mutations';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Manage Gear in {location}': what is stored there, and a form to put more gear in. */
export function ManageGearDialog({ location, onClose }: { location: StorageLocation | null; onClose: () => void }) {
  return (
    <FormDialog
      open={location !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      className="sm:max-w-lg"
      title={<>Manage Gear in {location?.name}</>}
      description={
        location?.capacity
          ? `${storedItemCount(location)} of ${location.capacity} places used.`
          : 'Put gear here or take it out; the gear itself stays in your inventory.'
      }
    >
      {location ? <ManageGear key={location.id} location={location} /> : null}
    </FormDialog>
  );
}

function ManageGear({ location }: { location: StorageLocation }) {
  const api = useApi();
  const idPrefix = useId();
  const gearQuery = useQuery(gearQueries.list(api));
  // Only gear not already in this location can be added.
  const available = useMemo(() => {
    const here = new Set(location.gearStorage.map((entry) => entry.gearId));
    return (gearQuery.data ?? []).filter((gear) => !here.has(gear.id));
  }, [gearQuery.data, location.gearStorage]);
  const full = isStorageFull(storedItemCount(location), location.capacity);

  return (
    <div className="grid gap-4">
      <section aria-labelledby={`${idPrefix}-stored`} className="grid gap-2">
        <h3 id={`${idPrefix}-stored`} className="text-sm font-medium">
          Stored here
        </h3>
        <StoredGearList location={location} />
      </section>

      <Separator />

      <section aria-labelledby={`${idPrefix}-add`} className="grid gap-3">
        <h3 id={`${idPrefix}-add`} className="text-sm font-medium">
          Add Gear
        </h3>
        {full ? (
          <p className="text-sm text-destructive">
            This location is full ({storedItemCount(location)}/{location.capacity}).
          </p>
        ) : null}
        {gearQuery.isPending ? (
          <Spinner label="Loading your gear" />
        ) : (gearQuery.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no gear yet.{' '}
            <Link
              to="/gear"
              state={{ openDialog: 'openAddGearDialog' }}
              className="text-primary underline-offset-4 hover:underline"
            >
              Add gear
            </Link>{' '}
            to your inventory first.
          </p>
        ) : available.length === 0 ? (
          <p className="text-sm text-muted-foreground">All your gear is already in this location.</p>
        ) : (
          <AddGearForm location={location} available={available} />
        )}
      </section>
    </div>
  );
}

/** The gear stored in the location, each with a remove button. */
function StoredGearList({ location }: { location: StorageLocation }) {
  const unstoreGear = useUnstoreGear();
  const onRemove = (removeId: string) =>
    unstoreGear.mutate(
      { locationId: location.id, gearId: removeId },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Gear removed from storage location' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to remove gear from storage'),
            variant: 'destructive',
          }),
      },
    );
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

/** Put one of the angler's other gear here: Select Gear, Quantity (min 1, default 1), Notes. */
function AddGearForm({ location, available }: { location: StorageLocation; available: Gear[] }) {
  const storeGear = useStoreGear();
  const [gearId, setGearId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [notes, setNotes] = useState('');

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!gearId) {
      toast({ title: 'Error', description: 'No gear selected', variant: 'destructive' });
      return;
    }
    const trimmedNotes = notes.trim();
    storeGear.mutate(
      {
        locationId: location.id,
        input: {
          gearId,
          quantity: storageQuantityFromText(quantity),
          ...(trimmedNotes ? { notes: trimmedNotes } : {}),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Gear added to storage location' });
          setGearId('');
          setQuantity('1');
          setNotes('');
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to add gear to storage'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onAdd} className="grid gap-3 sm:grid-cols-[1fr_6rem]">
      <Field label="Select Gear">
        {(p) => (
          <OptionSelect
            {...p}
            value={gearId}
            onChange={setGearId}
            placeholder="Select gear"
            options={available.map((gear) => ({
              value: gear.id,
              label: `${gear.name} (${gearTypeLabel(gear.typeId)})`,
            }))}
          />
        )}
      </Field>
      <Field label="Quantity">
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        )}
      </Field>
      <Field label="Notes (optional)" className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            placeholder="e.g. top tray"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={!gearId || storeGear.isPending}>
          {storeGear.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Add Gear
        </Button>
      </div>
    </form>
  );
}
