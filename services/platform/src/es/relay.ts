import type { EventBus, EventStore, ReadStore, RecordedEvent } from '../ports';
import type { Logger } from '../logger';

/** Fields that never leave the event store (outside consumers read the bus). */
const SECRET_FIELDS = new Set(['passwordHash']);

function withoutSecrets(event: RecordedEvent): RecordedEvent {
  if (typeof event.data !== 'object' || event.data === null) return event;
  const entries = Object.entries(event.data as Record<string, unknown>);
  if (!entries.some(([key]) => SECRET_FIELDS.has(key))) return event;
  return { ...event, data: Object.fromEntries(entries.filter(([key]) => !SECRET_FIELDS.has(key))) };
}

/**
 * Tails the event store from a stored checkpoint and publishes every event to the bus (no dual
 * write in command handlers). The bus dedupes by event id, so a replay after a crash is harmless.
 * A failed publish (bus down) is retried with backoff from the last event published; the relay
 * never skips an event and never stops on its own.
 */
export function startRelay(options: {
  store: EventStore;
  bus: EventBus;
  checkpoints: ReadStore;
  name?: string;
  batchSize?: number;
  /** Cross-process appends do not notify this process: look again at this interval. */
  pollIntervalMs?: number;
  logger?: Logger;
}) {
  const name = options.name ?? 'relay';
  const batchSize = options.batchSize ?? 500;
  let stopped = false;
  let wake: (() => void) | null = null;
  let pending = false;
  const unsubscribe = options.store.onAppended(() => {
    pending = true;
    wake?.();
  });
  const poll = setInterval(() => {
    pending = true;
    wake?.();
  }, options.pollIntervalMs ?? 500);
  poll.unref();

  let published = 0;
  let lastError: unknown = null;
  let cancelBackoff: (() => void) | null = null;
  const backoff = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        cancelBackoff = null;
        resolve();
      }
      cancelBackoff = done;
    });

  const loop = (async () => {
    let position: number | null = null;
    let failures = 0;
    while (!stopped) {
      try {
        position ??= await options.checkpoints.getCheckpoint(name);
        pending = false;
        const batch = await options.store.readAll(position, batchSize);
        for (const event of batch) {
          if (stopped) break;
          await options.bus.publish(withoutSecrets(event));
          position = event.position;
          published = position;
        }
        if (batch.length > 0) await options.checkpoints.setCheckpoint(name, position);
        if (failures > 0) options.logger?.info({ position }, 'relay recovered');
        failures = 0;
        lastError = null;
        if (stopped || batch.length === batchSize || pending) continue;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      } catch (error) {
        // The bus or a store is unreachable (NATS restarting, ...): keep the position reached and
        // try again. Republishing is harmless: the bus dedupes by event id, projectors by position.
        failures += 1;
        lastError = error;
        if (failures === 1 || failures % 20 === 0)
          options.logger?.warn({ err: error, position, failures }, 'relay: publish failed; retrying');
        if (!stopped) await backoff(Math.min(5_000, 100 * 2 ** Math.min(failures - 1, 6)));
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      wake?.();
      cancelBackoff?.();
      await loop;
    },
    /** Position of the last event published by this relay (0 before the first). */
    position: () => published,
    /** The error of the last failed attempt while still failing, else null. */
    lastError: () => lastError,
  };
}
