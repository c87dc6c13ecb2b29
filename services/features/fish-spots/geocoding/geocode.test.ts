import { describe, expect, it } from 'vitest';
import { geocodeResponseSchema, geocodeResultSchema } from '@tackle/contracts';
import { geocodingRoutes } from './routes';
import type { NominatimOptions } from './nominatim';
import { depsFor, upstreamsForSuite } from '../test/harness';

const upstreams = upstreamsForSuite();

/** Tests that are not about the rate limit run with a short interval to stay fast. */
async function app(options: Partial<NominatimOptions> = { minIntervalMs: 10 }) {
  const served = await upstreams.serve(geocodingRoutes(depsFor({ NOMINATIM_URL: upstreams.fake.nominatimUrl }), options));
  return served;
}

const nominatimCalls = () => upstreams.fake.requests.filter((request) => request.provider === 'nominatim');

describe('GET /api/geocode/search', () => {
  it('answers up to `limit` places with display name and numeric coordinates', async () => {
    const geocode = await app();
    const res = await geocode.get('/api/geocode/search?q=lake%20minne&limit=5');
    expect(res.status).toBe(200);
    expect(geocodeResponseSchema.parse(res.body)).toEqual([
      { displayName: 'Lake Minnetonka, Hennepin County, Minnesota, United States', lat: 44.9405, lon: -93.6159 },
      { displayName: 'Lake Minnewaska, Pope County, Minnesota, United States', lat: 45.5927, lon: -95.4942 },
    ]);
    expect((await geocode.get('/api/geocode/search?q=lake&limit=1')).body).toHaveLength(1);
    expect((await geocode.get('/api/geocode/search?q=nowhere%20pond')).body).toEqual([]);
    expect(nominatimCalls()[0]).toMatchObject({ path: '/search', query: { q: 'lake minne', limit: '5', format: 'jsonv2' } });
  });

  it('defaults to 5 results, the picker’s limit', async () => {
    const geocode = await app();
    await geocode.get('/api/geocode/search?q=lake');
    expect(nominatimCalls()[0]?.query.limit).toBe('5');
  });

  it('identifies this deployment to Nominatim with a User-Agent and Referer', async () => {
    const geocode = await app();
    await geocode.get('/api/geocode/search?q=okeechobee');
    const headers = nominatimCalls()[0]?.headers;
    expect(headers?.['user-agent']).toBe('Tackle/0.1 (fishing log; +http://tackle.test)');
    expect(headers?.referer).toBe('http://tackle.test/');
  });

  it('caches answers: the same search (any case or spacing) goes upstream once', async () => {
    const geocode = await app();
    const first = await geocode.get('/api/geocode/search?q=Lake%20Fork');
    const again = await geocode.get('/api/geocode/search?q=%20lake%20%20fork%20');
    expect(again.body).toEqual(first.body);
    expect(nominatimCalls()).toHaveLength(1);
  });

  it('answers 400 for a missing, blank or too long query and a bad limit', async () => {
    const geocode = await app();
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(201)}`]) {
      expect(await geocode.get(`/api/geocode/search${query}`), query).toMatchObject({
        status: 400,
        body: { message: 'Search text is required (q)' },
      });
    }
    for (const limit of ['0', '11', 'abc', '2.5', '-1']) {
      expect(await geocode.get(`/api/geocode/search?q=lake&limit=${limit}`), limit).toMatchObject({
        status: 400,
        body: { message: 'limit must be a whole number from 1 to 10' },
      });
    }
    expect(nominatimCalls()).toHaveLength(0);
  });

  it('turns Nominatim failures into 502 with a message, and a hang into a timeout', async () => {
    const geocode = await app({ minIntervalMs: 10, timeoutMs: 300 });
    upstreams.fake.fail('nominatim', { status: 503, body: 'busy' });
    expect(await geocode.get('/api/geocode/search?q=lake')).toMatchObject({
      status: 502,
      body: { message: 'The location search service is having trouble (503). Please try again in a moment.' },
    });
    upstreams.fake.fail('nominatim', { hang: true });
    const slow = await geocode.get('/api/geocode/search?q=clear');
    expect(slow).toMatchObject({ status: 502, body: { message: 'The location search service did not answer in time. Please try again in a moment.' } });
    expect(slow.ms).toBeLessThan(3000);
  });
});

describe('GET /api/geocode/reverse', () => {
  it('names the place at a point', async () => {
    const geocode = await app();
    const res = await geocode.get('/api/geocode/reverse?lat=44.941&lon=-93.6');
    expect(res.status).toBe(200);
    expect(geocodeResultSchema.parse(res.body)).toEqual({
      displayName: 'Lake Minnetonka, Hennepin County, Minnesota, United States',
      lat: 44.941,
      lon: -93.6,
    });
    expect(nominatimCalls()[0]).toMatchObject({ path: '/reverse', query: { lat: '44.94100', lon: '-93.60000', format: 'jsonv2' } });
  });

  it('answers 404 where Nominatim knows no place ("Unable to geocode")', async () => {
    const geocode = await app();
    expect(await geocode.get('/api/geocode/reverse?lat=0&lon=0')).toMatchObject({
      status: 404,
      body: { message: 'No place name is known for these coordinates' },
    });
  });

  it('answers 400 for bad coordinates', async () => {
    const geocode = await app();
    expect((await geocode.get('/api/geocode/reverse?lat=x&lon=1')).status).toBe(400);
    expect((await geocode.get('/api/geocode/reverse?lat=1')).status).toBe(400);
    expect((await geocode.get('/api/geocode/reverse?lat=100&lon=1')).status).toBe(400);
    expect(nominatimCalls()).toHaveLength(0);
  });
});

describe('Nominatim usage policy', () => {
  it('sends at most one request per second, however fast the searches come', async () => {
    const geocode = await app({});
    await Promise.all([
      geocode.get('/api/geocode/search?q=minnetonka'),
      geocode.get('/api/geocode/search?q=okeechobee'),
      geocode.get('/api/geocode/reverse?lat=26.94&lon=-80.8'),
    ]);
    const times = nominatimCalls().map((request) => request.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(990);
  });

  it('turns callers away with 503 rather than queueing them for long', async () => {
    // Turns at 0, 200, 400 and 600 ms; only those within 300 ms are kept waiting.
    const geocode = await app({ minIntervalMs: 200, maxQueueWaitMs: 300 });
    const answers = await Promise.all(['a1', 'b2', 'c3', 'd4'].map((q) => geocode.get(`/api/geocode/search?q=${q}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503]);
    expect(answers.find((answer) => answer.status === 503)?.body.message).toBe(
      'Location search is busy right now. Please try again in a moment.',
    );
  });
});
