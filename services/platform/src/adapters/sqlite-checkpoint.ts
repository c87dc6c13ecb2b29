import { Worker } from 'node:worker_threads';
import type { CheckpointAnswer, CheckpointRequest } from './sqlite-checkpoint-worker';

/**
 * Copies a SQLite file's write-ahead log into the file from a thread of its own
 * (sqlite-checkpoint-worker.ts), one checkpoint at a time, started on the first request
 * (docs/decisions/138). A request while one runs is dropped: the running one is followed by the
 * next commit's request. A thread that fails or ends is started again by the next request.
 */
export class SqliteCheckpointer {
  private worker: Worker | null = null;
  private running: Promise<void> | null = null;
  private finish: (() => void) | null = null;

  constructor(private readonly file: string) {}

  /** Asks for a checkpoint unless one is running. */
  request(): void {
    if (this.running) return;
    const worker = (this.worker ??= this.startWorker());
    this.running = new Promise<void>((resolve) => (this.finish = resolve));
    worker.ref(); // until it answers
    worker.postMessage({ kind: 'checkpoint' } satisfies CheckpointRequest);
  }

  /** Resolves when no checkpoint is running (tests, and the store's close). */
  async idle(): Promise<void> {
    await this.running;
  }

  async close(): Promise<void> {
    await this.idle();
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref(); // the process waits for the thread to close its connection
    worker.postMessage({ kind: 'close' } satisfies CheckpointRequest);
    await exited;
  }

  private done(): void {
    this.worker?.unref();
    const finish = this.finish;
    this.running = null;
    this.finish = null;
    finish?.();
  }

  private lost(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.done();
  }

  private startWorker(): Worker {
    // The same bootstrap as the event store's writer thread: it loads the TypeScript module with
    // the process's loader, or registers tsx itself.
    const worker = new Worker(new URL('./sqlite-group-commit-worker.mjs', import.meta.url), {
      workerData: { file: this.file, entry: new URL('./sqlite-checkpoint-worker.ts', import.meta.url).href },
    });
    worker.unref();
    worker.on('message', (answer: CheckpointAnswer) => {
      if ('error' in answer) console.warn(`[read-store] checkpoint failed: ${answer.error}`);
      this.done();
    });
    worker.on('error', () => this.lost(worker));
    worker.on('exit', () => this.lost(worker));
    return worker;
  }
}
