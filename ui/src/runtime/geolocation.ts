import {
  PICKER_GEOLOCATION_MAX_AGE_MS,
  PICKER_GEOLOCATION_TIMEOUT_MS,
  WEATHER_GEOLOCATION_MAX_AGE_MS,
  WEATHER_GEOLOCATION_TIMEOUT_MS,
  type Coordinates,
} from '@tackle/contracts';
import { toast } from '../components/toast';

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super('Geolocation is not supported by your browser');
    this.name = 'GeolocationUnsupportedError';
  }
}

const LIMITS = {
  picker: { timeout: PICKER_GEOLOCATION_TIMEOUT_MS, maximumAge: PICKER_GEOLOCATION_MAX_AGE_MS },
  // Current weather: never a cached fix.
  weather: { timeout: WEATHER_GEOLOCATION_TIMEOUT_MS, maximumAge: WEATHER_GEOLOCATION_MAX_AGE_MS },
} as const;

/** The device's position (high accuracy); a location picker and the weather use different limits. */
export function currentPosition(purpose: keyof typeof LIMITS): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationUnsupportedError());
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Could not get the position')),
      { enableHighAccuracy: true, ...LIMITS[purpose] },
    );
  });
}

/** The 'Location Error' toast of a position that could not be had. */
export function toastLocationError(error: unknown): void {
  toast({
    title: 'Location Error',
    description:
      error instanceof GeolocationUnsupportedError
        ? 'Geolocation is not supported by your browser'
        : 'Could not get your current location. Please search manually.',
    variant: 'destructive',
  });
}
