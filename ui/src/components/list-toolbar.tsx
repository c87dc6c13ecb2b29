// The toolbar of a list page: search, filters, the cards/table switch, add, CSV export and import.
import { CalendarDays, Download, LayoutGrid, Plus, Search, Table2, Upload } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';
import { Spinner } from './feedback';
import { Input } from './form-controls';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/** The search field of a list's toolbar: 'Search {noun}...', named 'Search {noun}'. */
export function SearchField({
  noun,
  value,
  onChange,
  className,
}: {
  noun: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={`Search ${noun}...`}
        aria-label={`Search ${noun}`}
        className="pl-9"
      />
    </div>
  );
}

/** A filter of a list's toolbar (or its phone sheet): one of a few options, e.g. 'All Gear' or a type. */
export function FilterSelect({
  value,
  onValueChange,
  options,
  label,
  id,
  disabled,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Its accessible name, unless a `<Label htmlFor={id}>` names it. */
  label?: string;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <Select itemsOnDemand value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label}>
        <SelectValue>{options.find((option) => option.value === value)?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export type ViewMode = 'cards' | 'table';
/** The views a list can offer: cards and table, and a calendar for dated items (trips). */
export type ListView = ViewMode | 'calendar';

const VIEW_BUTTONS: Record<ListView, { label: string; Icon: typeof LayoutGrid }> = {
  cards: { label: 'Cards', Icon: LayoutGrid },
  table: { label: 'Table', Icon: Table2 },
  calendar: { label: 'Calendar', Icon: CalendarDays },
};

/** The Cards / Table switch (and Calendar where a list offers it). */
export function ViewToggle<M extends ListView = ViewMode>({
  value,
  onChange,
  modes = ['cards', 'table'] as unknown as readonly M[],
  className,
}: {
  value: M;
  onChange: (mode: M) => void;
  /** The views offered, in order (Cards and Table unless given). */
  modes?: readonly M[];
  className?: string;
}) {
  return (
    <div role="group" aria-label="View" className={cn('flex rounded-md border bg-muted p-1', className)}>
      {modes.map((mode) => {
        const { label, Icon } = VIEW_BUTTONS[mode];
        return (
          <Button
            key={mode}
            variant="ghost"
            size="sm"
            aria-pressed={value === mode}
            onClick={() => onChange(mode)}
            className={cn('flex-1 sm:flex-none', value === mode && 'bg-background shadow-sm hover:bg-background')}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}

/** A primary 'Add ...' button (the label is the screen's). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** 'Export CSV'. */
export function ExportCsvButton({
  onExport,
  disabled,
  title,
  busy = false,
}: {
  onExport: () => void;
  disabled?: boolean;
  title?: string;
  /** The list is being read for the export (a long list: decisions 133, 135): a spinner, not pressable. */
  busy?: boolean;
}) {
  return (
    <Button variant="outline" onClick={onExport} disabled={disabled || busy} title={title} aria-busy={busy || undefined}>
      {busy ? <Spinner size="sm" label="Preparing the export" /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}

/** 'Import CSV'. */
export function ImportCsvButton({ onImport }: { onImport: () => void }) {
  return (
    <Button variant="outline" onClick={onImport}>
      <Upload aria-hidden="true" />
      Import CSV
    </Button>
  );
}
