import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  Badge,
  FilterSelect,
  Button,
  Label,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SortDirection,
} from '@tackle/ui';
import { ALL_TYPES, capitalise, type GearTypeOption, type SortKey, type SortState } from './view';

/** The sort keys with the names of the table columns they sort. */
const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  type: 'Type',
  brand: 'Brand/Model',
  condition: 'Condition',
  retailCost: 'Retail Cost',
  purchaseCost: 'Purchase Cost',
};
const NO_SORT = 'none';
const SORT_OPTIONS = [
  { value: NO_SORT, label: 'Newest first' },
  ...Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })),
];
const DIRECTION_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** 'All Gear' or one gear type: the desktop toolbar's filter and the phone sheet's. */
export function GearTypeSelect({
  gearTypes,
  value,
  onChange,
  trigger,
}: {
  gearTypes: readonly GearTypeOption[];
  value: string;
  onChange: (value: string) => void;
  trigger: { id: string } | { label: string };
}) {
  const options = [
    { value: ALL_TYPES, label: 'All Gear' },
    ...gearTypes.map((type) => ({ value: String(type.id), label: capitalise(type.name) })),
  ];
  return <FilterSelect value={value} onValueChange={onChange} options={options} {...trigger} />;
}

export interface GearFilterSheetProps {
  gearTypes: readonly GearTypeOption[];
  typeFilter: string;
  onTypeFilterChange: (value: string) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** The cards/table toggle (the page's own buttons, so both layouts switch views the same way). */
  viewToggle: ReactNode;
  /** How many items the list shows with these choices. */
  shown: number;
}

/**
 * The phone's 'Filters' button and the bottom sheet it opens: gear type, sort order and view, which
 * take a row each on a wider screen. The button carries the number of active filters, so an angler
 * sees on the toolbar that the list is filtered.
 */
export function GearFilterSheet({
  gearTypes,
  typeFilter,
  onTypeFilterChange,
  sort,
  onSortChange,
  viewToggle,
  shown,
}: GearFilterSheetProps) {
  const activeFilters = typeFilter === ALL_TYPES ? 0 : 1;
  const setSortKey = (value: string) => {
    if (value === NO_SORT) onSortChange(null);
    else onSortChange({ key: value as SortKey, direction: sort?.direction ?? 'asc' });
  };
  const setDirection = (value: string) => {
    if (sort) onSortChange({ key: sort.key, direction: value as SortDirection });
  };

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" aria-label={activeFilters > 0 ? `Filters (${activeFilters} active)` : 'Filters'}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeFilters > 0 ? (
            <Badge aria-hidden="true" className="px-1.5">
              {activeFilters}
            </Badge>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The list changes as you choose.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-2">
          <Label htmlFor="gear-filter-type">Gear type</Label>
          <GearTypeSelect gearTypes={gearTypes} value={typeFilter} onChange={onTypeFilterChange} trigger={{ id: 'gear-filter-type' }} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor="gear-sort-key">Sort by</Label>
            <FilterSelect id="gear-sort-key" value={sort?.key ?? NO_SORT} onValueChange={setSortKey} options={SORT_OPTIONS} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gear-sort-direction">Order</Label>
            <FilterSelect
              id="gear-sort-direction"
              value={sort?.direction ?? 'asc'}
              onValueChange={setDirection}
              disabled={!sort}
              options={DIRECTION_OPTIONS}
            />
          </div>
        </div>
        <div className="grid gap-2">
          {/* The toggle is a group named 'View'; this is its visible caption. */}
          <span aria-hidden="true" className="text-sm font-medium leading-none">
            View
          </span>
          {viewToggle}
        </div>
        <SheetFooter className="flex-row">
          <Button
            variant="outline"
            className="flex-1"
            disabled={activeFilters === 0}
            onClick={() => onTypeFilterChange(ALL_TYPES)}
          >
            Clear filters
          </Button>
          <SheetClose asChild>
            <Button className="flex-1">Show {shown === 1 ? '1 item' : `${shown} items`}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
