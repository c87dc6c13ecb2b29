import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NatsJetStreamBus } from '../src/adapters/nats-bus';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import { SqliteReadStore } from '../src/adapters/sqlite-read-store';
import { runProjection, type Projection } from '../src/es/projection';
import { startRelay } from '../src/es/relay';
import type { EventData, RecordedEvent } from '../src/ports';
import { natsServerBinary, startOwnNatsServer, type OwnNatsServer } from './nats-server';

// Fault test with a real nats-server of our own: the server dies while commands keep arriving and
// comes back; every event must reach the read models exactly once (no loss, no duplicate effect).

const binary = natsServerBinary();
if (!binary)
  console.warn('skipped: no nats-server binary (install nats-server or set NATS_SERVER_BIN) for the NATS fault test');

interface Tally {
  count: number;
  lastPosition: number;
}

/**
 * A projection whose effect is not idempotent by itself (a running count) and one document per
 * event: a duplicate effect would show as a count above the number of events.
 */
function tallyProjection(deliveries: Map<string, number>): Projection {
  return {
    name: 'fault-tally',
    collections: ['fault_seen', 'fault_tally'],
    async apply(event: RecordedEvent, store) {
      deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
      const tally = (await store.get<Tally>('fault_tally', 'all')) ?? { count: 0, lastPosition: 0 };
      await store.put(
        'fault_seen',
        event.id,
        { id: event.id, position: event.position, type: event.type },
        event.position,
      );
      await store.put('fault_tally', 'all', { count: tally.count + 1, lastPosition: event.position }, event.position);
    },
  };
}

const event = (i: number): EventData => ({
  id: randomUUID(),
  type: 'GearAdded',
  data: { name: `rod ${i}` },
  metadata: { userId: 'u1', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

async function until(predicate: () => Promise<boolean>, what: () => Promise<string>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${await what()}`);
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!binary)('NATS JetStream fault: the server stops while commands keep arriving', () => {
  it(
    'delivers every event to the read models exactly once after the server comes back',
    { timeout: 90_000 },
    async () => {
      const nats: OwnNatsServer = await startOwnNatsServer(binary!);
      cleanups.push(() => nats.dispose());
      const dir = mkdtempSync(join(tmpdir(), 'tackle-fault-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

      const store = new SqliteEventStore(join(dir, 'events.sqlite'));
      const readStore = new SqliteReadStore(join(dir, 'read-models.sqlite'));
      cleanups.push(() => store.close());
      cleanups.push(() => readStore.close());
      const poison: string[] = [];
      const quiet = () => undefined;
      // Two connections, as in distributed mode: the relay's process and the projector's process.
      const relayBus = await NatsJetStreamBus.connect({
        servers: nats.url,
        streamName: 'FAULT',
        subjectPrefix: 'fault.events',
        onError: quiet,
      });
      const projectorBus = await NatsJetStreamBus.connect({
        servers: nats.url,
        streamName: 'FAULT',
        subjectPrefix: 'fault.events',
        retryBaseDelayMs: 50,
        onError: quiet,
        onPoison: (_name, e) => poison.push(e.id),
      });
      cleanups.push(() => relayBus.close());
      cleanups.push(() => projectorBus.close());
      const relay = startRelay({ store, bus: relayBus, checkpoints: readStore, pollIntervalMs: 50 });
      cleanups.push(() => relay.stop());
      const deliveries = new Map<string, number>();
      const subscription = await runProjection({
        projection: tallyProjection(deliveries),
        bus: projectorBus,
        store: readStore,
      });
      cleanups.push(() => subscription.stop());

      const appended: string[] = [];
      const append = async (n: number, gapMs = 10) => {
        for (let i = 0; i < n; i++) {
          const e = event(appended.length);
          // Commands keep succeeding: they only write to the event store (no dual write).
          await store.append(`gear-${randomUUID()}`, [e], { expectedRevision: 'no_stream' });
          appended.push(e.id);
          await new Promise((r) => setTimeout(r, gapMs));
        }
      };
      const tally = async () => (await readStore.get<Tally>('fault_tally', 'all'))?.count ?? 0;
      const caughtUp = (n: number) => () => tally().then((count) => count >= n);
      const seen = async () => `${n()} events in the read model, ${appended.length} appended`;
      const n = () => deliveries.size;

      // 1. Healthy.
      await append(15);
      await until(caughtUp(15), seen, 20_000);

      // 2. The server dies in the middle of a burst; commands keep arriving while it is down.
      const burst = append(30);
      await new Promise((r) => setTimeout(r, 60));
      await nats.kill();
      await burst;
      await append(15, 100); // the outage lasts a couple of seconds
      expect(await tally()).toBeLessThan(appended.length); // nothing can flow while it is down

      // 3. It comes back (same port, same store); more commands arrive.
      await nats.start();
      await append(10);

      const total = appended.length;
      expect(total).toBe(70);
      await until(caughtUp(total), seen, 60_000);
      await until(
        async () => (await readStore.getCheckpoint('fault-tally')) === (await store.headPosition()),
        seen,
        10_000,
      );

      // Exactly once: every event has its document, the running count equals the number of events.
      expect(await tally()).toBe(total);
      const docs = await readStore.find<{ id: string }>('fault_seen', {});
      expect(docs.map((d) => d.id).sort()).toEqual([...appended].sort());
      expect((await readStore.get<Tally>('fault_tally', 'all'))?.lastPosition).toBe(await store.headPosition());
      expect(poison).toEqual([]);
      // Nothing applied twice by the projector either (redeliveries are filtered by position).
      expect([...deliveries.values()].every((times) => times === 1)).toBe(true);
    },
  );
});
