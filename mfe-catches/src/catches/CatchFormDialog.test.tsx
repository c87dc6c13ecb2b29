// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
// Saves go through the outbox in IndexedDB (docs/decisions/117-offline-first-writes.md).
import 'fake-indexeddb/auto';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { catchSchema, type Catch } from '@tackle/contracts';
import { Toaster, dismissToast, sessionAtom } from '@tackle/ui';
import { CatchFormDialog } from './CatchFormDialog';

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

function renderDialog(editing: Catch | null) {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET')
      writes.push({ method, path: new URL(String(input), 'http://x').pathname, body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    const answer = method === 'GET' ? [] : { id: 'new-catch', position: 1, revision: 0 };
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
});
