import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Flag, Navigation, Plus, Sailboat } from 'lucide-react';
import type { Trip } from '@tackle/contracts';
import {
  AddButton,
  Button,
  ConfirmDeleteDialog,
  downloadTextFile,
  EmptyActions,
  EmptyState,
  ExportCsvButton,
  ListPage,
  ListSummary,
  openTripOf,
  saveWithToast,
  signedInPage,
  useDialogRequest,
  useEditDialog,
  usePreloadOnceDrawn,
  useTrips,
  useDeferredList,
  useUnits,
  ViewToggle,
  type ListView,
} from '@tackle/ui';
import { dayOf, isDay, isMonth, monthOfDay } from './calendar';
import { TRIP_CSV_FILE_NAME, tripsToCsv } from './csv';
import { EndTripSheet } from './EndTripSheet';
import { useTripWrites } from './offline-writes';
import { StartTripSheet } from './StartTripSheet';
import { TripCalendar } from './TripCalendar';
import { preloadTripForm, TripFormDialog } from './TripFormDialog';
import { TripCards, TripTable } from './TripViews';

export default signedInPage('Log in to view your trips.', Trips);

const VIEWS = ['cards', 'table', 'calendar'] as const satisfies readonly ListView[];
type TripsView = (typeof VIEWS)[number];

/** The view and the calendar's month and day live in the address (?view=calendar&month=2026-12&day=2026-12-05). */
function useTripsView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: TripsView = VIEWS.find((mode) => mode === asked) ?? 'cards';
  const day = isDay(params.get('day')) ? params.get('day') : null;
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : day ? monthOfDay(day) : dayOf(new Date()).slice(0, 7);
  const setView = (next: TripsView) => setParams(next === 'cards' ? {} : { view: next, ...(next === 'calendar' ? { month } : {}) }, { replace: true });
  const setCalendar = (next: { month: string; day: string | null }) =>
    setParams({ view: 'calendar', month: next.month, ...(next.day ? { day: next.day } : {}) }, { replace: true });
  return { view, setView, month, day, setCalendar };
}

function Trips() {
  const { query, trips: current } = useTrips();
  // The list renders from a deferred copy, in slices, not in one long task (decisions 103 and 152).
  const trips = useDeferredList(current).value;
  const { view, setView, month, day, setCalendar } = useTripsView();
  const form = useEditDialog<Trip>();
  // The form is loaded once the page has rendered, so that opening it is instant, offline too (decision 139).
  usePreloadOnceDrawn(preloadTripForm);
  const [startOpen, setStartOpen] = useState(false);
  const [endOpen, setEndOpen] = useState(false);
  // 'Start Trip' and 'End Trip' in the floating quick actions (shell/src/layout/QuickActions.tsx).
  useDialogRequest('openStartTrip', useCallback(() => setStartOpen(true), []));
  useDialogRequest('openEndTrip', useCallback(() => setEndOpen(true), []));
  const open = openTripOf(trips);

  const writes = useTripWrites();
  const units = useUnits();
  const [deleteTarget, setDeleteTarget] = useState<Trip | null>(null);
  const confirmDelete = async (trip: Trip) => {
    await saveWithToast(() => writes.remove(trip.id, trip.name), { success: 'Trip deleted successfully', failure: 'Failed to delete trip' });
    setDeleteTarget(null);
  };

  const exportCsv = () => {
    if (trips) downloadTextFile(TRIP_CSV_FILE_NAME, tripsToCsv(trips, units.system), { byteOrderMark: true });
  };

  const startButton = (
    <Button onClick={() => setStartOpen(true)}>
      <Navigation aria-hidden="true" />
      Start Trip
    </Button>
  );
  const endButton = (
    <Button onClick={() => setEndOpen(true)}>
      <Flag aria-hidden="true" />
      End Trip
    </Button>
  );
  const addButton = <AddButton label="Add Trip" onClick={form.openAdd} />;
  const count = trips?.length ?? 0;
  return (
    <ListPage
      title="Trips"
      query={query}
      data={trips}
      actions={
        <>
          <ExportCsvButton onExport={exportCsv} disabled={count === 0} />
          <Button variant="outline" onClick={form.openAdd}>
            <Plus aria-hidden="true" />
            Add Trip
          </Button>
          {open ? endButton : startButton}
        </>
      }
      noun="trips"
      toolbar={<ViewToggle value={view} onChange={setView} modes={VIEWS} className="w-full sm:w-fit" />}
      empty={
        <EmptyState
          icon={<Sailboat />}
          title="No trips yet"
          description="Start a trip when you get on the water: the catches you log join it, and you see where, how long and how well you fished."
          action={
            <EmptyActions>
              {startButton}
              {addButton}
            </EmptyActions>
          }
        />
      }
      dialogs={
        <>
          <TripFormDialog open={form.open} onOpenChange={form.onOpenChange} editing={form.editing} />
          <StartTripSheet open={startOpen} onOpenChange={setStartOpen} trips={trips ?? []} />
          <EndTripSheet open={endOpen} onOpenChange={setEndOpen} trip={open} />
          <ConfirmDeleteDialog
            title="Delete trip"
            note="Its catches stay in your catch log."
            name={deleteTarget?.name ?? null}
            pending={writes.pending}
            onConfirm={() => (deleteTarget ? void confirmDelete(deleteTarget) : undefined)}
            onCancel={() => setDeleteTarget(null)}
          />
        </>
      }
    >
      {view === 'calendar' ? (
        <TripCalendar month={month} day={day} onChange={setCalendar} />
      ) : (
        <div className="space-y-4">
          <ListSummary>
            {count} {count === 1 ? 'trip' : 'trips'}
            {open ? ' · one under way' : ''}
          </ListSummary>
          {view === 'table' ? (
            <TripTable trips={trips ?? []} onEdit={form.openEdit} onDelete={setDeleteTarget} />
          ) : (
            <TripCards trips={trips ?? []} onEdit={form.openEdit} onDelete={setDeleteTarget} />
          )}
        </div>
      )}
    </ListPage>
  );
}
