// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
// Saves go through the outbox in IndexedDB (docs/decisions/117-offline-first-writes.md).
import 'fake-indexeddb/auto';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { catchSchema, type Catch, type Trip } from '@tackle/contracts';
import { stubBrowser } from '@tackle/ui/testing';
import { aTrip } from '@tackle/ui/testing/factories';
import { Toaster, dismissToast, sessionAtom } from '@tackle/ui';
import { CatchFormDialog, preloadCatchForm } from './CatchFormDialog';

const stored: Catch = catchSchema.parse({
  id: '7b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a11',
  userId: 'user-1',
  species: 'Largemouth Bass',
  weight: 3.5,
  length: 19,
  date: '2026-05-01T06:30',
  location: 'Lake Minnetonka',
  coordinates: { lat: 44.9, lon: -93.6 },
  bait: 'Senko',
  cover: 'Docks',
  waterTemp: 66.9,
  windDirection: 'SW',
  notes: 'On the drop',
  estimated: { waterTemp: true, airTempChange: false },
  createdAt: '2026-05-01T07:00:00.000Z',
  updatedAt: '2026-05-01T07:00:00.000Z',
  revision: 1,
});

const writes: Array<{ method: string; path: string; body: unknown; key: string | undefined }> = [];

const UNDER_WAY = aTrip({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Lake Fork — Fri, May 1', startedAt: '2026-05-01T05:30' });
const EARLIER = aTrip({ id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Sam Rayburn — Sat, Apr 25', startedAt: '2026-04-25T06:00', endedAt: '2026-04-25T14:00' });

function renderDialog(editing: Catch | null, trips: Trip[] = []) {
  stubBrowser();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET')
      writes.push({ method, path: new URL(String(input), 'http://x').pathname, body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    const path = new URL(String(input), 'http://x').pathname;
    const answer = method === 'GET' ? (path === '/api/trips' ? trips : []) : { id: 'new-catch', position: 1, revision: 0 };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'user-1', username: 'angler' }, getAccessToken: async () => 'token-1', logout: async () => undefined });
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <CatchFormDialog open onOpenChange={() => undefined} editing={editing} setups={[]} knownSpecies={['Walleye']} />
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  writes.length = 0;
});

describe('CatchFormDialog', () => {
  // The form's module is loaded ahead, as the page does once rendered (decision 139); its loading is lazy-part.test.tsx's.
  beforeAll(() => preloadCatchForm());

  it("says 'Species is required' under the species and sends nothing", async () => {
    const user = renderDialog(null);
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    const species = screen.getByLabelText('Species');
    expect(species).toHaveAccessibleDescription('Species is required');
    expect(species).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  it('refuses more than 15 ounces', async () => {
    const user = renderDialog(null);
    await user.type(screen.getByLabelText('Species'), 'Bass');
    await user.type(screen.getByLabelText('Weight (oz)'), '16');
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    expect(screen.getByLabelText('Weight (oz)')).toHaveAccessibleDescription('Weight (oz) must be at most 15');
    expect(writes).toEqual([]);
  });

  it('opens a closed section that holds an invalid field', async () => {
    const user = renderDialog(null);
    await user.click(screen.getByRole('button', { name: 'Additional Notes' }));
    expect(screen.getByLabelText('Notes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Catch Data' }));
    expect(screen.queryByLabelText('Species')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    expect(await screen.findByLabelText('Species')).toHaveAccessibleDescription('Species is required');
  });

  it('logs a catch: weight as decimal pounds, the species trimmed', async () => {
    const user = renderDialog(null);
    await user.type(screen.getByLabelText('Species'), ' Smallmouth Bass ');
    await user.type(screen.getByLabelText('Weight (lbs)'), '2');
    await user.type(screen.getByLabelText('Weight (oz)'), '8');
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    expect(await screen.findByText('Catch logged successfully')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/catches',
      body: { species: 'Smallmouth Bass', weight: 2.5 },
      // Each change carries the key it was queued under: sent twice, it lands once.
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('prefills an edit (estimated water temperature marked) and keeps what the form does not show', async () => {
    const user = renderDialog(stored);
    const form = screen.getByRole('dialog', { name: 'Edit Catch' });
    expect(within(form).getByLabelText('Species')).toHaveValue('Largemouth Bass');
    expect(within(form).getByLabelText('Weight (lbs)')).toHaveValue(3);
    expect(within(form).getByLabelText('Weight (oz)')).toHaveValue(8);
    expect(within(form).getByLabelText('Date and Time')).toHaveValue('2026-05-01T06:30');
    expect(within(form).getByLabelText('Lure / Bait')).toHaveValue('Senko');
    expect(within(form).getByLabelText('Cover')).toHaveTextContent('Docks');
    expect(within(form).getByLabelText('Wind Direction')).toHaveTextContent('SW');
    const waterTemp = within(form).getByLabelText('Water Temp (°F)');
    expect(waterTemp).toHaveValue(66.9);
    expect(waterTemp).toHaveAccessibleDescription(/Estimated from the air temperature/);
    expect(within(form).getByText('Estimated')).toBeInTheDocument();
    expect(within(form).getByLabelText('Notes')).toHaveValue('On the drop');

    // Typing a reading replaces the estimate.
    await user.clear(waterTemp);
    await user.type(waterTemp, '64');
    expect(within(form).queryByText('Estimated')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Update Catch' }));
    expect(await screen.findByText('Catch updated successfully')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/catches/${stored.id}`,
      body: { species: 'Largemouth Bass', weight: 3.5, waterTemp: 64, estimated: { waterTemp: false } },
    });
  });

  it('puts a new catch on the trip under way, with as many fish as the angler says', async () => {
    const user = renderDialog(null, [UNDER_WAY, EARLIER]);
    const trip = screen.getByRole('combobox', { name: 'Trip' });
    await waitFor(() => expect(trip).toHaveTextContent('Lake Fork — Fri, May 1 (under way)'));
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    await user.type(screen.getByLabelText('Species'), 'Crappie');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    expect(await screen.findByText('Catch logged successfully')).toBeInTheDocument();
    expect(writes[0]?.body).toMatchObject({ species: 'Crappie', quantity: 4, tripId: UNDER_WAY.id });
  });

  it("refuses a quantity that is not a whole number of at least 1", async () => {
    const user = renderDialog(null);
    await user.type(screen.getByLabelText('Species'), 'Crappie');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Log Catch' }));
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(/Quantity must be a whole number from 1 to 1000/);
    expect(writes).toEqual([]);
  });

  it('moves a catch to another trip from its edit, keeping its quantity', async () => {
    const user = renderDialog({ ...stored, tripId: UNDER_WAY.id, quantity: 2 }, [UNDER_WAY, EARLIER]);
    const form = screen.getByRole('dialog', { name: 'Edit Catch' });
    expect(within(form).getByLabelText('Quantity')).toHaveValue(2);
    const trip = within(form).getByRole('combobox', { name: 'Trip' });
    await waitFor(() => expect(trip).toHaveTextContent('Lake Fork — Fri, May 1 (under way)'));
    await user.click(trip);
    await user.click(await screen.findByRole('option', { name: 'Sam Rayburn — Sat, Apr 25' }));
    await user.click(within(form).getByRole('button', { name: 'Update Catch' }));
    expect(await screen.findByText('Catch updated successfully')).toBeInTheDocument();
    expect(writes[0]?.body).toMatchObject({ quantity: 2, tripId: EARLIER.id });
  });
});
