import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatCoordinates,
  parseCoordinatesText,
  recommendationConditionsFromWeather,
  type Coordinates,
  type FishingConditionField,
} from '@tackle/contracts';
import { currentPosition, serverMessage, toast, toastLocationError, useApi, useUnits } from '@tackle/ui';
import { conditionParams, EMPTY_FORM, formFromWeather, type AutoFillKind, type ConditionsForm } from './conditions-form';
import { findPlace, fishSpotQueries } from './queries';

const NOT_FOUND = 'Could not find coordinates for this location';
const SEARCH_FAILED = 'Error searching for location';

export interface Place {
  coordinates: Coordinates;
  label: string;
}

/**
 * The state of /fish-spots: the place (device or search), its weather, the conditions form
 * (auto-filled from the weather, editable), the ranked spots and the bite times.
 */
export function useFishSpots() {
  const api = useApi();
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

  // Typed and shown in the angler's units, sent in the canonical ones (docs/decisions/121-units.md).
  const units = useUnits();
  const weather = useQuery({
    ...fishSpotQueries.weather(api, place?.coordinates ?? { lat: 0, lon: 0 }),
    enabled: place !== null,
  });
  const recommendations = useQuery({
    ...fishSpotQueries.recommendations(api, place?.coordinates ?? { lat: 0, lon: 0 }, conditionParams(form, units)),
    enabled: place !== null,
    placeholderData: keepPreviousData,
  });
  const biteTimes = useQuery({
    ...fishSpotQueries.biteTimes(api, place?.coordinates ?? { lat: 0, lon: 0 }),
    enabled: place !== null,
  });

  // A weather load fills the conditions and flags what it filled (the angler's edits clear the flag).
  useEffect(() => {
    if (!weather.data) return;
    const filled = formFromWeather(recommendationConditionsFromWeather(weather.data, new Date().getMonth() + 1), units);
    setForm((current) => ({ ...current, ...filled.values }));
    setAutoFilled(filled.kinds);
    setConditionsOpen(false);
    if (announceWeather.current) {
      announceWeather.current = false;
      toast({ title: 'Weather Updated', description: 'Current weather conditions have been loaded' });
    }
  }, [weather.data, weather.dataUpdatedAt, units]);

  // The conditions arrived (or could not): the "will be loaded" toast has said its piece.
  useEffect(() => {
    if (weather.dataUpdatedAt === 0 && weather.errorUpdatedAt === 0) return;
    loadingToast.current?.dismiss();
    loadingToast.current = null;
  }, [weather.dataUpdatedAt, weather.errorUpdatedAt]);

  const locate = async () => {
    setLocating(true);
    try {
      const coordinates = await currentPosition('weather');
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
      toastLocationError(error);
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

  return {
    place,
    locating,
    form,
    autoFilled,
    searchText,
    setSearchText,
    searching,
    searchError,
    conditionsOpen,
    setConditionsOpen,
    weather,
    recommendations,
    biteTimes,
    locate,
    getCurrentConditions,
    search,
    change,
    announceWeather,
  };
}

export type FishSpots = ReturnType<typeof useFishSpots>;
