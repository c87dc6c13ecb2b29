import { z } from 'zod';
import {
  CATCH_INPUT_LIMITS,
  CATCH_MESSAGES,
  CATCH_QUANTITY_MAX,
  WIND_DIRECTIONS,
  catchDateSchema,
  catchWeightFromForm,
  coordinatesSchema,
  formNumber,
  formWholeNumber,
  isEstimated,
  measuredFormNumber,
  poundsAndOuncesFromWeight,
  type CatchInput,
  type UnitSystem,
} from '@tackle/contracts';
import { textFieldsOf } from '@tackle/ui';

// The Log / Edit Catch form (spec §2 "Catch Log" and §5): its state, defaults and mapping to the
// HTTP body (the server validates the body with catchInputSchema from contracts).

/**
 * The Log Catch dialog's state: text inputs and selects hold strings ('' when empty), number inputs
 * a number or null. Fields the dialog does not show (season, current ...) are not part of it: an
 * edit carries them over from the stored catch (see catchFormToInput).
 */
export function catchFormSchemaFor(system: UnitSystem) {
  // Measured fields hold the stored (canonical) value; their range messages name the bounds in the
  // unit the angler types (decision 121).
  const measured = measuredFormNumber.bind(null, system);
  return z.object({
  species: z.string().trim().min(1, CATCH_MESSAGES.speciesRequired).max(100, 'Species must be at most 100 characters'),
  // Metric: one kg field sets the decimal pounds (MetricWeightField).
  weightPounds: system === 'imperial' ? formNumber('Weight (lbs)', 0, 2000) : measured('weight', 'Weight', 0, 2000),
  weightOunces: formWholeNumber('Weight (oz)', 0, CATCH_INPUT_LIMITS.weightOuncesMax),
  /**
   * The weight as stored (decimal pounds, any precision): kept while the pound and ounce fields
   * still say what it rounds to, so an edit never drifts it to the nearest ounce (decision 121).
   */
  weightStored: z.number().nullable(),
  /** Fish in this entry (a school, a double): 1 unless the angler says more. */
  quantity: z
    .number({ error: CATCH_MESSAGES.quantity })
    .int(CATCH_MESSAGES.quantity)
    .min(1, CATCH_MESSAGES.quantity)
    .max(CATCH_QUANTITY_MAX, CATCH_MESSAGES.quantity),
  length: measured('length', 'Length', 0, 600),
  setupId: z.string(),
  /**
   * The trip: an id, '' for none, or TRIP_UNDER_WAY (a new catch while the trips are not known yet:
   * the body names no trip and the server puts it on the trip under way, if any).
   */
  tripId: z.string(),
  date: z.string().min(1, CATCH_MESSAGES.dateRequired).pipe(catchDateSchema),
  location: z.string().max(500, 'Location must be at most 500 characters'),
  coordinates: coordinatesSchema.nullable(),
  depth: measured('depth', 'Depth', 0, 2000),
  cover: z.string(),
  waterClarity: z.string(),
  waterTemp: measured('temperature', 'Water temperature', -40, 150),
  /** The water temperature came from the weather's estimate; typing a reading clears it. */
  waterTempEstimated: z.boolean(),
  airTemp: measured('temperature', 'Air temperature', -80, 150),
  airTempChange: z.string(),
  /** The air temperature trend came from the hour of the day; choosing one clears it. */
  airTempChangeEstimated: z.boolean(),
  barometer: measured('pressure', 'Air pressure', 0, 40),
  barometerChange: z.string(),
  // Whole mph (the metric field rounds what it stores).
  windSpeed: measured('speed', 'Wind speed', 0, 300).refine((value) => value === null || Number.isInteger(value), 'Wind speed must be a whole number'),
  windDirection: z.union([z.enum(WIND_DIRECTIONS), z.literal('')]),
  skies: z.string(),
  bait: z.string().max(200, 'Bait must be at most 200 characters'),
  rig: z.string().max(200, 'Rig must be at most 200 characters'),
  color: z.string().max(100, 'Color must be at most 100 characters'),
  baitWeight: measured('lureWeight', 'Bait weight', 0, 1000),
  retrieve: z.string().max(200, 'Retrieve must be at most 200 characters'),
  notes: z.string().max(5000, 'Notes must be at most 5000 characters'),
  imageUrl: z.string().max(2048),
  /** The hour the weather fields describe when the weather service filled them (decision 115). */
  weatherObservedAt: z.string().nullable(),
  });
}

/** The form in the spec's (imperial) units. */
export const catchFormSchema = catchFormSchemaFor('imperial');
export type CatchForm = z.input<typeof catchFormSchema>;
export type ValidCatchForm = z.output<typeof catchFormSchema>;

