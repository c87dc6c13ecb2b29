import { History, PackageMinus, TriangleAlert } from 'lucide-react';
import { formatQuantity, formatSize, sizeFieldText, sizeLabelForCategory, type Consumable } from '@tackle/contracts';
import { Badge, Button, CardGrid, DeleteItemButton, EditItemButton, NameWithSync, SyncBadge, useUnits } from '@tackle/ui';
import { ListCard, ItemTable, BrandAndModelLine, brandAndModel, formatMoney, orDash } from '@tackle/ui';
import type { ListColumn, TableSortProps } from '@tackle/ui';
import type { ListedConsumable } from './pending';
import { categoryLabel, formatStock, type SortKey } from './view';

/** Cards skip the brand/model line when there is none, or when it is the name itself. */
function showBrandAndModel(item: Consumable): boolean {
  const text = [item.brand, item.model].filter(Boolean).join(' ');
  return text !== '' && text !== item.name;
}

export interface ConsumableViewProps {
  /** The whole list's size when only its first pages are here (a long list, decision 133). */
  setSize?: number | undefined;
  /** With usage waiting to sync counted in the stock, and marked (`sync`). */
  items: readonly ListedConsumable[];
  onTrackUsage: (item: Consumable) => void;
  onHistory: (item: Consumable) => void;
  onEdit: (item: Consumable) => void;
  onDelete: (item: Consumable) => void;
}

/** The restock alert: 'Out of stock' at zero, 'Low stock' at or below the minimum. */
export function StockBadge({ item }: { item: Pick<Consumable, 'lowStock' | 'currentQuantity'> }) {
  if (!item.lowStock) return null;
  return (
    <Badge variant={item.currentQuantity <= 0 ? 'destructive' : 'warning'}>
      <TriangleAlert aria-hidden="true" />
      {item.currentQuantity <= 0 ? 'Out of stock' : 'Low stock'}
    </Badge>
  );
}

function TrackUsageButton({
  item,
  onTrackUsage,
  labelled,
}: {
  item: Consumable;
  onTrackUsage: (item: Consumable) => void;
  labelled: boolean;
}) {
  return (
    <Button
      variant={labelled ? 'outline' : 'ghost'}
      size={labelled ? 'sm' : 'icon'}
      aria-label={`Track usage of ${item.name}`}
      title="Track usage"
      disabled={item.currentQuantity <= 0}
      onClick={() => onTrackUsage(item)}
    >
      <PackageMinus aria-hidden="true" />
      {labelled ? 'Track Usage' : null}
    </Button>
  );
}

function ItemActions({
  item,
  onTrackUsage,
  onHistory,
  onEdit,
  onDelete,
  inCard = false,
}: { item: Consumable; inCard?: boolean } & Omit<ConsumableViewProps, 'items'>) {
  return (
    <>
      {inCard ? null : <TrackUsageButton item={item} onTrackUsage={onTrackUsage} labelled={false} />}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`History of ${item.name}`}
        title="History"
        onClick={() => onHistory(item)}
      >
        <History aria-hidden="true" />
      </Button>
      <EditItemButton name={item.name} onClick={() => onEdit(item)} />
      <DeleteItemButton name={item.name} onClick={() => onDelete(item)} />
    </>
  );
}

export function ConsumableCards({ items, setSize, ...actions }: ConsumableViewProps) {
  const { system } = useUnits();
  return (
    <CardGrid label="Consumables" {...(setSize === undefined ? {} : { setSize })}>
      {items.map((item) => (
        <ListCard
          key={item.id}
          notes={item.notes}
          className={item.lowStock ? 'border-warning/60' : undefined}
          title={item.name}
          subtitle={categoryLabel(item.category)}
          badge={<StockBadge item={item} />}
          headerExtra={<SyncBadge sync={item.sync} />}
          footerStart={<TrackUsageButton item={item} onTrackUsage={actions.onTrackUsage} labelled />}
          actions={<ItemActions item={item} inCard {...actions} />}
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-muted-foreground">In stock:</span>
            <span className="text-base font-semibold tabular-nums">{formatStock(item.currentQuantity, item.unit)}</span>
            <span className="text-muted-foreground">(min {formatQuantity(item.minStockLevel)})</span>
          </p>
          {showBrandAndModel(item) ? <BrandAndModelLine item={item} /> : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {item.size ? (
              <span>
                <span className="text-muted-foreground">{sizeLabelForCategory(item.category, system)}:</span>{' '}
                {sizeFieldText(system, item.category, item.size)}
              </span>
            ) : null}
            {item.color ? (
              <span>
                <span className="text-muted-foreground">Color:</span> {item.color}
              </span>
            ) : null}
            <span>
              <span className="text-muted-foreground">Cost:</span>{' '}
              <span className="tabular-nums">{formatMoney(item.cost)}</span>
            </span>
          </p>
        </ListCard>
      ))}
    </CardGrid>
  );
}

export type ConsumableTableProps = ConsumableViewProps & TableSortProps<SortKey>;

export function ConsumableTable({ items, sort, onSort, setSize, ...actions }: ConsumableTableProps) {
  const { system } = useUnits();
  const columns: ReadonlyArray<ListColumn<ListedConsumable, SortKey>> = [
    { label: 'Name', sortKey: 'name', cell: (item) => <NameWithSync name={item.name} sync={item.sync} />, className: 'font-medium' },
    { label: 'Category', sortKey: 'category', cell: (item) => categoryLabel(item.category) },
    { label: 'Brand/Model', sortKey: 'brand', cell: brandAndModel },
    {
      label: 'Current Qty',
      sortKey: 'currentQuantity',
      cell: (item) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums whitespace-nowrap">{formatStock(item.currentQuantity, item.unit)}</span>
          <StockBadge item={item} />
        </div>
      ),
    },
    { label: 'Size/Weight', cell: (item) => orDash(formatSize(system, item.category, item.size)) },
    {
      label: 'Min Stock',
      sortKey: 'minStockLevel',
      cell: (item) => formatQuantity(item.minStockLevel),
      className: 'tabular-nums',
    },
    { label: 'Cost', sortKey: 'cost', cell: (item) => formatMoney(item.cost), className: 'tabular-nums' },
  ];
  return (
    <ItemTable
      items={items}
      columns={columns}
      actions={(item) => <ItemActions item={item} {...actions} />}
      sort={sort}
      onSort={onSort}
      {...(setSize === undefined ? {} : { setSize })}
    />
  );
}
