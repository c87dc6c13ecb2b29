// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { renderForm } from '@tackle/ui/testing';
import { resetAppConfigAnswer } from '@tackle/ui/app-config';
import LocationMap, { type MapSpot } from './LocationMap';

// Decision 178: a map of spots (a trip's catches) opens framing them, not on the overview of the
// country first; it frames them again when the places change, not on every render.

const FORK: MapSpot = { id: 'a', coordinates: { lat: 32.85, lon: -95.55 }, label: 'Largemouth Bass' };
const RAYBURN: MapSpot = { id: 'b', coordinates: { lat: 31.1, lon: -94.1 }, label: 'Spotted Bass' };
const CONFIG = { 'GET /app-config.json': { oidc: { authority: 'http://localhost/idp', clientId: 'tackle-web' }, map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png' } } };

function Harness() {
  const [spots, setSpots] = useState<MapSpot[]>([FORK]);
  return (
    <>
      <button type="button" onClick={() => setSpots((now) => now.map((spot) => ({ ...spot })))}>
        Same places
      </button>
      <button type="button" onClick={() => setSpots([FORK, RAYBURN])}>
        Another place
      </button>
      <LocationMap spots={spots} label="Map of the trip's catches" />
    </>
  );
}

describe('a map of spots', () => {
  beforeEach(() => resetAppConfigAnswer());
  afterEach(() => vi.restoreAllMocks());

  it('opens framing its spots, and frames them again only when the places change', async () => {
    const setView = vi.spyOn(LeafletMap.prototype, 'setView');
    const fitBounds = vi.spyOn(LeafletMap.prototype, 'fitBounds');
    const { user } = renderForm(<Harness />, CONFIG);
    await waitFor(() => expect(screen.getByRole('region', { name: "Map of the trip's catches" }).querySelector('.leaflet-container, .leaflet-pane')).not.toBeNull());
    // Never the overview of the country (centre 39.5, -98.35), not even for a moment.
    expect(setView.mock.calls.some(([center]) => JSON.stringify(center).includes('-98.35'))).toBe(false);
    expect(fitBounds).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(fitBounds.mock.calls[0]![0])).toContain('32.85');
    await user.click(screen.getByRole('button', { name: 'Same places' }));
    expect(fitBounds).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Another place' }));
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(2));
    expect(JSON.stringify(fitBounds.mock.calls[1]![0])).toContain('31.1');
  });
});
