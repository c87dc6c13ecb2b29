import { useId } from 'react';
import { ChevronDown, CloudSun, LoaderCircle, LocateFixed, MapPin, RotateCw, Search } from 'lucide-react';
import { GEOCODING_ATTRIBUTION, MPH_PER_MPS, waterTempEstimateRule } from '@tackle/contracts';
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
  errorMessage,
  Input,
  serverMessage,
  useUnits,
} from '@tackle/ui';
import { ConditionField } from './ConditionField';
import { CONDITION_FIELDS } from './conditions-form';
import { conditionsSummary } from './conditions-summary';
import type { FishSpots } from './useFishSpots';

/** Said when the weather call failed without a sentence from our server (network, proxy page). */
const WEATHER_UNAVAILABLE =
  'The weather service is not answering right now. Try again in a minute, or enter the conditions yourself.';

/** 'Current Conditions': the place, 'Get Current Conditions', the search, the weather and the twelve fields. */
export function CurrentConditionsCard({ spots }: { spots: FishSpots }) {
  const searchId = useId();
  const conditionsId = useId();
  const { place, locating, form, autoFilled, weather, conditionsOpen, setConditionsOpen, change } = spots;
  const { searchText, setSearchText, searching, searchError, search, locate, getCurrentConditions, announceWeather } = spots;
  const weatherLoading = locating || weather.isFetching;
  const now = weather.data;
  // In the angler's units (docs/decisions/121-units.md).
  const units = useUnits();
  return (
  <Card>
    <CardHeader>
      <CardTitle as="h2">Current Conditions</CardTitle>
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
            Error loading weather data: {errorMessage(weather.error, WEATHER_UNAVAILABLE)}
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
          {units.format('temperature', now.main.temp)}, {now.weather[0]?.description ?? now.weather[0]?.main}, wind{' '}
          {units.format('speed', now.wind.speed * MPH_PER_MPS)}, {Math.round(now.main.pressure)} hPa
        </p>
      ) : null}

      {!conditionsOpen ? (
        <p className="text-sm lg:hidden" aria-label="Conditions used">
          {conditionsSummary(form, autoFilled, units)}
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
                Water temperature is estimated from the air (<span className="whitespace-nowrap">{waterTempEstimateRule(units.system)}</span>
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
  );
}
