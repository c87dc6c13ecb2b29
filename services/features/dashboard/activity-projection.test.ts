import { describe, expect, it } from 'vitest';
import { projected, recordedEvent, tempReadStore } from '@tackle/test-support';
import { ProjectionBatch } from '@tackle/platform';
import { ACTIVITY_COLLECTION, ACTIVITY_COUNTS_COLLECTION, RECENT_ACTIVITY_KEPT, activityProjection, type ActivityEntry } from './activity-projection';

// Recent Activity keeps each angler's last RECENT_ACTIVITY_KEPT lines (docs/decisions/162).

let position = 0;
const added = (name: string, userId = 'u1') =>
  recordedEvent({ streamId: `gear-${name}`, type: 'GearAdded', data: { gearId: `g-${name}`, name }, revision: 0, position: ++position, userId });

const feedOf = async (store: Awaited<ReturnType<typeof projected>>, userId: string) =>
  (await store.find<ActivityEntry>(ACTIVITY_COLLECTION, { userId }, { sort: { field: 'position', direction: 'desc' } })).map((line) => line.description);

describe('Recent Activity projection', () => {
  it("keeps each angler's last lines, newest first, and no more", async () => {
    const names = Array.from({ length: RECENT_ACTIVITY_KEPT + 5 }, (_, index) => `Rod ${index + 1}`);
    const others = [added('Other Reel', 'u2')];
    const store = await projected(activityProjection, [...names.slice(0, 3).map((name) => added(name)), ...others, ...names.slice(3).map((name) => added(name))]);
    expect(await feedOf(store, 'u1')).toEqual(names.slice(-RECENT_ACTIVITY_KEPT).reverse());
    expect(await store.count(ACTIVITY_COLLECTION, { userId: 'u1' })).toBe(RECENT_ACTIVITY_KEPT);
    expect(await feedOf(store, 'u2')).toEqual(['Other Reel']);
  });

  it('is unchanged by a replay of events it has applied', async () => {
    const history = ['Rod A', 'Reel B', 'Lure C'].map((name) => added(name));
    const store = await projected(activityProjection, [...history, ...history, history[0]!]);
    expect(await feedOf(store, 'u1')).toEqual(['Lure C', 'Reel B', 'Rod A']);
    expect(await store.get(ACTIVITY_COUNTS_COLLECTION, 'u1')).toMatchObject({ count: 3, position: history[2]!.position });
  });

  it("names a removed piece of gear by its last name", async () => {
    const rod = added('Old Rod');
    const renamed = recordedEvent({ streamId: 'gear-Old Rod', type: 'GearUpdated', data: { gearId: 'g-Old Rod', name: 'Older Rod' }, revision: 1, position: ++position, userId: 'u1' });
    const removed = recordedEvent({ streamId: 'gear-Old Rod', type: 'GearRemoved', data: { gearId: 'g-Old Rod' }, revision: 2, position: ++position, userId: 'u1' });
    const store = await projected(activityProjection, [rod, renamed, removed]);
    const feed = await store.find<ActivityEntry>(ACTIVITY_COLLECTION, { userId: 'u1' }, { sort: { field: 'position', direction: 'desc' } });
    expect(feed.map((line) => [line.title, line.description])).toEqual([
      ['Gear removed', 'Older Rod'],
      ['Gear updated', 'Older Rod'],
      ['Gear added', 'Old Rod'],
    ]);
  });

  it('writes one document per slot and one count per angler in a batch, however many events it holds', async () => {
    const store = tempReadStore();
    const batch = new ProjectionBatch(store);
    for (let index = 0; index < 200; index++) await activityProjection.apply(added(`Lure ${index}`), batch);
    const writes = batch.writes();
    expect(writes.filter((write) => write.collection === ACTIVITY_COLLECTION)).toHaveLength(RECENT_ACTIVITY_KEPT);
    expect(writes.filter((write) => write.collection === ACTIVITY_COUNTS_COLLECTION)).toHaveLength(1);
    await batch.commit({ name: activityProjection.name, position });
    expect(await feedOf(store, 'u1')).toEqual(Array.from({ length: RECENT_ACTIVITY_KEPT }, (_, index) => `Lure ${199 - index}`));
  });
});
