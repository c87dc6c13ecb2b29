import { describe, expect, it } from 'vitest';
import {
  airTempTrendByHour,
  celsiusToFahrenheit,
  localHourOfObservation,
  recommendationSkiesFromWeather,
  catchSkiesFromWeather,
  catchWeatherFromResponse,
  degreesToCompass,
  estimateWaterTemp,
  hPaToInHg,
  hPaToInHgForRecommendation,
  pressureTrendFromChange,
  recommendationTrendFromChange,
  recommendationConditionsFromWeather,
  seasonForMonth,
  windMphToRecommendationWind,
  windMpsToMph,
  type WeatherResponse,
} from './weather';

describe('catch form conversions', () => {
  it('converts wind m/s to whole mph with factor 2.237', () => {
    expect(windMpsToMph(0)).toBe(0);
    expect(windMpsToMph(1)).toBe(2);
    expect(windMpsToMph(10)).toBe(22);
    expect(windMpsToMph(4.47)).toBe(10);
  });

  it('maps degrees to 45° compass sectors centred on each point', () => {
    expect(degreesToCompass(0)).toBe('N');
    expect(degreesToCompass(22.4)).toBe('N');
    expect(degreesToCompass(22.5)).toBe('NE');
    expect(degreesToCompass(45)).toBe('NE');
    expect(degreesToCompass(90)).toBe('E');
    expect(degreesToCompass(135)).toBe('SE');
    expect(degreesToCompass(180)).toBe('S');
    expect(degreesToCompass(225)).toBe('SW');
    expect(degreesToCompass(270)).toBe('W');
    expect(degreesToCompass(315)).toBe('NW');
    expect(degreesToCompass(337.4)).toBe('NW');
    expect(degreesToCompass(337.5)).toBe('N');
    expect(degreesToCompass(360)).toBe('N');
    expect(degreesToCompass(-90)).toBe('W');
  });

  it('converts hPa to inHg with 2 decimals', () => {
    expect(hPaToInHg(1013.25)).toBe(29.92);
    expect(hPaToInHg(1000)).toBe(29.53);
  });

  it('reads the pressure trend from the change over 3 hours, steady within 1 hPa', () => {
    expect(pressureTrendFromChange(-3.6)).toBe('Decreasing');
    expect(pressureTrendFromChange(-1.1)).toBe('Decreasing');
    expect(pressureTrendFromChange(-1)).toBe('Stable');
    expect(pressureTrendFromChange(0)).toBe('Stable');
    expect(pressureTrendFromChange(1)).toBe('Stable');
    expect(pressureTrendFromChange(1.1)).toBe('Increasing');
    expect(recommendationTrendFromChange(2)).toBe('Rising');
    expect(recommendationTrendFromChange(-2)).toBe('Falling');
    expect(recommendationTrendFromChange(0.4)).toBe('Stable');
  });

  it('never guesses a trend without a history, whatever the reading', () => {
    expect(pressureTrendFromChange(null)).toBeNull();
    expect(pressureTrendFromChange(undefined)).toBeNull();
    expect(pressureTrendFromChange(Number.NaN)).toBeNull();
    expect(recommendationTrendFromChange(null)).toBeNull();
  });

  it('estimates water temperature as air minus 2', () => {
    expect(estimateWaterTemp(70)).toBe(68);
    expect(estimateWaterTemp(65.3)).toBe(63.3);
  });

  it('gives the air trend by hour: 6-12 increasing, 14-18 decreasing', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => airTempTrendByHour(hour));
    expect(byHour.slice(0, 6).every((trend) => trend === 'Stable')).toBe(true);
    expect(byHour.slice(6, 13).every((trend) => trend === 'Increasing')).toBe(true);
    expect(byHour[13]).toBe('Stable');
    expect(byHour.slice(14, 19).every((trend) => trend === 'Decreasing')).toBe(true);
    expect(byHour.slice(19).every((trend) => trend === 'Stable')).toBe(true);
  });

  it('rounds wind half-way cases and never goes negative', () => {
    expect(windMpsToMph(0.2)).toBe(0);
    expect(windMpsToMph(0.25)).toBe(1);
    expect(windMpsToMph(30)).toBe(67);
  });

  it('converts Celsius to Fahrenheit with 1 decimal', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(20.5)).toBe(68.9);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(37)).toBe(98.6);
  });

  it('keeps pressure at the precision of the field', () => {
    expect(hPaToInHg(1005)).toBe(29.68);
    expect(hPaToInHg(1022.7)).toBe(30.2);
  });

  it('maps provider conditions to the skies list', () => {
    expect(catchSkiesFromWeather('Clouds', 'few clouds')).toBe('Partly Cloudy');
    expect(catchSkiesFromWeather('Thunderstorm', 'thunderstorm with rain')).toBe('Thunderstorm');
    expect(catchSkiesFromWeather('Snow', 'light snow')).toBe('Snow');
    expect(catchSkiesFromWeather('Rain', 'moderate rain')).toBe('Light Rain');
    expect(catchSkiesFromWeather('Rain', 'extreme rain')).toBe('Heavy Rain');
    expect(catchSkiesFromWeather('Fog', 'fog')).toBe('Overcast');
    expect(catchSkiesFromWeather('CLEAR')).toBe('Clear');
    expect(catchSkiesFromWeather('Clear', 'clear sky')).toBe('Clear');
    expect(catchSkiesFromWeather('Clouds', 'scattered clouds')).toBe('Partly Cloudy');
    expect(catchSkiesFromWeather('Clouds', 'broken clouds')).toBe('Cloudy');
    expect(catchSkiesFromWeather('Clouds', 'overcast clouds')).toBe('Overcast');
    expect(catchSkiesFromWeather('Rain', 'heavy intensity rain')).toBe('Heavy Rain');
    expect(catchSkiesFromWeather('Drizzle', 'light drizzle')).toBe('Light Rain');
    expect(catchSkiesFromWeather('Tornado')).toBeNull();
  });
});

