import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema } from '@tackle/contracts';
import type { RecordedEvent, SqliteReadStore } from '@tackle/platform';
import { projected, recordedEvent, tempReadStore } from '@tackle/test-support';
import { PERSONAL_SPOTS_COLLECTION, personalSpotsProjection } from './personal-spots-projection';

let position = 0;
const fields = (coordinates: { lat: number; lon: number } | null) =>
  catchInputSchema.parse({ species: 'Largemouth Bass', date: '2026-04-30T06:30', weight: 3.5, location: 'Lake Fork', coordinates });
const logged = (catchId: string, coordinates: { lat: number; lon: number } | null, userId = 'u1'): RecordedEvent =>
  recordedEvent({
    streamId: `catch-${catchId}`,
    type: 'CatchLogged',
    data: { catchId, userId, ...fields(coordinates), loggedAt: '2026-05-01T10:00:00.000Z' },
    revision: 0,
    position: ++position,
    userId,
  });
const updated = (catchId: string, coordinates: { lat: number; lon: number } | null, revision: number): RecordedEvent => ({
  ...logged(catchId, coordinates),
  type: 'CatchUpdated',
  data: { catchId, ...fields(coordinates), updatedAt: '2026-05-02T10:00:00.000Z' },
  revision,
});
const deleted = (catchId: string, revision: number): RecordedEvent => ({
  ...logged(catchId, null),
  type: 'CatchDeleted',
  data: { catchId, deletedAt: '2026-05-03T10:00:00.000Z' },
  revision,
});

const spots = async (readStore: SqliteReadStore, userId = 'u1') =>
  (await readStore.find<{ key: string; catches: number }>(PERSONAL_SPOTS_COLLECTION, { userId }, { sort: { field: 'key', direction: 'asc' } })).map(
    ({ key, catches }) => [key, catches],
  );

describe('personal spots projection', () => {
  const [a, b, c, d, other] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const fork = { lat: 32.8801, lon: -95.5701 };
  const forkNearby = { lat: 32.8799, lon: -95.5699 };
  const rayburn = { lat: 31.1, lon: -94.1 };
  const history = [
    logged(a, fork),
    logged(b, forkNearby),
    logged(c, null),
    logged(d, rayburn),
    logged(other, rayburn, 'u2'),
    updated(c, rayburn, 1), // gains coordinates
    updated(a, null, 1), // loses them
    deleted(d, 1),
  ];

  it('counts each place once per user and follows edits and deletes', async () => {
    const readStore = await projected(personalSpotsProjection, history);
    expect(await spots(readStore)).toEqual([
      ['31.10,-94.10', 1],
      ['32.88,-95.57', 1],
    ]);
    expect(await readStore.count(PERSONAL_SPOTS_COLLECTION, { userId: 'u2' })).toBe(1);
  });

  it('gives the same counts when events are replayed (crash before the checkpoint moved)', async () => {
    const readStore = await projected(personalSpotsProjection, history);
    for (const event of history) await personalSpotsProjection.apply(event, readStore);
    for (const event of history.slice(3)) await personalSpotsProjection.apply(event, readStore);
    expect(await spots(readStore)).toEqual([
      ['31.10,-94.10', 1],
      ['32.88,-95.57', 1],
    ]);
  });

  it('removes a spot when its last catch leaves it', async () => {
    const readStore = tempReadStore();
    const id = randomUUID();
    await personalSpotsProjection.apply(logged(id, fork), readStore);
    expect(await readStore.count(PERSONAL_SPOTS_COLLECTION, { userId: 'u1' })).toBe(1);
    await personalSpotsProjection.apply(deleted(id, 1), readStore);
    expect(await readStore.count(PERSONAL_SPOTS_COLLECTION, { userId: 'u1' })).toBe(0);
  });
});
