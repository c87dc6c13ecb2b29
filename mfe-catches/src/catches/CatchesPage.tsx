import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BarChart3, Fish, Zap } from 'lucide-react';
import { CATCH_LOG_PAGE_SIZE, catchListResponseSchema } from '@tackle/contracts';
import {
  AddButton,
  Button,
  EmptyActions,
  EmptyState,
  ExportCsvButton,
  ImportCsvButton,
  ListPage,
  ListMore,
  ListSummary,
  signedInPage,
  formatNumber,
  useApi,
  useDialogRequest,
  useServerList,
  useDeferredList,
  useSession,
  useUnits,
  WHOLE_LIST,
} from '@tackle/ui';
import { CatchCards } from './CatchCards';
import { useCatchEditing, useKnownSpecies, useSetups, useTripNames } from './CatchEditing';
import { useCatchExport } from './export';
import { ImportCatchesDialog } from './ImportCatchesDialog';
import { withPendingCatches } from './pending';
import { catchKeys } from './queries';
import { QuickCatchSheet } from './QuickCatchSheet';

export default signedInPage('Log in to view your catch log.', CatchLog);

function CatchLog() {
  const api = useApi();
  // The log is read in pages, newest first (docs/decisions/135-catch-log-in-pages.md); the spec
  // gives it no search, filter or sort.
  const list = useServerList({ api, queryKey: catchKeys.all, path: '/api/catches', schema: catchListResponseSchema, pageSize: CATCH_LOG_PAGE_SIZE, params: WHOLE_LIST });
  const loaded = list.mode === 'server' ? list.items : list.whole;
  const { setups, setupNameById, setupIdByName, setupName } = useSetups();
  const tripName = useTripNames();
  const knownSpecies = useKnownSpecies(loaded);
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
  // The log renders from a deferred copy, in slices, not in one long task (decisions 103 and 152);
  // the loaded page and the log shown from it are deferred together, so that their counts agree.
  const { value: shown, behind } = useDeferredList(
    useMemo(
      () => ({ loaded, catches: loaded ? withPendingCatches(loaded, writes.changes, userId) : undefined, total: list.total }),
      [loaded, writes.changes, userId, list.total],
    ),
  );
  const { catches } = shown;
  // The whole log: the server's count, with the catches waiting to be sent and less those waiting to be deleted.
  const total = catches && shown.loaded && shown.total !== undefined ? shown.total + catches.length - shown.loaded.length : 0;
  const exporter = useCatchExport({ total, changes: writes.changes, userId, setupNameById, system });

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
      query={list.query}
      data={catches}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/stats">
              <BarChart3 aria-hidden="true" />
              Statistics
            </Link>
          </Button>
          <ExportCsvButton onExport={exporter.exportCsv} disabled={!catches || catches.length === 0} busy={exporter.exporting} />
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
          {formatNumber(total, 0)} {total === 1 ? 'catch' : 'catches'} logged
        </ListSummary>
        {exporter.progress}
        <CatchCards
          catches={catches ?? []}
          setupName={setupName}
          tripName={tripName}
          {...editing.cardActions}
        />
        <ListMore noun="catches" more={list.more} count={{ shown: catches?.length ?? 0, total }} behind={behind} />
      </div>
    </ListPage>
  );
}
