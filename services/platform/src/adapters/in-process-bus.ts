import { BatchDeliveryError, type BatchHandler, type EventBus, type EventHandler, type SubscribeOptions, type Subscription } from '../ports/event-bus';
import type { EventStore, RecordedEvent } from '../ports/event-store';

/**
 * Full batches kept for subscribers that are behind the first reader. Subscribers catching up take
 * turns batch by batch (`Turns`), so those reading together are a batch or two apart; every batch
 * kept holds its events' parsed data alive (docs/decisions/129: 64 batches of catches are tens of
 * megabytes, all of it surviving the young generation's collections).
 */
const SHARED_BATCHES = 8;

/** Called once for an event whose handler still failed after the last attempt; delivery moves on. */
export type PoisonHandler = (subscriber: string, event: RecordedEvent, error: unknown) => void;

/** Options shared by the bus adapters. */
export interface BusDeliveryOptions {
  /** Handler attempts per event before it is reported as poison and skipped. Default 3. */
  maxAttempts?: number;
  /** Delay before the 2nd attempt; doubles per attempt, capped by `retryMaxDelayMs`. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Poison report (subscriber name, event, last error). Default: `console.error`. */
  onPoison?: PoisonHandler;
  /** Infrastructure errors that the bus recovers from on its own (store read failed, ...). */
  onError?: (error: unknown, context: string) => void;
}

export interface InProcessBusOptions extends BusDeliveryOptions {
  /** Events read from the store per `readAll` call. Default 256. */
  batchSize?: number;
  /**
   * The shortest time between two wake-ups of the subscribers, in ms (`WakeUps`). Default
   * `WAKE_INTERVAL_MS`; 0 wakes them at every append.
   */
  wakeIntervalMs?: number;
}

/**
 * Appends closer together than this wake the subscribers once (docs/decisions/157): under a load of
 * 2,000 writes a second, a handful of append groups per wake-up instead of one, so every
 * projection reads, applies and commits them as one batch. An append after a quiet spell wakes
 * them at once, as before.
 */
export const WAKE_INTERVAL_MS = 10;

/**
 * Wake-ups at most one per interval, the first at once (docs/decisions/157). Each wake-up of the
 * subscribers costs every projection a store read, a batch, a checkpoint write and a share of the
 * read store's commit, whether the wake-up brought one append or ten. An append that comes while
 * the last wake-up is younger than the interval is left for one wake-up at the interval's end,
 * which takes every append made meanwhile: none is ever left without a wake-up, and none waits
 * longer than the interval.
 */
class WakeUps {
  private last = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly wake: () => void,
  ) {}

  ask(): void {
    if (this.timer) return; // the wake-up already set will take this append too
    const wait = this.last + this.intervalMs - performance.now();
    if (wait <= 0) {
      this.now();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.now();
    }, wait);
  }

  /** No wake-up left pending (the bus is closing; its subscribers are woken to stop). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private now(): void {
    this.last = performance.now();
    this.wake();
  }
}

/** Delay before attempt `attempt + 1` (attempt is 1-based) with exponential backoff. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Backoff pauses between a subscriber's retries, cut short when it stops (`cancel`). */
export class RetryPause {
  private cutShort: (() => void) | null = null;

  wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.cutShort = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.cutShort = done;
    });
  }

  cancel(): void {
    this.cutShort?.();
  }
}

/** Reports the event `subscriber` gave up on to `onPoison`; a report that throws goes to `onError`. */
export function reportPoison(
  opts: Required<Pick<BusDeliveryOptions, 'onPoison' | 'onError'>>,
  subscriber: string,
  event: RecordedEvent,
  error: unknown,
): void {
  try {
    opts.onPoison(subscriber, event, error);
  } catch (reportError) {
    opts.onError(reportError, `onPoison threw for subscriber "${subscriber}"`);
  }
}

export const defaultPoisonHandler: PoisonHandler = (subscriber, event, error) => {
  console.error(
    `[event-bus] subscriber "${subscriber}" gave up on event ${event.type} ${event.id} (position ${event.position}):`,
    error,
  );
};

export const defaultErrorHandler = (error: unknown, context: string): void => {
  console.error(`[event-bus] ${context}:`, error);
};

/** `options` with the bus's own retry delays and the default reports where the caller left them out. */
export function deliveryOptions(
  options: BusDeliveryOptions,
  retryDelays: { baseMs: number; maxMs: number },
): Required<BusDeliveryOptions> {
  return {
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
    retryBaseDelayMs: options.retryBaseDelayMs ?? retryDelays.baseMs,
    retryMaxDelayMs: options.retryMaxDelayMs ?? retryDelays.maxMs,
    onPoison: options.onPoison ?? defaultPoisonHandler,
    onError: options.onError ?? defaultErrorHandler,
  };
}

