import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventStoreDbEventStore } from '../src/adapters/eventstoredb-event-store';
import type { EventData } from '../src/ports';
import { FakeEsdbClient } from './fake-esdb-client';

// Behaviour of the EventStoreDB adapter beyond the shared contract, over the simulated client
// (the contract suite also runs against a real server when one is available).

const event = (type: string): EventData => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 },
});

describe('EventStoreDbEventStore', () => {
  it('wakes listeners for appends made by another client, once per append made here', async () => {
    const fake = new FakeEsdbClient();
    const relaySide = new EventStoreDbEventStore(fake.asClient());
    const writerSide = new EventStoreDbEventStore(fake.asClient());
    let wakeUps = 0;
    let resolveWoken!: () => void;
    const woken = new Promise<void>((resolve) => (resolveWoken = resolve));
    relaySide.onAppended(() => {
      wakeUps += 1;
      resolveWoken();
    });
    await writerSide.append('gear-1', [event('GearAdded')], { expectedRevision: 'no_stream' });
    await woken;
    expect(wakeUps).toBe(1);

    // Its own append notifies at once; the echo from the live subscription is not counted again.
    await relaySide.append('gear-2', [event('GearAdded')], { expectedRevision: 'no_stream' });
    expect(wakeUps).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(wakeUps).toBe(2);
    await relaySide.close();
    await writerSide.close();
  });

  it('pages through $all past runs of system events', async () => {
    const fake = new FakeEsdbClient();
    const store = new EventStoreDbEventStore(fake.asClient(), { pageSize: 2 });
    for (let i = 0; i < 7; i++) await store.append(`gear-${i}`, [event(`E${i}`)], { expectedRevision: 'no_stream' });
    const all = await store.readAll(0, 100);
    expect(all.map((e) => e.type)).toEqual(['E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
    const positions = all.map((e) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(7);
    expect((await store.readAll(positions[2]!, 3)).map((e) => e.type)).toEqual(['E3', 'E4', 'E5']);
    await store.close();
  });

  it('reports head position 0 when the log holds only system events', async () => {
    const store = new EventStoreDbEventStore(new FakeEsdbClient().asClient());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll(0, 10)).toEqual([]);
    await store.close();
  });
});
