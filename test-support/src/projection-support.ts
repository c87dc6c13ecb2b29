import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { SqliteReadStore, type Projection, type RecordedEvent } from '@tackle/platform';
import { tempDataDir } from './test-issuer';

/** A fresh SQLite read store on a temporary data dir, closed and removed when the test finishes. */
export function tempReadStore(): SqliteReadStore {
  const data = tempDataDir();
  const readStore = new SqliteReadStore(join(data.dir, 'read.sqlite'));
  onTestFinished(async () => {
    await readStore.close();
    data.remove();
  });
  return readStore;
}

/** A stored event as a projection receives it: what projection tests feed in. */
export function recordedEvent(event: {
  streamId: string;
  type: string;
  data: object;
  revision: number;
  position: number;
  userId?: string;
  createdAt?: string;
}): RecordedEvent {
  return {
    id: randomUUID(),
    streamId: event.streamId,
    type: event.type,
    data: event.data,
    revision: event.revision,
    position: event.position,
    createdAt: event.createdAt ?? '2026-05-01T10:00:00.000Z',
    metadata: { userId: event.userId ?? 'u1', correlationId: 'c', causationId: null, schemaVersion: 1 },
  };
}

/** A fresh read store (`tempReadStore`) after `projection` applied `events` in order. */
export async function projected(projection: Projection, events: readonly RecordedEvent[]): Promise<SqliteReadStore> {
  const readStore = tempReadStore();
  for (const event of events) await projection.apply(event, readStore);
  return readStore;
}
