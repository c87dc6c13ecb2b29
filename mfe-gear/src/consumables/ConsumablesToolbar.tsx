import { TriangleAlert } from 'lucide-react';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_CATEGORY_OPTIONS,
  type Consumable,
  type ConsumableCategory,
} from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  ExportCsvButton,
  FilterSelect,
  SearchField,
  ViewToggle,
  cn,
  type ListControls,
} from '@tackle/ui';
import { ALL_CATEGORIES, CONSUMABLES_CSV_FILE_NAME, type SortKey } from './view';

export type CategoryFilter = ConsumableCategory | typeof ALL_CATEGORIES;

/** '{n} items need restocking' above the list, with 'Show low stock'. */
/**
 * `items`: the low items (or, for a long list, the first of them: decision 133); `count`: how
 * many there are (default: all of `items`).
 */
export function LowStockAlert({ items, count = items.length, onShow }: { items: readonly Consumable[]; count?: number; onShow: () => void }) {
  return (
    <Alert className="flex-wrap border-warning/50 bg-warning-muted text-warning">
      <TriangleAlert aria-hidden="true" />
      <div className="min-w-48 flex-1">
        <AlertTitle>{count === 1 ? '1 item needs restocking' : `${count} items need restocking`}</AlertTitle>
        <AlertDescription>
          {items
            .slice(0, 3)
            .map((item) => item.name)
            .join(', ')}
          {count > 3 ? ` and ${count - 3} more` : ''} at or below the minimum stock level.
        </AlertDescription>
      </div>
      <Button variant="outline" size="sm" className="ml-7 sm:ml-0" onClick={onShow}>
        Show low stock
      </Button>
    </Alert>
  );
}

export interface ConsumablesToolbarProps {
  /** The search and the view (`useListControls`). */
  controls: ListControls<SortKey>;
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  lowStockOnly: boolean;
  onLowStockOnlyChange: (on: boolean) => void;
  lowStockCount: number;
  /** Nothing to export when no item is shown. */
  canExport: boolean;
  onExport: () => void;
  /** A long list is being fetched whole for the export (decision 133). */
  exporting?: boolean;
}

export function ConsumablesToolbar(props: ConsumablesToolbarProps) {
  const { controls, lowStockOnly, lowStockCount } = props;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      <SearchField noun="consumables" value={controls.search} onChange={controls.setSearch} className="md:max-w-xs md:flex-1" />
      <div className="flex gap-3">
        <div className="flex-1 md:w-48 md:flex-none">
          <FilterSelect
            label="Filter by category"
            value={props.category}
            onValueChange={(value) =>
              props.onCategoryChange((CONSUMABLE_CATEGORIES as readonly string[]).includes(value) ? (value as ConsumableCategory) : ALL_CATEGORIES)
            }
            options={[{ value: ALL_CATEGORIES, label: 'All Categories' }, ...CONSUMABLE_CATEGORY_OPTIONS]}
          />
        </div>
        <Button
          variant="outline"
          aria-pressed={lowStockOnly}
          onClick={() => props.onLowStockOnlyChange(!lowStockOnly)}
          className={cn(lowStockOnly && 'border-warning bg-warning-muted text-warning hover:bg-warning-muted')}
        >
          <TriangleAlert aria-hidden="true" />
          Low stock{lowStockCount > 0 ? ` (${lowStockCount})` : ''}
        </Button>
      </div>
      <div className="flex items-center gap-3 md:ml-auto">
        <ViewToggle value={controls.view} onChange={controls.setView} className="flex-1" />
        <ExportCsvButton onExport={props.onExport} disabled={!props.canExport} busy={props.exporting ?? false} title={`Download ${CONSUMABLES_CSV_FILE_NAME}`} />
      </div>
    </div>
  );
}
