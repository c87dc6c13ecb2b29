import {
  TRIP_WEATHER_MAX_HOURS,
  weatherHoursResponseSchema,
  type Coordinates,
  type Trip,
  type TripInputBody,
  type TripWeatherHour,
} from '@tackle/contracts';
import { isOffline, type Api } from '@tackle/ui';
import { shortPlaceName } from '../catches/format';
import { distanceKm, localDateTime, withOffset } from '../catches/quick-catch';
import { defaultTripName, tripTime } from './format';

/*
 * Start Trip and End Trip on the water (issue 19, docs/decisions/126-trip-screens.md): a trip starts
 * now, here; it ends now, with the weather the weather service reports for each of its hours, or
 * none at all when there is no signal (never a made-up one).
 */

/** Within this distance of an earlier trip's place, a new trip is on the same water. */
const SAME_WATER_KM = 2;

/**
 * The water a trip starting at `position` is likely on: the water body of the latest trip started
 * within 2 km, else the first part of the place's name from the map (the lake the point lies on), else
 * none.
 */
export function suggestedWaterBody(
  position: Coordinates | null,
  trips: ReadonlyArray<Pick<Trip, 'waterBody' | 'coordinates' | 'startedAt'>>,
  placeName: string | null,
): string | null {
  if (position) {
    const near = [...trips]
      .filter((trip) => trip.waterBody && trip.coordinates && distanceKm(position, trip.coordinates) <= SAME_WATER_KM)
      .sort((a, b) => tripTime(b.startedAt).getTime() - tripTime(a.startedAt).getTime())[0];
    if (near?.waterBody) return near.waterBody;
  }
  return placeName ? shortPlaceName(placeName) : null;
}

export interface StartTripChoice {
  name: string;
  waterBody: string;
  /** The place's name from the map, when it was looked up. */
  place: string | null;
  coordinates: Coordinates | null;
  /** When it started: now, or earlier when the angler started it late ('2026-12-05T06:30'). */
  startedAt: string;
}

/** The body of POST /api/trips for a trip under way. */
export function startTripInput({ name, waterBody, place, coordinates, startedAt }: StartTripChoice): TripInputBody {
  return {
    name: name.trim() || defaultTripName(waterBody, tripTime(startedAt)),
    waterBody: waterBody.trim() || null,
    place,
    coordinates,
    startedAt,
    endedAt: null,
    weather: [],
  };
}

/**
 * GET /api/weather/hours over the trip at `coordinates`: one reading an hour, at most 72. Without
 * signal, without a place, or when the weather service does not answer: none (the trip ends all
 * the same, with its weather left empty).
 */
export async function weatherOverTrip(
  api: Api,
  trip: Pick<Trip, 'startedAt'>,
  end: Date,
  coordinates: Coordinates | null,
): Promise<TripWeatherHour[]> {
  if (!coordinates || isOffline()) return [];
  const params = new URLSearchParams({
    lat: String(coordinates.lat),
    lon: String(coordinates.lon),
    from: withOffset(tripTime(trip.startedAt)),
    to: withOffset(end),
  });
  try {
    const answer = await api.get(`/api/weather/hours?${params.toString()}`, weatherHoursResponseSchema);
    return answer.hours.slice(-TRIP_WEATHER_MAX_HOURS);
  } catch {
    return [];
  }
}

/** The body of POST /api/trips/:id/end: now, in the angler's time, and the weather over the trip. */
export function endTripInput(now: Date, weather: TripWeatherHour[]): { endedAt: string; weather: TripWeatherHour[] } {
  return { endedAt: localDateTime(now), weather };
}
