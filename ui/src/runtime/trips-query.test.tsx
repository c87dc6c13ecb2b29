// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { aTrip } from '../testing/factories';
import { renderForm } from '../testing/render-with-api';
import { TRIPS_FRESH_MS, useTrips } from './trips';

// Decision 173: the layout reads the trips list as the app starts; the trips page, mounting a moment
// later, takes that answer instead of asking again. After TRIPS_FRESH_MS a screen that mounts asks.

function TripNames({ label }: { label: string }) {
  const { trips } = useTrips();
  return <p>{trips ? `${label}: ${trips.map((trip) => trip.name).join(', ')}` : `${label}: loading`}</p>;
}

function LayoutThenPage() {
  const [page, setPage] = useState(false);
  return (
    <>
      <TripNames label="layout" />
      <button type="button" onClick={() => setPage(true)}>
        Open trips
      </button>
      {page && <TripNames label="page" />}
    </>
  );
}

const lakeFork = aTrip({ id: '11111111-1111-4111-8111-111111111111', name: 'Lake Fork', startedAt: '2026-11-28T06:00', endedAt: '2026-11-28T13:30' });
const tripReads = (sent: Array<{ method: string; path: string }>) => sent.filter((request) => request.method === 'GET' && request.path === '/api/trips');

describe('the trips list (decision 173)', () => {
  it('is asked for once when the page mounts right after the layout read it', async () => {
    const { user, sent } = renderForm(<LayoutThenPage />, { 'GET /api/trips': [lakeFork] });
    expect(await screen.findByText('layout: Lake Fork')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open trips' }));
    expect(await screen.findByText('page: Lake Fork')).toBeInTheDocument();
    expect(tripReads(sent)).toHaveLength(1);
  });

  it('is asked for again by a screen that mounts once the answer is older than TRIPS_FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user, sent } = renderForm(<LayoutThenPage />, { 'GET /api/trips': [lakeFork] });
      expect(await screen.findByText('layout: Lake Fork')).toBeInTheDocument();
      vi.setSystemTime(Date.now() + TRIPS_FRESH_MS + 1);
      await user.click(screen.getByRole('button', { name: 'Open trips' }));
      await vi.waitFor(() => expect(tripReads(sent)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
