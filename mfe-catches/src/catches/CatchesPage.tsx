import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Fish, Zap } from 'lucide-react';
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
  useSession,
  useUnits,
} from '@tackle/ui';
import { CatchCards } from './CatchCards';
import { useCatchEditing, useSetups, useTripNames } from './CatchEditing';
import { knownSpeciesOf } from './catch-form-logic';
import { CATCH_CSV_FILE_NAME, catchesToCsv } from './csv';
import { ImportCatchesDialog } from './ImportCatchesDialog';
import { withPendingCatches } from './pending';
import { catchQueries } from './queries';
import { QuickCatchSheet } from './QuickCatchSheet';

export default signedInPage('Log in to view your catch log.', CatchLog);

function CatchLog() {
  const api = useApi();
  const catchesQuery = useQuery(catchQueries.list(api));
  const { setups, setupNameById, setupIdByName, setupName } = useSetups();
  const tripName = useTripNames();
  const knownSpecies = useMemo(() => knownSpeciesOf(catchesQuery.data), [catchesQuery.data]);
  const editing = useCatchEditing({ setups, knownSpecies });
  const { form, writes } = editing;
  // 'Log Catch' in the floating quick actions and on the dashboard open the form from anywhere.
  useDialogRequest('openLogCatchDialog', form.openAdd);
  const [importOpen, setImportOpen] = useState(false);
  // Settings' 'Import from other apps' (shell/src/settings/ImportsSection.tsx).
  useDialogRequest('openImportCatchesDialog', useCallback(() => setImportOpen(true), []));
  const [quickOpen, setQuickOpen] = useState(false);
  const openQuick = useCallback(() => setQuickOpen(true), []);
  // 'Quick Catch' in the floating quick actions and on the dashboard.
  useDialogRequest('openQuickCatch', openQuick);

  const userId = useSession()?.user.id ?? '';
  const { system } = useUnits();
  const catches = useMemo(
    () => (catchesQuery.data ? withPendingCatches(catchesQuery.data, writes.changes, userId) : undefined),
    [catchesQuery.data, writes.changes, userId],
  );
  const exportCsv = () => {
    if (!catches) return;
    downloadTextFile(CATCH_CSV_FILE_NAME, catchesToCsv(catches, { nameById: setupNameById }, system), { byteOrderMark: true });
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
          {editing.dialogs}
          <ImportCatchesDialog open={importOpen} onOpenChange={setImportOpen} setupIdByName={setupIdByName} />
          <QuickCatchSheet open={quickOpen} onOpenChange={setQuickOpen} catches={catches ?? []} setupName={(id) => (id ? setupName(id) : null)} />
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
          {...editing.cardActions}
        />
      </div>
    </ListPage>
  );
}
