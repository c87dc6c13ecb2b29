// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Trip } from '@tackle/contracts';
import { refusal, renderForm } from '@tackle/ui/testing';
import { aTrip } from '@tackle/ui/testing/factories';
import { TripFormDialog, preloadTripForm } from './TripFormDialog';

/** What the angler wrote of the Lake Fork trip: the form sends it back as it was, less what they change. */
const lakeForkInput = {
  name: 'Lake Fork — Sat, Dec 5',
  waterBody: 'Lake Fork',
  place: 'Lake Fork Marina',
  coordinates: { lat: 32.8, lon: -95.6 },
  startedAt: '2026-12-05T06:30',
  endedAt: '2026-12-05T13:45',
  anglers: 'Sam, Alex',
  notes: 'Fish on the points',
  waterTemp: 59,
  waterClarity: 'Stained',
  waterLevel: 'Falling',
} as const;

const lakeFork = aTrip({
  ...lakeForkInput,
  id: '5b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22',
  weather: [{ at: '2026-12-05T07:00:00-06:00', airTemp: 48, skies: 'Overcast', windSpeed: 8, windDirection: 'N', barometer: 30.1 }],
  summary: { catches: 3, fish: 5, species: [{ label: 'Largemouth Bass', count: 5 }], durationHours: 7.25, fishPerHour: 0.69 },
  revision: 2,
});

const dialog = (editing: Trip | null) => <TripFormDialog open onOpenChange={() => undefined} editing={editing} />;

describe('TripFormDialog', () => {
  // The form's module is loaded ahead, as the page does once rendered (decision 139); its loading is lazy-part.test.tsx's.
  beforeAll(() => preloadTripForm());

  it("says 'Trip name is required' on the name and sends nothing", async () => {
    const { user, writes } = renderForm(dialog(null));
    expect(screen.getByRole('dialog', { name: 'Add Trip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Trip' }));

    const name = screen.getByLabelText('Trip name');
    expect(await screen.findByText('Trip name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Trip name is required');
    expect(writes()).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.type(screen.getByLabelText('Trip name'), 'Evening bite');
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '2026-12-05T18:00');
    await user.type(screen.getByLabelText('End'), '2026-12-05T17:00');
    await user.click(screen.getByRole('button', { name: 'Add Trip' }));

    expect(await screen.findByText('A trip cannot end before it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('adds a past trip with what was typed, blanks as nothing', async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.type(screen.getByLabelText('Trip name'), '  Sam Rayburn  ');
    await user.type(screen.getByLabelText('Water body'), 'Sam Rayburn Reservoir');
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '2026-11-28T06:00');
    await user.type(screen.getByLabelText('End'), '2026-11-28T12:30');
    await user.type(screen.getByLabelText('Water temperature (°F)'), '61.5');
    await user.click(screen.getByRole('button', { name: 'Add Trip' }));

    expect(await screen.findByText('Trip added successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/trips',
        body: {
          name: 'Sam Rayburn',
          waterBody: 'Sam Rayburn Reservoir',
          place: null,
          coordinates: null,
          startedAt: '2026-11-28T06:00',
          endedAt: '2026-11-28T12:30',
          anglers: null,
          notes: null,
          waterTemp: 61.5,
          waterClarity: null,
          waterLevel: null,
        },
      },
    ]);
  });

  it('opens an edit with the trip as stored and sends it back with the revision it was read at', async () => {
    const { user, writes } = renderForm(dialog(lakeFork));
    expect(screen.getByRole('dialog', { name: 'Edit Trip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trip name')).toHaveValue('Lake Fork — Sat, Dec 5');
    expect(screen.getByLabelText('Water body')).toHaveValue('Lake Fork');
    expect(screen.getByLabelText('Anglers on board')).toHaveValue('Sam, Alex');
    expect(screen.getByLabelText('Place')).toHaveValue('Lake Fork Marina');
    expect(screen.getByLabelText('Start')).toHaveValue('2026-12-05T06:30');
    expect(screen.getByLabelText('End')).toHaveValue('2026-12-05T13:45');
    expect(screen.getByLabelText('Water temperature (°F)')).toHaveValue(59);
    expect(screen.getByRole('combobox', { name: 'Water clarity' })).toHaveTextContent('Stained');
    expect(screen.getByRole('combobox', { name: 'Water level' })).toHaveTextContent('Falling');
    expect(screen.getByLabelText('Notes')).toHaveValue('Fish on the points');

    await user.clear(screen.getByLabelText('Anglers on board'));
    await user.type(screen.getByLabelText('Anglers on board'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Update Trip' }));

    expect(await screen.findByText('Trip updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/trips/${lakeFork.id}`,
        body: { ...lakeForkInput, anglers: 'Sam', expectedRevision: 2 },
      },
    ]);
  });

  it('shows and takes the water temperature in °C for a metric angler, keeping an untouched reading exactly', async () => {
    const { user, writes } = renderForm(dialog(lakeFork), { 'GET /api/settings': { units: 'metric', updatedAt: null, revision: 1 } });
    const water = await screen.findByLabelText('Water temperature (°C)');
    expect(water).toHaveValue(15);
    await user.click(screen.getByRole('button', { name: 'Update Trip' }));
    await screen.findByText('Trip updated successfully');
    expect(writes()[0]?.body).toMatchObject({ waterTemp: 59 });
  });

  it("shows the server's reason when it refuses the trip", async () => {
    const { user } = renderForm(dialog(null), { 'POST /api/trips': refusal(422, 'Another trip is under way: end it first') });
    await user.type(screen.getByLabelText('Trip name'), 'Second trip');
    await user.click(screen.getByRole('button', { name: 'Add Trip' }));
    expect(await screen.findByText('Another trip is under way: end it first')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Trip' })).toBeInTheDocument();
  });
});
