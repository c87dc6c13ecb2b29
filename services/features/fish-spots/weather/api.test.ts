import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weatherResponseSchema } from '@tackle/contracts';
import { startApiHarness, type ApiHarness } from '@tackle/test-support';
import { startFakeUpstreams, type FakeUpstreams } from '@tackle/test-support/fake-upstreams';

let fake: FakeUpstreams;
/** Each test starts its own product and signs in: more than the default test time on a busy machine. */
const START_AND_SIGN_IN_MS = 60_000;
const harnesses: ApiHarness[] = [];

/** The product with `env`; answers a GET as a signed-in angler (or signed out). */
async function start(env: Record<string, string>) {
  const h = await startApiHarness({ env });
  harnesses.push(h);
  const angler = await h.user('angler');
  return (path: string, signedIn = true) => h.call(signedIn ? angler : null, 'GET', path);
}

beforeAll(async () => {
  fake = await startFakeUpstreams();
});
afterEach(() => fake.reset());
afterAll(async () => {
  for (const h of harnesses) await h.close();
  await fake?.close();
});

describe('GET /api/weather through the gateway', () => {
  it('answers Open-Meteo weather to a signed-in angler, and 401 to anyone else', async () => {
    const get = await start({ OPEN_METEO_URL: fake.openMeteoUrl });
    const res = await get('/api/weather?lat=44.9405&lon=-93.6159');
    expect(res.status).toBe(200);
    expect(weatherResponseSchema.parse(res.body)).toMatchObject({ main: { temp: 68.9, pressure: 1005 }, source: 'open-meteo' });
    expect((await get('/api/weather?lat=44.9405&lon=-93.6159', false)).status).toBe(401);
    expect((await get('/api/weather?lat=north&lon=-93')).status).toBe(400);
  }, START_AND_SIGN_IN_MS);

  it('uses OpenWeatherMap when a key is configured, and the key never reaches the browser', async () => {
    const get = await start({ OPEN_METEO_URL: fake.openMeteoUrl, OPENWEATHER_URL: fake.openWeatherUrl, OPENWEATHER_API_KEY: fake.openWeatherApiKey });
    const res = await get('/api/weather?lat=44.9405&lon=-93.6159');
    expect(res.body).toMatchObject({ source: 'openweathermap', name: 'Excelsior' });
    expect(res.text).not.toContain(fake.openWeatherApiKey);
    expect(res.body).not.toHaveProperty('apiKey');
    expect((await get('/app-config.json', false)).text).not.toContain(fake.openWeatherApiKey);
  }, START_AND_SIGN_IN_MS);

  it('answers 502 with a message when the provider fails', async () => {
    const get = await start({ OPEN_METEO_URL: fake.openMeteoUrl });
    fake.fail('open-meteo', { status: 503, body: { error: true, reason: 'maintenance' } });
    expect(await get('/api/weather?lat=10&lon=10')).toMatchObject({
      status: 502,
      body: { message: 'The weather service is having trouble (503). Please try again in a moment.' },
    });
  }, START_AND_SIGN_IN_MS);
});
