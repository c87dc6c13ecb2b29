import { ArrowDown, ArrowUp, ArrowUpDown, History, PackageMinus, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { formatMoney, formatQuantity, sizeLabelForCategory, type Consumable } from '@tackle/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@tackle/ui';
import { brandAndModel, categoryLabel, formatStock, orDash, type SortKey, type SortState } from './view';

/** Cards skip the brand/model line when there is none, or when it is the name itself. */
function showBrandAndModel(item: Consumable): boolean {
  const text = [item.brand, item.model].filter(Boolean).join(' ');
  return text !== '' && text !== item.name;
}

export interface ConsumableViewProps {
  items: readonly Consumable[];
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

function TrackUsageButton({ item, onTrackUsage, labelled }: { item: Consumable; onTrackUsage: (item: Consumable) => void; labelled: boolean }) {
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

function RowActions({
  item,
  onTrackUsage,
  onHistory,
  onEdit,
  onDelete,
  inCard = false,
}: { item: Consumable; inCard?: boolean } & Omit<ConsumableViewProps, 'items'>) {
  return (
    <div className="flex items-center gap-1">
      {inCard ? null : <TrackUsageButton item={item} onTrackUsage={onTrackUsage} labelled={false} />}
      <Button variant="ghost" size="icon" aria-label={`History of ${item.name}`} title="History" onClick={() => onHistory(item)}>
        <History aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`} title="Edit" onClick={() => onEdit(item)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${item.name}`}
        title="Delete"
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function ConsumableCards({ items, ...actions }: ConsumableViewProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Consumables">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          <Card className={item.lowStock ? 'flex h-full flex-col border-warning/60' : 'flex h-full flex-col'}>
            <CardHeader className="gap-2 pb-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <CardTitle as="h2" className="break-words">
                    {item.name}
                  </CardTitle>
                  <p className="mt-1 text-sm text-muted-foreground">{categoryLabel(item.category)}</p>
                </div>
                <StockBadge item={item} />
              </div>
            </CardHeader>
            <CardContent className="flex-1 space-y-2 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-muted-foreground">In stock:</span>
                <span className="text-base font-semibold tabular-nums">{formatStock(item.currentQuantity, item.unit)}</span>
                <span className="text-muted-foreground">(min {formatQuantity(item.minStockLevel)})</span>
              </p>
              {showBrandAndModel(item) ? (
                <p>
                  <span className="sr-only">Brand and model: </span>
                  {brandAndModel(item)}
                </p>
              ) : null}
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                {item.size ? (
                  <span>
                    <span className="text-muted-foreground">{sizeLabelForCategory(item.category)}:</span> {item.size}
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
              {item.notes ? <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground">{item.notes}</p> : null}
            </CardContent>
            <CardFooter className="justify-between gap-2 pb-4">
              <TrackUsageButton item={item} onTrackUsage={actions.onTrackUsage} labelled />
              <RowActions item={item} inCard {...actions} />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export interface ConsumableTableProps extends ConsumableViewProps {
  sort: SortState;
  onSort: (key: SortKey) => void;
}

function SortableHead({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey } & Pick<ConsumableTableProps, 'sort' | 'onSort'>) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className={direction ? 'size-3.5' : 'size-3.5 opacity-50'} />
      </button>
    </TableHead>
  );
}

export function ConsumableTable({ items, sort, onSort, ...actions }: ConsumableTableProps) {
  const head = (label: string, sortKey: SortKey) => <SortableHead label={label} sortKey={sortKey} sort={sort} onSort={onSort} />;
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {head('Name', 'name')}
            {head('Category', 'category')}
            {head('Brand/Model', 'brand')}
            {head('Current Qty', 'currentQuantity')}
            <TableHead>Size/Weight</TableHead>
            {head('Min Stock', 'minStockLevel')}
            {head('Cost', 'cost')}
            <TableHead>Notes</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="font-medium">{item.name}</TableCell>
              <TableCell>{categoryLabel(item.category)}</TableCell>
              <TableCell>{brandAndModel(item)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums whitespace-nowrap">{formatStock(item.currentQuantity, item.unit)}</span>
                  <StockBadge item={item} />
                </div>
              </TableCell>
              <TableCell>{orDash(item.size)}</TableCell>
              <TableCell className="tabular-nums">{formatQuantity(item.minStockLevel)}</TableCell>
              <TableCell className="tabular-nums">{formatMoney(item.cost)}</TableCell>
              <TableCell className="max-w-64">
                <span className="line-clamp-2 break-words" title={item.notes ?? undefined}>
                  {orDash(item.notes)}
                </span>
              </TableCell>
              <TableCell>
                <RowActions item={item} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
