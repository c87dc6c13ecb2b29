import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hPaToInHg, weatherHoursResponseSchema, weatherResponseSchema, windMpsToMph } from '@tackle/contracts';
import { fakePastWeather, startFakeUpstreams, type FakeUpstreams } from '@tackle/test-support/fake-upstreams';
import { weatherRoutes } from './routes';
import { depsFor, serveRouter } from '../test/harness';

// The weather of a catch's own hour (decision 115), against the fake archive and forecast API.

let fake: FakeUpstreams;
const servers: Array<{ close(): Promise<void> }> = [];
const NOW = new Date('2026-07-20T18:10:00Z');

beforeAll(async () => {
  fake = await startFakeUpstreams();
});
afterEach(async () => {
  fake.reset();
  for (const server of servers.splice(0)) await server.close();
});
afterAll(async () => {
  await fake.close();
});

async function app() {
  const deps = depsFor({ OPEN_METEO_URL: fake.openMeteoUrl, OPEN_METEO_ARCHIVE_URL: fake.openMeteoArchiveUrl });
  const served = await serveRouter(weatherRoutes(deps, { now: () => NOW }));
  servers.push(served);
  return served;
}

const at = (iso: string) => `/api/weather?lat=44.9405&lon=-93.6159&at=${encodeURIComponent(iso)}`;

