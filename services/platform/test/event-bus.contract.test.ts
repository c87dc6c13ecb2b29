import { randomUUID } from 'node:crypto';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';
import { InProcessBus, type BusDeliveryOptions } from '../src/adapters/in-process-bus';
import { NatsJetStreamBus, durableName } from '../src/adapters/nats-bus';
import { subjectFor, type EventBus, type EventHandler } from '../src/ports/event-bus';
import type { EventData, RecordedEvent } from '../src/ports/event-store';

// ---------------------------------------------------------------------------------------------
// Waiting on conditions: every handler / poison report notifies; a test waits until its predicate
// holds, and a timeout fails the test with what was expected and what was seen.
// ---------------------------------------------------------------------------------------------

class Signal {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const l of [...this.listeners]) l();
  }

  until(predicate: () => boolean, describe: () => string, timeoutMs = 10_000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!predicate()) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${describe()}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
    });
  }
}

interface PoisonReport {
  name: string;
  event: RecordedEvent;
  error: unknown;
}

interface Collector {
  received: RecordedEvent[];
  attempts: Map<string, number>;
  handler: EventHandler;
  /** Resolves once at least `n` events were handled successfully. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
}

function collector(signal: Signal, fail?: (event: RecordedEvent, attempt: number) => boolean): Collector {
  const received: RecordedEvent[] = [];
  const attempts = new Map<string, number>();
  return {
    received,
    attempts,
    handler: async (event) => {
      const attempt = (attempts.get(event.id) ?? 0) + 1;
      attempts.set(event.id, attempt);
      if (fail?.(event, attempt)) {
        signal.notify();
        throw new Error(`boom ${event.type} attempt ${attempt}`);
      }
      received.push(event);
      signal.notify();
    },
    waitFor: (n, timeoutMs) =>
      signal.until(
        () => received.length >= n,
        () => `${n} events, received ${received.length}: ${received.map((e) => e.type).join(', ')}`,
        timeoutMs,
      ),
  };
}

/** Resolves on the first call of the returned callback, or fails the test after the timeout. */
function once(signal: Signal, what: string): { hit: () => void; reached: Promise<void> } {
  let done = false;
  return {
    hit: () => {
      done = true;
      signal.notify();
    },
    reached: signal.until(
      () => done,
      () => what,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The contract
// ---------------------------------------------------------------------------------------------

const RETRY = { maxAttempts: 3 } as const;

interface Harness {
  bus: EventBus;
  /** The event store the relay (here: `emit`) reads from. */
  store: InMemoryEventStore;
  poisoned: PoisonReport[];
  errors: Array<{ error: unknown; context: string }>;
  signal: Signal;
  /** A subscriber name unique to this test run. */
  name(label: string): string;
  close(): Promise<void>;
}

type MakeHarness = () => Promise<Harness>;

/** Shared by the adapters' harnesses: store, signal and the reports the bus options write to. */
function harnessParts() {
  const signal = new Signal();
  const poisoned: PoisonReport[] = [];
  const errors: Array<{ error: unknown; context: string }> = [];
  const delivery: BusDeliveryOptions = {
    ...RETRY,
    onPoison: (name, event, error) => {
      poisoned.push({ name, event, error });
      signal.notify();
    },
    onError: (error, context) => {
      errors.push({ error, context });
    },
  };
  return { signal, poisoned, errors, delivery, store: new InMemoryEventStore() };
}

const newEvent = (type: string, data: unknown = {}): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: 'user-1', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

/** What the relay does: append to the store, then publish each recorded event to the bus. */
async function emit(h: Harness, streamId: string, ...events: EventData[]): Promise<RecordedEvent[]> {
  const before = await h.store.headPosition();
  await h.store.append(streamId, events, { expectedRevision: 'any' });
  const recorded = await h.store.readAll(before, events.length);
  for (const e of recorded) await h.bus.publish(e);
  return recorded;
}

const ids = (events: RecordedEvent[]) => events.map((e) => e.id);

function eventBusContract(make: MakeHarness): void {
  let h: Harness;
  beforeEach(async () => {
    h = await make();
  });
  afterEach(async () => {
    await h.close();
    expect(h.errors, 'the bus reported infrastructure errors').toEqual([]);
  });

  it('delivers events in position order with their exact data', async () => {
    const c = collector(h.signal);
    const sub = await h.bus.subscribe(h.name('order'), c.handler);
    const gear = `gear-${randomUUID()}`;
    const catches = `catch-${randomUUID()}`;
    const sent: RecordedEvent[] = [];
    for (let i = 0; i < 10; i++) {
      sent.push(...(await emit(h, gear, newEvent('GearUpdated', { i, name: `rod ${i}`, nested: { tags: ['a', i] } }))));
      sent.push(
        ...(await emit(h, catches, newEvent('CatchLogged', { i, weightKg: 1.5 + i }), newEvent('CatchUpdated', { i }))),
      );
    }
    await c.waitFor(sent.length);
    expect(c.received).toEqual(sent);
    const positions = c.received.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    await sub.stop();
  });

  it('lets a subscriber that starts later catch up from the beginning, then go live', async () => {
    const stream = `gear-${randomUUID()}`;
    const early = await emit(h, stream, newEvent('GearAdded', { n: 1 }), newEvent('GearUpdated', { n: 2 }));
    early.push(...(await emit(h, `consumable-${randomUUID()}`, newEvent('ConsumableUsed', { n: 3 }))));
    const c = collector(h.signal);
    const sub = await h.bus.subscribe(h.name('late'), c.handler);
    await c.waitFor(3);
    expect(c.received).toEqual(early);
    const live = await emit(h, stream, newEvent('GearRemoved', { n: 4 }));
    await c.waitFor(4);
    expect(c.received).toEqual([...early, ...live]);
    await sub.stop();
  });

  it('skips events at or before afterPosition', async () => {
    const stream = `gear-${randomUUID()}`;
    const [e1, e2, e3] = await emit(h, stream, newEvent('GearAdded'), newEvent('GearUpdated'), newEvent('GearStored'));
    const c = collector(h.signal);
    const sub = await h.bus.subscribe(h.name('after'), c.handler, { afterPosition: e1!.position });
    await c.waitFor(2);
    const [e4] = await emit(h, stream, newEvent('GearRemoved'));
    await c.waitFor(3);
    expect(ids(c.received)).toEqual(ids([e2!, e3!, e4!]));
    await sub.stop();
  });

  it('delivers an event published twice (or woken up twice) once', async () => {
    const c = collector(h.signal);
    const sub = await h.bus.subscribe(h.name('dedupe'), c.handler);
    const stream = `gear-${randomUUID()}`;
    const [e1] = await emit(h, stream, newEvent('GearAdded'));
    await h.bus.publish(e1!);
    await Promise.all([h.bus.publish(e1!), h.bus.publish(e1!)]);
    const [e2] = await emit(h, stream, newEvent('GearUpdated'));
    await c.waitFor(2);
    // Delivery is ordered, so a duplicate of e1 would have arrived before e2.
    expect(ids(c.received)).toEqual(ids([e1!, e2!]));
    expect(c.attempts.get(e1!.id)).toBe(1);
    await sub.stop();
  });

  it('retries a failing handler, reports poison after the last attempt and moves on', async () => {
    const c = collector(h.signal, (e, attempt) => (e.type === 'Flaky' && attempt === 1) || e.type === 'Poison');
    const name = h.name('poison');
    const sub = await h.bus.subscribe(name, c.handler);
    const stream = `catch-${randomUUID()}`;
    const [flaky, poison, after] = await emit(h, stream, newEvent('Flaky'), newEvent('Poison'), newEvent('After'));
    await c.waitFor(2);
    await h.signal.until(
      () => h.poisoned.length >= 1,
      () => 'a poison report',
    );
    expect(ids(c.received)).toEqual(ids([flaky!, after!]));
    expect(c.attempts.get(flaky!.id)).toBe(2);
    expect(c.attempts.get(poison!.id)).toBe(RETRY.maxAttempts);
    expect(c.attempts.get(after!.id)).toBe(1);
    expect(h.poisoned).toHaveLength(1);
    expect(h.poisoned[0]!.name).toBe(name);
    expect(h.poisoned[0]!.event).toEqual(poison);
    expect((h.poisoned[0]!.error as Error).message).toBe(`boom Poison attempt ${RETRY.maxAttempts}`);
    await sub.stop();
  });

  it('stop() ends delivery to that subscriber; others keep receiving', async () => {
    const stopped = collector(h.signal);
    const control = collector(h.signal);
    const sub = await h.bus.subscribe(h.name('stopped'), stopped.handler);
    const stream = `gear-${randomUUID()}`;
    const [e1] = await emit(h, stream, newEvent('GearAdded'));
    await stopped.waitFor(1);
    await sub.stop();
    const controlSub = await h.bus.subscribe(h.name('control'), control.handler);
    const later = await emit(h, stream, newEvent('GearUpdated'), newEvent('GearRemoved'));
    await control.waitFor(3);
    // The control subscriber has seen everything after e1; the stopped one got nothing more.
    expect(ids(control.received)).toEqual(ids([e1!, ...later]));
    expect(ids(stopped.received)).toEqual([e1!.id]);
    await controlSub.stop();
  });

  it('stop() waits for the handler in flight', async () => {
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const entered = once(h.signal, 'the handler to start');
    const sub = await h.bus.subscribe(h.name('inflight'), async (e) => {
      log.push(`start ${e.type}`);
      entered.hit();
      await gate;
      log.push(`end ${e.type}`);
    });
    await emit(h, `gear-${randomUUID()}`, newEvent('GearAdded'));
    await entered.reached;
    const stopping = sub.stop().then(() => log.push('stopped'));
    // Released on a later macrotask: a stop() that did not wait would already have logged.
    setTimeout(release, 20);
    await stopping;
    expect(log).toEqual(['start GearAdded', 'end GearAdded', 'stopped']);
  });
}

// ---------------------------------------------------------------------------------------------
// In-process bus (always)
// ---------------------------------------------------------------------------------------------

describe('EventBus contract: in-process bus (fed from the store)', () => {
  eventBusContract(async () => {
    const parts = harnessParts();
    const { delivery, store } = parts;
    const bus = new InProcessBus(store, { ...delivery, retryBaseDelayMs: 5, batchSize: 4 });
    return {
      ...parts,
      bus,
      name: (label) => label,
      close: async () => {
        await bus.close();
        await store.close();
      },
    };
  });

  it('wakes on store appends alone (no publish) and rejects a second live subscriber of the same name', async () => {
    const { signal, delivery, store } = harnessParts();
    const bus = new InProcessBus(store, delivery);
    const c = collector(signal);
    const sub = await bus.subscribe('projector', c.handler);
    await expect(bus.subscribe('projector', c.handler)).rejects.toThrow(/already active/);
    await store.append('gear-1', [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
    await c.waitFor(1);
    await sub.stop();
    const again = await bus.subscribe('projector', c.handler, { afterPosition: 1 });
    await store.append('gear-1', [newEvent('GearUpdated')], { expectedRevision: 0 });
    await c.waitFor(2);
    expect(c.received.map((e) => e.type)).toEqual(['GearAdded', 'GearUpdated']);
    await again.stop();
    await bus.close();
  });

  it('tells a subscriber once, when it has delivered everything there was to read (docs/decisions/150)', async () => {
    const { signal, delivery, store } = harnessParts();
    const bus = new InProcessBus(store, { ...delivery, batchSize: 4 });
    expect(bus.tellsCaughtUp).toBe(true);
    for (let i = 0; i < 10; i++) await store.append(`gear-${i}`, [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
    const c = collector(signal);
    const seenWhenTold: number[] = [];
    const sub = await bus.subscribe('projector', c.handler, {
      onCaughtUp: () => {
        seenWhenTold.push(c.received.length);
        signal.notify();
      },
    });
    await c.waitFor(10);
    await signal.until(() => seenWhenTold.length > 0, () => 'the caught-up call');
    await store.append('gear-10', [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
    await c.waitFor(11);
    // Three batches of four (the last one short): told after the tenth, and not again for live events.
    expect(seenWhenTold).toEqual([10]);
    const late = await bus.subscribe('empty', collector(signal).handler, { afterPosition: 11, onCaughtUp: () => {
        seenWhenTold.push(-1);
        signal.notify();
      },
    });
    await signal.until(() => seenWhenTold.length > 1, () => 'the caught-up call of a subscriber with nothing to read');
    expect(seenWhenTold).toEqual([10, -1]);
    await late.stop();
    await sub.stop();
    await bus.close();
  });

  it('wakes its subscribers at once after a quiet spell, then once per interval for the appends made meanwhile (docs/decisions/157)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { signal, delivery, store } = harnessParts();
      const bus = new InProcessBus(store, { ...delivery, wakeIntervalMs: 1_000 });
      const batches: string[][] = [];
      const sub = await bus.subscribeBatches('projector', async (events) => {
        batches.push(events.map((event) => event.type));
        signal.notify();
      });
      const delivered = (n: number) => signal.until(() => batches.flat().length >= n, () => `${n} events, delivered ${JSON.stringify(batches)}`);
      // The first append after a quiet spell: delivered without any time passing.
      await store.append('gear-1', [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
      await delivered(1);
      // Three appends within the interval: none delivered until it has passed, then all in one batch.
      await store.append('gear-1', [newEvent('GearUpdated')], { expectedRevision: 0 });
      await store.append('gear-2', [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
      await vi.advanceTimersByTimeAsync(999);
      await store.append('gear-1', [newEvent('GearRemoved')], { expectedRevision: 1 });
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([['GearAdded']]);
      await vi.advanceTimersByTimeAsync(1);
      await delivered(4);
      expect(batches).toEqual([['GearAdded'], ['GearUpdated', 'GearAdded', 'GearRemoved']]);
      // A wake-up still pending when the bus closes is dropped with it.
      await store.append('gear-3', [newEvent('GearAdded')], { expectedRevision: 'no_stream' });
      expect(vi.getTimerCount()).toBe(1);
      await sub.stop();
      await bus.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// NATS JetStream (real nats-server; skipped loudly when there is none)
// ---------------------------------------------------------------------------------------------

const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';

async function probeNats(): Promise<string | null> {
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({ servers: NATS_URL, timeout: 2_000, reconnect: false });
    await nc.jetstreamManager(); // fails when JetStream is not enabled
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await nc?.close().catch(() => undefined);
  }
}

const natsUnavailable = await probeNats();
if (natsUnavailable) {
  console.warn(`skipped: NATS JetStream suite — no nats-server at ${NATS_URL} (${natsUnavailable})`);
}
const describeNats = natsUnavailable ? describe.skip : describe;

describeNats(`EventBus contract: NATS JetStream (${NATS_URL})`, () => {
  const runId = randomUUID().replace(/-/g, '').slice(0, 12);
  let admin: NatsConnection;
  let jsm: JetStreamManager;
  let seq = 0;

  beforeAll(async () => {
    admin = await connect({ servers: NATS_URL });
    jsm = await admin.jetstreamManager();
  });
  afterAll(async () => {
    await admin?.drain();
  });

  /** A bus on its own stream and subject prefix, so tests and runs never see each other's events. */
  async function natsHarness(opts: { defaultPrefix?: boolean } = {}): Promise<Harness & { bus: NatsJetStreamBus }> {
    seq += 1;
    const parts = harnessParts();
    const { delivery, store } = parts;
    const streamName = `TACKLE_TEST_${runId}_${seq}`;
    const bus = await NatsJetStreamBus.connect({
      servers: NATS_URL,
      streamName,
      ...(opts.defaultPrefix ? {} : { subjectPrefix: `tackle_test_${runId}_${seq}.events` }),
      duplicateWindowMs: 120_000,
      ...delivery,
      retryBaseDelayMs: 50,
    });
    return {
      ...parts,
      bus,
      name: (label) => `${label}-${runId}-${seq}`,
      close: async () => {
        await bus.close();
        await jsm.streams.delete(streamName).catch(() => undefined);
        await store.close();
      },
    };
  }

  eventBusContract(() => natsHarness());

  it('stores a message on tackle.events.<category>.<EventType> with Nats-Msg-Id = event id, once', async (ctx) => {
    // Uses the real default prefix: only possible when no other stream on this server captures it.
    const busy = await streamCapturing('tackle.events.gear.GearAdded');
    if (busy) {
      const why = `stream ${busy} on ${NATS_URL} already captures tackle.events.>`;
      console.warn(`skipped: NATS default-prefix subject check — ${why}`);
      ctx.skip(why);
    }
    const h = await natsHarness({ defaultPrefix: true });
    try {
      expect(h.bus.subjectPrefix).toBe('tackle.events');
      const [event] = await emit(h, `gear-${randomUUID()}`, newEvent('GearAdded', { brand: 'Shimano' }));
      await h.bus.publish(event!); // the relay republishing after a crash
      const info = await jsm.streams.info(h.bus.streamName);
      expect(info.state.messages).toBe(1);
      const stored = await jsm.streams.getMessage(h.bus.streamName, { seq: info.state.last_seq });
      expect(stored.subject).toBe('tackle.events.gear.GearAdded');
      expect(stored.subject).toBe(subjectFor(event!));
      expect(stored.header.get('Nats-Msg-Id')).toBe(event!.id);
      expect(stored.header.get('Tackle-Event-Type')).toBe('GearAdded');
      expect(stored.header.get('Tackle-Position')).toBe(String(event!.position));
      expect(stored.json<RecordedEvent>()).toEqual(event);
    } finally {
      await h.close();
    }
  });

  async function streamCapturing(subject: string): Promise<string | null> {
    const names = await jsm.streams.names(subject).next();
    return names.find((n) => !n.startsWith(`TACKLE_TEST_${runId}`)) ?? null;
  }

  it('JetStream itself drops a duplicate publish inside the window (not just the consumer)', async () => {
    const h = await natsHarness();
    try {
      const [e1] = await emit(h, `gear-${randomUUID()}`, newEvent('GearAdded'));
      await h.bus.publish(e1!);
      await h.bus.publish(e1!);
      const info = await jsm.streams.info(h.bus.streamName);
      expect(info.state.messages).toBe(1);
      expect(info.config.duplicate_window).toBe(120_000 * 1_000_000);
      expect(info.config.storage).toBe('file');
      expect(info.config.subjects).toEqual([`${h.bus.subjectPrefix}.>`]);
    } finally {
      await h.close();
    }
  });

  it('a durable subscriber resumes after stop without redelivering acked events', async () => {
    const h = await natsHarness();
    try {
      const name = `gear list.projector:${runId}`; // not subject-safe: sanitized to a durable name
      const first = collector(h.signal);
      const sub = await h.bus.subscribe(name, first.handler);
      const stream = `gear-${randomUUID()}`;
      const [e1] = await emit(h, stream, newEvent('GearAdded'));
      await first.waitFor(1);
      await sub.stop();
      const [e2] = await emit(h, stream, newEvent('GearUpdated'));
      const second = collector(h.signal);
      const resumed = await h.bus.subscribe(name, second.handler);
      await second.waitFor(1);
      const [e3] = await emit(h, stream, newEvent('GearRemoved'));
      await second.waitFor(2);
      expect(ids(first.received)).toEqual([e1!.id]);
      expect(ids(second.received)).toEqual(ids([e2!, e3!]));
      const consumers = await jsm.consumers.list(h.bus.streamName).next();
      expect(consumers.map((c) => c.name)).toEqual([durableName(name)]);
      expect(consumers[0]!.config).toMatchObject({ ack_policy: 'explicit', deliver_policy: 'all', max_ack_pending: 1 });
      await resumed.stop();
    } finally {
      await h.close();
    }
    expect(h.errors).toEqual([]);
  });
});

describe('durableName', () => {
  it('keeps safe names and makes unsafe ones safe and distinct', () => {
    expect(durableName('projector-gear_list')).toBe('projector-gear_list');
    const a = durableName('a.b');
    const b = durableName('a_b');
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(durableName('tackle.events.>*')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(() => durableName('')).toThrow();
  });
});