/**
 * The single-machine bus, "fed from the store": the event store is the source of truth and every
 * subscriber runs its own ordered pull loop over `store.readAll(position, batch)`. Between batches a
 * subscriber sleeps until it is woken by `store.onAppended` (appends made through this store
 * instance) or by `publish` (the relay saw a new event, e.g. appended by another process on the
 * same database). Wake-ups carry no data, so duplicated or spurious wake-ups never duplicate
 * deliveries. There are no polling timers.
 *
 * Delivery is in position order per subscriber, one event at a time (the handler is awaited).
 * A failing handler is retried with exponential backoff; after `maxAttempts` the event is reported
 * through `onPoison` and the subscriber moves on.
 *
 * Subscriptions are not durable here: a restarted process passes its checkpoint as `afterPosition`.
 * A name may have only one live subscription at a time (a second one would double-deliver).
 */
export class InProcessBus implements EventBus {
  private readonly subscribers = new Map<string, StoreSubscriber>();
  private readonly turns = new Turns();
  readonly tellsCaughtUp = true;
  private readonly unlisten: () => void;
  private closed = false;
  private readonly opts: Required<InProcessBusOptions>;
  private readonly wakeUps: WakeUps;

  constructor(
    private readonly store: EventStore,
    options: InProcessBusOptions = {},
  ) {
    this.opts = {
      batchSize: options.batchSize ?? 256,
      wakeIntervalMs: Math.max(0, options.wakeIntervalMs ?? WAKE_INTERVAL_MS),
      ...deliveryOptions(options, { baseMs: 100, maxMs: 5_000 }),
    };
    this.wakeUps = new WakeUps(this.opts.wakeIntervalMs, () => this.wakeAll());
    this.unlisten = store.onAppended(() => this.wakeUps.ask());
  }

  /** The store already holds the event: publishing only wakes the subscribers. */
  async publish(_event: RecordedEvent): Promise<void> {
    if (this.closed) throw new Error('InProcessBus is closed');
    this.wakeUps.ask();
  }

  async subscribe(name: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<Subscription> {
    return this.start(name, { kind: 'event', handle: handler }, options);
  }

  async subscribeBatches(name: string, handler: BatchHandler, options: SubscribeOptions = {}): Promise<Subscription> {
    return this.start(name, { kind: 'batch', handle: handler }, options);
  }

  private start(name: string, handler: SubscriberHandler, options: SubscribeOptions): Subscription {
    if (this.closed) throw new Error('InProcessBus is closed');
    if (this.subscribers.has(name)) throw new Error(`InProcessBus: subscriber "${name}" is already active`);
    const subscriber = new StoreSubscriber(name, this.reader, handler, options.afterPosition ?? 0, this.opts, this.turns, () =>
      this.subscribers.delete(name),
      options.onCaughtUp,
    );
    this.subscribers.set(name, subscriber);
    subscriber.start();
    return { stop: () => subscriber.stop() };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unlisten();
    this.wakeUps.cancel();
    await Promise.all([...this.subscribers.values()].map((s) => s.stop()));
  }

  /**
   * Subscribers catching up read the same batches: a full batch (it can no longer change, positions
   * only grow) is read and parsed once and shared. The tail of the log (a short batch, what live
   * traffic reads) is shared too, until the next wake-up: every subscriber woken by one append reads
   * the same new events, and one read serves them all.
   */
  private readonly batches = new Map<number, RecordedEvent[]>();
  private readonly tails = new Map<number, Promise<RecordedEvent[]>>();
  private readonly reader: Pick<EventStore, 'readAll'> = {
    readAll: async (afterPosition: number, limit: number) => {
      if (limit !== this.opts.batchSize) return this.store.readAll(afterPosition, limit);
      const cached = this.batches.get(afterPosition);
      if (cached) return cached;
      let tail = this.tails.get(afterPosition);
      if (!tail) {
        tail = this.store.readAll(afterPosition, limit);
        if (this.tails.size >= SHARED_BATCHES) this.tails.clear();
        this.tails.set(afterPosition, tail);
        tail.catch(() => this.tails.delete(afterPosition));
      }
      const events = await tail;
      if (events.length === limit) {
        this.tails.delete(afterPosition);
        this.batches.set(afterPosition, events);
        while (this.batches.size > SHARED_BATCHES) this.batches.delete(this.batches.keys().next().value!);
      }
      return events;
    },
  };

  private wakeAll(): void {
    // Something was appended: a tail read before it may be missing events now.
    this.tails.clear();
    for (const s of this.subscribers.values()) s.wake();
  }
}

type SubscriberHandler = { kind: 'event'; handle: EventHandler } | { kind: 'batch'; handle: BatchHandler };

/**
 * Subscribers catching up take turns: each full batch waits for its turn, and every turn is a
 * macrotask of its own, so the process serves its HTTP requests (and commits the read store)
 * between any two batches, whichever subscriber they belong to, and the subscribers move on
 * side by side (round robin) instead of one running ahead of the others' shared batches.
 */
class Turns {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  take(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.waiting.shift()!();
      this.schedule();
    });
  }
}

