import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Catch, Setup } from '@tackle/contracts';
import { saveWithToast, useApi, useEditDialog, usePreloadOnceDrawn, useTrips, type EditDialog } from '@tackle/ui';
import type { CatchCardsProps } from './CatchCards';
import { CatchFormDialog, preloadCatchForm } from './CatchFormDialog';
import { DeleteCatchDialog } from './DeleteCatchDialog';
import { useCatchWrites } from './offline-writes';
import { knownSpeciesOf } from './catch-form-logic';
import { catchQueries } from './queries';
import { statsQueries } from '../stats/queries';

export interface CatchEditing {
  /** Log Catch / Edit Catch / Another like this. */
  form: EditDialog<Catch>;
  /** What the catch cards do with their buttons. */
  cardActions: Pick<CatchCardsProps, 'onEdit' | 'onDelete' | 'onLogAnother' | 'deletingId'>;
  /** The catch form and the delete confirmation, for the page's dialogs. */
  dialogs: ReactNode;
  writes: ReturnType<typeof useCatchWrites>;
}

/**
 * Logging, editing and deleting catches from a page that lists them (the catch log, a trip's page):
 * the catch form, the delete confirmation and what the cards' buttons do, in one place.
 */
export function useCatchEditing({ setups, knownSpecies, tripId }: { setups: readonly Setup[]; knownSpecies: readonly string[]; tripId?: string }): CatchEditing {
  const form = useEditDialog<Catch>();
  const writes = useCatchWrites();
  // The form is loaded once the page has rendered, so that opening it is instant, offline too (decision 139).
  usePreloadOnceDrawn(preloadCatchForm);
  const [deleteTarget, setDeleteTarget] = useState<Catch | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Writes go through the outbox: without signal they wait on the device (decision 117).
  const confirmDelete = async (catchItem: Catch) => {
    setDeletingId(catchItem.id);
    await saveWithToast(() => writes.remove(catchItem.id, catchItem.species), {
      success: 'Catch deleted successfully',
      failure: 'Failed to delete catch',
    });
    setDeleteTarget(null);
    setDeletingId(null);
  };
  const dialogs = (
    <>
      <CatchFormDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        editing={form.editing}
        copyFrom={form.copyFrom}
        setups={setups}
        knownSpecies={knownSpecies}
        {...(tripId ? { tripId } : {})}
      />
      <DeleteCatchDialog
        target={deleteTarget}
        deleting={deletingId !== null}
        onConfirm={(item) => void confirmDelete(item)}
        onCancel={() => setDeleteTarget(null)}
      />
    </>
  );
  return { form, cardActions: { onEdit: form.openEdit, onDelete: setDeleteTarget, onLogAnother: form.openCopy, deletingId }, dialogs, writes };
}

/** Setups are optional context (names on cards, the form's choice): the log works without them. */
export function useSetups() {
  const api = useApi();
  const setupsQuery = useQuery(catchQueries.setups(api));
  const setups = useMemo(() => setupsQuery.data ?? [], [setupsQuery.data]);
  const setupNameById = useMemo(() => new Map(setups.map((setup) => [setup.id, setup.name])), [setups]);
  const setupIdByName = useMemo(() => new Map(setups.map((setup) => [setup.name.toLowerCase(), setup.id])), [setups]);
  const setupName = useCallback((id: string) => setupNameById.get(id) ?? null, [setupNameById]);
  return { setups, setupNameById, setupIdByName, setupName };
}

/**
 * The species the angler has logged, for the form's suggestions: every species of the whole log
 * (the statistics projection counts them, most caught first), then any on screen that the figures
 * do not hold yet. The log is read in pages (decision 135), so the loaded catches alone would miss
 * species logged long ago.
 *
 * The statistics are asked for once the page's own catches are there (`onScreen` defined): only
 * the form needs them, and with a long log their first read would hold up the server's answer of
 * the list the angler opened the page for (decision 148). Figures already read are used at once.
 */
export function useKnownSpecies(onScreen: ReadonlyArray<{ species: string }> | undefined): string[] {
  const api = useApi();
  const stats = useQuery({ ...statsQueries.get(api), enabled: onScreen !== undefined });
  return useMemo(
    () => [...new Set([...(stats.data?.charts.species.map((entry) => entry.label) ?? []), ...knownSpeciesOf(onScreen)])],
    [stats.data, onScreen],
  );
}

/** The names of the angler's trips by id (a catch card's link to its trip). */
export function useTripNames(): (id: string) => string | null {
  const { trips } = useTrips();
  return useMemo(() => {
    const names = new Map((trips ?? []).map((trip) => [trip.id, trip.name]));
    return (id: string) => names.get(id) ?? null;
  }, [trips]);
}
