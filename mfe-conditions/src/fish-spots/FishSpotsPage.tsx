import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, CloudSun, LoaderCircle, LocateFixed, MapPin, RotateCw, Search } from 'lucide-react';
import {
  formatCoordinates,
  GEOCODING_ATTRIBUTION,
  parseCoordinatesText,
  recommendationConditionsFromWeather,
  type Coordinates,
  type FishingConditionField,
} from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  errorSentence,
  Input,
  serverMessage,
  toast,
  useApi,
} from '@tackle/ui';
import { BiteTimesCard } from './BiteTimesCard';
import { ConditionField } from './ConditionField';
import {
  conditionParams,
  CONDITION_FIELDS,
  EMPTY_FORM,
  formFromWeather,
  type AutoFillKind,
  type ConditionsForm,
} from './conditions-form';
import { devicePosition, GeolocationUnsupportedError } from './geolocation';
import { findPlace, fishSpotQueries } from './queries';
import { RecommendedSpotsCard } from './RecommendedSpotsCard';
import { conditionsSummary } from './conditions-summary';

const NOT_FOUND = 'Could not find coordinates for this location';
const SEARCH_FAILED = 'Error searching for location';
/** Said when the weather call failed without a sentence from our server (network, proxy page). */
export const WEATHER_UNAVAILABLE =
  'The weather service is not answering right now. Try again in a minute, or enter the conditions yourself.';
export const RECOMMENDATIONS_UNAVAILABLE = 'The spot rankings could not be loaded right now. Try again in a minute.';
export const BITE_TIMES_UNAVAILABLE = "Today's bite times could not be worked out right now. Try again in a minute.";

interface Place {
  coordinates: Coordinates;
  label: string;
}

/**
 * /fish-spots: where am I (device or search), what are the conditions (auto-filled from current
 * weather, editable), where and how to fish (ranked spots with reasons) and when (bite times).
 */
