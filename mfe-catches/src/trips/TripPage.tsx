import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Trip } from '@tackle/contracts';
import {
  ApiError,
  Button,
  ConfirmDeleteDialog,
  EmptyState,
  errorMessage,
  isPendingId,
  LoadError,
  LoadingState,
  PageFrame,
  saveWithToast,
  signedInPage,
  SyncBadge,
  useApi,
  useEditDialog,
  usePreloadOnceDrawn,
  useSession,
  useTrips,
  WhatToTieOn,
  type ListedTrip,
} from '@tackle/ui';
import { CatchCards } from '../catches/CatchCards';
import { useCatchEditing, useKnownSpecies, useSetups } from '../catches/CatchEditing';
import { withPendingCatches } from '../catches/pending';
import { catchQueries } from '../catches/queries';
import { useEndTrip } from './EndTripSheet';
import { catchCount, tripWhen } from './format';
import { useTripWrites } from './offline-writes';
import { tripQueries } from './queries';
import { tripConditions, tripFigures, weatherThroughTheDay } from './summary';
import { preloadTripForm, TripFormDialog } from './TripFormDialog';
import { CountList, Section, TripConditions, TripFiguresRow, TripMap, TripWeather } from './TripSections';
import { UnderWay } from './TripViews';

export default signedInPage('Log in to view your trips.', TripScreen);

function BackToTrips() {
  return (
    <Link to="/trips" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All trips
    </Link>
  );
}

/**
 * A trip's page (/trips/:id): the trip as the list holds it with its waiting changes (offline too),
 * else as GET /api/trips/:id answers; a trip started offline has a page before it syncs.
 */
function TripScreen() {
  const { id = '' } = useParams();
  const api = useApi();
  const { trips } = useTrips();
  const listed = trips?.find((trip) => trip.id === id);
  const detail = useQuery({ ...tripQueries.detail(api, id), enabled: !isPendingId(id) });
  const trip: ListedTrip | undefined = listed ?? detail.data;

  if (trip) return <TripDetail trip={trip} />;
  const gone = isPendingId(id) ? trips !== undefined : detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <PageFrame>
      <BackToTrips />
      {gone ? (
        <EmptyState
          title="Trip not found"
          description={isPendingId(id) ? 'This trip has synced or was deleted: find it among your trips.' : 'It may have been deleted.'}
          action={
            <Button asChild>
              <Link to="/trips">Your trips</Link>
            </Button>
          }
        />
      ) : detail.isError ? (
        <LoadError title="Could not load this trip" message={errorMessage(detail.error, 'Failed to load the trip')} onRetry={() => void detail.refetch()} />
      ) : (
        <LoadingState label="Loading the trip" />
      )}
    </PageFrame>
  );
}

function TripDetail({ trip }: { trip: ListedTrip }) {
  const api = useApi();
  const navigate = useNavigate();
  const userId = useSession()?.user.id ?? '';
  // The trip's own catches (GET /api/catches?tripId=), not the whole log.
  const catchesQuery = useQuery(catchQueries.trip(api, trip.id));
  const { setups, setupName } = useSetups();
  const knownSpecies = useKnownSpecies(catchesQuery.data);
  const editing = useCatchEditing({ setups, knownSpecies, tripId: trip.id });
  const changes = editing.writes.changes;
  const catches = useMemo(
    () => (catchesQuery.data ? withPendingCatches(catchesQuery.data, changes, userId).filter((item) => item.tripId === trip.id) : undefined),
    [catchesQuery.data, changes, userId, trip.id],
  );
  const figures = useMemo(() => tripFigures(trip, catches ?? [], setupName), [trip, catches, setupName]);
  const weather = useMemo(() => weatherThroughTheDay(trip.weather, catches ?? []), [trip.weather, catches]);

  const form = useEditDialog<Trip>();
  // The form is loaded once the page has rendered, so that opening it is instant, offline too (decision 139).
  usePreloadOnceDrawn(preloadTripForm);
  const { end, ending } = useEndTrip();
  const writes = useTripWrites();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = async () => {
    const deleted = await saveWithToast(() => writes.remove(trip.id, trip.name), { success: 'Trip deleted successfully', failure: 'Failed to delete trip' });
    setConfirmingDelete(false);
    if (deleted) void navigate('/trips');
  };
  const underWay = trip.endedAt === null;

  return (
    <PageFrame>
      <BackToTrips />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <h1 className="break-words text-3xl font-bold tracking-tight">{trip.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <UnderWay trip={trip} />
            <SyncBadge sync={trip.sync} />
          </div>
          <p className="text-muted-foreground">{[trip.waterBody, tripWhen(trip)].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {underWay ? (
            <Button disabled={ending} onClick={() => void end(trip)}>
              <Flag aria-hidden="true" />
              End Trip
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => form.openEdit(trip)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirmingDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>

      <TripFiguresRow figures={figures} underWay={underWay} />
      {figures.waiting > 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          Counted with {catchCount(figures.waiting)} waiting to sync.
        </p>
      ) : null}

      {/* While the trip is under way: what worked before in water like this (issue 19, decision 124). */}
      {underWay ? <WhatToTieOn conditions={tripConditions(trip)} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <TripMap catches={catches} expected={trip.summary.catches} />
        <Section title="What they were caught on">
          <CountList title="Species" items={figures.species.map((entry) => ({ key: entry.label, name: entry.label, fish: entry.count }))} empty="No fish yet." />
          <CountList title="Setups used" items={figures.setups.map((entry) => ({ key: entry.id, name: entry.name, fish: entry.fish }))} empty="No setup chosen on these catches." />
          <CountList title="Baits used" items={figures.baits.map((entry) => ({ key: entry.label, name: entry.label, fish: entry.fish }))} empty="No bait recorded on these catches." />
        </Section>
      </div>
      <TripConditions trip={trip} />
      <TripWeather lines={weather} underWay={underWay} />

      <section aria-labelledby="trip-catches" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="trip-catches" className="text-xl font-semibold">
            Catches
          </h2>
          <Button onClick={editing.form.openAdd}>
            <Plus aria-hidden="true" />
            Log Catch
          </Button>
        </div>
        {catchesQuery.isError ? (
          <LoadError title="Could not load the catches" message={errorMessage(catchesQuery.error, 'Failed to load catches')} onRetry={() => void catchesQuery.refetch()} />
        ) : !catches ? (
          <LoadingState label="Loading catches" />
        ) : catches.length === 0 ? (
          <p className="text-sm text-muted-foreground">{underWay ? 'Catches you log while the trip is under way join it.' : 'No catches on this trip. Move one here from its Edit form (Trip).'}</p>
        ) : (
          <CatchCards catches={catches} setupName={setupName} titleAs="h3" {...editing.cardActions} />
        )}
      </section>

      {editing.dialogs}
      <TripFormDialog open={form.open} onOpenChange={form.onOpenChange} editing={form.editing} />
      <ConfirmDeleteDialog
        title="Delete trip"
        note="Its catches stay in your catch log."
        name={confirmingDelete ? trip.name : null}
        pending={writes.pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </PageFrame>
  );
}
