import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Package, X } from 'lucide-react';
import type { Gear } from '@tackle/contracts';
import {
  AddButton,
  Button,
  EmptyActions,
  EmptyState,
  ImportCsvButton,
  ListPage,
  ListSummary,
  NoMatches,
  signedInPage,
  toast,
  toastOutcome,
  useApi,
  useDialogRequest,
  useEditDialog,
  useListControls,
  errorMessage,
} from '@tackle/ui';
import { storageQueries } from '../storage/queries';
import { CLOSED_GEAR_DIALOGS, GearDialogs, type GearDialogState } from './GearDialogs';
import { GearHeadingActions, GearToolbar } from './GearToolbar';
import { GearCards, GearTable } from './GearViews';
import { useDeleteGear } from './mutations';
import { useGearWithPending } from './pending';
import { gearQueries } from './queries';
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
  const gearQuery = useQuery(gearQueries.list(api));
  const { gearTypes, typeFilter, setTypeFilter, typeLabelById, activeTypeLabel, typeName } = useGearTypeFilter();
  // Where each item is stored (storage locations); the cards work without it.
  const locationsQuery = useQuery(storageQueries.gearLocations(api));

  const controls = useListControls<SortKey>();
  const { search, sort } = controls;

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
  const allGear = useDeferredValue(useGearWithPending(gearQuery.data));
  const visibleGear = useMemo(() => {
    if (!allGear) return [];
    const filtered = filterGear(allGear, search, typeFilter);
    return sortGear(filtered, sort, (typeId) => typeLabelById.get(typeId) ?? '');
  }, [allGear, search, typeFilter, sort, typeLabelById]);

  const addButton = <AddButton label="Add Gear" onClick={openAdd} />;
  const openImport = () => changeDialogs({ importOpen: true });

  // Below `sm` (a phone) the controls fold into a compact toolbar: 'More' (pairing advice, CSV export
  // and import) beside the title, then the search, then 'Filters' (a sheet with type, sort and view)
  // and 'Add Gear' side by side. From `sm` up the page is laid out as before (decision 104).
  return (
    <ListPage
      title="Gear Inventory"
      headingLayout="inline"
      query={gearQuery}
      data={allGear}
      actions={
        <GearHeadingActions
          onRecommendations={() => changeDialogs({ recommendationsOpen: true })}
          onExport={() => exportCsv(visibleGear)}
          canExport={visibleGear.length > 0}
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
          shown={visibleGear.length}
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
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 max-sm:min-h-8">
          <ListSummary>
            Showing {visibleGear.length} of {allGear?.length ?? 0} items
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
        {visibleGear.length === 0 ? (
          <NoMatches
            title="No gear matches your filters"
            description="Try a different search or gear type."
            onClear={() => {
              controls.setSearch('');
              setTypeFilter(ALL_TYPES);
            }}
          />
        ) : controls.view === 'cards' ? (
          <GearCards gear={visibleGear} typeName={typeName} locations={locationsQuery.data} {...viewActions} />
        ) : (
          <GearTable
            gear={visibleGear}
            typeName={typeName}
            {...viewActions}
            sort={sort}
            onSort={controls.sortBy}
          />
        )}
      </div>
    </ListPage>
  );
}
