import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-react';
import { formatCoordinates, GEOCODING_ATTRIBUTION, type Coordinates, type GeocodeResult } from '@tackle/contracts';
import { Button, currentPosition, FormFooter, Input, Label, Skeleton, toast, toastLocationError, useApi } from '@tackle/ui';
import { placeName } from './geo';
import type { PickedLocation } from './LocationPicker';
import { usePlaceSearch } from './use-place-search';

// Leaflet is loaded only when the dialog is opened.
const LocationMap = lazy(() => import(/* webpackChunkName: "map" */ './LocationMap'));

/** 'Select Fishing Location': search, the device's position or the map; 'Use This Location' picks it. */
export function LocationDialogBody({
  initial,
  onSelect,
  onCancel,
}: {
  initial: GeocodeResult | null;
  onSelect: (picked: PickedLocation) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const searchId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const { search, runSearch, canSearch } = usePlaceSearch(query);
  const [selected, setSelected] = useState<GeocodeResult | null>(initial);
  const [naming, setNaming] = useState(false);
  const [locating, setLocating] = useState(false);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void runSearch();
  };

  const pickPoint = async (point: Coordinates) => {
    setSelected({ displayName: formatCoordinates(point), ...point });
    setNaming(true);
    const displayName = await placeName(api, point);
    setSelected((current) =>
      current && current.lat === point.lat && current.lon === point.lon ? { ...current, displayName } : current,
    );
    setNaming(false);
  };

  const locateAngler = async () => {
    setLocating(true);
    try {
      const point = await currentPosition('picker');
      toast({ title: 'Location Found', description: 'Your current location has been detected' });
      await pickPoint(point);
    } catch (error) {
      toastLocationError(error);
    } finally {
      setLocating(false);
    }
  };

  const results = search.status === 'done' ? search.results : [];

  return (
    <div className="grid gap-4">
      <Button type="button" variant="secondary" onClick={() => void locateAngler()} disabled={locating}>
        {locating ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LocateFixed aria-hidden="true" />}
        Use Current Location
      </Button>

      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search for a location</Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            placeholder="Lake name or 44.9405, -93.6159"
            aria-controls={resultsId}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <Button type="button" variant="outline" onClick={() => void runSearch()} disabled={!canSearch}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Tip: type a lake or river name, or coordinates such as 44.9405, -93.6159.
        </p>
      </div>

      <div id={resultsId} aria-live="polite" className="grid gap-1">
        {search.status === 'searching' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Searching...
          </p>
        ) : null}
        {search.status === 'done' && results.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No places found for “{search.query}”. Try another name or tap the map.
          </p>
        ) : null}
        {results.length > 0 ? <SearchResults results={results} selected={selected} onSelect={setSelected} /> : null}
        {results.length > 0 ? (
          <p className="text-xs text-muted-foreground">Search by Nominatim, {GEOCODING_ATTRIBUTION}</p>
        ) : null}
      </div>

      <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
        <LocationMap point={selected} onPick={(point) => void pickPoint(point)} />
      </Suspense>

      <div className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        {selected ? (
          <>
            <span className="font-medium">Selected: </span>
            {selected.displayName}
            {naming ? <span className="text-muted-foreground"> (looking up the name...)</span> : null}
            <span className="block text-xs text-muted-foreground">{formatCoordinates(selected)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">No location selected yet.</span>
        )}
      </div>

      <FormFooter
        onCancel={onCancel}
        submitLabel="Use This Location"
        submitDisabled={!selected || naming}
        onSubmit={() =>
          selected &&
          onSelect({ location: selected.displayName, coordinates: { lat: selected.lat, lon: selected.lon } })
        }
      />
    </div>
  );
}

/** The places found, as buttons; the chosen one is pressed. */
function SearchResults({
  results,
  selected,
  onSelect,
}: {
  results: GeocodeResult[];
  selected: GeocodeResult | null;
  onSelect: (result: GeocodeResult) => void;
}) {
  return (
    <ul className="grid gap-1" aria-label="Search results">
      {results.map((result) => {
        const isSelected = selected?.lat === result.lat && selected.lon === result.lon;
        return (
          <li key={`${result.lat},${result.lon},${result.displayName}`}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(result)}
              className="flex w-full cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-accent"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{result.displayName}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
