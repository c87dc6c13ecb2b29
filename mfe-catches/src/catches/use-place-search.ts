import { useEffect, useRef, useState } from 'react';
import {
  LOCATION_SEARCH_DEBOUNCE_MS,
  LOCATION_SEARCH_MIN_CHARS,
  parseCoordinatesText,
  type GeocodeResult,
} from '@tackle/contracts';
import { toast, useApi } from '@tackle/ui';
import { placeName, searchPlaces } from './geo';

export type SearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; query: string; results: GeocodeResult[] };

/**
 * The location dialog's search: places by name, or typed coordinates (named by a reverse lookup).
 * Runs as the angler types (more than 2 characters, 500 ms after the last keystroke) or on demand;
 * an answer overtaken by a later search is dropped.
 */
export function usePlaceSearch(query: string) {
  const api = useApi();
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
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
      toast({
        title: 'Search Error',
        description: 'Could not search for locations. Please try again.',
        variant: 'destructive',
      });
    }
  };

  useEffect(() => {
    if (query.trim().length < LOCATION_SEARCH_MIN_CHARS) return;
    const timer = setTimeout(() => void runSearch(query), LOCATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runSearch changes every render; the query drives it
  }, [query]);

  return { search, runSearch: () => runSearch(query), canSearch: query.trim().length >= LOCATION_SEARCH_MIN_CHARS };
}
