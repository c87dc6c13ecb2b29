// Pure view logic of the Gear Inventory screen: type filter from the URL, search, sorting.
import {
  GEAR_CONDITIONS,
  GEAR_SORT_KEYS,
  GEAR_TYPE_IDS,
  formatMeasure,
  lureTypeLabel,
  type Gear,
  type GearSortKey,
  type GearType,
  type UnitSystem,
} from '@tackle/contracts';
import { orDash, sortItems, type SortState as ListSortState } from '@tackle/ui';

/** The parts of a gear read model these helpers look at (structural, so tests need no full Gear). */
export interface GearLike {
  name: string;
  brand: string | null;
  model: string | null;
  typeId: number;
  type?: { name: string } | null;
  condition: string;
  retailCost: number | null;
  purchaseCost: number | null;
}

/** Value of the type filter when no type is chosen ('All Gear'). */
export const ALL_TYPES = 'all';

export type GearTypeOption = Pick<GearType, 'id' | 'name'>;

/** 'rod' -> 'Rod' (the filter and the cards show type names capitalised). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type TypeFilterResolution =
  | { filter: string; unknown: false }
  | { filter: typeof ALL_TYPES; unknown: true; requested: string };

/**
 * Resolves the `?type=` query parameter (a gear type name, matched case-insensitively) to the
 * filter value: the type's id as a string, or ALL_TYPES. `unknown` tells the caller to warn.
 */
export function resolveTypeFilter(param: string | null, types: readonly GearTypeOption[]): TypeFilterResolution {
  const wanted = param?.trim().toLowerCase() ?? '';
  if (wanted === '' || wanted === ALL_TYPES) return { filter: ALL_TYPES, unknown: false };
  const match = types.find((type) => type.name.toLowerCase() === wanted);
  if (match) return { filter: String(match.id), unknown: false };
  return { filter: ALL_TYPES, unknown: true, requested: param ?? '' };
}

/**
 * The URL parameters with the type filter set to the chosen option (its name; `?type=` is dropped for
 * 'All Gear' or an unknown value). The other parameters are kept.
 */
export function withTypeParam(params: URLSearchParams, value: string, types: readonly GearTypeOption[]): URLSearchParams {
  const next = new URLSearchParams(params);
  const type = types.find((option) => String(option.id) === value);
  if (type) next.set('type', type.name);
  else next.delete('type');
  return next;
}

/** Search over name, brand and model, case-insensitive; a blank query matches everything. */
export function matchesSearch(gear: Pick<GearLike, 'name' | 'brand' | 'model'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [gear.name, gear.brand, gear.model].some((field) => field?.toLowerCase().includes(needle) ?? false);
}

export function filterGear<G extends Pick<GearLike, 'name' | 'brand' | 'model' | 'typeId'>>(
  gear: readonly G[],
  query: string,
  typeFilter: string,
): G[] {
  return gear.filter(
    (item) => (typeFilter === ALL_TYPES || String(item.typeId) === typeFilter) && matchesSearch(item, query),
  );
}

/** The table's sortable columns (contracts: the server sorts a long list by the same keys). */
export const SORT_KEYS = GEAR_SORT_KEYS;
export type SortKey = GearSortKey;
export type SortState = ListSortState<SortKey>;

type Sortable = GearLike;
const CONDITION_ORDER: readonly string[] = GEAR_CONDITIONS;

function sortValue(gear: Sortable, key: SortKey, typeName: (typeId: number) => string): string | number | null {
  switch (key) {
    case 'name':
      return gear.name;
    case 'type':
      return gear.type?.name ?? typeName(gear.typeId);
    case 'brand':
      // Brand/Model column: brand first, model breaks ties.
      return [gear.brand, gear.model].filter(Boolean).join(' ') || null;
    case 'condition': {
      // Quality order (new, excellent, good, fair, poor) rather than alphabetical.
      const rank = CONDITION_ORDER.indexOf(gear.condition);
      return rank === -1 ? null : rank;
    }
    case 'retailCost':
      return gear.retailCost;
    case 'purchaseCost':
      return gear.purchaseCost;
  }
}

/** Stable sort; empty values always go last, whatever the direction. */
export function sortGear<G extends Sortable>(
  gear: readonly G[],
  sort: SortState,
  typeName: (typeId: number) => string = String,
): G[] {
  return sortItems(gear, sort, (item, key) => sortValue(item, key, typeName));
}

/** Text or '-' for an empty value (the kit's, for the import preview). */
export { orDash };

/** One detail an angler chooses gear by, as the cards and the table show it. */
export interface GearSpec {
  label: string;
  value: string;
}

/**
 * The details anglers choose gear by, in the order they say them: a rod's length, power, action
 * and type; a reel's type, gear ratio and size; a lure's type, size, weight and colour. Details
 * not entered are left out, so gear without any shows nothing. Measures are in the angler's units
 * (decision 121): 7'2" or 2.18 m, 0.5 oz or 14.2 g.
 */
export function gearSpecs(
  gear: Pick<Gear, 'typeId' | 'rodDetails' | 'reelDetails' | 'lureDetails'>,
  system: UnitSystem = 'imperial',
): GearSpec[] {
  const specs: Array<[string, string | null | undefined]> = [];
  if (gear.typeId === GEAR_TYPE_IDS.rod && gear.rodDetails) {
    const rod = gear.rodDetails;
    specs.push(['Length', formatMeasure(system, 'rodLength', rod.length)], ['Power', rod.power], ['Action', rod.action], ['Rod Type', rod.type]);
  }
  if (gear.typeId === GEAR_TYPE_IDS.reel && gear.reelDetails) {
    const reel = gear.reelDetails;
    specs.push(['Reel Type', reel.type], ['Gear Ratio', reel.gearRatio], ['Size', reel.size]);
  }
  if (gear.typeId === GEAR_TYPE_IDS.lure && gear.lureDetails) {
    const lure = gear.lureDetails;
    specs.push(
      ['Lure Type', lureTypeLabel(lure.type) ?? lure.type],
      ['Size', lure.size],
      ['Weight', formatMeasure(system, 'lureWeight', lure.weight)],
      ['Color', lure.color],
    );
  }
  return specs
    .map(([label, value]) => ({ label, value: value?.trim() ?? '' }))
    .filter((spec) => spec.value !== '');
}

/** The table's Details cell: "Casting · 7'2" · Medium Heavy · Fast" (values only), or '-'. */
export function gearSpecsText(specs: readonly GearSpec[]): string {
  return orDash(specs.map((spec) => spec.value).join(' · '));
}
