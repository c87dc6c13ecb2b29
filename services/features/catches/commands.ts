import { ZodError } from 'zod';
import {
  catchInputSchema,
  catchStreamName,
  gearStreamName,
  setupStreamName,
  type CatchImportResponse,
  type CatchInput,
  type CatchInputBody,
} from '@tackle/contracts';
import { AppError, commandRunner, processImage, readStreamUpcast, saveMedia, newAggregateId, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { ownsLiveTrip, tripForNewCatch } from '../trips/public';
import { catchDecider, type CatchReferences } from './decider';
import { biteTimesForCatch } from './bite-times';

const runCatchCommand = commandRunner(catchStreamName, catchDecider);

/** A stream the caller created and has not removed (how setups and gear are owned). */
async function ownsLiveStream(store: EventStore, streamId: string, userId: string): Promise<boolean> {
  const events = await readStreamUpcast(store, streamId);
  const first = events[0];
  const last = events[events.length - 1];
  if (!first || !last) return false;
  return first.metadata.userId === userId && !/(Removed|Deleted)$/.test(last.type);
}

/** Looks up the setup, gear and trip a catch names; the decider decides what to make of it. */
async function lookUpReferences(store: EventStore, userId: string, input: CatchInput): Promise<CatchReferences> {
  const [setupOwned, gearOwned, tripOwned] = await Promise.all([
    input.setupId ? ownsLiveStream(store, setupStreamName(input.setupId), userId) : Promise.resolve(false),
    input.gearId ? ownsLiveStream(store, gearStreamName(input.gearId), userId) : Promise.resolve(false),
    input.tripId ? ownsLiveTrip(store, userId, input.tripId) : Promise.resolve(false),
  ]);
  return { setupOwned, gearOwned, tripOwned };
}

/**
 * Logs a catch (POST /api/catches, each row of the CSV import, the backup's restore). A body that
 * does not name `tripId` joins the angler's open trip when that started at or before the catch
 * (docs/decisions/125-trips.md); a retry under the same Idempotency-Key answers its first answer
 * whatever trip is open by then.
 */
export async function logCatch(store: EventStore, actor: Actor, body: CatchInputBody, purpose = 'catch') {
  const parsed = parseInput(catchInputSchema, body);
  const catchId = newAggregateId(actor, purpose);
  const input = { ...parsed, tripId: parsed.tripId !== undefined ? parsed.tripId : await tripForNewCatch(store, actor.userId, parsed.date) };
  const references = await lookUpReferences(store, actor.userId, input);
  const biteTimes = biteTimesForCatch(input);
  return runCatchCommand(store, catchId, actor, { type: 'LogCatch', data: { ...input, catchId, userId: actor.userId }, references, biteTimes });
}

export async function updateCatch(
  store: EventStore,
  actor: Actor,
  catchId: string,
  body: CatchInputBody,
  expectedRevision?: number,
) {
  const input = parseInput(catchInputSchema, body);
  const references = await lookUpReferences(store, actor.userId, input);
  const data = { ...input, catchId, userId: actor.userId, expectedRevision };
  return runCatchCommand(store, catchId, actor, { type: 'UpdateCatch', data, references }, expectedRevision);
}

export async function deleteCatch(store: EventStore, actor: Actor, catchId: string, expectedRevision?: number) {
  const data = { catchId, userId: actor.userId, expectedRevision };
  return runCatchCommand(store, catchId, actor, { type: 'DeleteCatch', data }, expectedRevision);
}

function rowFailure(error: unknown): string {
  if (error instanceof ZodError) return error.issues[0]?.message ?? 'Invalid row';
  if (error instanceof AppError && error.status < 500) return error.message;
  throw error;
}

/**
 * CSV import: each row becomes its own catch (its own stream), validated on its own, so a bad row
 * is reported by its index and the others are still logged.
 */
export async function importCatches(store: EventStore, actor: Actor, rows: unknown[]): Promise<CatchImportResponse> {
  const response: CatchImportResponse = { imported: [], failed: [], position: 0 };
  for (const [index, row] of rows.entries()) {
    try {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new AppError('bad_request', 'Each row must be an object');
      }
      const result = await logCatch(store, actor, row as CatchInputBody, `catch-row-${index}`);
      response.imported.push({ index, id: result.id });
      response.position = Math.max(response.position, result.position);
    } catch (error) {
      response.failed.push({ index, message: rowFailure(error) });
    }
  }
  return response;
}

/**
 * POST /api/catches/photos: the photo is normalised by the shared pipeline (resized, re-encoded,
 * every metadata block dropped: a catch photo must never give away a spot through its EXIF GPS
 * position) and stored under its content hash. The form then saves the catch with its URL.
 */
export async function storeCatchPhoto(upload: Buffer, dataDir: string) {
  const image = await processImage(upload);
  const imageUrl = await saveMedia(dataDir, image.jpeg);
  return { imageUrl, width: image.width, height: image.height };
}
