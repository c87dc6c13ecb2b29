import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { EventStore, ReadStore, RecordedEvent } from '../ports';
import type { PoisonHandler } from '../adapters/in-process-bus';
import { NatsJetStreamBus } from '../adapters/nats-bus';
import { SqliteEventStore } from '../adapters/sqlite-event-store';
import { SqliteReadStore } from '../adapters/sqlite-read-store';
import { ProjectionProgress } from './projection';

/*
 * Adapter choice by configuration (ARCHITECTURE: "the switch is configuration only"). The
 * EventStoreDB and MongoDB drivers are loaded only when their URL is set, so the single-machine
 * mode never pays for them.
 */

/**
 * EventStoreDB when `EVENTSTORE_URL` is set, else the SQLite file `$DATA_DIR/events.sqlite` (with
 * group commit unless `EVENT_STORE_GROUP_COMMIT=off`).
 */
export async function openEventStore(config: Config, logger?: Logger): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('../adapters/eventstoredb-event-store');
    const store = EventStoreDbEventStore.connect(config.eventStoreUrl, {
      onError: (error, context) => logger?.warn({ err: error }, `eventstoredb: ${context}`),
    });
    await store.headPosition(); // fail fast (and name the cause) when the server is unreachable
    return store;
  }
  return new SqliteEventStore(join(config.dataDir, 'events.sqlite'), { groupCommit: config.eventStoreGroupCommit });
}

/** MongoDB when `MONGO_URL` is set, else the SQLite file `$DATA_DIR/read-models.sqlite`. */
export async function openReadStore(config: Config): Promise<ReadStore> {
  if (config.mongoUrl) {
    const { MongoReadStore } = await import('../adapters/mongo-read-store');
    return MongoReadStore.connect(config.mongoUrl);
  }
  return new SqliteReadStore(join(config.dataDir, 'read-models.sqlite'));
}

export function poisonLogger(logger: Logger) {
  return (subscriber: string, event: Pick<RecordedEvent, 'type' | 'id' | 'position'>, error: unknown) =>
    logger.error(
      { subscriber, eventType: event.type, eventId: event.id, position: event.position, err: error },
      'poison event parked',
    );
}

/** NATS JetStream when `NATS_URL` is set (stream `NATS_STREAM`, subjects `NATS_SUBJECT_PREFIX.>`), else `null`. */
export async function openNatsBus(
  config: Config,
  logger: Logger,
  connectionName: string,
  onPoison?: PoisonHandler,
): Promise<NatsJetStreamBus | null> {
  if (!config.natsUrl) return null;
  return NatsJetStreamBus.connect({
    servers: config.natsUrl,
    connectionName,
    streamName: config.nats.stream,
    subjectPrefix: config.nats.subjectPrefix,
    onPoison: onPoison ?? poisonLogger(logger),
    onError: (error, context) => logger.warn({ err: error }, `nats: ${context}`),
  });
}

/**
 * Read-your-writes across processes: the projectors run elsewhere, so how far the read models are
 * is the lowest checkpoint of the named projections, read from the shared read store.
 */
export function sharedProgress(readStore: ReadStore, projectionNames: string[]): ProjectionProgress {
  return new ProjectionProgress(async () => {
    if (projectionNames.length === 0) return 0;
    const positions = await Promise.all(projectionNames.map((name) => readStore.getCheckpoint(name)));
    return Math.min(...positions);
  });
}
