import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Download, Ellipsis, LayoutGrid, Package, Plus, Search, SearchX, Sparkles, Table2, Upload, X } from 'lucide-react';
import { GEAR_TYPES, OPEN_ADD_GEAR_DIALOG_EVENT, type Gear } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
  Input,
  Spinner,
  cn,
  toast,
  useApi,
  useAuthLoading,
  useOpenOnWindowEvent,
  useSession,
} from '@tackle/ui';
import { storageQueries } from '../storage/queries';
import { GearFilterSheet, GearTypeSelect } from './GearFilterSheet';
import { GearCards, GearTable } from './GearViews';
import { errorMessage } from './errors';
import { useDeleteGear } from './mutations';
import { gearQueries } from './queries';
import {
  ALL_TYPES,
  capitalise,
  filterGear,
  nextSort,
  resolveTypeFilter,
  sortGear,
  type GearTypeOption,
  type SortKey,
  type SortState,
} from './view';

// The dialogs (forms with react-hook-form, CSV parsing, smart capture) load when first opened, not
// with the list (decision 100).
const GearFormDialog = lazy(() => import('./GearFormDialog').then((m) => ({ default: m.GearFormDialog })));
const TrackUsageDialog = lazy(() => import('./TrackUsageDialog').then((m) => ({ default: m.TrackUsageDialog })));
const RecommendationsDialog = lazy(() => import('./RecommendationsDialog').then((m) => ({ default: m.RecommendationsDialog })));
const ImportGearDialog = lazy(() => import('./ImportGearDialog').then((m) => ({ default: m.ImportGearDialog })));

/** CSV export, with papaparse loaded on the first click rather than with the list. */
function exportCsv(gear: readonly Gear[]) {
  import('./csv').then(
    (csv) => csv.exportGearCsv(gear),
    (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Export failed'), variant: 'destructive' }),
  );
}

/** Mounts a lazily loaded dialog when it first opens and keeps it mounted (its close animation, its state). */
function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}


type ViewMode = 'cards' | 'table';

/** The fixed seed types, used until (or if) GET /api/gear-types answers. */
const FALLBACK_GEAR_TYPES: readonly GearTypeOption[] = GEAR_TYPES;

function PageTitle({ children }: { children?: ReactNode }) {
  // On a phone the title shares its row with the 'More' menu (top-aligned: the heading stays where
  // the static first frame puts it, decision 102); from `sm` up the row of buttons sits beside it.
  return (
    <div className="flex items-start justify-between gap-4 sm:items-center">
      <h1 className="text-3xl font-bold tracking-tight">Gear Inventory</h1>
      {children}
    </div>
  );
}

export default function GearPage() {
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
              <CardDescription>Log in to view your gear inventory.</CardDescription>
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
  return <GearInventory />;
}

