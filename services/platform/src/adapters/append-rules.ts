import { ConcurrencyError } from '../errors';
import type { EventData, ExpectedRevision } from '../ports/event-store';

/* What every event store checks before it appends (the event-store contract suite runs them on each). */

/** An append names its stream and brings at least one event. */
export function checkAppendArguments(streamId: string, events: readonly EventData[]): void {
  if (!streamId) throw new TypeError('streamId must be a non-empty string');
  if (events.length === 0) throw new Error('append needs at least one event');
}

/**
 * The stream's `current` last revision (null: no stream yet) must be what `expected` asks for,
 * else a `ConcurrencyError`.
 */
export function checkExpectedRevision(streamId: string, expected: ExpectedRevision, current: number | null): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === null) ||
    (expected === 'stream_exists' && current !== null) ||
    (typeof expected === 'number' && current === expected);
  if (!ok) throw new ConcurrencyError(streamId, expected, current);
}
