import { z } from 'zod';
import {
  coordinatesSchema,
  requiredText,
  TRIP_MESSAGES,
  TRIP_WATER_LEVELS,
  WATER_CLARITY_OPTIONS,
  type Trip,
  type TripInputBody,
} from '@tackle/contracts';
import type { CreateOrUpdateMessages } from '@tackle/ui';
import { catchDateToDateTimeLocal, toDateTimeLocal } from '../catches/form';

// The Add / Edit Trip form (issue 19, docs/decisions/126-trip-screens.md): its state, defaults and
// mapping to the body of POST /api/trips and PUT /api/trips/:id (checked by tripInputSchema).

const text = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters`);
/** A choice of a fixed list, '' for "Not recorded". */
const choice = <T extends readonly [string, ...string[]]>(options: T) => z.union([z.enum(options), z.literal('')]);

export const tripFormSchema = z
  .object({
    name: requiredText(200, TRIP_MESSAGES.nameRequired, 'Trip name'),
    waterBody: text('Water body', 200),
    place: text('Place', 500),
    coordinates: coordinatesSchema.nullable(),
    /** datetime-local values ('2026-12-05T06:30'); the end is '' while the trip is under way. */
    startedAt: z.string().min(1, TRIP_MESSAGES.startRequired),
    endedAt: z.string(),
    anglers: text('Anglers', 500),
    notes: text('Notes', 5000),
    /** °F as stored; the field shows the angler's units. */
    waterTemp: z
      .number({ error: 'Water temperature must be a number' })
      .min(-40, 'Water temperature must be at least -40 °F')
      .max(150, 'Water temperature must be at most 150 °F')
      .nullable(),
    waterClarity: choice(WATER_CLARITY_OPTIONS),
    waterLevel: choice(TRIP_WATER_LEVELS),
  })
  .refine((form) => form.endedAt === '' || Date.parse(form.endedAt) >= Date.parse(form.startedAt), {
    message: TRIP_MESSAGES.endBeforeStart,
    path: ['endedAt'],
  });
export type TripForm = z.input<typeof tripFormSchema>;
export type ValidTripForm = z.output<typeof tripFormSchema>;

/** A new trip: starting now, nothing else assumed. */
export function emptyTripForm(now: Date = new Date()): TripForm {
  return {
    name: '',
    waterBody: '',
    place: '',
    coordinates: null,
    startedAt: toDateTimeLocal(now),
    endedAt: '',
    anglers: '',
    notes: '',
    waterTemp: null,
    waterClarity: '',
    waterLevel: '',
  };
}

/** A stored trip -> the dialog's state (times as the datetime-local inputs show them). */
export function tripToForm(trip: Trip): TripForm {
  return {
    name: trip.name,
    waterBody: trip.waterBody ?? '',
    place: trip.place ?? '',
    coordinates: trip.coordinates,
    startedAt: catchDateToDateTimeLocal(trip.startedAt),
    endedAt: trip.endedAt ? catchDateToDateTimeLocal(trip.endedAt) : '',
    anglers: trip.anglers ?? '',
    notes: trip.notes ?? '',
    waterTemp: trip.waterTemp,
    waterClarity: trip.waterClarity ?? '',
    waterLevel: trip.waterLevel ?? '',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The dialog's state -> the request body. The weather over the trip is not typed: the body leaves
 * it out, and the server keeps what the end of the trip brought (contracts' tripFieldsShape).
 */
export function tripFormToInput(form: ValidTripForm): TripInputBody {
  return {
    name: form.name.trim(),
    waterBody: blankToNull(form.waterBody),
    place: blankToNull(form.place),
    coordinates: form.coordinates,
    startedAt: form.startedAt,
    endedAt: form.endedAt === '' ? null : form.endedAt,
    anglers: blankToNull(form.anglers),
    notes: blankToNull(form.notes),
    waterTemp: form.waterTemp,
    waterClarity: form.waterClarity === '' ? null : form.waterClarity,
    waterLevel: form.waterLevel === '' ? null : form.waterLevel,
  };
}

export const TRIP_SAVE_MESSAGES: CreateOrUpdateMessages = {
  created: { success: 'Trip added successfully', failure: 'Failed to add trip' },
  updated: { success: 'Trip updated successfully', failure: 'Failed to update trip' },
};
