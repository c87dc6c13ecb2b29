import type { RecordedEvent } from './event-store';

export type EventHandler = (event: RecordedEvent) => Promise<void>;

/** Handles several events at once, in position order (`EventBus.subscribeBatches`). */
export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

/**
 * Thrown by a batch handler that has handled the events before `position` and failed on the event at
 * `position`: the bus counts that as the event's first attempt and goes on with it alone.
 */
export class BatchDeliveryError extends Error {
  constructor(
    readonly position: number,
    override readonly cause: unknown,
  ) {
    super(`event at position ${position} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'BatchDeliveryError';
  }

  /** What a batch handler that got one event threw: the event's own error. */
  static causeOf(error: unknown): unknown {
    return error instanceof BatchDeliveryError ? error.cause : error;
  }
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events with position greater than this (catch-up). Default 0 = from the beginning. */
  afterPosition?: number;
  /**
   * Called once, when the subscriber has delivered every event there was to read (its first read
   * that found the end of the log). Only a bus with `tellsCaughtUp` calls it.
   */
  onCaughtUp?: () => void;
}

/**
 * Carries recorded events between services. Delivery is at-least-once and in position order per
 * subscriber; consumers must be idempotent (projections remember the last position applied).
 */
export interface EventBus {
  publish(event: RecordedEvent): Promise<void>;
  /** `name` identifies a durable subscriber (one consumer group per name). */
  subscribe(name: string, handler: EventHandler, options?: SubscribeOptions): Promise<Subscription>;
  /**
   * Delivers events in batches, as the bus reads them (a bus that has no batches of its own does not
   * offer it; callers then subscribe event by event). When the handler throws, the batch's events
   * from the failed one on (`BatchDeliveryError`), or all of them, are delivered again one at a
   * time, each with the bus's retries and poison handling.
   */
  subscribeBatches?(name: string, handler: BatchHandler, options?: SubscribeOptions): Promise<Subscription>;
  /** Whether subscribers are told when they have caught up (`SubscribeOptions.onCaughtUp`). */
  readonly tellsCaughtUp?: boolean;
  close(): Promise<void>;
}

/** Subject an event is published on: `tackle.events.<category>.<EventType>`; category = stream prefix. */
export function subjectFor(event: Pick<RecordedEvent, 'streamId' | 'type'>): string {
  return `tackle.events.${streamCategory(event.streamId)}.${event.type}`;
}

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
