/*
 * An outside analytics consumer: counts Tackle's domain events by type, straight from NATS JetStream.
 *
 *   NATS_URL=nats://127.0.0.1:4222 node --import tsx examples/analytics-consumer.ts          # follow, print every 10 s
 *   NATS_URL=nats://127.0.0.1:4222 node --import tsx examples/analytics-consumer.ts --once   # count what is there, exit
 *
 * Subject scheme (README, "Distributed mode"): every event is a JetStream message on
 *   tackle.events.<category>.<EventType>       e.g. tackle.events.gear.GearAdded, tackle.events.catch.CatchLogged
 * in the stream TACKLE (NATS_STREAM / NATS_SUBJECT_PREFIX change both). <category> is the aggregate
 * the event belongs to (the stream id's prefix: gear, consumable, storage, setup, catch, user, ...).
 * Headers: Nats-Msg-Id = event id (JetStream drops duplicates), Tackle-Event-Type, Tackle-Stream-Id,
 * Tackle-Position. Body: the recorded event as JSON { id, type, streamId, revision, position,
 * createdAt, data, metadata: { userId, correlationId, causationId, schemaVersion } }, secrets removed.
 * Events arrive in position order; delivery is at-least-once, so a consumer remembers the last
 * position it counted and ignores anything at or below it.
 *
 * Only the `nats` client is needed: an outside consumer does not use Tackle's code.
 */
import { AckPolicy, connect, DeliverPolicy, type JsMsg } from 'nats';

export interface CountOptions {
  servers: string;
  stream?: string;
  subjectPrefix?: string;
  /** Durable consumer name: a restarted consumer continues where it stopped. */
  durable?: string;
  /** Stop once every stored event is counted (otherwise follow new ones until `signal` aborts). */
  untilCaughtUp?: boolean;
  signal?: AbortSignal;
  /** Called with the running counts every `reportEveryMs` while following. */
  report?: (counts: EventCounts) => void;
  reportEveryMs?: number;
}

export interface EventCounts {
  total: number;
  byType: Record<string, number>;
  byCategory: Record<string, number>;
  lastPosition: number;
}

export async function countEvents(options: CountOptions): Promise<EventCounts> {
  const stream = options.stream ?? 'TACKLE';
  const prefix = options.subjectPrefix ?? 'tackle.events';
  const durable = options.durable ?? 'analytics-example';
  const counts: EventCounts = { total: 0, byType: {}, byCategory: {}, lastPosition: 0 };

  const nc = await connect({ servers: options.servers, name: `tackle-${durable}`, maxReconnectAttempts: -1 });
  try {
    const jsm = await nc.jetstreamManager();
    const exists = await jsm.consumers.info(stream, durable).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `${prefix}.>`,
      });
    }
    const consumer = await nc.jetstream().consumers.get(stream, durable);

    const count = (msg: JsMsg) => {
      // <prefix>.<category>.<EventType>: routing needs no body parsing.
      const [category = '?', type = '?'] = msg.subject.slice(prefix.length + 1).split('.');
      const position = Number(msg.headers?.get('Tackle-Position') ?? 0);
      if (position > counts.lastPosition) {
        counts.total += 1;
        counts.byType[type] = (counts.byType[type] ?? 0) + 1;
        counts.byCategory[category] = (counts.byCategory[category] ?? 0) + 1;
        counts.lastPosition = position;
      }
      msg.ack();
    };

    if (options.untilCaughtUp) {
      for (;;) {
        const pending = (await consumer.info()).num_pending;
        if (pending === 0) break;
        const batch = await consumer.fetch({ max_messages: Math.min(pending, 256), expires: 2_000 });
        for await (const msg of batch) count(msg);
      }
      return counts;
    }

    const messages = await consumer.consume({ max_messages: 256 });
    options.signal?.addEventListener('abort', () => messages.stop(), { once: true });
    const timer = setInterval(() => options.report?.(counts), options.reportEveryMs ?? 10_000);
    try {
      for await (const msg of messages) count(msg);
    } finally {
      clearInterval(timer);
    }
    return counts;
  } finally {
    await nc.drain();
  }
}

function print(counts: EventCounts): void {
  const rows = Object.entries(counts.byType).sort((a, b) => b[1] - a[1]);
  console.log(`\n${counts.total} events (up to position ${counts.lastPosition})`);
  for (const [type, n] of rows) console.log(`  ${type.padEnd(32)} ${String(n).padStart(8)}`);
}

// Run as a script (not when imported by a test).
if (import.meta.url === `file://${process.argv[1]}`) {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  const counts = await countEvents({
    servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    ...(process.env.NATS_STREAM ? { stream: process.env.NATS_STREAM } : {}),
    ...(process.env.NATS_SUBJECT_PREFIX ? { subjectPrefix: process.env.NATS_SUBJECT_PREFIX } : {}),
    ...(process.env.ANALYTICS_CONSUMER ? { durable: process.env.ANALYTICS_CONSUMER } : {}),
    untilCaughtUp: process.argv.includes('--once'),
    signal: controller.signal,
    report: print,
  });
  print(counts);
}
