import { useState } from 'react';
import type { Coordinates, WeatherResponse } from '@tackle/contracts';
import { currentPosition, toast, toastLocationError, useApi } from '@tackle/ui';
import { weatherPatch } from './catch-form-logic';
import type { CatchForm } from './form';
import { catchWeatherAt } from './geo';
import { loggedLater, weatherTimeOf } from './offline-writes';

/**
 * 'Get Current Weather' of the catch form: at the chosen place, else at the device's position;
 * `apply` writes the fields into the form. Keeps the answer for the summary line.
 */
export function useCatchWeather(apply: (patch: Partial<CatchForm>) => void) {
  const api = useApi();
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<WeatherResponse | null>(null);

  const load = async (chosen: Coordinates | null, catchDate?: string): Promise<boolean> => {
    setLoading(true);
    try {
      let point = chosen;
      if (!point) {
        try {
          point = await currentPosition('weather');
          toast({ title: 'Location obtained', description: 'Current conditions will be loaded shortly.' });
        } catch (error) {
          toastLocationError(error);
          return false;
        }
      }
      const at = catchDate ? weatherTimeOf(catchDate) : undefined;
      const later = loggedLater(at);
      const { weather, fields } = await catchWeatherAt(api, point, later ? at : undefined);
      apply({ ...weatherPatch(fields), weatherObservedAt: weather.observedAt });
      setLoaded(weather);
      toast({
        title: 'Weather Updated',
        description: later ? "The weather of the catch's hour has been loaded" : 'Current weather conditions have been loaded',
      });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to fetch weather data', variant: 'destructive' });
      return false;
    } finally {
      setLoading(false);
    }
  };

  return { load, loading, loaded };
}
