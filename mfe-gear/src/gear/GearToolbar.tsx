import type { ReactNode } from 'react';
import { Download, Ellipsis, Sparkles, Upload } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  ExportCsvButton,
  ImportCsvButton,
  SearchField,
  ViewToggle,
  type ListControls,
} from '@tackle/ui';
import { GearFilterSheet, GearTypeSelect } from './GearFilterSheet';
import type { GearTypeOption, SortKey } from './view';

export interface GearHeadingActionsProps {
  onRecommendations: () => void;
  onExport: () => void;
  canExport: boolean;
  /** A long list is being fetched whole for the export (decision 133). */
  exporting?: boolean;
  onImport: () => void;
  addButton: ReactNode;
}

/**
 * Below `sm` (a phone) 'More actions' beside the title holds the pairing advice, CSV export and
 * import; from `sm` up the row of buttons sits beside the title (decision 104).
 */
export function GearHeadingActions({ onRecommendations, onExport, canExport, exporting = false, onImport, addButton }: GearHeadingActionsProps) {
  return (
    <>
      <div className="sm:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="More actions">
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onRecommendations}>
              <Sparkles aria-hidden="true" />
              Get Recommendations
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onExport} disabled={!canExport || exporting}>
              <Download aria-hidden="true" />
              Export CSV
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onImport}>
              <Upload aria-hidden="true" />
              Import CSV
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="hidden gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={onRecommendations}>
          <Sparkles aria-hidden="true" />
          Get Recommendations
        </Button>
        <ExportCsvButton onExport={onExport} disabled={!canExport} busy={exporting} />
        <ImportCsvButton onImport={onImport} />
        {addButton}
      </div>
    </>
  );
}

export interface GearToolbarProps {
  /** The search, the view and the sort (`useListControls`). */
  controls: ListControls<SortKey>;
  gearTypes: readonly GearTypeOption[];
  typeFilter: string;
  onTypeFilterChange: (value: string) => void;
  shown: number;
  addButton: ReactNode;
}

/**
 * The search, then on a phone 'Filters' (a sheet with type, sort and view) and 'Add Gear' side by
 * side; from `sm` up the type select and the view toggle (decision 104).
 */
export function GearToolbar(props: GearToolbarProps) {
  const { controls, gearTypes, typeFilter, onTypeFilterChange } = props;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-col sm:gap-3 md:flex-row md:items-center">
      <SearchField noun="gear" value={controls.search} onChange={controls.setSearch} className="col-span-2 md:max-w-sm md:flex-1" />
      <div className="hidden sm:block md:w-48">
        <GearTypeSelect gearTypes={gearTypes} value={typeFilter} onChange={onTypeFilterChange} trigger={{ label: 'Filter by gear type' }} />
      </div>
      <ViewToggle value={controls.view} onChange={controls.setView} className="hidden sm:flex md:ml-auto" />
      <div className="contents sm:hidden">
        <GearFilterSheet
          gearTypes={gearTypes}
          typeFilter={typeFilter}
          onTypeFilterChange={onTypeFilterChange}
          sort={controls.sort}
          onSortChange={controls.setSort}
          viewToggle={<ViewToggle value={controls.view} onChange={controls.setView} />}
          shown={props.shown}
        />
        {props.addButton}
      </div>
    </div>
  );
}
