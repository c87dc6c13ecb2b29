import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Open-Meteo, OpenWeatherMap and Nominatim that answer in the providers' real
 * JSON formats, over real HTTP, so tests exercise our clients exactly as production does. Each
 * provider lives under its own prefix: `${url}/open-meteo`, `${url}/openweathermap`,
 * `${url}/nominatim`, `${url}/open-meteo-archive` (pass those as OPEN_METEO_URL, OPENWEATHER_URL,
 * NOMINATIM_URL, OPEN_METEO_ARCHIVE_URL). Past hours (the archive, or the forecast API asked with
 * start and end dates) follow `fakePastWeather`, so a test knows what any hour's weather was. Map tiles
 * come from `${url}/tiles/{z}/{x}/{y}.png` (MAP_TILE_URL): a plain water-blue square each.
 */

/** A 1×1 PNG of water blue; the map stretches each tile image to 256×256. */
// 256 × 256, as a real tile server's tiles are (a 1-pixel tile is "low resolution" to Lighthouse).
const FAKE_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACAUlEQVR42u3TQQ0AAAjEsPOvAUO4QApvNNCkCpYs1QNvRQIMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA2AAFTAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAADKACBgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAEwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAC4FoHNIgx1mKXlAAAAAElFTkSuQmCC',
  'base64',
);

interface FakePlace {
  name: string;
  displayName: string;
  lat: number;
  lon: number;
  type?: string;
}

/** A small gazetteer of famous bass waters; search matches names case-insensitively. */
const FAKE_PLACES: FakePlace[] = [
  {
    name: 'Lake Minnetonka',
    displayName: 'Lake Minnetonka, Hennepin County, Minnesota, United States',
    lat: 44.9405,
    lon: -93.6159,
  },
  {
    name: 'Lake Minnewaska',
    displayName: 'Lake Minnewaska, Pope County, Minnesota, United States',
    lat: 45.5927,
    lon: -95.4942,
  },
  {
    name: 'Lake Okeechobee',
    displayName: 'Lake Okeechobee, Florida, United States',
    lat: 26.9446,
    lon: -80.8075,
  },
  {
    name: 'Lake Fork Reservoir',
    displayName: 'Lake Fork Reservoir, Wood County, Texas, United States',
    lat: 32.8082,
    lon: -95.5794,
  },
  {
    name: 'Lake Guntersville',
    displayName: 'Lake Guntersville, Marshall County, Alabama, United States',
    lat: 34.4295,
    lon: -86.2442,
  },
  {
    name: 'Clear Lake',
    displayName: 'Clear Lake, Lake County, California, United States',
    lat: 39.0316,
    lon: -122.7719,
  },
];

/** The weather every fake provider reports (in the units each provider uses for it). */
interface FakeWeather {
  tempF: number;
  tempMinF: number;
  tempMaxF: number;
  /** Sea-level pressure, hPa. */
  pressureHpa: number;
  /**
   * How the pressure moved each hour up to now (hPa per hour; negative = falling). Open-Meteo's
   * hourly history follows it; OpenWeatherMap's current weather has no history.
   */
  pressureChangePerHourHpa: number;
  windMps: number;
  windDeg: number;
  /** WMO code for Open-Meteo; OpenWeatherMap gets the matching main/description. */
  weatherCode: number;
  owmMain: string;
  owmDescription: string;
  /** Local time at the place ('HH:MM'), on today's date. */
  localTime: string;
  utcOffsetSeconds: number;
}

const DEFAULT_FAKE_WEATHER: FakeWeather = {
  tempF: 68.9,
  tempMinF: 61.2,
  tempMaxF: 75.4,
  pressureHpa: 1005,
  // Falling 3.6 hPa in 3 hours: low and dropping, the weather before a front.
  pressureChangePerHourHpa: -1.2,
  windMps: 4.5,
  windDeg: 225,
  weatherCode: 2,
  owmMain: 'Clouds',
  owmDescription: 'scattered clouds',
  localTime: '09:00',
  utcOffsetSeconds: -5 * 3600,
};

export type FakeProvider = 'open-meteo' | 'open-meteo-archive' | 'openweathermap' | 'nominatim' | 'tiles';

/** How a provider misbehaves: answer with a status/body, wait first, or never answer. */
export interface FakeFault {
  status?: number;
  body?: unknown;
  delayMs?: number;
  hang?: boolean;
}

interface RecordedRequest {
  provider: FakeProvider | 'unknown';
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  at: number;
}

