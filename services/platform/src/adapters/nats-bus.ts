import { createHash } from 'node:crypto';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  RetentionPolicy,
  StorageType,
  connect,
  headers,
  nanos,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  type NatsError,
} from 'nats';
import { streamCategory, subjectFor, type EventBus, type EventHandler, type SubscribeOptions, type Subscription } from '../ports/event-bus';
import type { RecordedEvent } from '../ports/event-store';
import {
  deliveryOptions,
  reportPoison,
  retryDelay,
  RetryPause,
  type BusDeliveryOptions,
} from './in-process-bus';

const DEFAULT_PREFIX = 'tackle.events';
const TOKEN = /^[A-Za-z0-9_-]+$/;

export interface NatsJetStreamBusOptions extends BusDeliveryOptions {
  /** JetStream stream holding the events. Default `TACKLE`. */
  streamName?: string;
  /**
   * Subject prefix; the stream captures `<prefix>.>` and events go to
   * `<prefix>.<category>.<EventType>`. Default `tackle.events` (= {@link subjectFor}); tests use a
   * unique prefix so their streams do not overlap with a real one.
   */
  subjectPrefix?: string;
  /** JetStream duplicate window for `Nats-Msg-Id` dedupe. Default 2 minutes. */
  duplicateWindowMs?: number;
  /**
   * Consumer ack wait; long handlers are kept alive with `working()` at a third of it. Default 5 s:
   * it also bounds the stall after a server crash that lost the last ack (with max_ack_pending 1 the
   * consumer waits for that message's ack wait to run out before it delivers anything else).
   */
  ackWaitMs?: number;
}

export interface NatsJetStreamBusConnectOptions extends NatsJetStreamBusOptions {
  servers: string | string[];
  /** Connection name shown by the server's monitoring. Default `tackle`. */
  connectionName?: string;
  /** Default 5 s. */
  connectTimeoutMs?: number;
}

type ResolvedOptions = Required<Omit<NatsJetStreamBusOptions, 'duplicateWindowMs'>>;

/**
 * The distributed bus: NATS JetStream.
 *
 * - `publish` writes the RecordedEvent as JSON to `<prefix>.<category>.<EventType>` with
 *   `Nats-Msg-Id = event.id`, so a relay that republishes after a crash is deduplicated by the
 *   server within the duplicate window. Extra headers `Tackle-Event-Type`, `Tackle-Stream-Id` and
 *   `Tackle-Position` let analytics consumers route without parsing the body.
 * - `subscribe(name)` binds (or creates) the durable pull consumer `name` (sanitized): explicit ack,
 *   deliver all, and **max_ack_pending 1**, which is what keeps delivery in position order even
 *   across a nak'd redelivery (at most one unacknowledged event per consumer). A failing handler is
 *   nak'd with an exponential delay; at `maxAttempts` deliveries it is terminated and reported via
 *   `onPoison`. Events with `position <= afterPosition` (or already handled by this subscription)
 *   are acked without calling the handler.
 * - Several processes subscribing with the same name share the consumer (one consumer group).
 */
