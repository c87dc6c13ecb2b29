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

  async function runOnce(scope: string, force: boolean): Promise<SyncReport> {
    const report: SyncReport = { landed: [], warnings: [], refused: [], waiting: null };
    // An item whose earlier change waits for a decision or a retry: its later changes wait too.
    const held = new Set<string>();
    for (const change of await store.list(scope)) {
      const target = change.targetId;
      if (change.state !== 'pending' || (target && held.has(target))) {
        if (target) held.add(target);
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
      if (target) held.add(target);
      options.onChanged?.(refused, 'refused');
    }
    return report;
  }

  return {
    run(scope, runOptions = {}) {
      const result = tail.then(() => runOnce(scope, runOptions.force ?? false));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
