// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useTrips } from '@tackle/ui';
import { renderForm } from '@tackle/ui/testing';
import { aTrip } from '@tackle/ui/testing/factories';
import { useKnownSpecies } from './CatchEditing';

// Decision 148: the form's species suggestions read the statistics only once the page's own
// catches are there, so a long log's statistics never hold up the list the angler opened.

function Page() {
  const [onScreen, setOnScreen] = useState<Array<{ species: string }> | undefined>(undefined);
  const known = useKnownSpecies(onScreen);
  // Another query the page makes as it opens: once its answer is shown, every query started with
  // it has been sent.
  const { trips } = useTrips();
  return (
    <>
      <p>{trips ? `${trips.length} trips` : 'loading trips'}</p>
      <button type="button" onClick={() => setOnScreen([{ species: 'Crappie' }])}>
        catches arrived
      </button>
      <ul aria-label="known species">
        {known.map((species) => (
          <li key={species}>{species}</li>
        ))}
      </ul>
    </>
  );
}

describe('useKnownSpecies', () => {
  it('asks for the statistics only once the catches on screen have arrived', async () => {
    const { sent, user } = renderForm(<Page />, { 'GET /api/trips': [aTrip({ id: '5b0e3c1e-2f4a-4c8e-9a51-0d2f6f1c9a22', name: 'Lake Fork', startedAt: '2026-12-05T06:00' })] });
    await screen.findByText('1 trips');
    expect(sent.some((request) => request.path.startsWith('/api/trips'))).toBe(true);
    expect(sent.some((request) => request.path.startsWith('/api/stats'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'catches arrived' }));
    await waitFor(() => expect(sent.some((request) => request.path.startsWith('/api/stats'))).toBe(true));
    expect(await screen.findByText('Crappie')).toBeInTheDocument();
  });
});
