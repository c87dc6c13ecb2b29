import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Download, LayoutGrid, Package, Plus, Search, SearchX, Table2, TriangleAlert } from 'lucide-react';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_CATEGORY_OPTIONS,
  CONSUMABLES_CSV_FILE_NAME,
  OPEN_ADD_CONSUMABLE_DIALOG_EVENT,
  type Consumable,
  type ConsumableCategory,
} from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  EmptyState,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  cn,
  toast,
  useApi,
  useOpenOnWindowEvent,
} from '@tackle/ui';
import { errorMessage } from '../gear/errors';
import { ConsumableFormDialog } from './ConsumableFormDialog';
import { HistoryDialog, TrackUsageDialog } from './ConsumableDialogs';
import { ConsumableCards, ConsumableTable } from './ConsumableViews';
import { useDeleteConsumable } from './mutations';
import { ConfirmDeleteDialog, PageFrame, PageTitle, SignedIn } from './page-parts';
import { consumableQueries } from './queries';
import {
  ALL_CATEGORIES,
  LOW_STOCK_FILTER,
  consumablesCsv,
  filterConsumables,
  nextSort,
  sortConsumables,
  type SortKey,
  type SortState,
} from './view';

type ViewMode = 'cards' | 'table';

export default function ConsumablesPage() {
  return (
    <SignedIn message="Log in to view your consumables.">
      <Consumables />
    </SignedIn>
  );
}

function downloadCsv(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CONSUMABLES_CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Consumables() {
  const api = useApi();
  const listQuery = useQuery(consumableQueries.list(api));

  // The low-stock filter lives in the URL (?filter=low-stock): the dashboard links straight to it.
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

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ConsumableCategory | typeof ALL_CATEGORIES>(ALL_CATEGORIES);
  const [view, setView] = useState<ViewMode>('cards');
  const [sort, setSort] = useState<SortState>(null);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Consumable | null>(null);
  const [usageFor, setUsageFor] = useState<Consumable | null>(null);
  const [historyFor, setHistoryFor] = useState<Consumable | null>(null);
  const [deleting, setDeleting] = useState<Consumable | null>(null);

  const openAdd = useCallback(() => {
    setEditing(null);
    setFormOpen(true);
  }, []);
  useOpenOnWindowEvent(OPEN_ADD_CONSUMABLE_DIALOG_EVENT, openAdd);
  const onFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open) setEditing(null);
  };

  const deleteConsumable = useDeleteConsumable();
  const confirmDelete = () => {
    if (!deleting) return;
    deleteConsumable.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Consumable deleted successfully' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to delete consumable'), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };

  const items = listQuery.data;
  const lowStockItems = useMemo(() => (items ?? []).filter((item) => item.lowStock), [items]);
  const visible = useMemo(
    () => (items ? sortConsumables(filterConsumables(items, { query: search, category, lowStockOnly }), sort) : []),
    [items, search, category, lowStockOnly, sort],
  );

  const addButton = (
    <Button onClick={openAdd}>
      <Plus aria-hidden="true" />
      Add Consumable
    </Button>
  );
  const dialogs = (
    <>
      <ConsumableFormDialog open={formOpen} onOpenChange={onFormOpenChange} consumable={editing} />
      <TrackUsageDialog consumable={usageFor} onClose={() => setUsageFor(null)} />
      <HistoryDialog consumable={historyFor} onClose={() => setHistoryFor(null)} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        title="Delete consumable"
        pending={deleteConsumable.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  let body: ReactNode;
  if (listQuery.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading consumables" />
      </div>
    );
  } else if (listQuery.isError) {
    body = (
      <Alert variant="destructive">
        <div className="flex-1">
          <AlertTitle>Could not load your consumables</AlertTitle>
          <AlertDescription>{errorMessage(listQuery.error, 'Failed to load consumables')}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void listQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (listQuery.data.length === 0) {
    return (
      <PageFrame>
        <PageTitle title="Consumables" />
        <EmptyState
          icon={<Package />}
          title="No consumables yet"
          description="Add hooks, line, weights and soft plastics with a minimum stock level, and you will be warned before you run out."
          action={addButton}
        />
        {dialogs}
      </PageFrame>
    );
  } else {
    const actions = {
      onTrackUsage: setUsageFor,
      onHistory: setHistoryFor,
      onEdit: (item: Consumable) => {
        setEditing(item);
        setFormOpen(true);
      },
      onDelete: setDeleting,
    };
    body = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {visible.length} of {listQuery.data.length} items
        </p>
        {visible.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={lowStockOnly && lowStockItems.length === 0 ? 'Nothing is low on stock' : 'No consumables match your filters'}
            description={
              lowStockOnly && lowStockItems.length === 0
                ? 'Every item is above its minimum stock level.'
                : 'Try a different search or category.'
            }
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setCategory(ALL_CATEGORIES);
                  setLowStockOnly(false);
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : view === 'cards' ? (
          <ConsumableCards items={visible} {...actions} />
        ) : (
          <ConsumableTable
            items={visible}
            {...actions}
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

  return (
    <PageFrame>
      <PageTitle title="Consumables">{addButton}</PageTitle>

      {lowStockItems.length > 0 && !lowStockOnly ? (
        <Alert className="flex-wrap border-warning/50 bg-warning-muted text-warning">
          <TriangleAlert aria-hidden="true" />
          <div className="min-w-48 flex-1">
            <AlertTitle>
              {lowStockItems.length === 1 ? '1 item needs restocking' : `${lowStockItems.length} items need restocking`}
            </AlertTitle>
            <AlertDescription>
              {lowStockItems
                .slice(0, 3)
                .map((item) => item.name)
                .join(', ')}
              {lowStockItems.length > 3 ? ` and ${lowStockItems.length - 3} more` : ''} at or below the minimum stock level.
            </AlertDescription>
          </div>
          <Button variant="outline" size="sm" className="ml-7 sm:ml-0" onClick={() => setLowStockOnly(true)}>
            Show low stock
          </Button>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
        <div className="relative md:max-w-xs md:flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search consumables..."
            aria-label="Search consumables"
            className="pl-9"
          />
        </div>
        <div className="flex gap-3">
          <div className="flex-1 md:w-48 md:flex-none">
            <Select
              value={category}
              onValueChange={(value) =>
                setCategory((CONSUMABLE_CATEGORIES as readonly string[]).includes(value) ? (value as ConsumableCategory) : ALL_CATEGORIES)
              }
            >
              <SelectTrigger aria-label="Filter by category">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
                {CONSUMABLE_CATEGORY_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="outline"
            aria-pressed={lowStockOnly}
            onClick={() => setLowStockOnly(!lowStockOnly)}
            className={cn(lowStockOnly && 'border-warning bg-warning-muted text-warning hover:bg-warning-muted')}
          >
            <TriangleAlert aria-hidden="true" />
            Low stock{lowStockItems.length > 0 ? ` (${lowStockItems.length})` : ''}
          </Button>
        </div>
        <div className="flex items-center gap-3 md:ml-auto">
          <div role="group" aria-label="View" className="flex flex-1 rounded-md border bg-muted p-1">
            {viewButton('cards', 'Cards', LayoutGrid)}
            {viewButton('table', 'Table', Table2)}
          </div>
          <Button
            variant="outline"
            disabled={visible.length === 0}
            onClick={() => downloadCsv(consumablesCsv(visible))}
            title={`Download ${CONSUMABLES_CSV_FILE_NAME}`}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>

      {body}
      {dialogs}
    </PageFrame>
  );
}
