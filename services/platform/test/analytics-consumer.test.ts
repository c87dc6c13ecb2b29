import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import { describe, expect, it } from 'vitest';
import { countEvents } from '../../../examples/analytics-consumer';
import { NatsJetStreamBus } from '../src/adapters/nats-bus';
import type { RecordedEvent } from '../src/ports';

// The example analytics consumer against a real nats-server: what the relay publishes, an outside
// consumer counts by type from the documented subjects, once each.

const url = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const reachable = await connect({ servers: url, timeout: 1_000, maxReconnectAttempts: 0 }).then(
  async (nc) => {
    await nc.close();
    return true;
  },
  () => false,
);
if (!reachable)
  console.warn(`skipped: no nats-server at ${url} (set NATS_TEST_URL) for the analytics consumer example`);

let position = 0;
const recorded = (streamId: string, type: string): RecordedEvent => ({
  id: randomUUID(),
  streamId,
  type,
  revision: 0,
  position: ++position,
  createdAt: new Date().toISOString(),
  data: {},
  metadata: { userId: 'u1', correlationId: 'c1', causationId: null, schemaVersion: 1 },
});

describe.skipIf(!reachable)('examples/analytics-consumer', () => {
  it('counts events by type and category from tackle.events.<category>.<EventType>', async () => {
    const id = randomUUID().slice(0, 8);
    const streamName = `ANALYTICS_${id}`;
    const subjectPrefix = `analytics_${id}.events`;
    const bus = await NatsJetStreamBus.connect({ servers: url, streamName, subjectPrefix });
    try {
      const events = [
        recorded('gear-1', 'GearAdded'),
        recorded('gear-2', 'GearAdded'),
        recorded('catch-1', 'CatchLogged'),
        recorded('gear-1', 'GearUpdated'),
      ];
      for (const event of events) await bus.publish(event);
      await bus.publish(events[0]!); // a relay replay: JetStream drops it (Nats-Msg-Id)

      const counts = await countEvents({
        servers: url,
        stream: streamName,
        subjectPrefix,
        durable: 'analytics-test',
        untilCaughtUp: true,
      });
      expect(counts).toEqual({
        total: 4,
        byType: { GearAdded: 2, CatchLogged: 1, GearUpdated: 1 },
        byCategory: { gear: 3, catch: 1 },
        lastPosition: 4,
      });

      // Durable: a restarted consumer continues after what it already counted.
      await bus.publish(recorded('catch-2', 'CatchLogged'));
      const next = await countEvents({
        servers: url,
        stream: streamName,
        subjectPrefix,
        durable: 'analytics-test',
        untilCaughtUp: true,
      });
      expect(next).toMatchObject({ total: 1, byType: { CatchLogged: 1 } });
    } finally {
      const nc = await connect({ servers: url });
      await (await nc.jetstreamManager()).streams.delete(streamName).catch(() => false);
      await nc.close();
      await bus.close();
    }
  });
});
