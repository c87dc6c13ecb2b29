import {
  CATCH_PHOTO_FIELD,
  catchWeatherFromResponse,
  estimateWaterTemp,
  localHourOfObservation,
  weatherResponseSchema,
  type WeatherResponse,
} from '@tackle/contracts';
import { ApiError, apiRequest, type TokenGetter } from '../runtime/api';
import { isOffline } from './network';
import { getPhoto, putChange, type QueuedChange } from './store';
import type { SendChange, SendOutcome } from './sync';

/*
 * Sends one queued change over HTTP (docs/decisions/117-offline-first-writes.md): its photo first,
 * then, for a catch made offline, the weather of its own hour (decision 115), then the change with
 * its Idempotency-Key. What the answer means for the queue is decided here.
 */

/** The weather fields a catch can carry; filled only where the angler left them empty. */
const WEATHER_FIELDS = ['airTemp', 'waterTemp', 'airTempChange', 'barometer', 'barometerChange', 'windSpeed', 'windDirection', 'skies'] as const;
/** After this many failed tries of the weather, a catch goes without it rather than wait for ever. */
const WEATHER_TRIES = 3;

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** How a failed call bears on the queue: try again later, or wait for the angler. */
export function outcomeOfFailure(error: unknown): SendOutcome {
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 401) return { kind: 'retry', reason: 'Sign in again to sync' };
    if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', reason: error.message };
    return { kind: 'refused', status, reason: error.message, error };
  }
  return { kind: 'retry', reason: isOffline() ? 'No connection' : error instanceof Error ? error.message : String(error) };
}

/** The body with the weather of `weather`'s hour in its empty weather fields, and their estimate flags. */
export function withWeatherOfTheHour(body: Record<string, unknown>, weather: WeatherResponse): Record<string, unknown> {
  const fields = catchWeatherFromResponse(weather, localHourOfObservation(weather));
  // A water temperature estimated from the air is better from the angler's own reading of the air.
  if (typeof body.airTemp === 'number') fields.waterTemp = estimateWaterTemp(body.airTemp);
  const filled: Record<string, unknown> = { ...body };
  const estimated = { ...((body.estimated as Record<string, boolean> | null | undefined) ?? {}) };
  for (const field of WEATHER_FIELDS) {
    if (!empty(filled[field])) continue;
    filled[field] = fields[field];
    // Water temperature and the air trend are worked out, not read (decision 047).
    if (field === 'waterTemp' || field === 'airTempChange') estimated[field] = true;
  }
  filled.estimated = estimated;
  filled.weatherObservedAt = weather.observedAt;
  return filled;
}

/** A weather failure worth another try before the catch goes without (network, busy, down). */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 401;
}

/** Uploads the change's photo and fills the weather of its hour; each step kept, so a retry skips it. */
async function prepare(change: QueuedChange, getToken: TokenGetter): Promise<QueuedChange> {
  let next = change;
  if (next.body && next.photoId && !next.photoAfter && empty(next.body.imageUrl)) {
    const photo = await getPhoto(next.photoId);
    if (photo) {
      const form = new FormData();
      form.append(CATCH_PHOTO_FIELD, photo.blob, photo.name);
      // Photos are stored under their content: sent twice, the same URL comes back.
      const uploaded = await apiRequest<{ imageUrl: string }>(getToken, '/api/catches/photos', { method: 'POST', formData: form });
      next = { ...next, body: { ...next.body, imageUrl: uploaded.imageUrl } };
      await putChange(next);
    }
  }
  if (next.weatherAt) {
    const body = next.body;
    const coordinates = body?.coordinates as { lat?: unknown; lon?: unknown } | null | undefined;
    if (body && coordinates && typeof coordinates.lat === 'number' && typeof coordinates.lon === 'number' && WEATHER_FIELDS.some((field) => empty(body[field]))) {
      const query = new URLSearchParams({ lat: String(coordinates.lat), lon: String(coordinates.lon), at: next.weatherAt });
      try {
        const weather = await apiRequest(getToken, `/api/weather?${query.toString()}`, {}, weatherResponseSchema);
        next = { ...next, body: withWeatherOfTheHour(body, weather) };
      } catch (error) {
        // The catch matters more than its weather: after a few tries it goes without.
        if (worthRetrying(error) && change.attempts + 1 < WEATHER_TRIES) throw error;
      }
    }
    const { weatherAt: _asked, ...rest } = next;
    next = rest;
    await putChange(next);
  }
  return next;
}

/** The sync engine's transport: the product's API with the session's token. */
export function createHttpSend(getToken: TokenGetter): SendChange {
  return async (queued) => {
    try {
      const change = await prepare(queued, getToken);
      const answer = await apiRequest<{ id?: string; position?: number } | undefined>(getToken, change.path, {
        method: change.method,
        ...(change.body ? { body: change.body } : {}),
        headers: { 'Idempotency-Key': change.id },
      });
      const warning = answer?.id ? await uploadPhotoAfter(change, answer.id, getToken) : undefined;
      return { kind: 'landed', id: answer?.id, position: answer?.position, ...(warning ? { warning } : {}) };
    } catch (error) {
      return outcomeOfFailure(error);
    }
  };
}

/**
 * The photo of an item that needed the item first (gear: POST /api/gear/:id/image). A failure worth
 * another try throws, so the change is sent again: its key answers the same item, nothing doubles.
 * A photo the server refuses (too large, not an image) does not undo the saved item: it comes back
 * as a warning for the angler.
 */
async function uploadPhotoAfter(change: QueuedChange, id: string, getToken: TokenGetter): Promise<string | undefined> {
  if (!change.photoId || !change.photoAfter) return undefined;
  const photo = await getPhoto(change.photoId);
  if (!photo) return undefined;
  const form = new FormData();
  form.append(change.photoAfter.field, photo.blob, photo.name);
  try {
    await apiRequest(getToken, change.photoAfter.path.replace(':id', encodeURIComponent(id)), { method: 'POST', formData: form });
    return undefined;
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    if (outcome.kind !== 'refused') throw error;
    return `Photo not uploaded: ${outcome.reason}`;
  }
}