export class NatsJetStreamBus implements EventBus {
  readonly streamName: string;
  readonly subjectPrefix: string;
  private readonly js: JetStreamClient;
  private readonly subscriptions = new Set<NatsSubscription>();
  private readonly opts: ResolvedOptions;
  private closed = false;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    options: NatsJetStreamBusOptions,
    private readonly ownsConnection: boolean,
  ) {
    this.opts = {
      streamName: options.streamName ?? 'TACKLE',
      subjectPrefix: options.subjectPrefix ?? DEFAULT_PREFIX,
      ackWaitMs: options.ackWaitMs ?? 5_000,
      ...deliveryOptions(options, { baseMs: 500, maxMs: 30_000 }),
    };
    this.streamName = this.opts.streamName;
    this.subjectPrefix = this.opts.subjectPrefix;
    this.js = nc.jetstream();
  }

  /** Connects and makes sure the stream exists (file storage, `<prefix>.>`, duplicate window). */
  static async connect(options: NatsJetStreamBusConnectOptions): Promise<NatsJetStreamBus> {
    const nc = await connect({
      servers: options.servers,
      name: options.connectionName ?? 'tackle',
      timeout: options.connectTimeoutMs ?? 5_000,
      maxReconnectAttempts: -1,
    });
    try {
      return await NatsJetStreamBus.fromConnection(nc, options, true);
    } catch (error) {
      await nc.close().catch(() => undefined);
      throw error;
    }
  }

  /** Uses an existing connection; `close()` then leaves the connection open unless `ownsConnection`. */
  static async fromConnection(
    nc: NatsConnection,
    options: NatsJetStreamBusOptions = {},
    ownsConnection = false,
  ): Promise<NatsJetStreamBus> {
    validatePrefix(options.subjectPrefix ?? DEFAULT_PREFIX);
    const jsm = await nc.jetstreamManager();
    const bus = new NatsJetStreamBus(nc, jsm, options, ownsConnection);
    await bus.ensureStream(options.duplicateWindowMs ?? 120_000);
    return bus;
  }

  /** `<prefix>.<category>.<EventType>`; equals {@link subjectFor} with the default prefix. */
  subjectFor(event: Pick<RecordedEvent, 'streamId' | 'type'>): string {
    const category = streamCategory(event.streamId);
    if (!TOKEN.test(category) || !TOKEN.test(event.type)) {
      throw new Error(
        `event ${event.type} on stream ${event.streamId} cannot be routed: category and type must match ${TOKEN}`,
      );
    }
    const subject = subjectFor(event);
    return this.subjectPrefix === DEFAULT_PREFIX ? subject : this.subjectPrefix + subject.slice(DEFAULT_PREFIX.length);
  }

  async publish(event: RecordedEvent): Promise<void> {
    if (this.closed) throw new Error('NatsJetStreamBus is closed');
    const h = headers();
    h.set('Tackle-Event-Type', event.type);
    h.set('Tackle-Stream-Id', event.streamId);
    h.set('Tackle-Position', String(event.position));
    await this.js.publish(this.subjectFor(event), encoder.encode(JSON.stringify(event)), {
      msgID: event.id,
      headers: h,
      expect: { streamName: this.streamName },
    });
  }

  async subscribe(name: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<Subscription> {
    if (this.closed) throw new Error('NatsJetStreamBus is closed');
    const durable = durableName(name);
    await this.ensureConsumer(durable);
    const sub = new NatsSubscription(name, durable, this.streamName, this.nc, this.js, handler, options.afterPosition ?? 0, this.opts);
    this.subscriptions.add(sub);
    sub.start();
    return {
      stop: async () => {
        await sub.stop();
        this.subscriptions.delete(sub);
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
    if (this.ownsConnection && !this.nc.isClosed()) await this.nc.drain();
  }

  private async ensureStream(duplicateWindowMs: number): Promise<void> {
    const subject = `${this.subjectPrefix}.>`;
    const duplicate_window = nanos(duplicateWindowMs);
    const info = await this.jsm.streams.info(this.streamName).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (!info) {
      await this.jsm.streams.add({
        name: this.streamName,
        subjects: [subject],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        duplicate_window,
      });
      return;
    }
    const subjects = info.config.subjects ?? [];
    if (!subjects.includes(subject) || info.config.duplicate_window !== duplicate_window) {
      await this.jsm.streams.update(this.streamName, {
        subjects: subjects.includes(subject) ? subjects : [...subjects, subject],
        duplicate_window,
      });
    }
  }

  private async ensureConsumer(durable: string): Promise<void> {
    const wanted: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.opts.ackWaitMs),
      max_ack_pending: 1,
      max_deliver: -1, // the client terminates after maxAttempts, so it can report the poison event
    };
    const info = await this.jsm.consumers.info(this.streamName, durable).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (!info) {
      // Adding with an identical config is idempotent, so concurrent subscribers may race here.
      await this.jsm.consumers.add(this.streamName, wanted);
      return;
    }
    if (info.config.deliver_subject) {
      throw new Error(`consumer "${durable}" on stream ${this.streamName} is a push consumer; expected a pull consumer`);
    }
    if (info.config.ack_policy !== AckPolicy.Explicit) {
      throw new Error(`consumer "${durable}" on stream ${this.streamName} does not use explicit acks`);
    }
    if (info.config.max_ack_pending !== 1 || info.config.ack_wait !== wanted.ack_wait) {
      await this.jsm.consumers.update(this.streamName, durable, {
        max_ack_pending: 1,
        ack_wait: wanted.ack_wait,
      });
    }
  }
}