function GearInventory() {
  const api = useApi();
  const gearQuery = useQuery(gearQueries.list(api));
  const typesQuery = useQuery(gearQueries.types(api));
  const gearTypes: readonly GearTypeOption[] = typesQuery.data?.length ? typesQuery.data : FALLBACK_GEAR_TYPES;

  // The type filter lives in the URL (?type=rod), so links and the back button keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const resolution = useMemo(() => resolveTypeFilter(typeParam, gearTypes), [typeParam, gearTypes]);
  const typeFilter = resolution.filter;
  const typesSettled = !typesQuery.isPending;
  useEffect(() => {
    if (resolution.unknown && typesSettled) {
      console.warn(`Unknown gear type "${resolution.requested}" in the URL; showing all gear.`);
    }
  }, [resolution, typesSettled]);

  const setTypeFilter = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        const type = gearTypes.find((option) => String(option.id) === value);
        if (type) next.set('type', type.name);
        else next.delete('type');
        return next;
      },
      { replace: true },
    );
  };

  const [search, setSearch] = useState('');
  const [view, setView] = useState<ViewMode>('cards');
  const [sort, setSort] = useState<SortState>(null);

  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Gear | null>(null);
  const [copyFrom, setCopyFrom] = useState<Gear | null>(null);
  const [tracking, setTracking] = useState<Gear | null>(null);
  const [recommendationsOpen, setRecommendationsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  // Where each item is stored (storage locations); the cards work without it.
  const locationsQuery = useQuery(storageQueries.gearLocations(api));

  const openAdd = useCallback(() => {
    setEditing(null);
    setCopyFrom(null);
    setDialogOpen(true);
  }, []);
  const openEdit = (gear: Gear) => {
    setEditing(gear);
    setCopyFrom(null);
    setDialogOpen(true);
  };
  const openCopy = (gear: Gear) => {
    setEditing(null);
    setCopyFrom(gear);
    setDialogOpen(true);
    toast({ title: 'Gear Copied', description: 'Form populated with copied gear data. Update the name and save.' });
  };
  const onDialogOpenChange = (open: boolean) => {
    setDialogOpen(open);
    if (!open) {
      setEditing(null);
      setCopyFrom(null);
    }
  };

  // The quick action's event, or `state: { openDialog: 'openAddGearDialog' }` when it fired before
  // this remote had loaded (cold start).
  useOpenOnWindowEvent(OPEN_ADD_GEAR_DIALOG_EVENT, openAdd);

  const deleteGear = useDeleteGear();
  const onDelete = (gear: Gear) => {
    deleteGear.mutate(gear.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Gear deleted successfully' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to delete gear'), variant: 'destructive' }),
    });
  };
  const deletingId = deleteGear.isPending ? (deleteGear.variables ?? null) : null;

  const typeLabelById = useMemo(() => new Map(gearTypes.map((type) => [type.id, capitalise(type.name)])), [gearTypes]);
  const activeTypeLabel = typeFilter === ALL_TYPES ? null : (typeLabelById.get(Number(typeFilter)) ?? null);
  const typeName = useCallback(
    (gear: Gear) => capitalise(gear.type?.name ?? '') || typeLabelById.get(gear.typeId) || 'Unknown',
    [typeLabelById],
  );

  // The list renders from a deferred copy of the data (decision 103): when the data arrives, React
  // first commits the page as it was (the spinner, a quick render), then renders the list in the
  // background in slices of a few milliseconds, instead of in one long task (Total Blocking Time).
  const allGear = useDeferredValue(gearQuery.data);
  const visibleGear = useMemo(() => {
    if (!allGear) return [];
    const filtered = filterGear(allGear, search, typeFilter);
    return sortGear(filtered, sort, (typeId) => typeLabelById.get(typeId) ?? '');
  }, [allGear, search, typeFilter, sort, typeLabelById]);

  const dialog = (
    <>
      <WhenOpened open={dialogOpen}>
        <GearFormDialog open={dialogOpen} onOpenChange={onDialogOpenChange} gear={editing} copyFrom={copyFrom} gearTypes={gearTypes} />
      </WhenOpened>
      <WhenOpened open={tracking !== null}>
        <TrackUsageDialog gear={tracking} typeLabel={tracking ? typeName(tracking) : ''} onClose={() => setTracking(null)} />
      </WhenOpened>
      <WhenOpened open={recommendationsOpen}>
        <RecommendationsDialog open={recommendationsOpen} onOpenChange={setRecommendationsOpen} />
      </WhenOpened>
      <WhenOpened open={importOpen}>
        <ImportGearDialog open={importOpen} onOpenChange={setImportOpen} />
      </WhenOpened>
    </>
  );
  const importButton = (
    <Button variant="outline" onClick={() => setImportOpen(true)}>
      <Upload aria-hidden="true" />
      Import CSV
    </Button>
  );
  const viewActions = {
    onEdit: openEdit,
    onCopy: openCopy,
    onTrackConsumables: (gear: Gear) => setTracking(gear),
    onDelete,
    deletingId,
  };
  const addButton = (
    <Button onClick={openAdd}>
      <Plus aria-hidden="true" />
      Add Gear
    </Button>
  );

  let body: ReactNode;
  if (gearQuery.isError) {
    body = (
      <Alert variant="destructive">
        <div className="flex-1">
          <AlertTitle>Could not load your gear</AlertTitle>
          <AlertDescription>{errorMessage(gearQuery.error, 'Failed to load gear')}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void gearQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!allGear) {
    // Loading, or the data has arrived and the list is being rendered in the background.
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading gear" />
      </div>
    );
  } else if (allGear.length === 0) {
    // A single 'Add Gear' call to action: the empty state's.
    return (
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8">
        <PageTitle />
        <EmptyState
          icon={<Package />}
          title="No gear yet"
          description="Add your rods, reels and lures to see what you own, what it is worth and where it is."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {addButton}
              {importButton}
            </div>
          }
        />
        {dialog}
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 max-sm:min-h-8">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {visibleGear.length} of {allGear.length} items
          </p>
          {/* On a phone the type filter is in the sheet: the chosen type shows here, one tap clears it. */}
          {activeTypeLabel ? (
            <Button variant="secondary" size="sm" className="h-8 rounded-full px-3 sm:hidden" onClick={() => setTypeFilter(ALL_TYPES)}>
              <span className="sr-only">{'Clear the type filter: '}</span>
              {activeTypeLabel}
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {visibleGear.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title="No gear matches your filters"
            description="Try a different search or gear type."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setTypeFilter(ALL_TYPES);
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : view === 'cards' ? (
          <GearCards gear={visibleGear} typeName={typeName} locations={locationsQuery.data} {...viewActions} />
        ) : (
          <GearTable
            gear={visibleGear}
            typeName={typeName}
            {...viewActions}
            sort={sort}
            onSort={(key: SortKey) => setSort((current) => nextSort(current, key))}
          />
        )}
      </div>
    );
  }

  const viewButton = (mode: ViewMode, label: string, Icon: typeof LayoutGrid) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={view === mode}
      onClick={() => setView(mode)}
      className={cn('flex-1 sm:flex-none', view === mode && 'bg-background shadow-sm hover:bg-background')}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
  const viewToggle = (className?: string) => (
    <div role="group" aria-label="View" className={cn('flex rounded-md border bg-muted p-1', className)}>
      {viewButton('cards', 'Cards', LayoutGrid)}
      {viewButton('table', 'Table', Table2)}
    </div>
  );

  // Below `sm` (a phone) the controls fold into a compact toolbar: 'More' (pairing advice, CSV export
  // and import) beside the title, then the search, then 'Filters' (a sheet with type, sort and view)
  // and 'Add Gear' side by side. From `sm` up the page is laid out as before (decision 104).
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8">
      <PageTitle>
        <div className="sm:hidden">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label="More actions">
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRecommendationsOpen(true)}>
                <Sparkles aria-hidden="true" />
                Get Recommendations
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => exportCsv(visibleGear)} disabled={visibleGear.length === 0}>
                <Download aria-hidden="true" />
                Export CSV
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setImportOpen(true)}>
                <Upload aria-hidden="true" />
                Import CSV
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="hidden gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" onClick={() => setRecommendationsOpen(true)}>
            <Sparkles aria-hidden="true" />
            Get Recommendations
          </Button>
          <Button variant="outline" onClick={() => exportCsv(visibleGear)} disabled={visibleGear.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          {importButton}
          {addButton}
        </div>
      </PageTitle>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-col sm:gap-3 md:flex-row md:items-center">
        <div className="relative col-span-2 md:max-w-sm md:flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search gear..."
            aria-label="Search gear"
            className="pl-9"
          />
        </div>
        <div className="hidden sm:block md:w-48">
          <GearTypeSelect gearTypes={gearTypes} value={typeFilter} onChange={setTypeFilter} triggerProps={{ 'aria-label': 'Filter by gear type' }} />
        </div>
        {viewToggle('hidden sm:flex md:ml-auto')}
        <div className="contents sm:hidden">
          <GearFilterSheet
            gearTypes={gearTypes}
            typeFilter={typeFilter}
            onTypeFilterChange={setTypeFilter}
            sort={sort}
            onSortChange={setSort}
            viewToggle={viewToggle()}
            shown={visibleGear.length}
          />
          {addButton}
        </div>
      </div>

      {body}
      {dialog}
    </div>
  );
}