describe('GET /api/weather?at= (the weather of a past hour)', () => {
  it("answers a catch's hour from the archive when it is older than the archive's delay", async () => {
    const served = await app();
    // 06:40 at Lake Minnetonka in June is 11:40 UTC (CDT, UTC-5): the 11:00 UTC hour.
    const res = await served.get(at('2026-06-01T06:40:00-05:00'));
    expect(res.status).toBe(200);
    const weather = weatherResponseSchema.parse(res.body);
    const hour = Date.parse('2026-06-01T11:00:00Z');
    expect(weather).toMatchObject({
      observedAt: '2026-06-01T11:00:00.000Z',
      utcOffsetSeconds: -5 * 3600,
      source: 'open-meteo-historical',
      main: { temp: fakePastWeather(hour).tempF, pressure: fakePastWeather(hour).pressureHpa },
      wind: { speed: 3, deg: 180 },
      weather: [{ main: 'Clouds', description: 'overcast clouds' }],
      // Pressure rose 1 hPa an hour in the fake: 3 hPa over the 3 hours before.
      pressureChange3h: 3,
    });
    // The low and high of the local day (00:00–24:00 CDT = 05:00 UTC that day to 05:00 the next).
    expect(weather.main.temp_min).toBe(fakePastWeather(Date.parse('2026-06-02T00:00:00Z')).tempF);
    expect(weather.main.temp_max).toBe(fakePastWeather(Date.parse('2026-06-01T23:00:00Z')).tempF);
    const asked = fake.requests.filter((r) => r.provider === 'open-meteo-archive');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.path).toBe('/v1/archive');
    expect(asked[0]!.query).toMatchObject({ start_date: '2026-06-01', end_date: '2026-06-02', timezone: 'GMT', temperature_unit: 'fahrenheit' });
  });

  it('answers the last few days from the forecast API, which the archive has not reached yet', async () => {
    const served = await app();
    const res = await served.get(at('2026-07-19T21:05:00Z'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ observedAt: '2026-07-19T21:00:00.000Z', source: 'open-meteo-historical', main: { temp: fakePastWeather(Date.parse('2026-07-19T21:00:00Z')).tempF } });
    expect(fake.requests.filter((r) => r.provider === 'open-meteo-archive')).toHaveLength(0);
    expect(fake.requests.find((r) => r.provider === 'open-meteo')?.query).toMatchObject({ start_date: '2026-07-19' });
  });

  it('answers the current weather for a time within the last hour (a catch logged now)', async () => {
    const served = await app();
    const res = await served.get(at('2026-07-20T17:45:00Z'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'open-meteo', main: { temp: fake.weather.tempF } });
  });

  it('asks the archive once for the same hour and place', async () => {
    const served = await app();
    await served.get(at('2025-10-04T08:10:00Z'));
    await served.get(at('2025-10-04T08:50:00Z'));
    expect(fake.requests.filter((r) => r.provider === 'open-meteo-archive')).toHaveLength(1);
  });

  it('refuses a time that is not a date-time with its offset, in the future or before the archive', async () => {
    const served = await app();
    expect(await served.get(at('2026-06-01 06:40'))).toMatchObject({ status: 400, body: { message: 'Send at as an ISO date-time with its offset, e.g. 2026-06-01T06:30:00-05:00' } });
    expect(await served.get(at('2026-07-21T06:40:00Z'))).toMatchObject({ status: 400, body: { message: 'at is in the future: no weather is recorded for it yet' } });
    expect(await served.get(at('1930-07-21T06:40:00Z'))).toMatchObject({ status: 400, body: { message: 'The weather archive starts in 1940' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 502 with a message when the archive fails', async () => {
    const served = await app();
    fake.fail('open-meteo-archive', { status: 500, body: { error: true, reason: 'Database unavailable' } });
    const res = await served.get(at('2024-03-03T12:00:00Z'));
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/weather archive/);
  });
});

const span = (from: string, to: string) => `/api/weather/hours?lat=44.9405&lon=-93.6159&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('GET /api/weather/hours (the weather over a trip)', () => {
  it('answers every hour of the span from the archive, in the stored units', async () => {
    const served = await app();
    const res = await served.get(span('2026-06-01T06:40:00-05:00', '2026-06-01T09:10:00-05:00'));
    expect(res.status).toBe(200);
    const { hours, source } = weatherHoursResponseSchema.parse(res.body);
    expect(source).toBe('open-meteo-historical');
    // 06:40–09:10 CDT is 11:40–14:10 UTC: the hours starting 11:00, 12:00, 13:00 and 14:00.
    expect(hours.map((hour) => hour.at)).toEqual(['2026-06-01T11:00:00.000Z', '2026-06-01T12:00:00.000Z', '2026-06-01T13:00:00.000Z', '2026-06-01T14:00:00.000Z']);
    const eleven = fakePastWeather(Date.parse('2026-06-01T11:00:00Z'));
    expect(hours[0]).toEqual({
      at: '2026-06-01T11:00:00.000Z',
      airTemp: eleven.tempF,
      skies: 'Overcast',
      windSpeed: windMpsToMph(eleven.windMps),
      windDirection: 'S',
      barometer: hPaToInHg(eleven.pressureHpa),
    });
    const asked = fake.requests.filter((r) => r.provider === 'open-meteo-archive');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query).toMatchObject({ start_date: '2026-06-01', end_date: '2026-06-01', timezone: 'GMT' });
  });

  it('asks the forecast API for the last few days, and thins a long span to at most 72 real hours', async () => {
    const served = await app();
    const recent = await served.get(span('2026-07-19T20:00:00Z', '2026-07-20T18:05:00Z'));
    expect(recent.status).toBe(200);
    expect(recent.body.hours).toHaveLength(23);
    expect(fake.requests.filter((r) => r.provider === 'open-meteo-archive')).toHaveLength(0);
    expect(fake.requests.find((r) => r.provider === 'open-meteo')?.query).toMatchObject({ start_date: '2026-07-19', end_date: '2026-07-20' });

    const long = await served.get(span('2026-05-01T00:00:00Z', '2026-05-05T23:00:00Z'));
    const hours = weatherHoursResponseSchema.parse(long.body).hours;
    expect(hours.length).toBeLessThanOrEqual(72);
    expect(hours[0]!.at).toBe('2026-05-01T00:00:00.000Z');
    // 120 hours at every second hour: 60 readings, each the fake's value of its own hour.
    expect(hours).toHaveLength(60);
    expect(hours[1]).toMatchObject({ at: '2026-05-01T02:00:00.000Z', airTemp: fakePastWeather(Date.parse('2026-05-01T02:00:00Z')).tempF });
  });

  it('refuses what it cannot answer: times without an offset, the future, a reversed or too long span, no place', async () => {
    const served = await app();
    expect(await served.get(span('2026-06-01T06:40', '2026-06-01T09:00:00Z'))).toMatchObject({ status: 400, body: { message: 'Send from as an ISO date-time with its offset, e.g. 2026-06-01T06:30:00-05:00' } });
    expect(await served.get(span('2026-06-01T06:40:00Z', '2026-07-21T09:00:00Z'))).toMatchObject({ status: 400, body: { message: 'to is in the future: no weather is recorded for it yet' } });
    expect(await served.get(span('2026-06-01T10:00:00Z', '2026-06-01T09:00:00Z'))).toMatchObject({ status: 400, body: { message: 'to is before from' } });
    expect(await served.get(span('2026-01-01T10:00:00Z', '2026-06-01T09:00:00Z'))).toMatchObject({ status: 400, body: { message: 'Ask for at most 31 days at a time' } });
    expect((await served.get('/api/weather/hours?from=2026-06-01T06:40:00Z&to=2026-06-01T09:00:00Z')).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
    fake.fail('open-meteo-archive', { status: 500, body: { error: true, reason: 'Database unavailable' } });
    expect((await served.get(span('2024-03-03T12:00:00Z', '2024-03-03T15:00:00Z'))).status).toBe(502);
  });
});
