import { describe, expect, it } from 'vitest';
import { catchWeatherFromResponse, localHourOfObservation, weatherResponseSchema } from '@tackle/contracts';
import { weatherRoutes } from './routes';
import { conditionFromWmoCode } from './open-meteo';
import { depsFor, upstreamsForSuite } from '../test/harness';

const upstreams = upstreamsForSuite();

async function openMeteoApp(options: { timeoutMs?: number; cacheTtlMs?: number } = {}) {
  const app = await upstreams.serve(weatherRoutes(depsFor({ OPEN_METEO_URL: upstreams.fake.openMeteoUrl }), options));
  return app;
}

async function openWeatherApp(key: string, options: { timeoutMs?: number } = {}) {
  const deps = depsFor({ OPEN_METEO_URL: upstreams.fake.openMeteoUrl, OPENWEATHER_URL: upstreams.fake.openWeatherUrl, OPENWEATHER_API_KEY: key });
  const app = await upstreams.serve(weatherRoutes(deps, options));
  return app;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/weather from Open-Meteo (the default, no key)', () => {
  it('answers current weather in the shape the screens read, in °F, hPa and m/s', async () => {
    const app = await openMeteoApp();
    const res = await app.get('/api/weather?lat=44.9405&lon=-93.6159');
    expect(res.status).toBe(200);
    expect(weatherResponseSchema.parse(res.body)).toEqual({
      main: { temp: 68.9, pressure: 1005, temp_min: 61.2, temp_max: 75.4 },
      wind: { speed: 4.5, deg: 225 },
      weather: [{ main: 'Clouds', description: 'scattered clouds' }],
      name: null,
      coordinates: { lat: 44.9405, lon: -93.6159 },
      // 09:00 at UTC-5 is 14:00 UTC.
      observedAt: `${today()}T14:00:00.000Z`,
      utcOffsetSeconds: -18000,
      source: 'open-meteo',
      // The fake's hourly history: 1008.6 hPa at 06:00, 1005 at 09:00.
      pressureChange3h: -3.6,
    });
    const [request] = upstreams.fake.requests;
    expect(request).toMatchObject({
      provider: 'open-meteo',
      path: '/v1/forecast',
      query: {
        latitude: '44.9405',
        longitude: '-93.6159',
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'ms',
        timezone: 'auto',
        hourly: 'pressure_msl',
        past_hours: '3',
        forecast_hours: '1',
      },
    });
    expect(request?.query.current).toContain('pressure_msl');
  });

  it('measures the pressure trend from the past 3 hours, not from the reading', async () => {
    const app = await openMeteoApp({ cacheTtlMs: 0 });
    const trendAt = async (lat: number) => {
      const weather = weatherResponseSchema.parse((await app.get(`/api/weather?lat=${lat}&lon=-93.61`)).body);
      return { change: weather.pressureChange3h, trend: catchWeatherFromResponse(weather, 9).barometerChange };
    };
    // Low pressure (1005 hPa) and falling: before a front. The spec's rule would have said Increasing.
    expect(await trendAt(44.1)).toEqual({ change: -3.6, trend: 'Decreasing' });
    upstreams.fake.setWeather({ pressureHpa: 1025, pressureChangePerHourHpa: 0.7 });
    expect(await trendAt(44.2)).toEqual({ change: 2.1, trend: 'Increasing' });
    upstreams.fake.setWeather({ pressureHpa: 1013, pressureChangePerHourHpa: 0.2 });
    expect(await trendAt(44.3)).toEqual({ change: 0.6, trend: 'Stable' });
  });

  it('leaves the trend unknown when the hourly history is missing or has gaps', async () => {
    const app = await openMeteoApp();
    const { hourly_units: _units, hourly: _hourly, ...withoutHourly } = await (
      await fetch(`${upstreams.fake.openMeteoUrl}/v1/forecast?latitude=1&longitude=1&hourly=pressure_msl&past_hours=3&forecast_hours=1`)
    ).json();
    upstreams.fake.fail('open-meteo', { status: 200, body: withoutHourly });
    const missing = weatherResponseSchema.parse((await app.get('/api/weather?lat=5&lon=5')).body);
    expect(missing.pressureChange3h).toBeNull();
    expect(catchWeatherFromResponse(missing, 9).barometerChange).toBeNull();

    upstreams.fake.reset();
    const full = await (
      await fetch(`${upstreams.fake.openMeteoUrl}/v1/forecast?latitude=1&longitude=1&hourly=pressure_msl&past_hours=3&forecast_hours=1`)
    ).json();
    full.hourly.pressure_msl[0] = null;
    upstreams.fake.fail('open-meteo', { status: 200, body: full });
    expect(weatherResponseSchema.parse((await app.get('/api/weather?lat=6&lon=6')).body).pressureChange3h).toBeNull();
  });

  it('gives the catch form the §9 conversions of that weather', async () => {
    const app = await openMeteoApp();
    const weather = weatherResponseSchema.parse((await app.get('/api/weather?lat=44.94&lon=-93.61')).body);
    expect(localHourOfObservation(weather)).toBe(9);
    expect(catchWeatherFromResponse(weather, localHourOfObservation(weather))).toEqual({
      airTemp: 68.9,
      waterTemp: 66.9,
      airTempChange: 'Increasing',
      barometer: 29.68,
      barometerChange: 'Decreasing',
      windSpeed: 10,
      windDirection: 'SW',
      skies: 'Partly Cloudy',
    });
  });

  it('asks the provider once for nearby repeated requests (cached)', async () => {
    const app = await openMeteoApp();
    await app.get('/api/weather?lat=44.9405&lon=-93.6159');
    const second = await app.get('/api/weather?lat=44.94051&lon=-93.61589');
    expect(second.body.coordinates).toEqual({ lat: 44.94051, lon: -93.61589 });
    expect(upstreams.fake.requests.filter((r) => r.provider === 'open-meteo')).toHaveLength(1);
  });

  it('answers 400 for missing or bad coordinates without calling the provider', async () => {
    const app = await openMeteoApp();
    for (const query of ['', '?lat=44', '?lon=-93', '?lat=&lon=', '?lat=abc&lon=1', '?lat=1&lat=2&lon=3']) {
      const res = await app.get(`/api/weather${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/lat and lon/);
    }
    expect(await app.get('/api/weather?lat=91&lon=0')).toMatchObject({
      status: 400,
      body: { message: 'Latitude must be between -90 and 90' },
    });
    expect(await app.get('/api/weather?lat=0&lon=-180.5')).toMatchObject({
      status: 400,
      body: { message: 'Longitude must be between -180 and 180' },
    });
    expect(upstreams.fake.requests).toHaveLength(0);
  });

  it('turns provider failures into 502 with a message, and does not cache them', async () => {
    const app = await openMeteoApp();
    upstreams.fake.fail('open-meteo', { status: 500, body: { error: true, reason: 'boom' } });
    expect(await app.get('/api/weather?lat=1&lon=1')).toMatchObject({
      status: 502,
      body: { code: 'bad_gateway', message: 'The weather service is having trouble (500). Please try again in a moment.' },
    });
    upstreams.fake.fail('open-meteo', { status: 400, body: { error: true, reason: 'Latitude must be in range of -90 to 90°.' } });
    expect((await app.get('/api/weather?lat=1&lon=1')).body.message).toBe(
      'The weather service refused the request: Latitude must be in range of -90 to 90°.',
    );
    upstreams.fake.fail('open-meteo', { status: 200, body: { unexpected: true } });
    expect((await app.get('/api/weather?lat=1&lon=1')).body.message).toBe('The weather service sent an answer we could not read.');
    upstreams.fake.reset();
    expect((await app.get('/api/weather?lat=1&lon=1')).status).toBe(200);
  });

  it('gives up on a provider that does not answer (timeout), never hangs', async () => {
    const app = await openMeteoApp({ timeoutMs: 300 });
    upstreams.fake.fail('open-meteo', { hang: true });
    const res = await app.get('/api/weather?lat=2&lon=2');
    expect(res).toMatchObject({ status: 502, body: { message: 'The weather service did not answer in time. Please try again in a moment.' } });
    expect(res.ms).toBeLessThan(3000);
  });

  it('says so when the provider cannot be reached at all', async () => {
    const app = await upstreams.serve(weatherRoutes(depsFor({ OPEN_METEO_URL: 'http://127.0.0.1:9/open-meteo' })));
    expect(await app.get('/api/weather?lat=1&lon=1')).toMatchObject({
      status: 502,
      body: { message: 'The weather service cannot be reached right now. Please try again in a moment.' },
    });
  });

  it('requires a signed-in caller', async () => {
    const app = await upstreams.serve(weatherRoutes(depsFor({ OPEN_METEO_URL: upstreams.fake.openMeteoUrl })), { signedIn: false });
    expect((await app.get('/api/weather?lat=1&lon=1')).status).toBe(401);
    expect(upstreams.fake.requests).toHaveLength(0);
  });
});

describe('GET /api/weather from OpenWeatherMap (when a key is configured)', () => {
  it('uses OpenWeatherMap, converts °C to °F, and never shows the key', async () => {
    const app = await openWeatherApp(upstreams.fake.openWeatherApiKey);
    const res = await app.get('/api/weather?lat=44.9405&lon=-93.6159');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(upstreams.fake.openWeatherApiKey);
    expect(res.body).not.toHaveProperty('apiKey');
    expect(weatherResponseSchema.parse(res.body)).toMatchObject({
      main: { temp: 68.9, pressure: 1005, temp_min: 61.2, temp_max: 75.4 },
      wind: { speed: 4.5, deg: 225 },
      weather: [{ main: 'Clouds', description: 'scattered clouds' }],
      name: 'Excelsior',
      observedAt: `${today()}T14:00:00.000Z`,
      utcOffsetSeconds: -18000,
      source: 'openweathermap',
      // Its current weather has no history: the trend is unknown, not guessed from 1005 hPa.
      pressureChange3h: null,
    });
    expect(catchWeatherFromResponse(weatherResponseSchema.parse(res.body), 9).barometerChange).toBeNull();
    expect(upstreams.fake.requests).toHaveLength(1);
    expect(upstreams.fake.requests[0]).toMatchObject({
      provider: 'openweathermap',
      path: '/data/2.5/weather',
      query: { lat: '44.9405', lon: '-93.6159', units: 'metric', appid: upstreams.fake.openWeatherApiKey },
    });
  });

  it('reports a refused key as 502 without revealing it', async () => {
    const app = await openWeatherApp('wrong-key-123');
    const res = await app.get('/api/weather?lat=1&lon=1');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The weather service refused our API key. Check the OpenWeatherMap key of this server.');
    expect(res.text).not.toContain('wrong-key-123');
  });

  it('times out like the default provider', async () => {
    const app = await openWeatherApp(upstreams.fake.openWeatherApiKey, { timeoutMs: 300 });
    upstreams.fake.fail('openweathermap', { hang: true });
    expect((await app.get('/api/weather?lat=3&lon=3')).status).toBe(502);
  });
});

describe('WMO weather codes', () => {
  it('map to the provider-neutral condition the skies conversion reads', () => {
    expect(conditionFromWmoCode(0)).toEqual({ main: 'Clear', description: 'clear sky' });
    expect(conditionFromWmoCode(1).description).toBe('few clouds');
    expect(conditionFromWmoCode(3).description).toBe('overcast clouds');
    expect(conditionFromWmoCode(45).main).toBe('Fog');
    expect(conditionFromWmoCode(55)).toEqual({ main: 'Drizzle', description: 'heavy intensity drizzle' });
    expect(conditionFromWmoCode(61)).toEqual({ main: 'Rain', description: 'light rain' });
    expect(conditionFromWmoCode(65)).toEqual({ main: 'Rain', description: 'heavy intensity rain' });
    expect(conditionFromWmoCode(73).main).toBe('Snow');
    expect(conditionFromWmoCode(95).main).toBe('Thunderstorm');
    expect(conditionFromWmoCode(42).main).toBe('Unknown');
  });
});