class NatsSubscription {
  private stopping = false;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private readonly pause = new RetryPause();
  /** Highest position acked by this subscription (or the caller's checkpoint). */
  private handledUpTo: number;

  constructor(
    private readonly name: string,
    private readonly durable: string,
    private readonly stream: string,
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly handler: EventHandler,
    afterPosition: number,
    private readonly opts: ResolvedOptions,
  ) {
    this.handledUpTo = afterPosition;
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.messages?.stop();
    this.pause.cancel();
    await this.loop;
    // acks are fire-and-forget: make sure the last one reached the server.
    if (!this.nc.isClosed()) await this.nc.flush().catch(() => undefined);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        const consumer = await this.js.consumers.get(this.stream, this.durable);
        const messages = await consumer.consume({ max_messages: 16 });
        this.messages = messages;
        if (this.stopping) {
          messages.stop();
          break;
        }
        for await (const msg of messages) {
          if (this.stopping) {
            msg.nak(); // buffered but not handled: hand it back at once
            continue;
          }
          await this.handle(msg);
          failures = 0;
        }
        if (this.stopping) break;
        throw new Error('message iterator ended');
      } catch (error) {
        if (this.stopping) break;
        failures += 1;
        this.opts.onError(error, `subscriber "${this.name}" lost its consumer; restarting`);
        await this.pause.wait(retryDelay(failures, 250, 10_000));
      }
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    let event: RecordedEvent;
    try {
      event = msg.json<RecordedEvent>();
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.position !== 'number') {
        throw new Error('not a RecordedEvent');
      }
    } catch (error) {
      msg.term();
      this.opts.onError(error, `subscriber "${this.name}" dropped unreadable message ${msg.subject} #${msg.seq}`);
      return;
    }
    if (event.position <= this.handledUpTo) {
      msg.ack(); // before the checkpoint, or a duplicate published after the dedupe window
      return;
    }
    const keepAlive = setInterval(() => msg.working(), Math.max(1_000, Math.floor(this.opts.ackWaitMs / 3)));
    try {
      await this.handler(event);
      msg.ack();
      this.handledUpTo = event.position;
    } catch (error) {
      const attempt = msg.info.redeliveryCount; // 1 on the first delivery
      if (attempt >= this.opts.maxAttempts) {
        msg.term();
        this.handledUpTo = event.position;
        reportPoison(this.opts, this.name, event, error);
      } else {
        msg.nak(retryDelay(attempt, this.opts.retryBaseDelayMs, this.opts.retryMaxDelayMs));
      }
    } finally {
      clearInterval(keepAlive);
    }
  }
}

const encoder = new TextEncoder();

/** Durable names may only hold [A-Za-z0-9_-]; a name that had to change gets a hash suffix so
 * `a.b` and `a_b` stay distinct consumers. */
export function durableName(name: string): string {
  if (!name) throw new Error('subscriber name must not be empty');
  const safe = name.replace(/[^A-Za-z0-9_-]/g, '_');
  if (safe === name && name.length <= 200) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 10);
  return `${safe.slice(0, 189)}_${hash}`;
}

function validatePrefix(prefix: string): void {
  if (!prefix.split('.').every((t) => TOKEN.test(t))) {
    throw new Error(`subjectPrefix "${prefix}" must be dot-separated tokens of [A-Za-z0-9_-]`);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as Partial<NatsError> | undefined;
  const code = e?.api_error?.err_code;
  return code === 10059 /* stream not found */ || code === 10014 /* consumer not found */ || e?.code === '404';
}
