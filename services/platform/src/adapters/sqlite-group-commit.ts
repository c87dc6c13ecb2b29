import { Worker } from 'node:worker_threads';
import type { AppendResult, ExpectedRevision } from '../ports';
import { failureError, type EventRow, type StreamAppend } from './sqlite-append';

/** An append the writer thread committed: its rows, where they went, and when. */
export interface CommittedAppend {
  streamId: string;
  rows: readonly EventRow[];
  result: AppendResult;
  createdAt: string;
}
import type { GroupAnswer, GroupRequest } from './sqlite-group-commit-worker';

/** Appends in one group at most (a few milliseconds of inserts before the sync). */
const MAX_GROUP = 500;

interface Pending extends StreamAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the SQLite event store (docs/decisions/127-batched-rebuilds-and-group-commit.md).
 * Appends are queued; a writer thread (sqlite-group-commit-worker.ts) commits the queue as one
 * transaction with one sync (`synchronous = FULL`), and each append is answered only after that
 * commit, so an acknowledged append is durable. While a group is being synced, the appends that
 * arrive form the next group: the busier the store, the more appends share a sync, and the main
 * thread never waits for the disk. One group is in flight at a time, so groups commit in order.
 *
 * Each append keeps its own expected-revision check inside the group (a savepoint per append): a
 * conflict fails that append alone. Rows committed by the writer are visible to every connection
 * once the commit returns, so reads on the store's own connection see them before the answer.
 */
export class GroupCommit {
  private worker: Worker | null = null;
  private queue: Pending[] = [];
  private inFlight: Pending[] | null = null;
  private scheduled = false;
  private closed = false;
  private nextId = 1;
  private drained: Array<() => void> = [];

  constructor(
    private readonly file: string,
    /** Called after every group that committed at least one append, with those appends in order. */
    private readonly onCommitted: (committed: CommittedAppend[]) => void,
  ) {
    this.worker = this.startWorker();
  }

  append(streamId: string, rows: EventRow[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('SqliteEventStore is closed'));
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, rows, expectedRevision, resolve, reject });
      this.schedule();
    });
  }

  /** Waits for every queued append, then stops the writer thread. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.inFlight || this.queue.length > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref(); // the process waits for the writer to close its database
    worker.postMessage({ kind: 'close' } satisfies GroupRequest);
    await exited;
  }

  /** The appends of this turn of the event loop go out together, unless a group is in flight. */
  private schedule(): void {
    if (this.inFlight || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight || this.queue.length === 0) return;
    const group = this.queue.splice(0, MAX_GROUP);
    this.inFlight = group;
    const worker = (this.worker ??= this.startWorker());
    // A group in flight keeps the process alive; an idle writer does not.
    worker.ref();
    const request: GroupRequest = { kind: 'append', id: this.nextId++, appends: group.map(({ streamId, rows, expectedRevision }) => ({ streamId, rows, expectedRevision })) };
    worker.postMessage(request);
  }

  private settle(answer: GroupAnswer): void {
    const group = this.inFlight ?? [];
    this.inFlight = null;
    if ('error' in answer) {
      const error = Object.assign(new Error(`the event store could not commit: ${answer.error.message}`), answer.error.code ? { code: answer.error.code } : {});
      for (const pending of group) pending.reject(error);
    } else {
      const committed: CommittedAppend[] = [];
      for (const [index, pending] of group.entries()) {
        const outcome = answer.outcomes[index];
        if (!outcome) pending.reject(new Error('the event store answered fewer appends than it was sent'));
        else if (outcome.ok) {
          committed.push({ streamId: pending.streamId, rows: pending.rows, result: outcome.result, createdAt: answer.createdAt });
          pending.resolve(outcome.result);
        } else pending.reject(failureError(pending, outcome.failure));
      }
      if (committed.length > 0) this.onCommitted(committed);
    }
    this.next();
  }

  /** The writer thread failed (it could not start, or it ended): its group is answered with the error; the next append starts a new one. */
  private lost(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const group = this.inFlight ?? [];
    this.inFlight = null;
    for (const pending of group) pending.reject(error);
    this.next();
  }

  private next(): void {
    if (this.queue.length > 0) {
      this.send();
      return;
    }
    this.worker?.unref();
    for (const resolve of this.drained.splice(0)) resolve();
  }

  private startWorker(): Worker {
    const worker = new Worker(new URL('./sqlite-group-commit-worker.mjs', import.meta.url), {
      workerData: { file: this.file, entry: new URL('./sqlite-group-commit-worker.ts', import.meta.url).href },
    });
    worker.unref();
    worker.on('message', (answer: GroupAnswer) => this.settle(answer));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`the event store's writer thread ended (exit code ${code})`)));
    return worker;
  }
}
