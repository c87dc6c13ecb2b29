import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isStorageFull, storedItemCount, type StorageLocation } from '@tackle/contracts';
import { FormDialog, Separator, Spinner, openWhile, useApi } from '@tackle/ui';
import { gearQueries } from '../gear/queries';
import { AddGearForm } from './AddGearForm';
import { StoredGearList } from './StoredGearList';

/** 'Manage Gear in {location}': what is stored there, and a form to put more gear in. */
export function ManageGearDialog({ location, onClose }: { location: StorageLocation | null; onClose: () => void }) {
  return (
    <FormDialog
      {...openWhile(location, onClose)}
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
