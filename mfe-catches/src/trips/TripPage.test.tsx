// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Catch, CatchInputBody } from '@tackle/contracts';
import { renderForm } from '@tackle/ui/testing';
import { resetAppConfigAnswer } from '@tackle/ui/app-config';
import { aSetup, aTrip } from '@tackle/ui/testing/factories';
import { aCatch } from '../test-factories';
import TripPage from './TripPage';
import { TripMap } from './TripSections';

// The page's one configuration answer is kept on globalThis (decision 176): each test a new page.
beforeEach(() => resetAppConfigAnswer());

// A map that a test asks for starts loading its code (react-leaflet and Leaflet, which reads
// `window` as it is evaluated) without the test waiting for it. Loaded here before the file's
// browser environment goes, so it is never evaluated after it (the CI run of 0e34499 reported
// "window is not defined" from Leaflet as an unhandled rejection after this file's tests passed).
afterAll(async () => {
  await import('../catches/LocationMap');
});

// The trip's page: its figures, species, setups and baits, weather through the day and catches
// (docs/decisions/126-trip-screens.md), over the kit's fake API.

const TRIP_ID = '5b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22';
const OTHER_TRIP = '6c1f4d2f-3a5b-4d9f-8b62-1e3a7a2dab33';
const SETUP_ID = '3f2b8c1e-9a4d-4e1b-8c2a-1d2e3f4a5b6c';

const trip = aTrip({
  id: TRIP_ID,
  name: 'Lake Fork — Sat, Dec 5',
  waterBody: 'Lake Fork',
  place: 'Lake Fork Marina',
  startedAt: '2026-12-05T06:00',
  endedAt: '2026-12-05T10:00',
  anglers: 'Sam',
  waterTemp: 59,
  waterClarity: 'Stained',
  waterLevel: 'Falling',
  weather: [{ at: new Date(2026, 11, 5, 7).toISOString(), airTemp: 46, skies: 'Overcast', windSpeed: 4, windDirection: 'S', barometer: 30.12 }],
  summary: { catches: 3, fish: 8, species: [], durationHours: 4, fishPerHour: 2 },
  revision: 3,
});

let n = 0;
const caught = (fields: Omit<CatchInputBody, 'species' | 'date'> & { species: string; date: string }, tripId: string | null = TRIP_ID): Catch => {
  const { species, date, ...rest } = fields;
  return aCatch(species, date, rest, { tripId, id: `7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a${String(++n).padStart(2, '0')}` });
};

const catches = [
  caught({ species: 'Largemouth Bass', date: '2026-12-05T06:40', quantity: 1, bait: 'Senko', setupId: SETUP_ID, airTemp: 45 }),
  caught({ species: 'Crappie', date: '2026-12-05T07:20', quantity: 5, bait: 'Tube jig' }),
  caught({ species: 'Largemouth Bass', date: '2026-12-05T09:10', quantity: 2, bait: 'Senko', setupId: SETUP_ID }),
  // Another trip's catch is not this trip's.
  caught({ species: 'Walleye', date: '2026-12-01T07:00' }, OTHER_TRIP),
];

const setup = aSetup({ id: SETUP_ID, name: 'Drop shot' });

function renderTrip(shown: typeof trip = trip) {
  return renderForm(
    <MemoryRouter initialEntries={[`/trips/${TRIP_ID}`]}>
      <Routes>
        <Route path="/trips/:id" element={<TripPage />} />
      </Routes>
    </MemoryRouter>,
    {
      [`GET /api/trips/${TRIP_ID}`]: { ...shown, catchIds: catches.slice(0, 3).map((item) => item.id), setupsUsed: [], baitsUsed: [] },
      'GET /api/trips': [shown],
      'GET /api/catches': catches,
      'GET /api/setups': [setup],
    },
  );
}

