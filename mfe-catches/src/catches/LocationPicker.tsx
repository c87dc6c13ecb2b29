import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-react';
import {
  formatCoordinates,
  GEOCODING_ATTRIBUTION,
  LOCATION_SEARCH_DEBOUNCE_MS,
  LOCATION_SEARCH_MIN_CHARS,
  parseCoordinatesText,
  type Coordinates,
  type GeocodeResult,
} from '@tackle/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Skeleton,
  toast,
  useApi,
} from '@tackle/ui';
import { currentPosition, GeolocationUnsupportedError, placeName, searchPlaces } from './geo';

// Leaflet is loaded only when the dialog is opened.
const LocationMap = lazy(() => import('./LocationMap'));

export interface PickedLocation {
  location: string;
  coordinates: Coordinates | null;
}

export interface LocationPickerProps {
  id: string;
  value: string;
  coordinates: Coordinates | null;
  onChange: (picked: PickedLocation) => void;
  onBlur?: () => void;
}

/**
 * The catch form's Fishing Location: a text field (free text keeps any coordinates chosen before,
 * unless it is typed as 'lat, lon') and a map-pin button opening 'Select Fishing Location'.
 */
export function LocationPicker({ id, value, coordinates, onChange, onBlur }: LocationPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          autoComplete="off"
          placeholder="Lake, river or spot"
          onBlur={onBlur}
          onChange={(event) => {
            const text = event.target.value;
            const typed = parseCoordinatesText(text);
            onChange({ location: text, coordinates: typed ?? (text.trim() === '' ? null : coordinates) });
          }}
        />
        <Button type="button" variant="outline" size="icon" aria-label="Choose location on a map" title="Choose location" onClick={() => setOpen(true)}>
          <MapPin aria-hidden="true" />
        </Button>
      </div>
      {coordinates ? (
        <p className="text-xs text-muted-foreground">
          <span className="sr-only">Coordinates: </span>
          {formatCoordinates(coordinates)}
        </p>
      ) : null}
      <LocationDialog
        open={open}
        onOpenChange={setOpen}
        initial={coordinates ? { displayName: value || formatCoordinates(coordinates), ...coordinates } : null}
        onSelect={(picked) => {
          onChange(picked);
          setOpen(false);
          toast({ title: 'Location Selected', description: 'Location has been set for your catch' });
        }}
      />
    </div>
  );
}

interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: GeocodeResult | null;
  onSelect: (picked: PickedLocation) => void;
}

function LocationDialog({ open, onOpenChange, initial, onSelect }: LocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Select Fishing Location</DialogTitle>
          <DialogDescription>Search for a lake or river, use where you are, or tap the map.</DialogDescription>
        </DialogHeader>
        <LocationDialogBody initial={initial} onSelect={onSelect} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; results: GeocodeResult[] };

function LocationDialogBody({
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
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [selected, setSelected] = useState<GeocodeResult | null>(initial);
  const [naming, setNaming] = useState(false);
  const [locating, setLocating] = useState(false);
  const requestRef = useRef(0);

  const runSearch = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed.length < LOCATION_SEARCH_MIN_CHARS) return;
    const request = ++requestRef.current;
    const typed = parseCoordinatesText(trimmed);
    if (typed) {
      // Typed coordinates are taken as they are; the name is looked up, 'lat, lng' when unknown.
      setSearch({ status: 'searching' });
      const displayName = await placeName(api, typed);
      if (request !== requestRef.current) return;
      setSearch({ status: 'done', query: trimmed, results: [{ displayName, ...typed }] });
      return;
    }
    setSearch({ status: 'searching' });
    try {
      const results = await searchPlaces(api, trimmed);
      if (request !== requestRef.current) return;
      setSearch({ status: 'done', query: trimmed, results });
    } catch {
      if (request !== requestRef.current) return;
      setSearch({ status: 'idle' });
      toast({ title: 'Search Error', description: 'Could not search for locations. Please try again.', variant: 'destructive' });
    }
  };

  // Search as the angler types: after more than 2 characters, 500 ms after the last keystroke.
  useEffect(() => {
    if (query.trim().length < LOCATION_SEARCH_MIN_CHARS) return;
    const timer = setTimeout(() => void runSearch(query), LOCATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runSearch changes every render; the query drives it
  }, [query]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void runSearch(query);
  };

  const pickPoint = async (point: Coordinates) => {
    setSelected({ displayName: formatCoordinates(point), ...point });
    setNaming(true);
    const displayName = await placeName(api, point);
    setSelected((current) => (current && current.lat === point.lat && current.lon === point.lon ? { ...current, displayName } : current));
    setNaming(false);
  };

  const locateAngler = async () => {
    setLocating(true);
    try {
      const point = await currentPosition('picker');
      toast({ title: 'Location Found', description: 'Your current location has been detected' });
      await pickPoint(point);
    } catch (error) {
      toast({
        title: 'Location Error',
        description:
          error instanceof GeolocationUnsupportedError
            ? 'Geolocation is not supported by your browser'
            : 'Could not get your current location. Please search manually.',
        variant: 'destructive',
      });
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
          <Button type="button" variant="outline" onClick={() => void runSearch(query)} disabled={query.trim().length < LOCATION_SEARCH_MIN_CHARS}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Tip: type a lake or river name, or coordinates such as 44.9405, -93.6159.</p>
      </div>

      <div id={resultsId} aria-live="polite" className="grid gap-1">
        {search.status === 'searching' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Searching...
          </p>
        ) : null}
        {search.status === 'done' && results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No places found for “{search.query}”. Try another name or tap the map.</p>
        ) : null}
        {results.length > 0 ? (
          <ul className="grid gap-1" aria-label="Search results">
            {results.map((result) => {
              const isSelected = selected?.lat === result.lat && selected.lon === result.lon;
              return (
                <li key={`${result.lat},${result.lon},${result.displayName}`}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setSelected(result)}
                    className="flex w-full cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-accent"
                  >
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{result.displayName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {results.length > 0 ? <p className="text-xs text-muted-foreground">Search by Nominatim, {GEOCODING_ATTRIBUTION}</p> : null}
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

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={!selected || naming}
          onClick={() => selected && onSelect({ location: selected.displayName, coordinates: { lat: selected.lat, lon: selected.lon } })}
        >
          Use This Location
        </Button>
      </DialogFooter>
    </div>
  );
}
