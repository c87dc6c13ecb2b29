import { BatchDeliveryError, type EventBus, type IndexShape, type ReadStore, type RecordedEvent, type Subscription } from '../ports';
import { ProjectionBatch } from './projection-batch';
import { upcastEvent } from './upcast';
import type { Logger } from '../logger';

export interface Projection {
  /** Durable subscriber name and checkpoint key. */
  name: string;
  /** Collections this projection owns (dropped on rebuild). */
  collections: string[];
  /** Queries `apply` itself makes (beyond get/put by id), indexed before the projection runs. */
  indexes?: IndexShape[];
  /**
   * The names of the versions this one replaces, newest first, which wrote the same collections (a
   * new version stores more, or stores it otherwise). A store an old version filled is emptied once,
   * when this version first runs, and this version builds it anew from the first event; the old
   * versions' checkpoints are then 0. Every older version is named, so a store that skipped one is
   * built anew too.
   */
  replaces?: string | readonly string[];
  /** Applies one event; must be idempotent (the store ignores writes at or below a doc's position). */
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
}

/**
 * Lets the query side wait until the read models include a given position (read-your-writes).
 * With several projections, the read side is as fresh as the slowest one.
 *
 * A projection being rebuilt in place (`rebuilding`) starts again from 0 while the others stay where
 * they are: until it is back where the read side was, a read waits for nothing and is answered as
 * stale (its read model is incomplete), and the position answered does not go back.
 */
export class ProjectionProgress {
  private position = 0;
  private readonly byProjection = new Map<string, number>();
  private readonly rebuilt = new Map<string, number>();
  private waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();

  constructor(private readonly readCheckpoint?: () => Promise<number>) {}

  current() {
    return this.position;
  }

  /** Records how far one projection is; the overall position is the minimum. */
  report(projection: string, position: number) {
    this.byProjection.set(projection, Math.max(position, this.byProjection.get(projection) ?? 0));
    const until = this.rebuilt.get(projection);
    if (until !== undefined && position >= until) this.rebuilt.delete(projection);
    this.advance(Math.min(...this.byProjection.values()));
  }

  /** `projection` starts again from 0 (docs/decisions/127): reads are stale until it is back here. */
  rebuilding(projection: string) {
    this.byProjection.set(projection, 0);
    this.rebuilt.set(projection, Math.max(this.position, this.rebuilt.get(projection) ?? 0));
  }

  /** Whether a projection is being rebuilt and not yet back where the read side was. */
  isRebuilding(projection?: string): boolean {
    return projection === undefined ? this.rebuilt.size > 0 : this.rebuilt.has(projection);
  }

  advance(position: number) {
    if (position <= this.position) return;
    this.position = position;
    for (const waiter of this.waiters) {
      if (waiter.position <= position) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  /** Resolves true once `position` is applied, false after `timeoutMs` (the caller then answers anyway). */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.rebuilt.size > 0) return false;
    if (position <= this.position) return true;
    if (this.readCheckpoint) this.advance(await this.readCheckpoint());
    if (position <= this.position) return true;
    return new Promise<boolean>((resolve) => {
      const waiter = { position, resolve: (ok: boolean) => { clearTimeout(timer); clearInterval(poll); resolve(ok); } };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        waiter.resolve(false);
      }, timeoutMs);
      // Another process may run the projector (distributed mode): look at its checkpoint too.
      const poll = this.readCheckpoint
        ? setInterval(() => {
            void this.readCheckpoint!().then((p) => this.advance(p), () => undefined);
          }, 25)
        : undefined;
      this.waiters.add(waiter);
    });
  }
}

/** A running projection (`runProjection`). */
export interface ProjectionSubscription extends Subscription {
  /**
   * Resolves once the projection has applied every event there was to read and the query indexes
   * its rebuild left out are built (docs/decisions/150). Absent when the bus cannot tell when a
   * subscriber has caught up (`EventBus.tellsCaughtUp`).
   */
  caughtUp?: Promise<void>;
}

/**
 * Runs a projection from its checkpoint, in batches (docs/decisions/127): the events the bus hands
 * over together are applied to a `ProjectionBatch`, which holds the documents in memory, and the
 * batch's writes and the checkpoint are committed together (`ReadStore.commitBatch`), once per
 * batch. A crash before the commit replays the batch; the store ignores writes at or below a
 * document's position, so a replayed event changes nothing.
 *
 * A rebuild from position 0 into empty tables leaves the collections' query indexes out while it
 * catches up and builds them once it has (`ReadStore.deferIndexes`, docs/decisions/150), when the
 * bus tells when that is (`EventBus.tellsCaughtUp`).
 *
 * An event the projection throws on is taken back (its half-done writes with it), the events before
 * it are committed, and the bus retries it on its own, then parks it as poison. A bus without
 * batches (NATS JetStream, one unacknowledged event at a time) delivers batches of one.
 */
