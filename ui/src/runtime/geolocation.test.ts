// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../components/toast';
import { pageSingleton } from '../lib/utils';
import { currentPosition, GeolocationUnsupportedError, toastLocationError } from './geolocation';

type Asked = { options: PositionOptions | undefined };

function fakeGeolocation(answer: { lat: number; lon: number } | { message: string }): Asked[] {
  const asked: Asked[] = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
        asked.push({ options });
        if ('lat' in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
        else fail({ message: answer.message } as GeolocationPositionError);
      },
    },
  });
  return asked;
}

const shown = () => pageSingleton<{ toasts: Array<{ title: unknown; description?: unknown }> }>('toastStore', () => ({ toasts: [] })).toasts[0];

describe('currentPosition', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    dismissToast();
  });

  it('says geolocation is unsupported where the browser has none', async () => {
    await expect(currentPosition('picker')).rejects.toBeInstanceOf(GeolocationUnsupportedError);
    toastLocationError(new GeolocationUnsupportedError());
    expect(shown()).toMatchObject({ title: 'Location Error', description: 'Geolocation is not supported by your browser' });
  });

  it('asks with high accuracy and the limits of its purpose', async () => {
    const asked = fakeGeolocation({ lat: 41.5, lon: -72.25 });
    await expect(currentPosition('weather')).resolves.toEqual({ lat: 41.5, lon: -72.25 });
    await currentPosition('picker');
    expect(asked.map((call) => call.options)).toEqual([
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ]);
  });

  it('rejects with the browser\'s reason, and the toast asks to search instead', async () => {
    fakeGeolocation({ message: 'User denied Geolocation' });
    const error = await currentPosition('picker').catch((reason: unknown) => reason);
    expect(error).toMatchObject({ message: 'User denied Geolocation' });
    toastLocationError(error);
    expect(shown()).toMatchObject({ description: 'Could not get your current location. Please search manually.' });
  });
});
