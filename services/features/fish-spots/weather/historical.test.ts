import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weatherResponseSchema } from '@tackle/contracts';
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
