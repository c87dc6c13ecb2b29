import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  Badge,
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@tackle/ui';
import { ALL_TYPES, capitalise, type GearTypeOption, type SortDirection, type SortKey, type SortState } from './view';

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

/** 'All Gear' or one gear type: the desktop toolbar's filter and the phone sheet's. */
export function GearTypeSelect({
  gearTypes,
  value,
  onChange,
  triggerProps,
}: {
  gearTypes: readonly GearTypeOption[];
  value: string;
  onChange: (value: string) => void;
  triggerProps: { id: string } | { 'aria-label': string };
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL_TYPES}>All Gear</SelectItem>
        {gearTypes.map((type) => (
          <SelectItem key={type.id} value={String(type.id)}>
            {capitalise(type.name)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
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
          <GearTypeSelect gearTypes={gearTypes} value={typeFilter} onChange={onTypeFilterChange} triggerProps={{ id: 'gear-filter-type' }} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor="gear-sort-key">Sort by</Label>
            <Select value={sort?.key ?? NO_SORT} onValueChange={setSortKey}>
              <SelectTrigger id="gear-sort-key">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_SORT}>Newest first</SelectItem>
                {Object.entries(SORT_LABELS).map(([key, label]) => (
                  <SelectItem key={key} value={key}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gear-sort-direction">Order</Label>
            <Select value={sort?.direction ?? 'asc'} onValueChange={setDirection} disabled={!sort}>
              <SelectTrigger id="gear-sort-direction">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="asc">Ascending</SelectItem>
                <SelectItem value="desc">Descending</SelectItem>
              </SelectContent>
            </Select>
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
