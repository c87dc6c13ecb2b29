import { WEATHER_GEOLOCATION_MAX_AGE_MS, WEATHER_GEOLOCATION_TIMEOUT_MS, type Coordinates } from '@tackle/contracts';

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super('Geolocation is not supported by your browser');
    this.name = 'GeolocationUnsupportedError';
  }
}

/** The device's position for current weather: high accuracy, 5 s timeout, never a cached fix. */
export function devicePosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationUnsupportedError());
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Could not get the position')),
      { enableHighAccuracy: true, timeout: WEATHER_GEOLOCATION_TIMEOUT_MS, maximumAge: WEATHER_GEOLOCATION_MAX_AGE_MS },
    );
  });
}