/** The trip field of a new catch before the trips are known: the body leaves the trip to the server. */
export const TRIP_UNDER_WAY = '__under_way__';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of a datetime-local input ('2024-05-01T06:30', local time). */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}T${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** A stored catch date as a datetime-local value: a calendar day gets midnight, an instant local time. */
export function catchDateToDateTimeLocal(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date}T00:00`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(date)) return date.slice(0, 16);
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : toDateTimeLocal(parsed);
}

/**
 * A new catch: now, one fish, on the trip under way (its id, or TRIP_UNDER_WAY while the trips are
 * not known), and nothing that was not measured or chosen (no default pressure: decision 045).
 */
export function emptyCatchForm(now: Date = new Date(), tripId: string = TRIP_UNDER_WAY): CatchForm {
  return {
    species: '',
    weightPounds: null,
    weightOunces: null,
    weightStored: null,
    quantity: 1,
    length: null,
    setupId: '',
    tripId,
    date: toDateTimeLocal(now),
    location: '',
    coordinates: null,
    depth: null,
    cover: '',
    waterClarity: '',
    waterTemp: null,
    waterTempEstimated: false,
    airTemp: null,
    airTempChange: '',
    airTempChangeEstimated: false,
    barometer: null,
    barometerChange: '',
    windSpeed: null,
    windDirection: '',
    skies: '',
    bait: '',
    rig: '',
    color: '',
    baitWeight: null,
    retrieve: '',
    notes: '',
    imageUrl: '',
    weatherObservedAt: null,
  };
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Stored catch -> dialog state (weight split back into pounds and ounces). A catch that names no trip
 * (a new one copied from another) gets `tripId`, the trip under way.
 */
export function catchToForm(stored: CatchInput, tripId: string = TRIP_UNDER_WAY): CatchForm {
  const { pounds, ounces } = poundsAndOuncesFromWeight(stored.weight);
  return {
    species: stored.species,
    weightPounds: pounds,
    weightOunces: ounces,
    weightStored: stored.weight,
    quantity: stored.quantity,
    length: stored.length,
    setupId: stored.setupId ?? '',
    ...textFieldsOf(stored, ['location', 'cover', 'waterClarity', 'airTempChange', 'barometerChange', 'windDirection', 'skies', 'bait', 'rig', 'color', 'retrieve', 'notes', 'imageUrl']),
    tripId: stored.tripId === undefined ? tripId : (stored.tripId ?? ''),
    date: catchDateToDateTimeLocal(stored.date),
    coordinates: stored.coordinates,
    depth: stored.depth,
    waterTemp: stored.waterTemp,
    waterTempEstimated: isEstimated(stored, 'waterTemp'),
    airTemp: stored.airTemp,
    airTempChangeEstimated: isEstimated(stored, 'airTempChange'),
    barometer: stored.barometer,
    windSpeed: stored.windSpeed,
    baitWeight: stored.baitWeight,
    weatherObservedAt: stored.weatherObservedAt ?? null,
  };
}

/** The weight the form holds: the stored one while the fields still show it, else what they say. */
export function formWeight(form: Pick<CatchForm, 'weightPounds' | 'weightOunces' | 'weightStored'>): number | null {
  const stored = form.weightStored ?? null;
  if (stored !== null) {
    const { pounds, ounces } = poundsAndOuncesFromWeight(stored);
    if ((form.weightPounds ?? null) === pounds && (form.weightOunces ?? null) === ounces) return stored;
  }
  return catchWeightFromForm(form.weightPounds, form.weightOunces);
}

/**
 * Dialog state -> HTTP body. Weight is sent as decimal pounds (lbs + oz/16); the form's separate
 * pound and ounce fields are not. PUT replaces the whole catch, so an edit passes the stored catch
 * and keeps the fields the dialog does not show.
 */
export function catchFormToInput(form: ValidCatchForm, existing: CatchInput | null = null): CatchInput {
  return {
    species: form.species.trim(),
    weight: formWeight(form),
    quantity: form.quantity,
    // Chosen: that trip or none (null); not known yet: no key, and the server puts a new catch on the
    // trip under way (contracts' catchInputSchema).
    ...(form.tripId === TRIP_UNDER_WAY ? {} : { tripId: form.tripId === '' ? null : form.tripId }),
    length: form.length,
    date: form.date,
    location: blankToNull(form.location),
    coordinates: form.coordinates,
    gearId: existing?.gearId ?? null,
    setupId: blankToNull(form.setupId),
    notes: blankToNull(form.notes),
    imageUrl: blankToNull(form.imageUrl),
    season: existing?.season ?? null,
    seasonSubType: existing?.seasonSubType ?? null,
    waterTemp: form.waterTemp,
    waterTempChange: existing?.waterTempChange ?? null,
    waterLevel: existing?.waterLevel ?? null,
    waterClarity: blankToNull(form.waterClarity),
    airTemp: form.airTemp,
    airTempChange: blankToNull(form.airTempChange),
    skies: blankToNull(form.skies),
    wind: existing?.wind ?? null,
    windSpeed: form.windSpeed,
    windDirection: form.windDirection === '' ? null : form.windDirection,
    barometer: form.barometer,
    barometerChange: blankToNull(form.barometerChange),
    current: existing?.current ?? null,
    biteType: existing?.biteType ?? null,
    cover: blankToNull(form.cover),
    locationSubType: existing?.locationSubType ?? null,
    depth: form.depth,
    bait: blankToNull(form.bait),
    rig: blankToNull(form.rig),
    color: blankToNull(form.color),
    baitWeight: form.baitWeight,
    retrieve: blankToNull(form.retrieve),
    estimated: {
      waterTemp: form.waterTemp != null && form.waterTempEstimated,
      airTempChange: blankToNull(form.airTempChange) != null && form.airTempChangeEstimated,
    },
    weatherObservedAt: form.weatherObservedAt,
  };
}

export { CATCH_SAVE_MESSAGES } from './messages';
