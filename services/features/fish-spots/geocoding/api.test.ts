import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn } from '@tackle/test-support';
import { startFakeUpstreams, type FakeUpstreams } from '@tackle/test-support/fake-upstreams';

let fake: FakeUpstreams;
beforeAll(async () => {
  fake = await startFakeUpstreams();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake?.close();
});
const h = apiHarness(() => ({ env: { PUBLIC_URL: 'https://tackle.example.org', NOMINATIM_URL: fake.nominatimUrl } }));
const [angler] = signedIn(h, 'angler');

const get = (path: string, signedIn = true) => h.call(signedIn ? angler : null, 'GET', path);

describe('geocoding through the gateway', () => {
  it('searches places by name for a signed-in angler, identifying the deployment to Nominatim', async () => {
    const res = await get('/api/geocode/search?q=Okeechobee&limit=5');
    expect(res.status).toBe(200);
    expect(geocodeResponseSchema.parse(res.body)).toEqual([
      { displayName: 'Lake Okeechobee, Florida, United States', lat: 26.9446, lon: -80.8075 },
    ]);
    expect(fake.requests[0]?.headers['user-agent']).toBe('Tackle/0.1 (fishing log; +https://tackle.example.org)');
  });

  it('names a point, or answers 404 when no place is known there', async () => {
    expect(await get('/api/geocode/reverse?lat=26.95&lon=-80.81')).toMatchObject({
      status: 200,
      body: { displayName: 'Lake Okeechobee, Florida, United States' },
    });
    expect((await get('/api/geocode/reverse?lat=-45&lon=170')).status).toBe(404);
  });

  it('answers 400 for bad parameters, 401 without a token, 502 when Nominatim fails', async () => {
    expect((await get('/api/geocode/search')).status).toBe(400);
    expect((await get('/api/geocode/search?q=lake&limit=50')).status).toBe(400);
    expect((await get('/api/geocode/reverse?lat=1')).status).toBe(400);
    expect((await get('/api/geocode/search?q=lake', false)).status).toBe(401);
    fake.fail('nominatim', { status: 500 });
    expect(await get('/api/geocode/search?q=guntersville')).toMatchObject({
      status: 502,
      body: { message: 'The location search service is having trouble (500). Please try again in a moment.' },
    });
  });
});