export interface FakeUpstreams {
  url: string;
  openMeteoUrl: string;
  openMeteoArchiveUrl: string;
  openWeatherUrl: string;
  nominatimUrl: string;
  /** The key the fake OpenWeatherMap accepts. */
  openWeatherApiKey: string;
  requests: RecordedRequest[];
  weather: FakeWeather;
  setWeather(weather: Partial<FakeWeather>): void;
  fail(provider: FakeProvider, fault: FakeFault): void;
  reset(): void;
  close(): Promise<void>;
}

const FAKE_OPENWEATHER_KEY = 'fake-openweather-key';

function json(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

const fToC = (f: number) => Math.round(((f - 32) * 5) / 9 * 100) / 100;
const today = () => new Date().toISOString().slice(0, 10);

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

let placeId = 100_000;
function nominatimPlace(place: FakePlace) {
  placeId += 1;
  return {
    place_id: placeId,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 1_000_000 + placeId,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    category: 'natural',
    type: place.type ?? 'water',
    place_rank: 22,
    importance: 0.45,
    addresstype: 'water',
    name: place.name,
    display_name: place.displayName,
    boundingbox: [
      (place.lat - 0.05).toFixed(7),
      (place.lat + 0.05).toFixed(7),
      (place.lon - 0.05).toFixed(7),
      (place.lon + 0.05).toFixed(7),
    ],
  };
}

/**
 * Open-Meteo's hourly block: with past_hours/forecast_hours, the hours from the current hour minus
 * past_hours to the current hour plus forecast_hours - 1; without them, the hours of the forecast
 * day. Times are local ('YYYY-MM-DDTHH:00', timezone=auto); values follow the fake's hourly trend.
 */
function openMeteoHourly(weather: FakeWeather, query: Record<string, string>) {
  const variables = (query.hourly ?? '').split(',').filter(Boolean);
  if (variables.length === 0) return {};
  const hourMs = 3_600_000;
  const nowMs = Date.parse(`${today()}T${weather.localTime}:00Z`);
  const currentHour = Math.floor(nowMs / hourMs) * hourMs;
  const past = query.past_hours !== undefined ? Number(query.past_hours) : null;
  const ahead = query.forecast_hours !== undefined ? Number(query.forecast_hours) : null;
  const first = past !== null || ahead !== null ? currentHour - (past ?? 0) * hourMs : Date.parse(`${today()}T00:00:00Z`);
  const last = past !== null || ahead !== null ? currentHour + ((ahead ?? 1) - 1) * hourMs : Date.parse(`${today()}T23:00:00Z`);
  const times: number[] = [];
  for (let ms = first; ms <= last; ms += hourMs) times.push(ms);
  const hourly: Record<string, Array<string | number>> = {
    time: times.map((ms) => new Date(ms).toISOString().slice(0, 16)),
  };
  const units: Record<string, string> = { time: 'iso8601' };
  for (const variable of variables) {
    if (variable === 'pressure_msl') {
      hourly.pressure_msl = times.map(
        (ms) => Math.round((weather.pressureHpa + ((ms - nowMs) / hourMs) * weather.pressureChangePerHourHpa) * 10) / 10,
      );
      units.pressure_msl = 'hPa';
    } else if (variable === 'temperature_2m') {
      hourly.temperature_2m = times.map(() => weather.tempF);
      units.temperature_2m = '°F';
    }
  }
  return { hourly_units: units, hourly };
}

function openMeteoForecast(weather: FakeWeather, query: Record<string, string>) {
  const lat = Number(query.latitude);
  const lon = Number(query.longitude);
  return {
    latitude: Math.round(lat * 100) / 100,
    longitude: Math.round(lon * 100) / 100,
    generationtime_ms: 0.05,
    utc_offset_seconds: weather.utcOffsetSeconds,
    timezone: 'America/Chicago',
    timezone_abbreviation: 'GMT-5',
    elevation: 283,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: '°F',
      pressure_msl: 'hPa',
      wind_speed_10m: 'm/s',
      wind_direction_10m: '°',
      weather_code: 'wmo code',
    },
    current: {
      time: `${today()}T${weather.localTime}`,
      interval: 900,
      temperature_2m: weather.tempF,
      pressure_msl: weather.pressureHpa,
      wind_speed_10m: weather.windMps,
      wind_direction_10m: weather.windDeg,
      weather_code: weather.weatherCode,
    },
    ...openMeteoHourly(weather, query),
    daily_units: { time: 'iso8601', temperature_2m_max: '°F', temperature_2m_min: '°F' },
    daily: { time: [today()], temperature_2m_max: [weather.tempMaxF], temperature_2m_min: [weather.tempMinF] },
  };
}

