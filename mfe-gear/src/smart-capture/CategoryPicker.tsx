import { useMemo, useState } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { CONSUMABLE_CATEGORY_OPTIONS, type ConsumableCategory } from '@tackle/contracts';
import { Button, Input, Popover, PopoverContent, PopoverTrigger, cn } from '@tackle/ui';
import { categorySuggestions, SUGGESTION_NAME_LENGTH } from './smart-entry';

export interface CategoryPickerProps {
  id?: string;
  value: string;
  onChange: (category: ConsumableCategory) => void;
  /** The product name the 'Smart Suggestions' are scored on. */
  productName: string;
  /** Error wiring from the card (the id of the message next to the field). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Searchable consumable category picker with 'Smart Suggestions' (top 3) above 'All Categories'. */
export function CategoryPicker({ id, value, onChange, productName, ...aria }: CategoryPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const suggestions = useMemo(() => categorySuggestions(productName), [productName]);
  const needle = search.trim().toLowerCase();
  const matches = (label: string, category: string) => needle === '' || label.toLowerCase().includes(needle) || category.includes(needle);
  const shownSuggestions = suggestions.filter((suggestion) => matches(suggestion.label, suggestion.category));
  const shownAll = CONSUMABLE_CATEGORY_OPTIONS.filter((option) => matches(option.label, option.value));
  const selected = CONSUMABLE_CATEGORY_OPTIONS.find((option) => option.value === value);
  const shortName = productName.slice(0, SUGGESTION_NAME_LENGTH);

  const choose = (category: ConsumableCategory) => {
    onChange(category);
    setOpen(false);
    setSearch('');
  };

  const item = (category: ConsumableCategory, label: string, extra?: string) => (
    <li key={`${extra ? 's' : 'a'}-${category}`}>
      <button
        type="button"
        role="option"
        aria-selected={value === category}
        onClick={() => choose(category)}
        className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
      >
        <Check className={cn('size-4', value === category ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
        <span className="flex-1">{label}</span>
        {extra ? <span className="text-xs text-muted-foreground">{extra}</span> : null}
      </button>
    </li>
  );

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button id={id} type="button" variant="outline" role="combobox" aria-expanded={open} {...aria} className="w-full justify-between font-normal">
          {selected ? selected.label : 'Select category...'}
          <ChevronsUpDown className="size-4 opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[--radix-popover-trigger-width] min-w-64 p-2" align="start">
        <Input
          aria-label="Search categories"
          placeholder="Search categories..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mb-2"
          autoFocus
        />
        <div role="listbox" aria-label="Categories" className="max-h-72 overflow-y-auto">
          {shownSuggestions.length > 0 ? (
            <div role="group" aria-label="Smart Suggestions">
              <p className="px-2 py-1 text-xs font-semibold text-muted-foreground">Smart Suggestions</p>
              {shortName ? <p className="px-2 pb-1 text-xs text-muted-foreground">Based on &quot;{shortName}&quot;</p> : null}
              <ul>{shownSuggestions.map((suggestion) => item(suggestion.category, suggestion.label, `${suggestion.matchPercent}% match`))}</ul>
            </div>
          ) : null}
          {shownAll.length > 0 ? (
            <div role="group" aria-label="All Categories">
              <p className="px-2 py-1 text-xs font-semibold text-muted-foreground">All Categories</p>
              <ul>{shownAll.map((option) => item(option.value, option.label))}</ul>
            </div>
          ) : null}
          {shownSuggestions.length === 0 && shownAll.length === 0 ? (
            <p className="px-2 py-4 text-center text-sm text-muted-foreground">No category found.</p>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
