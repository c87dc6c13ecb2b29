import type { CatchWeatherFields } from '@tackle/contracts';
import type { CatchForm } from './form';

// The catch form's rules as plain functions (unit-tested beside this file).

/** Species offered while typing (any other name can be typed). */
export const COMMON_SPECIES = [
  'Largemouth Bass',
  'Smallmouth Bass',
  'Spotted Bass',
  'Striped Bass',
  'White Bass',
  'Crappie',
  'Bluegill',
  'Walleye',
  'Yellow Perch',
  'Northern Pike',
  'Muskellunge',
  'Channel Catfish',
  'Rainbow Trout',
  'Brown Trout',
] as const;

/** The species of a log, each once as first written (offered first while typing). */
export function knownSpeciesOf(catches: ReadonlyArray<{ species: string }> | undefined): string[] {
  return [...new Set((catches ?? []).map((item) => item.species))];
}

/** The species list offered while typing: the log's own species first, no repeats. */
export function speciesSuggestions(knownSpecies: readonly string[]): string[] {
  return [...new Set([...knownSpecies, ...COMMON_SPECIES])];
}

export type SectionName = 'data' | 'location' | 'weather' | 'notes';
export type OpenSections = Record<SectionName, boolean>;

/** Which section shows each field, so a failed submit can open the section holding the error. */
const SECTION_OF: Partial<Record<keyof CatchForm, SectionName>> = {
  species: 'data',
  weightPounds: 'data',
  weightOunces: 'data',
  length: 'data',
  quantity: 'data',
  setupId: 'data',
  tripId: 'data',
  date: 'data',
  bait: 'data',
  rig: 'data',
  color: 'data',
  baitWeight: 'data',
  retrieve: 'data',
  location: 'location',
  coordinates: 'location',
  depth: 'location',
  cover: 'location',
  waterClarity: 'location',
  waterTemp: 'weather',
  airTemp: 'weather',
  airTempChange: 'weather',
  barometer: 'weather',
  barometerChange: 'weather',
  windSpeed: 'weather',
  windDirection: 'weather',
  skies: 'weather',
  notes: 'notes',
  imageUrl: 'notes',
};

/** Sections open when the form opens: all but the notes, which open for a catch that has some. */
export function initialSections(editing: { notes: string | null; imageUrl: string | null } | null): OpenSections {
  return { data: true, location: true, weather: true, notes: Boolean(editing?.notes || editing?.imageUrl) };
}

/** The open sections after a failed submit: every section holding an invalid field opens. */
export function openSectionsWithErrors(current: OpenSections, invalidFields: readonly string[]): OpenSections {
  const next = { ...current };
  for (const name of invalidFields) {
    const section = SECTION_OF[name as keyof CatchForm];
    if (section) next[section] = true;
  }
  return next;
}

/**
 * What 'Get Current Weather' writes into the form. Estimates (water temperature, air temperature
 * trend) are flagged as such; a pressure trend or skies the answer does not have leave the field as
 * it is.
 */
export function weatherPatch(fields: CatchWeatherFields): Partial<CatchForm> {
  return {
    airTemp: fields.airTemp,
    waterTemp: fields.waterTemp,
    waterTempEstimated: true,
    airTempChange: fields.airTempChange,
    airTempChangeEstimated: true,
    barometer: fields.barometer,
    ...(fields.barometerChange ? { barometerChange: fields.barometerChange } : {}),
    windSpeed: fields.windSpeed,
    windDirection: fields.windDirection,
    ...(fields.skies ? { skies: fields.skies } : {}),
  };
}
