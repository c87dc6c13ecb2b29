import {
  endTripInputSchema,
  namesField,
  openTripStreamName,
  TRIP_MESSAGES,
  tripInputSchema,
  tripStreamName,
  type TripInputBody,
} from '@tackle/contracts';
import { AppError, commandRunner, ConcurrencyError, handleCommand, loadState, newAggregateId, type Actor, type EventStore, parseInput } from '@tackle/platform';
import { isOpenTrip, openTripDecider, tripDecider } from './decider';
import { tripState } from './lookup';

const runTripCommand = commandRunner(tripStreamName, tripDecider);

/** Attempts at claiming the open trip when other writes keep moving the claim stream on. */
const CLAIM_ATTEMPTS = 5;

/**
 * How long a claim whose trip is not written yet counts as a start still writing (it writes right
 * after claiming, in milliseconds; this leaves room for a loaded machine). Older, it is a start
 * that failed, and the next start closes it off.
 */
export const CLAIM_WRITE_WINDOW_MS = 10_000;

/**
 * Claims `tripId` as the angler's open trip on `opentrip-<userId>` (docs/decisions/125-trips.md),
 * appended with the revision read, so of two starts at once one claims and the other reads again.
 * The trip claimed before is looked up on its own stream: under way, it is refused (409
 * TRIP_MESSAGES.anotherOpen); ended or removed, the claim moves on; not written yet and claimed
 * within CLAIM_WRITE_WINDOW_MS, it is a start still writing, so it counts as under way too; not
 * written for longer (a start that claimed and then failed), it is closed off first with
 * TripRemoved appended to its empty stream, so that start can no longer write it.
 */
export async function claimOpenTrip(store: EventStore, actor: Actor, tripId: string, now: () => number = Date.now): Promise<void> {
  const claimStream = openTripStreamName(actor.userId);
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const { state, revision } = await loadState(store, claimStream, openTripDecider);
    const claimed = state.claimedTripId;
    if (claimed === tripId) return;
    let claimedIsOpen = false;
    if (claimed) {
      const trip = await tripState(store, claimed);
      claimedIsOpen = isOpenTrip(trip, actor.userId);
      if (trip.status === 'none') {
        if (now() - Date.parse(state.claimedAt ?? '') < CLAIM_WRITE_WINDOW_MS) throw new AppError('conflict', TRIP_MESSAGES.anotherOpen);
        try {
          await handleCommand(store, tripStreamName(claimed), tripDecider, { type: 'AbandonTrip', data: { tripId: claimed }, now: new Date().toISOString() }, {
            userId: actor.userId,
            correlationId: actor.correlationId,
          });
        } catch (error) {
          // Written after all in the meantime: read everything again.
          if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
        }
        continue;
      }
    }
    try {
      await handleCommand(
        store,
        claimStream,
        openTripDecider,
        { type: 'OpenTrip', data: { userId: actor.userId, tripId, claimed, claimedIsOpen }, now: new Date().toISOString() },
        { ...actor, expectedRevision: revision ?? undefined },
      );
      return;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  throw new AppError('conflict', 'Trips are being started elsewhere at the same time: try again');
}

/**
 * POST /api/trips. Without `endedAt` the trip is under way: it is claimed as the open trip first
 * (409 when another one is), then written. With `endedAt`, it is a trip logged afterwards:
 * TripStarted then TripEnded, and no claim. Sent again under the same Idempotency-Key, it answers
 * its first answer.
 */
export async function startTrip(store: EventStore, actor: Actor, body: TripInputBody) {
  const input = parseInput(tripInputSchema, body);
  const tripId = newAggregateId(actor, 'trip');
  // A trip already written (this very start sent again, or a start that lost its claim) is left to the decider.
  if (input.endedAt === null && (await tripState(store, tripId)).status === 'none') await claimOpenTrip(store, actor, tripId);
  try {
    return await runTripCommand(store, tripId, actor, { type: 'StartTrip', data: { ...input, tripId, userId: actor.userId } });
  } catch (error) {
    // Closed off by another start between our claim and this write: that trip is the one under way.
    if (error instanceof ConcurrencyError) throw new AppError('conflict', TRIP_MESSAGES.anotherOpen);
    throw error;
  }
}

/** PUT /api/trips/:id: every typed field; a body without `endedAt` or `weather` keeps the trip's. */
export async function updateTrip(store: EventStore, actor: Actor, tripId: string, body: TripInputBody, expectedRevision?: number) {
  const { endedAt, weather, ...fields } = parseInput(tripInputSchema, body);
  const data = {
    ...fields,
    ...(namesField(body, 'endedAt') ? { endedAt } : {}),
    ...(namesField(body, 'weather') ? { weather } : {}),
    tripId,
    userId: actor.userId,
  };
  return runTripCommand(store, tripId, actor, { type: 'UpdateTrip', data }, expectedRevision);
}

/** POST /api/trips/:id/end: the end and the weather over the trip (the front end asks /api/weather/hours for it). */
export async function endTrip(store: EventStore, actor: Actor, tripId: string, body: unknown) {
  const { endedAt, weather, expectedRevision } = parseInput(endTripInputSchema, body);
  return runTripCommand(store, tripId, actor, { type: 'EndTrip', data: { tripId, userId: actor.userId, endedAt, weather } }, expectedRevision);
}

/** DELETE /api/trips/:id: its catches stay in the log, on no trip. */
export async function removeTrip(store: EventStore, actor: Actor, tripId: string, expectedRevision?: number) {
  return runTripCommand(store, tripId, actor, { type: 'RemoveTrip', data: { tripId, userId: actor.userId } }, expectedRevision);
}
