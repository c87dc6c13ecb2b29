import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, Fish, Plus, Upload } from 'lucide-react';
import { CATCH_CSV_FILE_NAME, OPEN_LOG_CATCH_DIALOG_EVENT, type Catch } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Spinner,
  toast,
  useApi,
  useAuthLoading,
  useOpenOnWindowEvent,
  useSession,
} from '@tackle/ui';
import { CatchCards } from './CatchCards';
import { CatchFormDialog } from './CatchFormDialog';
import { catchesToCsv } from './csv';
import { DeleteCatchDialog } from './DeleteCatchDialog';
import { errorMessage } from './errors';
import { ImportCatchesDialog } from './ImportCatchesDialog';
import { useDeleteCatch } from './mutations';
import { catchQueries } from './queries';

const PAGE = 'mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8';

function PageTitle({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-3xl font-bold tracking-tight">Catch Log</h1>
      {children}
    </div>
  );
}

export default function CatchesPage() {
  const session = useSession();
  const authLoading = useAuthLoading();
  if (!session) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8">
        {authLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading" />
          </div>
        ) : (
          <Card className="mx-auto max-w-md text-center">
            <CardHeader>
              <CardTitle as="h1">Please Log In</CardTitle>
              <CardDescription>Log in to view your catch log.</CardDescription>
              <div className="mt-4">
                <Button asChild>
                  <Link to="/auth">Log In</Link>
                </Button>
              </div>
            </CardHeader>
          </Card>
        )}
      </div>
    );
  }
  return <CatchLog />;
}

function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CatchLog() {
  const api = useApi();
  const catchesQuery = useQuery(catchQueries.list(api));
  // Setups are optional context (names on cards, the form's choice): the log works without them.
  const setupsQuery = useQuery(catchQueries.setups(api));
  const setups = useMemo(() => setupsQuery.data ?? [], [setupsQuery.data]);
  const setupNameById = useMemo(() => new Map(setups.map((setup) => [setup.id, setup.name])), [setups]);
  const setupIdByName = useMemo(() => new Map(setups.map((setup) => [setup.name.toLowerCase(), setup.id])), [setups]);
  const setupName = useCallback((id: string) => setupNameById.get(id) ?? null, [setupNameById]);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Catch | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<Catch | null>(null);

  const openLog = useCallback(() => {
    setEditing(null);
    setFormOpen(true);
  }, []);
  // 'Log Catch' in the floating quick actions and on the dashboard open the form from anywhere.
  useOpenOnWindowEvent(OPEN_LOG_CATCH_DIALOG_EVENT, openLog);
  const openEdit = (catchItem: Catch) => {
    setEditing(catchItem);
    setFormOpen(true);
  };

  const deleteCatch = useDeleteCatch();
  const confirmDelete = (catchItem: Catch) => {
    deleteCatch.mutate(catchItem.id, {
      onSuccess: () => {
        setDeleteTarget(null);
        toast({ title: 'Success', description: 'Catch deleted successfully' });
      },
      onError: (error) => {
        setDeleteTarget(null);
        toast({ title: 'Error', description: errorMessage(error, 'Failed to delete catch'), variant: 'destructive' });
      },
    });
  };

  const catches = catchesQuery.data;
  const knownSpecies = useMemo(() => [...new Set((catches ?? []).map((item) => item.species))], [catches]);

  const exportCsv = () => {
    if (!catches) return;
    downloadText(CATCH_CSV_FILE_NAME, catchesToCsv(catches, { nameById: setupNameById }), 'text/csv;charset=utf-8');
  };

  const dialogs = (
    <>
      <CatchFormDialog
        open={formOpen}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open) setEditing(null);
        }}
        editing={editing}
        setups={setups}
        knownSpecies={knownSpecies}
      />
      <ImportCatchesDialog open={importOpen} onOpenChange={setImportOpen} setupIdByName={setupIdByName} />
      <DeleteCatchDialog
        target={deleteTarget}
        deleting={deleteCatch.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteTarget(null)}
      />
    </>
  );

  const logButton = (
    <Button onClick={openLog}>
      <Plus aria-hidden="true" />
      Log Catch
    </Button>
  );
  const importButton = (
    <Button variant="outline" onClick={() => setImportOpen(true)}>
      <Upload aria-hidden="true" />
      Import CSV
    </Button>
  );

  let body: ReactNode;
  if (catchesQuery.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading catches" />
      </div>
    );
  } else if (catchesQuery.isError) {
    body = (
      <Alert variant="destructive">
        <div className="flex-1">
          <AlertTitle>Could not load your catches</AlertTitle>
          <AlertDescription>{errorMessage(catchesQuery.error, 'Failed to load catches')}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void catchesQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (catchesQuery.data.length === 0) {
    return (
      <div className={PAGE}>
        <PageTitle />
        <EmptyState
          icon={<Fish />}
          title="No catches logged yet"
          description="Log your first fish with where it bit and the weather, or import a log you kept elsewhere."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {logButton}
              {importButton}
            </div>
          }
        />
        {dialogs}
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {catchesQuery.data.length} {catchesQuery.data.length === 1 ? 'catch' : 'catches'} logged
        </p>
        <CatchCards
          catches={catchesQuery.data}
          setupName={setupName}
          onEdit={openEdit}
          onDelete={setDeleteTarget}
          deletingId={deleteCatch.isPending ? (deleteCatch.variables ?? null) : null}
        />
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <PageTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/stats">
              <BarChart3 aria-hidden="true" />
              Statistics
            </Link>
          </Button>
          <Button variant="outline" onClick={exportCsv} disabled={!catches || catches.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          {importButton}
          {logButton}
        </div>
      </PageTitle>
      {body}
      {dialogs}
    </div>
  );
}
