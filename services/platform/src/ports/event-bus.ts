import type { RecordedEvent } from './event-store';

export type EventHandler = (event: RecordedEvent) => Promise<void>;

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events with position greater than this (catch-up). Default 0 = from the beginning. */
  afterPosition?: number;
}

/**
 * Carries recorded events between services. Delivery is at-least-once and in position order per
 * subscriber; consumers must be idempotent (projections remember the last position applied).
 */
export interface EventBus {
  publish(event: RecordedEvent): Promise<void>;
  /** `name` identifies a durable subscriber (one consumer group per name). */
  subscribe(name: string, handler: EventHandler, options?: SubscribeOptions): Promise<Subscription>;
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
