import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { consumableListResponseSchema, type Consumable } from '@tackle/contracts';
import {
  AddButton,
  ConfirmDeleteDialog,
  useConfirmDelete,
  EmptyState,
  errorMessage,
  ListMore,
  ListPage,
  ListSummary,
  LoadingState,
  NoMatches,
  serverListPath,
  signedInPage,
  downloadTextFile,
  toast,
  useApi,
  useServerList,
  useDeferredList,
  useDialogRequest,
  useEditDialog,
  useListControls,
  useUnits,
  usePreloadOnceDrawn,
} from '@tackle/ui';
import { ConsumableFormDialog, preloadConsumableForm } from './ConsumableFormDialog';
import { HistoryDialog, TrackUsageDialog, preloadTrackUsageForm } from './ConsumableDialogs';
import { ConsumableCards, ConsumableTable } from './ConsumableViews';
import { ConsumablesToolbar, LowStockAlert, type CategoryFilter } from './ConsumablesToolbar';
import { useDeleteConsumable } from './mutations';
import { useConsumablesWithPending } from './pending';
import { CONSUMABLES_LIST_PATH, CONSUMABLES_PAGE_SIZE, consumableKeys, consumableQueries } from './queries';
import {
  ALL_CATEGORIES,
  CONSUMABLES_CSV_FILE_NAME,
  LOW_STOCK_FILTER,
  consumablesCsv, filterConsumables, sortConsumables, type SortKey } from './view';

export default signedInPage('Log in to view your consumables.', Consumables);

/** The low-stock filter lives in the URL (?filter=low-stock): the dashboard links straight to it. */
function useLowStockParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const lowStockOnly = searchParams.get('filter') === LOW_STOCK_FILTER;
  const setLowStockOnly = (on: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (on) next.set('filter', LOW_STOCK_FILTER);
        else next.delete('filter');
        return next;
      },
      { replace: true },
    );
  return [lowStockOnly, setLowStockOnly] as const;
}

