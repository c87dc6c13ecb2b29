import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Fish, Zap } from 'lucide-react';
import type { Catch } from '@tackle/contracts';
import {
  AddButton,
  Button,
  EmptyActions,
  EmptyState,
  ExportCsvButton,
  ImportCsvButton,
  ListPage,
  ListSummary,
  signedInPage,
  downloadTextFile,
  useApi,
  useDialogRequest,
  useEditDialog,
  useSession,
  useTrips,
  saveWithToast,
} from '@tackle/ui';
import { CatchCards } from './CatchCards';
import { CatchFormDialog } from './CatchFormDialog';
import { CATCH_CSV_FILE_NAME, catchesToCsv } from './csv';
import { DeleteCatchDialog } from './DeleteCatchDialog';
import { ImportCatchesDialog } from './ImportCatchesDialog';
import { useCatchWrites } from './offline-writes';
import { withPendingCatches } from './pending';
import { catchQueries } from './queries';
import { QuickCatchSheet } from './QuickCatchSheet';

export default signedInPage('Log in to view your catch log.', CatchLog);

/** Setups are optional context (names on cards, the form's choice): the log works without them. */
function useSetups() {
  const api = useApi();
  const setupsQuery = useQuery(catchQueries.setups(api));
  const setups = useMemo(() => setupsQuery.data ?? [], [setupsQuery.data]);
  const setupNameById = useMemo(() => new Map(setups.map((setup) => [setup.id, setup.name])), [setups]);
  const setupIdByName = useMemo(() => new Map(setups.map((setup) => [setup.name.toLowerCase(), setup.id])), [setups]);
  const setupName = useCallback((id: string) => setupNameById.get(id) ?? null, [setupNameById]);
  return { setups, setupNameById, setupIdByName, setupName };
}

function CatchLog() {
  const api = useApi();
  const catchesQuery = useQuery(catchQueries.list(api));
  const { setups, setupNameById, setupIdByName, setupName } = useSetups();
  const { trips } = useTrips();
  const tripName = useMemo(() => {
    const names = new Map((trips ?? []).map((trip) => [trip.id, trip.name]));
    return (id: string) => names.get(id) ?? null;
  }, [trips]);

  const form = useEditDialog<Catch>();
  // 'Log Catch' in the floating quick actions and on the dashboard open the form from anywhere.
  useDialogRequest('openLogCatchDialog', form.openAdd);
  const [importOpen, setImportOpen] = useState(false);
  // Settings' 'Import from other apps' (shell/src/settings/ImportsSection.tsx).
  useDialogRequest('openImportCatchesDialog', useCallback(() => setImportOpen(true), []));
  const [quickOpen, setQuickOpen] = useState(false);
  const openQuick = useCallback(() => setQuickOpen(true), []);
  // 'Quick Catch' in the floating quick actions and on the dashboard.
  useDialogRequest('openQuickCatch', openQuick);
  const [deleteTarget, setDeleteTarget] = useState<Catch | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // Writes go through the outbox: without signal they wait on the device (decision 117).
  const writes = useCatchWrites();
  const confirmDelete = async (catchItem: Catch) => {
    setDeletingId(catchItem.id);
    await saveWithToast(() => writes.remove(catchItem.id, catchItem.species), {
      success: 'Catch deleted successfully',
      failure: 'Failed to delete catch',
    });
    setDeleteTarget(null);
    setDeletingId(null);
  };

  const userId = useSession()?.user.id ?? '';
  const catches = useMemo(
    () => (catchesQuery.data ? withPendingCatches(catchesQuery.data, writes.changes, userId) : undefined),
    [catchesQuery.data, writes.changes, userId],
  );
  const knownSpecies = useMemo(() => [...new Set((catches ?? []).map((item) => item.species))], [catches]);
  const exportCsv = () => {
    if (!catches) return;
    downloadTextFile(CATCH_CSV_FILE_NAME, catchesToCsv(catches, { nameById: setupNameById }), { byteOrderMark: true });
  };

  const logButton = <AddButton label="Log Catch" onClick={form.openAdd} />;
  const quickButton = (
    <Button variant="outline" onClick={openQuick}>
      <Zap aria-hidden="true" />
      Quick Catch
    </Button>
  );
  const importButton = <ImportCsvButton onImport={() => setImportOpen(true)} />;
  return (
    <ListPage
      title="Catch Log"
      query={catchesQuery}
      data={catches}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/stats">
              <BarChart3 aria-hidden="true" />
              Statistics
            </Link>
          </Button>
          <ExportCsvButton onExport={exportCsv} disabled={!catches || catches.length === 0} />
          {importButton}
          {quickButton}
          {logButton}
        </>
      }
      noun="catches"
      empty={
        <EmptyState
          icon={<Fish />}
          title="No catches logged yet"
          description="Log your first fish with where it bit and the weather, or import a log you kept elsewhere."
          action={
            <EmptyActions>
              {logButton}
              {quickButton}
              {importButton}
            </EmptyActions>
          }
        />
      }
      dialogs={
        <>
          <CatchFormDialog
            open={form.open}
            onOpenChange={form.onOpenChange}
            editing={form.editing}
            copyFrom={form.copyFrom}
            setups={setups}
            knownSpecies={knownSpecies}
          />
          <ImportCatchesDialog open={importOpen} onOpenChange={setImportOpen} setupIdByName={setupIdByName} />
          <QuickCatchSheet open={quickOpen} onOpenChange={setQuickOpen} catches={catches ?? []} setupName={(id) => (id ? setupName(id) : null)} />
          <DeleteCatchDialog
            target={deleteTarget}
            deleting={deletingId !== null}
            onConfirm={(item) => void confirmDelete(item)}
            onCancel={() => setDeleteTarget(null)}
          />
        </>
      }
    >
      <div className="space-y-4">
        <ListSummary>
          {catches?.length} {catches?.length === 1 ? 'catch' : 'catches'} logged
        </ListSummary>
        <CatchCards
          catches={catches ?? []}
          setupName={setupName}
          tripName={tripName}
          onEdit={form.openEdit}
          onDelete={setDeleteTarget}
          onLogAnother={form.openCopy}
          deletingId={deletingId}
        />
      </div>
    </ListPage>
  );
}
