import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Package, X } from 'lucide-react';
import { gearListResponseSchema, type Gear } from '@tackle/contracts';
import {
  AddButton,
  Button,
  EmptyActions,
  EmptyState,
  ImportCsvButton,
  isPendingId,
  ListMore,
  useDeferredList,
  ListPage,
  ListSummary,
  LoadingState,
  NoMatches,
  serverListPath,
  signedInPage,
  toast,
  toastOutcome,
  useApi,
  useDialogRequest,
  useEditDialog,
  useListControls,
  useServerList,
  errorMessage,
} from '@tackle/ui';
import { storageQueries } from '../storage/queries';
import { CLOSED_GEAR_DIALOGS, GearDialogs, type GearDialogState } from './GearDialogs';
import { GearHeadingActions, GearToolbar } from './GearToolbar';
import { GearCards, GearTable } from './GearViews';
import { useDeleteGear } from './mutations';
import { useGearWithPending } from './pending';
import { GEAR_LIST_PATH, GEAR_PAGE_SIZE, gearKeys } from './queries';
import { useGearTypeFilter } from './useGearTypeFilter';
import { ALL_TYPES, filterGear, sortGear, type SortKey } from './view';

/** CSV export, with papaparse loaded on the first click rather than with the list. */
function exportCsv(gear: readonly Gear[]) {
  import('./csv').then(
    (csv) => csv.exportGearCsv(gear),
    (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Export failed'), variant: 'destructive' }),
  );
}

export default signedInPage('Log in to view your gear inventory.', GearInventory);

function GearInventory() {
  const api = useApi();
  const { gearTypes, typeFilter, setTypeFilter, typeLabelById, activeTypeLabel, typeName } = useGearTypeFilter();
  // Where each item is stored (storage locations); the cards work without it.
  const locationsQuery = useQuery(storageQueries.gearLocations(api));

  const controls = useListControls<SortKey>();
  const { search, sort } = controls;
  // The first page first (decision 133): a list that fits in it is the whole list, searched,
  // filtered and sorted here as the spec says; a longer one is paged and searched by the server.
  const filters = useMemo(() => ({ typeId: typeFilter === ALL_TYPES ? null : typeFilter }), [typeFilter]);
  const list = useServerList({
    api,
    queryKey: gearKeys.list(),
    path: GEAR_LIST_PATH,
    schema: gearListResponseSchema,
    pageSize: GEAR_PAGE_SIZE,
    params: { search, filters, sort },
  });
  const serverMode = list.mode === 'server';

  const [dialogs, setDialogs] = useState<GearDialogState>(CLOSED_GEAR_DIALOGS);
  const changeDialogs = useCallback((change: Partial<GearDialogState>) => setDialogs((current) => ({ ...current, ...change })), []);
  const form = useEditDialog<Gear>();
  const openAdd = form.openAdd;
  // The quick action's or the dashboard's request, also when it came before this remote had loaded.
  useDialogRequest('openAddGearDialog', openAdd);
  // Settings' 'Import from other apps' (shell/src/settings/ImportsSection.tsx).
  useDialogRequest('openImportGearDialog', useCallback(() => changeDialogs({ importOpen: true }), [changeDialogs]));

  const deleteGear = useDeleteGear();
  const viewActions = {
    onEdit: form.openEdit,
    onCopy: (gear: Gear) => {
      form.openCopy(gear);
      toast({ title: 'Gear Copied', description: 'Form populated with copied gear data. Update the name and save.' });
    },
    onTrackConsumables: (gear: Gear) => changeDialogs({ tracking: gear }),
    onSpool: (gear: Gear) => changeDialogs({ spooling: gear }),
    onDelete: (gear: Gear) =>
      deleteGear.mutate(gear.id, toastOutcome({ success: 'Gear deleted successfully', failure: 'Failed to delete gear' })),
    deletingId: deleteGear.isPending ? (deleteGear.variables ?? null) : null,
  };

  // The list renders from a deferred copy of the data (decision 103): when the data arrives, React
  // first commits the page as it was (the spinner, a quick render), then renders the list in the
  // background in slices of a few milliseconds, instead of in one long task (Total Blocking Time).
  // With the gear added without signal, waiting to sync (docs/decisions/117).
  const { value: allGear, behind } = useDeferredList(useGearWithPending(serverMode ? list.items : list.whole));
  // Server mode: the gear waiting to be added is not on the server yet; it shows first, when it
  // matches the search and the type filter.
  const { visibleGear, waiting, waitingShown } = useMemo(() => {
    if (!allGear) return { visibleGear: [], waiting: [], waitingShown: [] };
    if (!serverMode) {
      const filtered = filterGear(allGear, search, typeFilter);
      return { visibleGear: sortGear(filtered, sort, (typeId) => typeLabelById.get(typeId) ?? ''), waiting: [], waitingShown: [] };
    }
    const notYet = allGear.filter((gear) => isPendingId(gear.id));
    const matching = filterGear(notYet, search, typeFilter);
    return { visibleGear: [...matching, ...allGear.filter((gear) => !isPendingId(gear.id))], waiting: notYet, waitingShown: matching };
  }, [allGear, serverMode, search, typeFilter, sort, typeLabelById]);
  // The counts of a long list are the server's (X-Total-Count), with the gear waiting to be added.
  const shown = serverMode ? (list.matching ?? 0) + waitingShown.length : visibleGear.length;
  const total = serverMode ? (list.total ?? 0) + waiting.length : (allGear?.length ?? 0);
  const setSize = serverMode ? shown : undefined;

  // A long list is exported whole: asked of the server with the search, filter and sort (decision 133).
  const [exporting, setExporting] = useState(false);
  const onExport = () => {
    if (!serverMode) {
      exportCsv(visibleGear);
      return;
    }
    setExporting(true);
    api
      .get(serverListPath(GEAR_LIST_PATH, { search, filters, sort }, null), gearListResponseSchema)
      .then(
        (gear) => exportCsv([...waitingShown, ...gear]),
        (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Export failed'), variant: 'destructive' }),
      )
      .finally(() => setExporting(false));
  };

  const addButton = <AddButton label="Add Gear" onClick={openAdd} />;
  const openImport = () => changeDialogs({ importOpen: true });

  // Below `sm` (a phone) the controls fold into a compact toolbar: 'More' (pairing advice, CSV export
  // and import) beside the title, then the search, then 'Filters' (a sheet with type, sort and view)
  // and 'Add Gear' side by side. From `sm` up the page is laid out as before (decision 104).
  return (
    <ListPage
      title="Gear Inventory"
      headingLayout="inline"
      query={list.query}
      // Server mode: the first page says the list is not empty, whatever a search finds.
      data={serverMode ? list.firstItems : allGear}
      actions={
        <GearHeadingActions
          onRecommendations={() => changeDialogs({ recommendationsOpen: true })}
          onExport={onExport}
          canExport={shown > 0}
          exporting={exporting}
          onImport={openImport}
          addButton={addButton}
        />
      }
      toolbar={
        <GearToolbar
          controls={controls}
          gearTypes={gearTypes}
          typeFilter={typeFilter}
          onTypeFilterChange={setTypeFilter}
          shown={shown}
          addButton={addButton}
        />
      }
      // Loading, or the data has arrived and the list is being rendered in the background.
      noun="gear"
      // A single 'Add Gear' call to action: the empty state's.
      empty={
        <EmptyState
          icon={<Package />}
          title="No gear yet"
          description="Add your rods, reels and lures to see what you own, what it is worth and where it is."
          action={
            <EmptyActions>
              {addButton}
              <ImportCsvButton onImport={openImport} />
            </EmptyActions>
          }
        />
      }
      dialogs={<GearDialogs form={form} state={dialogs} onChange={changeDialogs} gearTypes={gearTypes} typeName={typeName} />}
    >
      <div className="space-y-4" aria-busy={list.updating || undefined}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 max-sm:min-h-8">
          <ListSummary>
            Showing {shown} of {total} items
          </ListSummary>
          {/* On a phone the type filter is in the sheet: the chosen type shows here, one tap clears it. */}
          {activeTypeLabel ? (
            <Button variant="secondary" size="sm" className="h-8 rounded-full px-3 sm:hidden" onClick={() => setTypeFilter(ALL_TYPES)}>
              <span className="sr-only">{'Clear the type filter: '}</span>
              {activeTypeLabel}
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {serverMode && !list.items ? (
          <LoadingState label="Loading gear" />
        ) : visibleGear.length === 0 ? (
          <NoMatches
            title="No gear matches your filters"
            description="Try a different search or gear type."
            onClear={() => {
              controls.setSearch('');
              setTypeFilter(ALL_TYPES);
            }}
          />
        ) : controls.view === 'cards' ? (
          <GearCards gear={visibleGear} typeName={typeName} locations={locationsQuery.data} setSize={setSize} {...viewActions} />
        ) : (
          <GearTable
            gear={visibleGear}
            typeName={typeName}
            setSize={setSize}
            {...viewActions}
            sort={sort}
            onSort={controls.sortBy}
          />
        )}
        {serverMode && visibleGear.length > 0 ? <ListMore noun="gear" more={list.more} behind={behind} /> : null}
      </div>
    </ListPage>
  );
}