/** The value under a figure's label. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('the trip page', () => {
  it('sums up the trip: time, fish by quantity, rates, species, setups and baits', async () => {
    renderTrip();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Fork — Sat, Dec 5' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Species' });
    expect(figure('Time on the water')).toBe('4 h');
    expect(figure('Fish')).toBe('8');
    expect(screen.getByText('3 catches')).toBeInTheDocument();
    expect(figure('Fish per hour')).toBe('2');
    expect(figure('Catches per hour')).toBe('0.75');

    const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items('Species')).toEqual(['Crappie5 fish', 'Largemouth Bass3 fish']);
    expect(items('Setups used')).toEqual(['Drop shot3 fish']);
    expect(items('Baits used')).toEqual(['Tube jig5 fish', 'Senko3 fish']);
  });

  it('shows the water, the crew, the weather through the day and only this trip\'s catches', async () => {
    renderTrip();
    await screen.findByRole('list', { name: 'Species' });
    expect(screen.getByText('Stained')).toBeInTheDocument();
    expect(screen.getByText('59°F')).toBeInTheDocument();
    expect(screen.getByText('Falling')).toBeInTheDocument();
    expect(screen.getByText('Sam')).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Largemouth Bass', 'Hourly report', 'Crappie ×5', 'Largemouth Bass ×2']);
    expect(within(rows[0]!).getByText('45°F')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Catches' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // Under the page's "Catches" section heading (h2), each card's title is an h3 (on /catches, an h2).
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Largemouth Bass');
    expect(screen.queryByText('Walleye')).not.toBeInTheDocument();
    expect(screen.getByText('×5')).toBeInTheDocument();
    // None of the catches has a place: no map to draw.
    expect(screen.getByText('None of the catches has a place.')).toBeInTheDocument();
  });

  it('offers End Trip only while the trip is under way', async () => {
    renderTrip();
    await screen.findByRole('list', { name: 'Species' });
    expect(screen.queryByRole('button', { name: 'End Trip' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('while under way: End Trip, and what to tie on for the water the angler read', async () => {
    const { sent } = renderTrip({ ...trip, endedAt: null });
    expect(await screen.findByRole('button', { name: 'End Trip' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What to tie on today' })).toBeInTheDocument();
    expect(screen.getByText('So far: the trip is under way')).toBeInTheDocument();
    const asked = sent.find((request) => request.path.startsWith('/api/patterns?'));
    expect(new URLSearchParams(asked?.path.split('?')[1]).toString()).toBe('waterClarity=Stained&waterTemp=59&season=Winter');
  });
});

describe("the trip's map while its catches load", () => {
  it('keeps the map\'s place for a trip with catches instead of saying it has none (decision 153)', () => {
    const { container } = renderForm(<TripMap catches={undefined} expected={3} />);
    expect(screen.getByRole('heading', { name: 'Where they were caught' })).toBeInTheDocument();
    expect(screen.queryByText('No catches on this trip yet.')).toBeNull();
    expect(container.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });

  it('says a trip without catches has none, and asks for nothing a map needs', async () => {
    const { container, sent } = renderForm(<TripMap catches={undefined} expected={0} />);
    expect(screen.getByText('No catches on this trip yet.')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="skeleton"]')).toBeNull();
    // The map's reads start with the first render, as the next test shows: none here.
    expect(sent).toEqual([]);
  });

  it("asks for the tile server's address while the catches still load, not after them (decision 158)", async () => {
    const { sent } = renderForm(<TripMap catches={undefined} expected={3} />, { 'GET /app-config.json': { oidc: { authority: 'http://localhost/idp', clientId: 'tackle-shell' }, map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png' } } });
    // Asked on the first render, before any catch has come.
    expect(sent.map((request) => request.path)).toEqual(['/app-config.json']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Where they were caught' })).toBeInTheDocument());
  });

  it('does not load the map for catches none of which has a place', async () => {
    const { sent } = renderForm(<TripMap catches={[aCatch('Crappie', '2026-11-20T07:30:00')]} expected={1} />);
    expect(screen.getByText('None of the catches has a place.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