function Consumables() {
  const api = useApi();
  const units = useUnits();
  usePreloadOnceDrawn(preloadConsumableForm, preloadTrackUsageForm);

  const [lowStockOnly, setLowStockOnly] = useLowStockParam();
  const controls = useListControls<SortKey>();
  const { search, sort } = controls;
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  // The first page first (decision 133): a list that fits in it is the whole list, searched,
  // filtered and sorted here as the spec says; a longer one is paged and searched by the server.
  const filters = useMemo(
    () => ({ category: category === ALL_CATEGORIES ? null : category, lowStock: lowStockOnly ? 'true' : null }),
    [category, lowStockOnly],
  );
  const list = useServerList({
    api,
    queryKey: consumableKeys.list(),
    path: CONSUMABLES_LIST_PATH,
    schema: consumableListResponseSchema,
    pageSize: CONSUMABLES_PAGE_SIZE,
    params: { search, filters, sort },
  });
  const serverMode = list.mode === 'server';
  // A long list's restock alert asks the server which items are low.
  const lowStockQuery = useQuery({ ...consumableQueries.lowStock(api), enabled: serverMode });

  const form = useEditDialog<Consumable>();
  useDialogRequest('openAddConsumableDialog', form.openAdd);
  const [usageFor, setUsageFor] = useState<Consumable | null>(null);
  const [historyFor, setHistoryFor] = useState<Consumable | null>(null);
  const deletion = useConfirmDelete<Consumable>(useDeleteConsumable(), 'consumable');

  // Usage tracked without signal is already counted in the stock shown (docs/decisions/117). The
  // list renders from a deferred copy, in slices, not in one long task (decisions 103 and 152).
  const { value: items, behind } = useDeferredList(useConsumablesWithPending(serverMode ? list.items : list.whole));
  const lowStockItems = useMemo(
    () => (serverMode ? (lowStockQuery.data?.items ?? []) : (items ?? []).filter((item) => item.lowStock)),
    [serverMode, lowStockQuery.data, items],
  );
  const lowStockCount = serverMode ? (lowStockQuery.data?.total ?? 0) : lowStockItems.length;
  const visible = useMemo(
    () => (items ? (serverMode ? [...items] : sortConsumables(filterConsumables(items, { query: search, category, lowStockOnly }), sort)) : []),
    [items, serverMode, search, category, lowStockOnly, sort],
  );
  // The counts of a long list are the server's (X-Total-Count).
  const shown = serverMode ? (list.matching ?? 0) : visible.length;
  const total = serverMode ? (list.total ?? 0) : (items?.length ?? 0);

  // A long list is exported whole: asked of the server with the search, filters and sort (decision 133).
  const [exporting, setExporting] = useState(false);
  const onExport = () => {
    if (!serverMode) {
      downloadTextFile(CONSUMABLES_CSV_FILE_NAME, consumablesCsv(visible, units.system));
      return;
    }
    setExporting(true);
    api
      .get(serverListPath(CONSUMABLES_LIST_PATH, { search, filters, sort }, null), consumableListResponseSchema)
      .then(
        (all) => downloadTextFile(CONSUMABLES_CSV_FILE_NAME, consumablesCsv(all, units.system)),
        (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Export failed'), variant: 'destructive' }),
      )
      .finally(() => setExporting(false));
  };
  const nothingLow = lowStockOnly && lowStockCount === 0;
  const actions = { onTrackUsage: setUsageFor, onHistory: setHistoryFor, onEdit: form.openEdit, onDelete: deletion.ask };

  return (
    <ListPage
      title="Consumables"
      query={list.query}
      // Server mode: the first page says the list is not empty, whatever a search finds. The list
      // waits for its restock alert, which goes above it: shown after the list, the alert pushed
      // it down (a layout shift, decision 160). Without an answer (an error) the list shows alone.
      data={serverMode ? (lowStockQuery.isPending ? undefined : list.firstItems) : items}
      actions={<AddButton label="Add Consumable" onClick={form.openAdd} />}
      toolbar={
        <>
          {lowStockCount > 0 && !lowStockOnly ? <LowStockAlert items={lowStockItems} count={lowStockCount} onShow={() => setLowStockOnly(true)} /> : null}
          <ConsumablesToolbar
            controls={controls}
            category={category}
            onCategoryChange={setCategory}
            lowStockOnly={lowStockOnly}
            onLowStockOnlyChange={setLowStockOnly}
            lowStockCount={lowStockCount}
            canExport={shown > 0}
            exporting={exporting}
            onExport={onExport}
          />
        </>
      }
      noun="consumables"
      empty={
        <EmptyState
          icon={<Package />}
          title="No consumables yet"
          description="Add hooks, line, weights and soft plastics with a minimum stock level, and you will be warned before you run out."
          action={<AddButton label="Add Consumable" onClick={form.openAdd} />}
        />
      }
      dialogs={
        <>
          <ConsumableFormDialog open={form.open} onOpenChange={form.onOpenChange} consumable={form.editing} />
          <TrackUsageDialog consumable={usageFor} onClose={() => setUsageFor(null)} />
          <HistoryDialog consumable={historyFor} onClose={() => setHistoryFor(null)} />
          <ConfirmDeleteDialog title="Delete consumable" {...deletion.dialog} />
        </>
      }
    >
      <div className="space-y-4" aria-busy={list.updating || undefined}>
        <ListSummary>
          Showing {shown} of {total} items
        </ListSummary>
        {serverMode && !list.items ? (
          <LoadingState label="Loading consumables" />
        ) : visible.length === 0 ? (
          <NoMatches
            title={nothingLow ? 'Nothing is low on stock' : 'No consumables match your filters'}
            description={nothingLow ? 'Every item is above its minimum stock level.' : 'Try a different search or category.'}
            onClear={() => {
              controls.setSearch('');
              setCategory(ALL_CATEGORIES);
              setLowStockOnly(false);
            }}
          />
        ) : controls.view === 'cards' ? (
          <ConsumableCards items={visible} setSize={serverMode ? shown : undefined} {...actions} />
        ) : (
          <ConsumableTable items={visible} setSize={serverMode ? shown : undefined} {...actions} sort={sort} onSort={controls.sortBy} />
        )}
        {serverMode && visible.length > 0 ? <ListMore noun="consumables" more={list.more} behind={behind} /> : null}
      </div>
    </ListPage>
  );
}