describe('recommendation form conversions', () => {
  it('classifies wind at 5, 12 and 20 mph', () => {
    expect(windMphToRecommendationWind(4.9)).toBe('Calm');
    expect(windMphToRecommendationWind(5)).toBe('Light');
    expect(windMphToRecommendationWind(11.9)).toBe('Light');
    expect(windMphToRecommendationWind(12)).toBe('Moderate');
    expect(windMphToRecommendationWind(19.9)).toBe('Moderate');
    expect(windMphToRecommendationWind(20)).toBe('Strong');
  });

  it('gives the season of a 1-based month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonForMonth)).toEqual([
      'Winter',
      'Winter',
      'Spring',
      'Spring',
      'Spring',
      'Summer',
      'Summer',
      'Summer',
      'Fall',
      'Fall',
      'Fall',
      'Winter',
    ]);
  });

  it('maps provider conditions to the shorter recommendation skies list', () => {
    expect(recommendationSkiesFromWeather('Clouds', 'broken clouds')).toBe('Overcast');
    expect(recommendationSkiesFromWeather('Snow')).toBe('Rain');
    expect(recommendationSkiesFromWeather('Clear')).toBe('Clear');
    expect(recommendationSkiesFromWeather('Tornado')).toBeNull();
  });

  it('divides hPa by 33.8639', () => {
    expect(hPaToInHgForRecommendation(1013.25)).toBe(29.92);
  });
});

describe('weather response to form fields', () => {
  const weather: WeatherResponse = {
    main: { temp: 72.4, pressure: 1000, temp_min: 65, temp_max: 75 },
    wind: { speed: 6, deg: 225 },
    weather: [{ main: 'Clouds', description: 'few clouds' }],
    name: 'Lake Minnetonka',
    coordinates: { lat: 44.93, lon: -93.58 },
    observedAt: '2024-06-01T15:00:00.000Z',
    utcOffsetSeconds: -5 * 3600,
    source: 'open-meteo',
    // 1000 hPa would have read "Increasing" from the reading alone; the barometer is falling.
    pressureChange3h: -2.4,
  };

  it('tells the local hour at the place from the offset, else the browser’s', () => {
    expect(localHourOfObservation(weather)).toBe(10);
    expect(localHourOfObservation({ observedAt: '2024-06-01T23:30:00.000Z', utcOffsetSeconds: 9.5 * 3600 })).toBe(9);
    const observedAt = '2024-06-01T15:00:00.000Z';
    expect(localHourOfObservation({ observedAt, utcOffsetSeconds: null })).toBe(new Date(observedAt).getHours());
  });

  it('fills the catch form', () => {
    expect(catchWeatherFromResponse(weather, 15)).toEqual({
      airTemp: 72.4,
      waterTemp: 70.4,
      airTempChange: 'Decreasing',
      barometer: 29.53,
      barometerChange: 'Decreasing',
      windSpeed: 13,
      windDirection: 'SW',
      skies: 'Partly Cloudy',
    });
  });

  it('leaves the trend empty when the provider gave no history', () => {
    expect(catchWeatherFromResponse({ ...weather, pressureChange3h: null }, 15).barometerChange).toBeNull();
    expect(catchWeatherFromResponse({ ...weather, pressureChange3h: undefined }, 15).barometerChange).toBeNull();
  });

  it('fills the recommendation form', () => {
    expect(recommendationConditionsFromWeather(weather, 6)).toEqual({
      season: 'Summer',
      seasonSubType: 'Mid',
      airTemp: 72.4,
      waterTemp: 70.4,
      barometer: 29.53,
      barometerChange: 'Falling',
      wind: 'Moderate',
      skies: 'Partly Cloudy',
    });
  });
});
