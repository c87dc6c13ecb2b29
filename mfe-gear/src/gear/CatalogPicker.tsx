import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown, LoaderCircle, Plus, X } from 'lucide-react';
import { Button, Input, Popover, PopoverContent, PopoverTrigger, cn } from '@tackle/ui';
import { movedActive, pickerItems, type PickerItem, type PickerOption } from './catalog-picker';

export type { PickerOption } from './catalog-picker';

export interface CatalogPickerProps {
  /** Id of the trigger, for the field's <Label htmlFor>. */
  id: string;
  /** What is picked ('Brand', 'Model'): used in the search box's and the create option's labels. */
  noun: string;
  /** The chosen entry's text ('' when none). */
  value: string;
  placeholder: string;
  disabled?: boolean;
  /** Shown on the trigger while disabled (spec: 'Select brand first'). */
  disabledText?: string;
  options: readonly PickerOption[];
  loading: boolean;
  error?: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  onSelect: (option: PickerOption) => void;
  /** Creates an entry from the typed text; the picker closes once it resolves. */
  onCreate: (text: string) => Promise<void>;
  creating: boolean;
  onClear: () => void;
  /** Same spelling as an option, ignoring case and punctuation: no 'Create' offered for it. */
  sameName: (a: string, b: string) => boolean;
  invalid?: boolean;
}

/**
 * A searchable combobox built from Popover + Input + a listbox: type to filter, arrow keys and
 * Enter to choose, Escape to close, and a 'Create "{text}"' entry when nothing matches exactly.
 */
export function CatalogPicker(props: CatalogPickerProps) {
  const {
    id,
    noun,
    value,
    placeholder,
    disabled = false,
    disabledText,
    options,
    loading,
    error,
    search,
    onSearchChange,
    onSelect,
    onCreate,
    creating,
    onClear,
    sameName,
    invalid,
  } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const trimmed = search.trim();
  const items = useMemo(() => pickerItems(options, trimmed, loading, sameName), [options, trimmed, sameName, loading]);

  useEffect(() => setActive(0), [trimmed, items.length]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = async (item: PickerItem | undefined) => {
    if (!item || creating) return;
    if (item.kind === 'option') {
      onSelect(item.option);
      setOpen(false);
      return;
    }
    await onCreate(item.text);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = movedActive(event.key, active, items.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(items[active]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const shown = disabled && disabledText ? disabledText : value || placeholder;

  return (
    <div className="flex gap-1">
      <Popover
        modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onSearchChange('');
        }}
      >
        <PopoverTrigger asChild disabled={disabled}>
          <Button
            id={id}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-invalid={invalid || undefined}
            disabled={disabled}
            className={cn('h-10 min-w-0 flex-1 justify-between px-3 font-normal', !value && 'text-muted-foreground')}
          >
            <span className="truncate">{shown}</span>
            <ChevronsUpDown aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-2">
          <Input
            autoFocus
            role="combobox"
            aria-label={`Search ${noun.toLowerCase()}s`}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
            placeholder={`Search ${noun.toLowerCase()}s...`}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={`${noun}s`}
            aria-busy={loading || undefined}
            className="mt-2 max-h-60 overflow-y-auto overscroll-contain"
          >
            {items.map((item, index) => {
              const selected = item.kind === 'option' && sameName(item.option.label, value);
              return (
                <li
                  key={item.kind === 'option' ? item.option.id : `create-${item.text}`}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={selected}
                  onPointerMove={() => setActive(index)}
                  onClick={() => void choose(item)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  <PickerItemContent item={item} selected={selected} creating={creating} />
                </li>
              );
            })}
          </ul>
          {loading && items.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground" role="status">
              Searching...
            </p>
          ) : error ? (
            <p className="px-2 py-1.5 text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : items.length === 0 && !loading ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">Type to search or create a {noun.toLowerCase()}.</p>
          ) : null}
        </PopoverContent>
      </Popover>
      {value && !disabled ? (
        <Button type="button" variant="ghost" size="icon" aria-label={`Clear ${noun.toLowerCase()}`} title="Clear" onClick={onClear}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

/** An entry of the list: an option (ticked when chosen, with its hint), or 'Create "{text}"'. */
function PickerItemContent({ item, selected, creating }: { item: PickerItem; selected: boolean; creating: boolean }) {
  if (item.kind === 'option') {
    return (
      <>
        <Check aria-hidden="true" className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} />
        <span className="min-w-0 flex-1 truncate">{item.option.label}</span>
        {item.option.hint ? (
          <span aria-hidden="true" className="text-xs text-muted-foreground">
            {item.option.hint}
          </span>
        ) : null}
      </>
    );
  }
  return (
    <>
      {creating ? (
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      ) : (
        <Plus aria-hidden="true" className="size-4 shrink-0" />
      )}
      <span className="min-w-0 flex-1 truncate">Create &quot;{item.text}&quot;</span>
    </>
  );
}
