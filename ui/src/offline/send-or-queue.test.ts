import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../runtime/api';
import { sendOrQueue, type NewChange } from './outbox';
import { queuedChanges } from './store';

// A change made with the screen open: stored first, sent at once, kept when it cannot be sent.

let scope = '';
const requests: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];
let answer: (url: string) => Response | Promise<Response>;

beforeEach(() => {
  scope = `angler-${crypto.randomUUID()}`;
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return answer(url);
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = async () => 'token-1';
const logBass = (extra: Partial<NewChange> = {}): NewChange => ({
  scope,
  method: 'POST',
  path: '/api/catches',
  body: { species: 'Largemouth Bass', weight: 3.5, date: '2026-06-01T06:40', coordinates: { lat: 44.94, lon: -93.62 } },
  entity: 'catch',
  targetId: null,
  label: 'Largemouth Bass',
  ...extra,
});

describe('sendOrQueue', () => {
  it('sends at once with the change id as Idempotency-Key and keeps nothing once it landed', async () => {
    answer = () => json(201, { id: 'c-1', position: 7, revision: 0 });
    const result = await sendOrQueue(logBass(), token);
    expect(result).toEqual({ landed: true, id: 'c-1', position: 7 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('keeps the change, waiting to sync, when the network fails', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await sendOrQueue(logBass(), token);
    expect(result.landed).toBe(false);
    const [kept] = await queuedChanges(scope);
    expect(kept).toMatchObject({ state: 'pending', nextAttemptAt: 0, lastError: 'Failed to fetch', label: 'Largemouth Bass' });
    expect(kept!.id).toBe(requests[0]!.headers['Idempotency-Key']);
  });

  it('throws the server\'s refusal for the form to show, and keeps nothing', async () => {
    answer = () => json(422, { message: 'Species is required', code: 'validation' });
    const error = await sendOrQueue(logBass(), token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Species is required');
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('uploads the photo first and fills the weather of the catch\'s own hour, marking the estimates', async () => {
    answer = (url) => {
      if (url === '/api/catches/photos') return json(201, { imageUrl: '/media/abc.jpg', width: 10, height: 10 });
      if (url.startsWith('/api/weather')) {
        return json(200, {
          main: { temp: 61.4, pressure: 1011, temp_min: 55, temp_max: 70 },
          wind: { speed: 4.5, deg: 225 },
          weather: [{ main: 'Clouds', description: 'overcast clouds' }],
          name: null,
          coordinates: { lat: 44.94, lon: -93.62 },
          observedAt: '2026-06-01T11:00:00.000Z',
          utcOffsetSeconds: -18000,
          source: 'open-meteo-historical',
          pressureChange3h: -2,
        });
      }
      return json(201, { id: 'c-2', position: 9, revision: 0 });
    };
    const photo = { blob: new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }), name: 'bass.jpg' };
    await sendOrQueue(logBass({ photo, weatherAt: '2026-06-01T06:40:00-05:00', body: { ...logBass().body, airTemp: 58 } }), token);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/catches/photos',
      '/api/weather?lat=44.94&lon=-93.62&at=2026-06-01T06%3A40%3A00-05%3A00',
      '/api/catches',
    ]);
    expect(requests[2]!.body).toMatchObject({
      imageUrl: '/media/abc.jpg',
      // What the angler typed stays; the empty fields get the hour's weather.
      airTemp: 58,
      barometer: 29.85,
      windSpeed: 10,
      windDirection: 'SW',
      skies: 'Overcast',
      // Estimated from the air temperature the angler read, not the service's.
      waterTemp: 56,
      estimated: { waterTemp: true, airTempChange: true },
      weatherObservedAt: '2026-06-01T11:00:00.000Z',
    });
  });

  describe('a photo that needs the item first (gear)', () => {
    const photo = { blob: new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }), name: 'rod.jpg' };
    const addRod = (): NewChange => ({
      scope,
      method: 'POST',
      path: '/api/gear',
      body: { name: 'Zodias', typeId: 1 },
      entity: 'gear',
      targetId: null,
      label: 'Zodias',
      photo,
      photoAfter: { path: '/api/gear/:id/image', field: 'image' },
    });

    it('adds the gear, then uploads the photo to it', async () => {
      answer = (url) => (url === '/api/gear' ? json(201, { id: 'g-1', revision: 0 }) : json(200, { id: 'g-1', revision: 1 }));
      const result = await sendOrQueue(addRod(), token);
      expect(result).toEqual({ landed: true, id: 'g-1', position: undefined });
      expect(requests.map((r) => [r.method, r.url])).toEqual([
        ['POST', '/api/gear'],
        ['POST', '/api/gear/g-1/image'],
      ]);
      const sent = requests[1]!.body as FormData;
      expect((sent.get('image') as File).name).toBe('rod.jpg');
      expect(await queuedChanges(scope)).toEqual([]);
    });

    it('keeps the change when the photo could not be sent; sent again, the same key answers the same gear', async () => {
      let photoTries = 0;
      answer = (url) => {
        if (url === '/api/gear') return json(201, { id: 'g-1', revision: 0 });
        photoTries += 1;
        if (photoTries === 1) throw new TypeError('Failed to fetch');
        return json(200, { id: 'g-1', revision: 1 });
      };
      const first = await sendOrQueue(addRod(), token);
      expect(first.landed).toBe(false);
      const [kept] = await queuedChanges(scope);
      expect(kept).toMatchObject({ state: 'pending', photoAfter: { path: '/api/gear/:id/image', field: 'image' } });
      const { createHttpSend } = await import('./http-send');
      expect(await createHttpSend(token)(kept!)).toEqual({ kind: 'landed', id: 'g-1', position: undefined });
      const keys = requests.filter((r) => r.url === '/api/gear').map((r) => r.headers['Idempotency-Key']);
      expect(keys).toEqual([kept!.id, kept!.id]);
    });

    it('a refused photo does not undo the saved gear: it comes back as a warning', async () => {
      answer = (url) => (url === '/api/gear' ? json(201, { id: 'g-1', revision: 0 }) : json(415, { message: 'Only JPEG, PNG or WebP images', code: 'unsupported_media_type' }));
      const result = await sendOrQueue(addRod(), token);
      expect(result).toEqual({ landed: true, id: 'g-1', position: undefined, warning: 'Photo not uploaded: Only JPEG, PNG or WebP images' });
      expect(await queuedChanges(scope)).toEqual([]);
    });
  });
});
