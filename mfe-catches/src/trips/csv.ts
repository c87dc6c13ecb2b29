import Papa from 'papaparse';
import type { Trip, UnitSystem } from '@tackle/contracts';
import { metricCell, number, safeText } from '../catches/csv';

// The trips as CSV (Export CSV on /trips): one row per trip, the figures of its catches, each text
// cell through the kit's formula guard as the catch log's export is.
export const TRIP_CSV_FILE_NAME = 'trips.csv';

export const TRIP_CSV_COLUMNS = [
  'Name',
  'Water Body',
  'Place',
  'Latitude',
  'Longitude',
  'Started',
  'Ended',
  'Hours',
  'Catches',
  'Fish',
  'Fish per Hour',
  'Species',
  'Anglers',
  'Water Temp (F)',
  'Water Clarity',
  'Water Level',
  'Notes',
] as const;
type TripCsvColumn = (typeof TRIP_CSV_COLUMNS)[number];

function row(trip: Trip): Record<TripCsvColumn, string> {
  return {
    Name: safeText(trip.name),
    'Water Body': safeText(trip.waterBody),
    Place: safeText(trip.place),
    Latitude: number(trip.coordinates?.lat ?? null),
    Longitude: number(trip.coordinates?.lon ?? null),
    Started: trip.startedAt,
    // Blank while the trip is under way.
    Ended: trip.endedAt ?? '',
    Hours: number(trip.summary.durationHours),
    Catches: number(trip.summary.catches),
    Fish: number(trip.summary.fish),
    'Fish per Hour': number(trip.summary.fishPerHour),
    Species: safeText(trip.summary.species.map((entry) => `${entry.label} (${entry.count})`).join('; ') || null),
    Anglers: safeText(trip.anglers),
    'Water Temp (F)': number(trip.waterTemp),
    'Water Clarity': safeText(trip.waterClarity),
    'Water Level': safeText(trip.waterLevel),
    Notes: safeText(trip.notes),
  };
}

/** The water temperature in the angler's units (decision 121), as the catch log's export writes it. */
const WATER_TEMP_METRIC = 'Water Temp (C)';

/** The trips as CSV, newest first as listed, in the angler's units. */
export function tripsToCsv(trips: readonly Trip[], system: UnitSystem = 'imperial'): string {
  const metric = system === 'metric';
  const fields = TRIP_CSV_COLUMNS.map((column) => (metric && column === 'Water Temp (F)' ? WATER_TEMP_METRIC : column));
  const cells = (trip: Trip) =>
    TRIP_CSV_COLUMNS.map((column) => {
      const cell = row(trip)[column];
      return metric && column === 'Water Temp (F)' ? metricCell('temperature', cell) : cell;
    });
  return Papa.unparse({ fields, data: trips.map(cells) }, { newline: '\r\n' });
}
