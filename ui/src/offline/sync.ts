import { pendingIdOf } from './pending';
import { pendingRefsOf, resolvePendingRef, withoutPendingRef } from './pending-refs';
import { putChange, queuedChanges, removeChange, type QueuedChange } from './store';

/*
 * Sends the outbox to the server (docs/decisions/117-offline-first-writes.md): in the order the
 * changes were made, each with its own Idempotency-Key, so a change sent twice (an answer lost, a
 * tab closed halfway, two tabs) lands once. Nothing is dropped here: a change the server refuses
 * waits for the angler's decision, and one that could not be sent waits and is tried again.
 */

/** What became of one attempt to send a change. */
export type SendOutcome =
  /**
   * The server has it (first time or again). `warning`: a part that came after it did not make it
   * (a photo the server refused after the gear it belongs to was saved), for the angler to hear.
   */
  | { kind: 'landed'; id?: string | undefined; position?: number | undefined; warning?: string }
  /** Not sent or not answered (no network, server busy or down, signed out): try again later. */
  | { kind: 'retry'; reason: string }
  /** The server answered no: a newer version (409), the item is gone (404), or the change is not valid. */
  | { kind: 'refused'; status: number; reason: string; error?: unknown };

export type SendChange = (change: QueuedChange) => Promise<SendOutcome>;

/** The outbox operations the engine uses (IndexedDB by default; the same functions in tests). */
export interface OutboxStore {
  list(scope: string): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(change: QueuedChange): Promise<void>;
}

export const indexedDbOutbox: OutboxStore = { list: queuedChanges, put: putChange, remove: removeChange };

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 5 * 60_000;

/** Wait before attempt `attempts + 1`: 2 s, 4 s, 8 s ... at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface SyncReport {
  landed: QueuedChange[];
  /** What did not make it with a change that landed ('Photo not uploaded: ...'), to tell the angler. */
  warnings: Array<{ change: QueuedChange; message: string }>;
  /** Changes now waiting for the angler's decision. */
  refused: QueuedChange[];
  /** The change that could not be sent (the run stopped there to keep the order), if any. */
  waiting: QueuedChange | null;
}

export interface SyncEngine {
  /**
   * Sends what is due, oldest first. `force` ("Sync now") ignores the backoff. One run at a time:
   * a call during a run waits for it and then runs again.
   */
  run(scope: string, options?: { force?: boolean }): Promise<SyncReport>;
}

export function createSyncEngine(options: {
  send: SendChange;
  store?: OutboxStore;
  now?: () => number;
  /** After each change of the outbox (for pending counts and lists). */
  onChanged?: (change: QueuedChange, what: 'landed' | 'refused' | 'waiting') => void;
}): SyncEngine {
  const store = options.store ?? indexedDbOutbox;
  const now = options.now ?? Date.now;
  // Runs one after another: a run asked for during another starts when it ends.
  let tail: Promise<unknown> = Promise.resolve();

  /** Every change still waiting that names `pendingId` now names the server's `id` (kept, so a restart keeps it). */
  async function resolveStored(scope: string, pendingId: string, id: string): Promise<void> {
    for (const waiting of await store.list(scope)) {
      const resolved = resolvePendingRef(waiting, pendingId, id);
      if (resolved !== waiting) await store.put(resolved);
    }
  }

  async function runOnce(scope: string, force: boolean): Promise<SyncReport> {
    const report: SyncReport = { landed: [], warnings: [], refused: [], waiting: null };
    // An item whose earlier change waits for a decision or a retry: its later changes wait too.
    const held = new Set<string>();
    const changes = await store.list(scope);
    // Items still waiting to be created, by pending id; and those created during this run.
    const creates = new Set(changes.filter((change) => change.targetId === null).map((change) => pendingIdOf(change)));
    const created = new Map<string, string>();
    for (const listed of changes) {
      const change = await withNamedItems(listed, creates, created);
      if (!change) continue;
      const target = change.targetId;
      const waitsBehind = pendingRefsOf(change).some((ref) => held.has(ref));
      if (change.state !== 'pending' || (target && held.has(target)) || waitsBehind) {
        if (target) held.add(target);
        // A create that is not sent: the changes naming what it makes wait with it.
        else held.add(pendingIdOf(change));
        continue;
      }
      if (!force && change.nextAttemptAt > now()) {
        report.waiting = change;
        break;
      }
      let outcome: SendOutcome;
      try {
        outcome = await options.send(change);
      } catch (error) {
        outcome = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      if (outcome.kind === 'landed') {
        // What names the new item gets its id before the create leaves the outbox: a restart in
        // between sends the create again (its key answers the same id) and rewrites again.
        if (target === null && outcome.id) {
          created.set(pendingIdOf(change), outcome.id);
          await resolveStored(scope, pendingIdOf(change), outcome.id);
        }
        await store.remove(change);
        report.landed.push(change);
        if (outcome.warning) report.warnings.push({ change, message: outcome.warning });
        options.onChanged?.(change, 'landed');
        continue;
      }
      if (outcome.kind === 'retry') {
        const attempts = change.attempts + 1;
        const waiting: QueuedChange = { ...change, attempts, nextAttemptAt: now() + backoffMs(attempts), lastError: outcome.reason };
        await store.put(waiting);
        report.waiting = waiting;
        options.onChanged?.(waiting, 'waiting');
        // In order: nothing made later goes before it.
        break;
      }
      const refused: QueuedChange = {
        ...change,
        state: outcome.status === 409 || outcome.status === 404 ? 'conflict' : 'refused',
        refusedStatus: outcome.status,
        lastError: outcome.reason,
      };
      await store.put(refused);
      report.refused.push(refused);
      held.add(target ?? pendingIdOf(change));
      options.onChanged?.(refused, 'refused');
    }
    return report;

    /**
     * The change as it should be sent given the items it names by pending id: those created in this
     * run by their ids; those whose create is no longer in the outbox (dropped by the angler) left
     * out of its body — or, when the change is of such an item itself, refused for the angler to
     * drop. Null when it was refused here.
     */
    async function withNamedItems(listed: QueuedChange, waitingCreates: Set<string>, createdNow: Map<string, string>): Promise<QueuedChange | null> {
      let change = listed;
      for (const [pendingId, id] of createdNow) change = resolvePendingRef(change, pendingId, id);
      // A change waiting for the angler's decision stays as it is until they decide.
      for (const ref of listed.state === 'pending' ? pendingRefsOf(change) : []) {
        if (waitingCreates.has(ref)) continue;
        const without = withoutPendingRef(change, ref);
        if (without === null) {
          const refused: QueuedChange = { ...change, state: 'refused', refusedStatus: 422, lastError: 'What it changes was never saved on the server.' };
          await store.put(refused);
          report.refused.push(refused);
          options.onChanged?.(refused, 'refused');
          return null;
        }
        change = without;
      }
      if (change !== listed) await store.put(change);
      return change;
    }
  }

  return {
    run(scope, runOptions = {}) {
      const result = tail.then(() => runOnce(scope, runOptions.force ?? false));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
