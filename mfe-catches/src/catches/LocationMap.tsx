import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { Coordinates } from '@tackle/contracts';
import { catchQueries } from './queries';

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Continental US when nothing is chosen yet (bass country); close in on a chosen point. */
const OVERVIEW = { center: [39.5, -98.35] as [number, number], zoom: 3 };
const CLOSE_ZOOM = 13;

/** A spot the map shows with its name (a trip's catches). */
export interface MapSpot {
  id: string;
  coordinates: Coordinates;
  label: string;
}

export interface LocationMapProps {
  /** The chosen spot (the location picker). */
  point?: Coordinates | null;
  /** Click or tap to choose a spot; without it the map only shows. */
  onPick?: (point: Coordinates) => void;
  /** Spots to show together, the map framing them all. */
  spots?: readonly MapSpot[];
  /** What the map shows, for screen readers. */
  label?: string;
}

/** How a map of spots frames them all (closer than a street for a single one). */
const FIT_SPOTS = { padding: [24, 24] as [number, number], maxZoom: CLOSE_ZOOM + 2 };
const boundsOf = (spots: readonly MapSpot[]) => spots.map((spot) => [spot.coordinates.lat, spot.coordinates.lon] as [number, number]);
const placesOf = (spots: readonly MapSpot[]) => spots.map((spot) => `${spot.coordinates.lat},${spot.coordinates.lon}`).join(';');

/**
 * Frames the spots again when they change. The map opens framing its first spots (MapContainer's
 * `bounds`, decision 178), not on the overview first and then on them: one view and one set of
 * tiles to make instead of two, before the first tile can paint.
 */
function FitSpots({ spots }: { spots: readonly MapSpot[] }) {
  const map = useMap();
  const places = placesOf(spots);
  const framed = useRef(places);
  useEffect(() => {
    if (places === framed.current || spots.length === 0) return;
    framed.current = places;
    map.fitBounds(boundsOf(spots), FIT_SPOTS);
  }, [map, places, spots]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (point: Coordinates) => void }) {
  useMapEvents({
    click(event) {
      const { lat, lng } = event.latlng.wrap();
      onPick({ lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lng * 1e6) / 1e6 });
    },
  });
  return null;
}

/** Follows the chosen point, and re-measures when the dialog around it finishes opening or resizes. */
function FollowPoint({ point }: { point: Coordinates | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.lat, point.lon], Math.max(map.getZoom(), CLOSE_ZOOM));
  }, [map, point]);
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * A small OpenStreetMap map to pick or confirm the spot, or to show where a trip's fish were caught.
 * Without tiles (offline, blocked) it still works: the pins show on a plain background and a note
 * says what happened.
 */
export default function LocationMap({ point = null, onPick, spots = [], label = 'Map. Click or tap to choose the fishing spot.' }: LocationMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // The tile server is the server's choice (MAP_TILE_URL), the one its content security policy allows.
  const config = useQuery(catchQueries.appConfig());
  const tileUrl = config.data?.map.tileUrl;
  return (
    // A named region: the map's own element has no role a name could be given to.
    <div role="region" aria-label={label}>
      <MapContainer
        {...(point
          ? { center: [point.lat, point.lon] as [number, number], zoom: CLOSE_ZOOM }
          : spots.length > 0
            ? { bounds: boundsOf(spots), boundsOptions: FIT_SPOTS }
            : OVERVIEW)}
        scrollWheelZoom={false}
        className="h-56 w-full rounded-md border bg-muted sm:h-64"
      >
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            attribution={OSM_ATTRIBUTION}
            maxZoom={19}
            eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
          />
        ) : null}
        {point ? (
          <CircleMarker
            center={[point.lat, point.lon]}
            radius={9}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#0b5d73', fillOpacity: 1 }}
          />
        ) : null}
        {spots.map((spot) => (
          <CircleMarker
            key={spot.id}
            center={[spot.coordinates.lat, spot.coordinates.lon]}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#0b5d73', fillOpacity: 0.9 }}
          >
            <Tooltip>{spot.label}</Tooltip>
          </CircleMarker>
        ))}
        {onPick ? <ClickToPick onPick={onPick} /> : null}
        <FollowPoint point={point} />
        <FitSpots spots={spots} />
      </MapContainer>
      {tilesFailed || config.isError ? (
        <p role="status" className="mt-1.5 text-xs text-muted-foreground">
          {onPick
            ? 'Map images could not be loaded. You can still tap the map to drop a pin, or search above.'
            : 'Map images could not be loaded: the spots show without the map under them.'}
        </p>
      ) : null}
    </div>
  );
}