export default function FishSpotsPage() {
  const api = useApi();
  const searchId = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const [locating, setLocating] = useState(false);
  const [form, setForm] = useState<ConditionsForm>(EMPTY_FORM);
  const [autoFilled, setAutoFilled] = useState<Partial<Record<FishingConditionField, AutoFillKind>>>({});
  const [searchText, setSearchText] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const announceWeather = useRef(false);
  // 'Location obtained' / 'Location Set' say the conditions are on their way: stale once they are in.
  const loadingToast = useRef<{ dismiss: () => void } | null>(null);
  // Below the two-column layout the twelve fields fold into a summary once the weather filled them,
  // so the spots are in reach on a phone; on wide screens they always show (the spec's layout).
  const [conditionsOpen, setConditionsOpen] = useState(true);
  const conditionsId = useId();

  const weather = useQuery({
    ...fishSpotQueries.weather(api, place?.coordinates ?? { lat: 0, lon: 0 }),
    enabled: place !== null,
  });
  const recommendations = useQuery({
    ...fishSpotQueries.recommendations(api, place?.coordinates ?? { lat: 0, lon: 0 }, conditionParams(form)),
    enabled: place !== null,
    placeholderData: keepPreviousData,
  });
  const utcOffsetMinutes =
    weather.data?.utcOffsetSeconds != null ? Math.round(weather.data.utcOffsetSeconds / 60) : null;
  const biteTimes = useQuery({
    ...fishSpotQueries.biteTimes(api, place?.coordinates ?? { lat: 0, lon: 0 }, utcOffsetMinutes),
    enabled: place !== null && !weather.isPending,
  });

  // A weather load fills the conditions and flags what it filled (the angler's edits clear the flag).
  useEffect(() => {
    if (!weather.data) return;
    const filled = formFromWeather(recommendationConditionsFromWeather(weather.data, new Date().getMonth() + 1));
    setForm((current) => ({ ...current, ...filled.values }));
    setAutoFilled(filled.kinds);
    setConditionsOpen(false);
    if (announceWeather.current) {
      announceWeather.current = false;
      toast({ title: 'Weather Updated', description: 'Current weather conditions have been loaded' });
    }
  }, [weather.data, weather.dataUpdatedAt]);

  // The conditions arrived (or could not): the "will be loaded" toast has said its piece.
  useEffect(() => {
    if (weather.dataUpdatedAt === 0 && weather.errorUpdatedAt === 0) return;
    loadingToast.current?.dismiss();
    loadingToast.current = null;
  }, [weather.dataUpdatedAt, weather.errorUpdatedAt]);

  const locate = async () => {
    setLocating(true);
    try {
      const coordinates = await devicePosition();
      const samePlace = place?.coordinates.lat === coordinates.lat && place.coordinates.lon === coordinates.lon;
      setPlace({ coordinates, label: 'Your current location' });
      loadingToast.current = toast({
        title: 'Location obtained',
        description: 'Current conditions will be loaded shortly.',
      });
      // Same coordinates, same query: load them again, or nothing would say they are current.
      if (samePlace) void weather.refetch();
      return true;
    } catch (error) {
      toast({
        title: 'Location Error',
        description:
          error instanceof GeolocationUnsupportedError
            ? 'Geolocation is not supported by your browser'
            : 'Could not get your current location. Please search manually.',
        variant: 'destructive',
      });
      return false;
    } finally {
      setLocating(false);
    }
  };

  // On entry: the device's location, then its weather and recommendations.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void locate();
  }, []);

  const getCurrentConditions = async () => {
    announceWeather.current = true;
    if (place) {
      await weather.refetch();
      return;
    }
    if (!(await locate())) announceWeather.current = false;
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    if (text === '') return;
    setSearchError(null);
    const typed = parseCoordinatesText(text);
    if (typed) {
      setPlace({ coordinates: typed, label: formatCoordinates(typed) });
      loadingToast.current = toast({
        title: 'Location Set',
        description: 'Weather conditions will be loaded for this location',
      });
      return;
    }
    setSearching(true);
    try {
      const found = await findPlace(api, text);
      if (!found) {
        setSearchError(NOT_FOUND);
        toast({ title: 'Location Error', description: NOT_FOUND, variant: 'destructive' });
        return;
      }
      announceWeather.current = false;
      setPlace({ coordinates: { lat: found.lat, lon: found.lon }, label: found.displayName });
      loadingToast.current = toast({
        title: 'Location Set',
        description: 'Weather conditions will be loaded for this location',
      });
    } catch (error) {
      const said = serverMessage(error);
      setSearchError(said ? `${SEARCH_FAILED}: ${said}` : SEARCH_FAILED);
      toast({ title: 'Location Error', description: SEARCH_FAILED, variant: 'destructive' });
    } finally {
      setSearching(false);
    }
  };

  const change = (name: FishingConditionField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setAutoFilled((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const weatherLoading = locating || weather.isFetching;
  const now = weather.data;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:py-8 [&>*]:min-w-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fish Spots</h1>
        <p className="text-muted-foreground">
          Current conditions, where the pattern fits today, and when the fish should bite.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>Current Conditions</CardTitle>
            <CardDescription>
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  <span>
                    <span className="sr-only">Location: </span>
                    {place.label}
                  </span>
                </span>
              ) : (
                'Use your location or search for a water.'
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => void getCurrentConditions()} disabled={weatherLoading}>
                {weatherLoading ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <CloudSun aria-hidden="true" />
                )}
                {weatherLoading ? 'Loading weather...' : 'Get Current Conditions'}
              </Button>
              {place ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    announceWeather.current = true;
                    void locate();
                  }}
                  disabled={locating}
                >
                  <LocateFixed aria-hidden="true" />
                  Use my location
                </Button>
              ) : null}
            </div>

            <form role="search" onSubmit={(event) => void search(event)} className="grid gap-1.5">
              <label htmlFor={searchId} className="sr-only">
                Search location
              </label>
              <div className="flex gap-2">
                <Input
                  id={searchId}
                  type="search"
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                  placeholder="Search for lake, river, or fishing spot..."
                  autoComplete="off"
                />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={searching || searchText.trim() === ''}
                  aria-label="Search"
                >
                  {searching ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Search aria-hidden="true" />
                  )}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Place search {GEOCODING_ATTRIBUTION}. Type 'lat, lon' to use coordinates.
              </p>
            </form>
            {searchError ? (
              <Alert variant="destructive">
                <AlertDescription>{searchError}</AlertDescription>
              </Alert>
            ) : null}
            {weather.isError ? (
              <Alert variant="destructive" className="flex-col items-start">
                <AlertDescription>
                  Error loading weather data: {errorSentence(weather.error, WEATHER_UNAVAILABLE)}
                  {serverMessage(weather.error) ? ' You can also enter the conditions yourself.' : null}
                </AlertDescription>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => void weather.refetch()}
                  disabled={weather.isFetching}
                >
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              </Alert>
            ) : null}

            {now ? (
              <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-label="Current weather">
                {Math.round(now.main.temp)}°F, {now.weather[0]?.description ?? now.weather[0]?.main}, wind{' '}
                {Math.round(now.wind.speed * 2.237)} mph, {Math.round(now.main.pressure)} hPa
              </p>
            ) : null}

            {!conditionsOpen ? (
              <p className="text-sm lg:hidden" aria-label="Conditions used">
                {conditionsSummary(form, autoFilled)}
              </p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start lg:hidden"
              aria-expanded={conditionsOpen}
              aria-controls={conditionsId}
              onClick={() => setConditionsOpen((open) => !open)}
            >
              <ChevronDown aria-hidden="true" className={cn('transition-transform', conditionsOpen && 'rotate-180')} />
              {conditionsOpen ? 'Hide conditions' : 'Edit conditions'}
            </Button>

            <div id={conditionsId} className={cn('grid gap-4', !conditionsOpen && 'max-lg:hidden')}>
              {Object.keys(autoFilled).length > 0 ? (
                <p className="text-xs text-muted-foreground">
                  <span className="mr-1 inline-block size-2 rounded-full bg-primary align-middle" aria-hidden="true" />
                  Highlighted fields were auto-filled from current weather.
                  {autoFilled.waterTemp === 'estimated' ? (
                    <>
                      {' '}
                      Water temperature is estimated from the air (<span className="whitespace-nowrap">air − 2 °F</span>
                      ): type your reading if you have one.
                    </>
                  ) : null}
                </p>
              ) : null}
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {CONDITION_FIELDS.map((spec) => (
                  <ConditionField
                    key={spec.name}
                    spec={spec}
                    value={form[spec.name]}
                    autoFilled={autoFilled[spec.name] ?? null}
                    onChange={change}
                  />
                ))}
              </div>
            </div>
          </CardContent>
        </Card>

        <div className="grid content-start gap-6 [&>*]:min-w-0">
          <RecommendedSpotsCard
            form={form}
            onChange={change}
            spots={recommendations.data}
            loading={place !== null && (recommendations.isPending || recommendations.isFetching)}
            error={recommendations.isError ? errorSentence(recommendations.error, RECOMMENDATIONS_UNAVAILABLE) : null}
            onRetry={() => void recommendations.refetch()}
          />
          <BiteTimesCard
            data={biteTimes.data}
            loading={place !== null && biteTimes.isPending}
            error={biteTimes.isError ? errorSentence(biteTimes.error, BITE_TIMES_UNAVAILABLE) : null}
          />
        </div>
      </div>
    </div>
  );
}
