import { EVENT_UPCASTERS, eventVersion } from '@tackle/contracts';
import type { EventStore, RecordedEvent } from '../ports';

/**
 * An event as today's code reads it: its data carried through the upcasters from the version it was
 * stored at (`metadata.schemaVersion`) to the current one (contracts' EVENT_UPCASTERS). The stored
 * event is never changed. Events already current come back as they are.
 */
export function upcastEvent<T extends RecordedEvent>(event: T): T {
  const steps = EVENT_UPCASTERS[event.type];
  if (!steps) return event;
  const current = eventVersion(event.type);
  let version = event.metadata.schemaVersion;
  if (version >= current) return event;
  let data = event.data as Record<string, unknown>;
  while (version < current) {
    const step = steps[version];
    if (!step) throw new Error(`no upcaster for ${event.type} version ${version}`);
    data = step(data, { userId: event.metadata.userId, schemaVersion: version });
    version += 1;
  }
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}

/** A stream's events, upcast: what command folds and lookups read. */
export async function readStreamUpcast(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  return (await store.readStream(streamId)).map(upcastEvent);
}
