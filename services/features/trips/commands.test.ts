import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTripStreamName, TRIP_MESSAGES, tripStreamName } from '@tackle/contracts';
import { InMemoryEventStore } from '@tackle/platform';
import { claimOpenTrip, CLAIM_WRITE_WINDOW_MS } from './commands';
import { openTripOf } from './lookup';

/*
 * The claim of the trip under way when the claiming start has not written its trip
 * (docs/decisions/125-trips.md): a fresh claim is a start still writing, an old one a start that failed.
 */
describe('claiming the trip under way', () => {
  const actor = { userId: 'user-claims', correlationId: randomUUID() };

  it('refuses a start while another start claimed moments ago and is still writing its trip', async () => {
    const store = new InMemoryEventStore();
    const first = randomUUID();
    await claimOpenTrip(store, actor, first);
    const claimedAt = Date.now();
    await expect(claimOpenTrip(store, actor, randomUUID(), () => claimedAt + CLAIM_WRITE_WINDOW_MS - 1_000)).rejects.toMatchObject({
      code: 'conflict',
      message: TRIP_MESSAGES.anotherOpen,
    });
    // The first start's trip stream was left alone, so it can still write its trip.
    expect(await store.readStream(tripStreamName(first))).toEqual([]);
  });

  it('closes off a claim whose trip was never written once the window has passed, and claims the new trip', async () => {
    const store = new InMemoryEventStore();
    const failed = randomUUID();
    await claimOpenTrip(store, actor, failed);
    const next = randomUUID();
    await claimOpenTrip(store, actor, next, () => Date.now() + CLAIM_WRITE_WINDOW_MS + 1_000);
    expect((await store.readStream(tripStreamName(failed))).map((e) => e.type)).toEqual(['TripRemoved']);
    const claims = await store.readStream(openTripStreamName(actor.userId));
    expect(claims.map((e) => (e.data as { tripId: string }).tripId)).toEqual([failed, next]);
    // A claim is not a trip: nothing is under way until the new start writes its trip.
    expect(await openTripOf(store, actor.userId)).toBeNull();
  });
});