/**
 * The fake weather of any past hour (UTC): the temperature is 50 °F plus the UTC hour of day plus
 * the day of the month / 10, pressure 1000 hPa plus the hour, wind 3 m/s from 180°, overcast. A
 * test reads the hour the product picked from the answer.
 */
export function fakePastWeather(hourMs: number) {
  const date = new Date(hourMs);
  return {
    tempF: 50 + date.getUTCHours() + date.getUTCDate() / 10,
    pressureHpa: 1000 + date.getUTCHours(),
    windMps: 3,
    windDeg: 180,
    weatherCode: 3,
  };
}

/** Hourly series in UTC for start_date..end_date, as Open-Meteo's archive answers them. */
function openMeteoPast(query: Record<string, string>) {
  const start = Date.parse(`${query.start_date}T00:00:00Z`);
  const end = Date.parse(`${query.end_date}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) {
    return { status: 400, body: { error: true, reason: `Invalid date range: ${query.start_date} .. ${query.end_date}` } };
  }
  const hours: number[] = [];
  for (let ms = start; ms < end + 24 * 3_600_000; ms += 3_600_000) hours.push(ms);
  const series = hours.map(fakePastWeather);
  return {
    status: 200,
    body: {
      latitude: Math.round(Number(query.latitude) * 100) / 100,
      longitude: Math.round(Number(query.longitude) * 100) / 100,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      hourly_units: { time: 'iso8601', temperature_2m: '°F', pressure_msl: 'hPa', wind_speed_10m: 'm/s', wind_direction_10m: '°', weather_code: 'wmo code' },
      hourly: {
        time: hours.map((ms) => new Date(ms).toISOString().slice(0, 16)),
        temperature_2m: series.map((w) => w.tempF),
        pressure_msl: series.map((w) => w.pressureHpa),
        wind_speed_10m: series.map((w) => w.windMps),
        wind_direction_10m: series.map((w) => w.windDeg),
        weather_code: series.map((w) => w.weatherCode),
      },
    },
  };
}

function openWeatherCurrent(weather: FakeWeather, query: Record<string, string>) {
  const localMs = Date.parse(`${today()}T${weather.localTime}:00Z`);
  return {
    coord: { lon: Number(query.lon), lat: Number(query.lat) },
    weather: [{ id: 802, main: weather.owmMain, description: weather.owmDescription, icon: '03d' }],
    base: 'stations',
    main: {
      temp: fToC(weather.tempF),
      feels_like: fToC(weather.tempF),
      temp_min: fToC(weather.tempMinF),
      temp_max: fToC(weather.tempMaxF),
      pressure: weather.pressureHpa,
      humidity: 64,
      sea_level: weather.pressureHpa,
      grnd_level: weather.pressureHpa - 30,
    },
    visibility: 10000,
    wind: { speed: weather.windMps, deg: weather.windDeg, gust: weather.windMps * 1.5 },
    clouds: { all: 40 },
    dt: Math.floor((localMs - weather.utcOffsetSeconds * 1000) / 1000),
    sys: { country: 'US', sunrise: 1717237000, sunset: 1717293000 },
    timezone: weather.utcOffsetSeconds,
    id: 5025264,
    name: 'Excelsior',
    cod: 200,
  };
}

/** Starts the fakes on `port` (0 = any free port) on localhost. */
export async function startFakeUpstreams(options: { port?: number; host?: string } = {}): Promise<FakeUpstreams> {
  const faults = new Map<FakeProvider, FakeFault>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { weather: { ...DEFAULT_FAKE_WEATHER } };

  async function control(path: string, req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const failing = /^\/fail\/(open-meteo|open-meteo-archive|openweathermap|nominatim|tiles)$/.exec(path);
    if (failing) {
      faults.set(failing[1] as FakeProvider, (text ? JSON.parse(text) : { status: 500 }) as FakeFault);
      return json(res, 200, { ok: true });
    }
    if (path === '/reset') {
      faults.clear();
      state.weather = { ...DEFAULT_FAKE_WEATHER };
      return json(res, 200, { ok: true });
    }
    return json(res, 404, { error: 'unknown control' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, prefix = '', ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      const provider: FakeProvider | 'unknown' =
        prefix === 'open-meteo' || prefix === 'open-meteo-archive' || prefix === 'openweathermap' || prefix === 'nominatim' || prefix === 'tiles'
          ? prefix
          : 'unknown';
      const query = Object.fromEntries(url.searchParams);
      // Browser journeys run the fakes in Playwright's global setup, another process: they steer
      // them over HTTP (POST /__control/fail/<provider> with a FakeFault, POST /__control/reset).
      if (prefix === '__control' && req.method === 'POST') return control(path, req, res);
      requests.push({ provider, path, query, headers: req.headers, at: Date.now() });

      if (provider === 'unknown') return json(res, 404, { error: 'unknown fake provider' });
      const fault = faults.get(provider);
      if (fault?.hang) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status) return json(res, fault.status, fault.body ?? { error: 'fake failure' });

      if (provider === 'tiles') {
        if (!/^\/\d+\/\d+\/\d+\.png$/.test(path)) return json(res, 404, { error: 'no such tile' });
        res.statusCode = 200;
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Access-Control-Allow-Origin', '*');
        return res.end(FAKE_TILE);
      }

      const weather = state.weather;
      if (provider === 'open-meteo-archive') {
        if (path !== '/v1/archive') return json(res, 404, { error: true, reason: 'Not Found' });
        const past = openMeteoPast(query);
        return json(res, past.status, past.body);
      }
      if (provider === 'open-meteo') {
        if (path !== '/v1/forecast') return json(res, 404, { error: true, reason: 'Not Found' });
        if (query.start_date) {
          const past = openMeteoPast(query);
          return json(res, past.status, past.body);
        }
        const lat = Number(query.latitude);
        const lon = Number(query.longitude);
        if (!query.latitude || Number.isNaN(lat) || Math.abs(lat) > 90) {
          return json(res, 400, { error: true, reason: `Latitude must be in range of -90 to 90°. Given: ${query.latitude}.` });
        }
        if (!query.longitude || Number.isNaN(lon) || Math.abs(lon) > 180) {
          return json(res, 400, { error: true, reason: `Longitude must be in range of -180 to 180°. Given: ${query.longitude}.` });
        }
        return json(res, 200, openMeteoForecast(weather, query));
      }

      if (provider === 'openweathermap') {
        if (path !== '/data/2.5/weather') return json(res, 404, { cod: '404', message: 'Internal error' });
        if (query.appid !== FAKE_OPENWEATHER_KEY) {
          return json(res, 401, {
            cod: 401,
            message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
          });
        }
        if (!query.lat || !query.lon) return json(res, 400, { cod: '400', message: 'Nothing to geocode' });
        return json(res, 200, openWeatherCurrent(weather, query));
      }

      // Nominatim: its usage policy requires an identifying User-Agent; the real one blocks without.
      if (!req.headers['user-agent'] || /node|undici/i.test(String(req.headers['user-agent']))) {
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/html');
        return res.end('<html><body>Access blocked. See the usage policy.</body></html>');
      }
      if (path === '/search') {
        const q = (query.q ?? '').trim().toLowerCase();
        const limit = Math.min(Number(query.limit ?? 10) || 10, 40);
        const matches = q ? FAKE_PLACES.filter((place) => place.name.toLowerCase().includes(q)) : [];
        return json(res, 200, matches.slice(0, limit).map(nominatimPlace));
      }
      if (path === '/reverse') {
        const point = { lat: Number(query.lat), lon: Number(query.lon) };
        if (Number.isNaN(point.lat) || Number.isNaN(point.lon)) {
          return json(res, 400, { error: { code: 400, message: 'Parameter lat/lon missing or invalid.' } });
        }
        const nearest = FAKE_PLACES.map((place) => ({ place, km: distanceKm(place, point) })).sort((a, b) => a.km - b.km)[0];
        if (!nearest || nearest.km > 10) return json(res, 200, { error: 'Unable to geocode' });
        return json(res, 200, { ...nominatimPlace(nearest.place), lat: point.lat.toFixed(7), lon: point.lon.toFixed(7) });
      }
      return json(res, 404, { error: { code: 404, message: 'Not found' } });
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url,
    openMeteoUrl: `${url}/open-meteo`,
    openMeteoArchiveUrl: `${url}/open-meteo-archive`,
    openWeatherUrl: `${url}/openweathermap`,
    nominatimUrl: `${url}/nominatim`,
    openWeatherApiKey: FAKE_OPENWEATHER_KEY,
    requests,
    get weather() {
      return state.weather;
    },
    setWeather(weather) {
      state.weather = { ...state.weather, ...weather };
    },
    fail(provider, fault) {
      faults.set(provider, fault);
    },
    reset() {
      faults.clear();
      requests.length = 0;
      state.weather = { ...DEFAULT_FAKE_WEATHER };
      for (const res of hanging) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