export async function runProjection(options: {
  projection: Projection;
  bus: EventBus;
  store: ReadStore;
  progress?: ProjectionProgress;
  logger?: Logger;
  /**
   * Deleted accounts (decision 122): their events are passed over, so an event still in flight (or
   * still on the bus) when an account was erased never writes a document of it again.
   */
  forgotten?: { has(userId: string): Promise<boolean> };
}): Promise<ProjectionSubscription> {
  const { projection, bus, store, progress, logger, forgotten } = options;
  if (projection.indexes) await store.ensureIndexes(projection.indexes);
  const replaced = projection.replaces === undefined ? [] : typeof projection.replaces === 'string' ? [projection.replaces] : projection.replaces;
  const filledBy: string[] = [];
  if (replaced.length > 0 && (await store.getCheckpoint(projection.name)) === 0) {
    for (const name of replaced) if ((await store.getCheckpoint(name)) > 0) filledBy.push(name);
  }
  if (filledBy.length > 0) {
    // The old version's documents would keep the new one's replays out (same positions): gone first.
    for (const collection of projection.collections) await store.clear(collection);
    for (const name of filledBy) await store.setCheckpoint(name, 0);
    logger?.info({ projection: projection.name, replaces: filledBy }, 'building a new version of a projection from position 0');
  }
  const checkpoint = await store.getCheckpoint(projection.name);
  const deferred =
    bus.tellsCaughtUp === true &&
    store.deferIndexes !== undefined &&
    (await store.deferIndexes({ projection: projection.name, collections: projection.collections, keep: projection.indexes ?? [], fromZero: checkpoint === 0 }));
  progress?.report(projection.name, checkpoint);
  let applied = checkpoint;
  const commit = async (batch: ProjectionBatch, position: number) => {
    await batch.commit({ name: projection.name, position });
    applied = position;
    progress?.report(projection.name, position);
  };
  const applyBatch = async (events: readonly RecordedEvent[]) => {
    const batch = new ProjectionBatch(store);
    let last = applied;
    for (const event of events) {
      if (event.position <= last) continue;
      const mark = batch.mark();
      try {
        const erased = forgotten && event.type !== 'UserDeleted' && (await forgotten.has(event.metadata.userId));
        // Old events read as today's (contracts' EVENT_UPCASTERS).
        if (!erased) await projection.apply(upcastEvent(event), batch);
      } catch (error) {
        batch.rollback(mark);
        if (last > applied) await commit(batch, last);
        throw new BatchDeliveryError(event.position, error);
      }
      last = event.position;
    }
    if (last > applied) await commit(batch, last);
    logger?.debug({ projection: projection.name, position: last, events: events.length }, 'projected');
  };
  let onCaughtUp: (() => void) | undefined;
  const caughtUp = bus.tellsCaughtUp
    ? new Promise<void>((resolve) => {
        onCaughtUp = () => {
          if (!deferred || !store.buildDeferredIndexes) return resolve();
          // Left for the next start (the indexes are built then) if it fails: reads stay right.
          store.buildDeferredIndexes(projection.name).then(
            () => {
              logger?.info({ projection: projection.name }, 'caught up; query indexes built');
              resolve();
            },
            (error: unknown) => {
              logger?.error({ projection: projection.name, err: error }, 'could not build the query indexes left out while catching up');
              resolve();
            },
          );
        };
      })
    : undefined;
  const subscribeOptions = { afterPosition: checkpoint, ...(onCaughtUp ? { onCaughtUp } : {}) };
  const subscription = bus.subscribeBatches
    ? await bus.subscribeBatches(projection.name, applyBatch, subscribeOptions)
    : await bus.subscribe(
        projection.name,
        (event) =>
          applyBatch([event]).catch((error: unknown) => {
            throw BatchDeliveryError.causeOf(error);
          }),
        subscribeOptions,
      );
  return caughtUp ? { stop: () => subscription.stop(), caughtUp } : subscription;
}

/**
 * A change to the document `id` of `collection` as of `event`: `change` gets the stored document
 * and answers the new one, which is written with the event's position. A missing document (its
 * creation not seen yet, or removed) stays missing: the answer is then null.
 */
export async function changeDocument<T extends object>(store: ReadStore, collection: string, id: string, event: RecordedEvent, change: (existing: T) => T): Promise<T | null> {
  const existing = await store.get<T>(collection, id);
  if (!existing) return null;
  const doc = change(existing);
  await store.put(collection, id, doc, event.position);
  return doc;
}

/** What every document of an aggregate's list carries besides its own fields, as the API answers it. */
interface Revised {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The aggregate's stream revision: what a client sends back as `expectedRevision`. */
  revision: number;
}

/**
 * Writes the document an aggregate's creation `event` starts: `id`, its `fields`, created and
 * updated `at` the event's time, at the event's revision.
 */
export async function putNewDocument<T extends Revised>(
  store: ReadStore,
  collection: string,
  id: string,
  fields: Omit<T, keyof Revised>,
  at: string,
  event: RecordedEvent,
): Promise<T> {
  const doc = { id, ...fields, createdAt: at, updatedAt: at, revision: event.revision } as T;
  await store.put(collection, id, doc, event.position);
  return doc;
}

/**
 * `changeDocument` for an event on the aggregate's own stream: the stored document with what
 * `changes` answers for it (its new `updatedAt` among them), at the event's revision.
 */
export function reviseDocument<T extends Revised>(
  store: ReadStore,
  collection: string,
  id: string,
  event: RecordedEvent,
  changes: (existing: T) => Partial<T> & Pick<T, 'updatedAt'>,
): Promise<T | null> {
  return changeDocument<T>(store, collection, id, event, (existing) => ({ ...existing, ...changes(existing), revision: event.revision }));
}
