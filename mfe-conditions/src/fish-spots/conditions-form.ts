import {
  BITE_TYPES,
  CURRENT_OPTIONS,
  LOCATION_SUB_TYPES,
  RECOMMENDATION_COVER,
  RECOMMENDATION_SKIES,
  RECOMMENDATION_TRENDS,
  RECOMMENDATION_WATER_CLARITY,
  RECOMMENDATION_WIND,
  SEASON_SUB_TYPES,
  SEASONS,
  WATER_LEVELS,
  toStoredUnit,
  waterTempEstimateRule,
  type FishingConditionField,
  type Quantity,
  type RecommendationWeatherFields,
  type UnitSystem,
} from '@tackle/contracts';
import { unitsFor, type Units } from '@tackle/ui';

const IMPERIAL = unitsFor('imperial');

/** Every form value is text while edited; empty means "not considered". */
export type ConditionsForm = Record<FishingConditionField, string>;

export const EMPTY_FORM: ConditionsForm = {
  season: '',
  seasonSubType: '',
  waterTemp: '',
  waterTempChange: '',
  waterLevel: '',
  waterClarity: '',
  airTemp: '',
  airTempChange: '',
  skies: '',
  wind: '',
  barometer: '',
  barometerChange: '',
  current: '',
  biteType: '',
  cover: '',
  locationSubType: '',
  depth: '',
};

export interface FieldSpec {
  name: FishingConditionField;
  label: string;
  options?: readonly string[];
  /** Numeric input step. */
  step?: string;
  /** A measured value: typed in the angler's units, sent in the canonical one (docs/decisions/121-units.md). */
  quantity?: Quantity;
}

/** The field's label in the angler's units: 'Water Temp (°F)' or 'Water Temp (°C)'. */
export function fieldLabel(spec: FieldSpec, units: Units): string {
  return spec.quantity ? spec.label.replace(/\([^)]*\)$/, `(${units.symbol(spec.quantity)})`) : spec.label;
}

const QUANTITY_OF: Partial<Record<FishingConditionField, Quantity>> = {
  waterTemp: 'temperature',
  airTemp: 'temperature',
  barometer: 'pressure',
  depth: 'depth',
};

/** 'Current Conditions' (spec §2 order). */
export const CONDITION_FIELDS: FieldSpec[] = [
  { name: 'season', label: 'Season', options: SEASONS },
  { name: 'seasonSubType', label: 'Season Phase', options: SEASON_SUB_TYPES },
  { name: 'waterTemp', label: 'Water Temp (°F)', step: '0.1', quantity: 'temperature' },
  { name: 'waterTempChange', label: 'Water Temp Change', options: RECOMMENDATION_TRENDS },
  { name: 'waterLevel', label: 'Water Level', options: WATER_LEVELS },
  { name: 'waterClarity', label: 'Water Clarity', options: RECOMMENDATION_WATER_CLARITY },
  { name: 'airTemp', label: 'Air Temp (°F)', step: '0.1', quantity: 'temperature' },
  { name: 'airTempChange', label: 'Air Temp Change', options: RECOMMENDATION_TRENDS },
  { name: 'skies', label: 'Skies', options: RECOMMENDATION_SKIES },
  { name: 'wind', label: 'Wind', options: RECOMMENDATION_WIND },
  { name: 'barometer', label: 'Barometer (inHg)', step: '0.01', quantity: 'pressure' },
  { name: 'barometerChange', label: 'Barometer Change', options: RECOMMENDATION_TRENDS },
  { name: 'current', label: 'Current', options: CURRENT_OPTIONS },
];

/** 'Recommended Spots' selectors. */
export const SPOT_FIELDS: FieldSpec[] = [
  { name: 'biteType', label: 'Bite Type', options: BITE_TYPES },
  { name: 'cover', label: 'Cover', options: RECOMMENDATION_COVER },
  { name: 'locationSubType', label: 'Location Type', options: LOCATION_SUB_TYPES },
  { name: 'depth', label: 'Depth (ft)', step: '0.1', quantity: 'depth' },
];

/**
 * How a field got its auto-filled value: read from the weather (or the calendar), estimated from
 * other values (water temperature = air - 2 °F), or assumed (the season's phase, which weather
 * never tells). The page says which, so an estimate is never shown as a reading.
 */
export type AutoFillKind = 'weather' | 'estimated' | 'assumed';

/** What each kind of auto-filled value says, with the estimate's rule in the angler's units. */
export function autoFillNotes(system: UnitSystem): Record<AutoFillKind, { tag: string; description: string }> {
  return {
    weather: { tag: 'Auto-filled', description: 'Auto-filled from current weather' },
    estimated: { tag: 'Estimated', description: `Estimated from the air temperature (${waterTempEstimateRule(system)}), not measured` },
    assumed: { tag: 'Assumed', description: 'Assumed: the weather does not tell the phase of the season' },
  };
}

/**
 * Weather conversions (spec §9) as form text, with how each was obtained. The barometer change is
 * filled only when it was measured over the past hours, never guessed from one reading.
 */
export function formFromWeather(fields: RecommendationWeatherFields, units: Units = IMPERIAL): {
  values: Partial<ConditionsForm>;
  kinds: Partial<Record<FishingConditionField, AutoFillKind>>;
} {
  const values: Partial<ConditionsForm> = {
    season: fields.season,
    seasonSubType: fields.seasonSubType,
    airTemp: units.field('temperature', fields.airTemp),
    waterTemp: units.field('temperature', fields.waterTemp),
    barometer: units.field('pressure', fields.barometer),
    wind: fields.wind,
  };
  if (fields.skies) values.skies = fields.skies;
  if (fields.barometerChange) values.barometerChange = fields.barometerChange;
  const kinds = Object.fromEntries(Object.keys(values).map((name) => [name, 'weather'])) as Partial<
    Record<FishingConditionField, AutoFillKind>
  >;
  kinds.waterTemp = 'estimated';
  kinds.seasonSubType = 'assumed';
  return { values, kinds };
}

/**
 * The query string of GET /api/fish-spots/recommendations (empty and invalid numbers left out),
 * numbers in the canonical units whatever the angler typed them in.
 */
export function conditionParams(form: ConditionsForm, units: Units = IMPERIAL): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(form) as Array<[FishingConditionField, string]>) {
    const text = value.trim();
    if (text === '') continue;
    const quantity = QUANTITY_OF[name];
    if (quantity && !Number.isFinite(Number(text))) continue;
    params[name] = quantity && units.system !== 'imperial' ? String(Number(toStoredUnit(units.system, quantity, Number(text))!.toFixed(4))) : text;
  }
  return params;
}