class StoreSubscriber {
  private stopping = false;
  /** Set by every wake-up; cleared right before each store read, so no wake-up is ever lost. */
  private dirty = true;
  private waiter: (() => void) | null = null;
  private readonly pause = new RetryPause();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly store: Pick<EventStore, 'readAll'>,
    private readonly handler: SubscriberHandler,
    private position: number,
    private readonly opts: Required<InProcessBusOptions>,
    private readonly turns: Turns,
    private readonly onEnded: () => void,
    /** Called once, at the first read that finds nothing more to deliver. */
    private onCaughtUp?: () => void,
  ) {}

  private caughtUp(): void {
    const told = this.onCaughtUp;
    this.onCaughtUp = undefined;
    told?.();
  }

  start(): void {
    this.loop = this.run().finally(this.onEnded);
  }

  wake(): void {
    this.dirty = true;
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  /** Resolves at the next `wake` (an append, or `stop`). */
  private untilWoken(): Promise<void> {
    return new Promise<void>((resolve) => (this.waiter = resolve));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    this.pause.cancel();
    await this.loop;
  }

  private async run(): Promise<void> {
    let readFailures = 0;
    while (!this.stopping) {
      this.dirty = false;
      let batch: RecordedEvent[];
      try {
        batch = await this.store.readAll(this.position, this.opts.batchSize);
        readFailures = 0;
      } catch (error) {
        readFailures += 1;
        this.opts.onError(error, `subscriber "${this.name}" could not read the event store`);
        await this.pause.wait(retryDelay(readFailures, this.opts.retryBaseDelayMs, this.opts.retryMaxDelayMs));
        continue;
      }
      if (batch.length === 0) {
        this.caughtUp();
        if (!this.dirty && !this.stopping) await this.untilWoken();
        continue;
      }
      // Store reads and handlers often settle without real I/O, so a catch-up of a million events
      // would otherwise run as one chain of microtasks and starve the process's HTTP server (and
      // the read store's batched commit): a full batch waits for its turn, a short one (the tail of
      // the log, live traffic) is handled at once and yields after.
      const full = batch.length === this.opts.batchSize;
      if (full) await this.turns.take();
      if (this.stopping) return;
      const fresh = batch.filter((event) => event.position > this.position); // defensive: never go backwards
      const settled = this.handler.kind === 'batch' ? await this.deliverBatch(this.handler.handle, fresh) : await this.deliverEach(this.handler.handle, fresh);
      if (!settled) return; // stopped during a retry: the rest stays undelivered
      if (full) continue;
      this.caughtUp();
      // A short batch was the whole log as of its read, and every append since wakes this
      // subscriber: without a wake-up, reading again would find nothing (live traffic: one read
      // per append group, not two). Waiting yields to the process as the pause below does.
      if (!this.dirty && !this.stopping) {
        await this.untilWoken();
        continue;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private async deliverEach(handle: EventHandler, events: readonly RecordedEvent[], firstTry?: { error: unknown }): Promise<boolean> {
    for (const [index, event] of events.entries()) {
      if (this.stopping) return false;
      const delivered = await this.deliver(handle, event, index === 0 ? firstTry : undefined);
      if (!delivered) return false;
      this.position = event.position;
    }
    return true;
  }

  /**
   * The whole batch at once; when the handler fails, the events it did not handle are delivered
   * again one at a time (the failed one's first attempt counted), with retries and poison handling.
   */
  private async deliverBatch(handle: BatchHandler, events: readonly RecordedEvent[]): Promise<boolean> {
    if (events.length === 0) return true;
    try {
      await handle(events);
      this.position = events[events.length - 1]!.position;
      return true;
    } catch (error) {
      const one = (event: RecordedEvent) =>
        handle([event]).catch((failure: unknown) => {
          throw BatchDeliveryError.causeOf(failure);
        });
      const failedAt = error instanceof BatchDeliveryError ? events.findIndex((event) => event.position === error.position) : -1;
      if (failedAt === -1) return this.deliverEach(one, events);
      if (failedAt > 0) this.position = events[failedAt - 1]!.position;
      return this.deliverEach(one, events.slice(failedAt), { error: BatchDeliveryError.causeOf(error) });
    }
  }

  /**
   * true when handled or given up on (poison); false when stopped before the event was settled.
   * `firstTry`: the event already failed once (in its batch), which counts as its first attempt.
   */
  private async deliver(handle: EventHandler, event: RecordedEvent, firstTry?: { error: unknown }): Promise<boolean> {
    let failure = firstTry;
    let attempt = failure ? 1 : 0;
    for (;;) {
      if (failure) {
        if (attempt >= this.opts.maxAttempts) {
          reportPoison(this.opts, this.name, event, failure.error);
          return true;
        }
        if (this.stopping) return false;
        await this.pause.wait(retryDelay(attempt, this.opts.retryBaseDelayMs, this.opts.retryMaxDelayMs));
        if (this.stopping) return false;
      }
      attempt += 1;
      try {
        await handle(event);
        return true;
      } catch (error) {
        failure = { error };
      }
    }
  }
}
