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
  type FishingConditionField,
  type RecommendationWeatherFields,
} from '@tackle/contracts';

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
}

/** 'Current Conditions' (spec §2 order). */
export const CONDITION_FIELDS: FieldSpec[] = [
  { name: 'season', label: 'Season', options: SEASONS },
  { name: 'seasonSubType', label: 'Season Phase', options: SEASON_SUB_TYPES },
  { name: 'waterTemp', label: 'Water Temp (°F)', step: '0.1' },
  { name: 'waterTempChange', label: 'Water Temp Change', options: RECOMMENDATION_TRENDS },
  { name: 'waterLevel', label: 'Water Level', options: WATER_LEVELS },
  { name: 'waterClarity', label: 'Water Clarity', options: RECOMMENDATION_WATER_CLARITY },
  { name: 'airTemp', label: 'Air Temp (°F)', step: '0.1' },
  { name: 'airTempChange', label: 'Air Temp Change', options: RECOMMENDATION_TRENDS },
  { name: 'skies', label: 'Skies', options: RECOMMENDATION_SKIES },
  { name: 'wind', label: 'Wind', options: RECOMMENDATION_WIND },
  { name: 'barometer', label: 'Barometer (inHg)', step: '0.01' },
  { name: 'barometerChange', label: 'Barometer Change', options: RECOMMENDATION_TRENDS },
  { name: 'current', label: 'Current', options: CURRENT_OPTIONS },
];

/** 'Recommended Spots' selectors. */
export const SPOT_FIELDS: FieldSpec[] = [
  { name: 'biteType', label: 'Bite Type', options: BITE_TYPES },
  { name: 'cover', label: 'Cover', options: RECOMMENDATION_COVER },
  { name: 'locationSubType', label: 'Location Type', options: LOCATION_SUB_TYPES },
  { name: 'depth', label: 'Depth (ft)', step: '0.1' },
];

/**
 * How a field got its auto-filled value: read from the weather (or the calendar), estimated from
 * other values (water temperature = air - 2 °F), or assumed (the season's phase, which weather
 * never tells). The page says which, so an estimate is never shown as a reading.
 */
export type AutoFillKind = 'weather' | 'estimated' | 'assumed';

export const AUTO_FILL_NOTES: Record<AutoFillKind, { tag: string; description: string }> = {
  weather: { tag: 'Auto-filled', description: 'Auto-filled from current weather' },
  estimated: { tag: 'Estimated', description: 'Estimated from the air temperature (air − 2 °F), not measured' },
  assumed: { tag: 'Assumed', description: 'Assumed: the weather does not tell the phase of the season' },
};

/**
 * Weather conversions (spec §9) as form text, with how each was obtained. The barometer change is
 * filled only when it was measured over the past hours, never guessed from one reading.
 */
export function formFromWeather(fields: RecommendationWeatherFields): {
  values: Partial<ConditionsForm>;
  kinds: Partial<Record<FishingConditionField, AutoFillKind>>;
} {
  const values: Partial<ConditionsForm> = {
    season: fields.season,
    seasonSubType: fields.seasonSubType,
    airTemp: String(fields.airTemp),
    waterTemp: String(fields.waterTemp),
    barometer: String(fields.barometer),
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

/** The query string of GET /api/fish-spots/recommendations (empty and invalid numbers left out). */
export function conditionParams(form: ConditionsForm): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const text = value.trim();
    if (text === '') continue;
    const numeric = ['waterTemp', 'airTemp', 'barometer', 'depth'].includes(name);
    if (numeric && !Number.isFinite(Number(text))) continue;
    params[name] = text;
  }
  return params;
}
