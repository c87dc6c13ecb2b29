import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import type { Consumable } from '@tackle/contracts';
import {
  AddButton,
  ConfirmDeleteDialog,
  useConfirmDelete,
  EmptyState,
  ListPage,
  ListSummary,
  NoMatches,
  signedInPage,
  downloadTextFile,
  useApi,
  useDialogRequest,
  useEditDialog,
  useListControls,
  useUnits,
} from '@tackle/ui';
import { ConsumableFormDialog } from './ConsumableFormDialog';
import { HistoryDialog, TrackUsageDialog } from './ConsumableDialogs';
import { ConsumableCards, ConsumableTable } from './ConsumableViews';
import { ConsumablesToolbar, LowStockAlert, type CategoryFilter } from './ConsumablesToolbar';
import { useDeleteConsumable } from './mutations';
import { useConsumablesWithPending } from './pending';
import { consumableQueries } from './queries';
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
  const listQuery = useQuery(consumableQueries.list(api));

  const [lowStockOnly, setLowStockOnly] = useLowStockParam();
  const controls = useListControls<SortKey>();
  const { search, sort } = controls;
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);

  const form = useEditDialog<Consumable>();
  useDialogRequest('openAddConsumableDialog', form.openAdd);
  const [usageFor, setUsageFor] = useState<Consumable | null>(null);
  const [historyFor, setHistoryFor] = useState<Consumable | null>(null);
  const deletion = useConfirmDelete<Consumable>(useDeleteConsumable(), 'consumable');

  // Usage tracked without signal is already counted in the stock shown (docs/decisions/117).
  const items = useConsumablesWithPending(listQuery.data);
  const lowStockItems = useMemo(() => (items ?? []).filter((item) => item.lowStock), [items]);
  const visible = useMemo(
    () => (items ? sortConsumables(filterConsumables(items, { query: search, category, lowStockOnly }), sort) : []),
    [items, search, category, lowStockOnly, sort],
  );
  const nothingLow = lowStockOnly && lowStockItems.length === 0;
  const actions = { onTrackUsage: setUsageFor, onHistory: setHistoryFor, onEdit: form.openEdit, onDelete: deletion.ask };

  return (
    <ListPage
      title="Consumables"
      query={listQuery}
      actions={<AddButton label="Add Consumable" onClick={form.openAdd} />}
      toolbar={
        <>
          {lowStockItems.length > 0 && !lowStockOnly ? <LowStockAlert items={lowStockItems} onShow={() => setLowStockOnly(true)} /> : null}
          <ConsumablesToolbar
            controls={controls}
            category={category}
            onCategoryChange={setCategory}
            lowStockOnly={lowStockOnly}
            onLowStockOnlyChange={setLowStockOnly}
            lowStockCount={lowStockItems.length}
            canExport={visible.length > 0}
            onExport={() => downloadTextFile(CONSUMABLES_CSV_FILE_NAME, consumablesCsv(visible, units.system))}
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
      <div className="space-y-4">
        <ListSummary>
          Showing {visible.length} of {items?.length ?? 0} items
        </ListSummary>
        {visible.length === 0 ? (
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
          <ConsumableCards items={visible} {...actions} />
        ) : (
          <ConsumableTable items={visible} {...actions} sort={sort} onSort={controls.sortBy} />
        )}
      </div>
    </ListPage>
  );
}
