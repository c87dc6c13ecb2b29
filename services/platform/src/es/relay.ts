import type { EventBus, EventStore, ReadStore, RecordedEvent } from '../ports';
import type { Logger } from '../logger';

/** Fields that never leave the event store (outside consumers read the bus). */
const SECRET_FIELDS = new Set(['passwordHash']);

export function withoutSecrets(event: RecordedEvent): RecordedEvent {
  if (typeof event.data !== 'object' || event.data === null) return event;
  const entries = Object.entries(event.data as Record<string, unknown>);
  if (!entries.some(([key]) => SECRET_FIELDS.has(key))) return event;
  return { ...event, data: Object.fromEntries(entries.filter(([key]) => !SECRET_FIELDS.has(key))) };
}

/**
 * Tails the event store from a stored checkpoint and publishes every event to the bus (no dual
 * write in command handlers). The bus dedupes by event id, so a replay after a crash is harmless.
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

  const loop = (async () => {
    let position = await options.checkpoints.getCheckpoint(name);
    while (!stopped) {
      pending = false;
      const batch = await options.store.readAll(position, batchSize);
      for (const event of batch) {
        await options.bus.publish(withoutSecrets(event));
        position = event.position;
      }
      if (batch.length > 0) await options.checkpoints.setCheckpoint(name, position);
      if (batch.length === batchSize || pending) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  })().catch((error: unknown) => {
    options.logger?.error({ err: error }, 'relay stopped');
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      wake?.();
      await loop;
    },
  };
}
