import { AppError } from '@tackle/platform';

/**
 * Spaces calls at least `intervalMs` apart, in arrival order (Nominatim's usage policy allows one
 * request per second), measured from when the previous call really started: a timer that fires
 * late on a busy machine delays the calls after it too, instead of letting two go out close
 * together. A caller that would wait longer than `maxWaitMs` is turned away with 503 instead of
 * being kept hanging.
 */
export class MinIntervalLimiter {
  /** When the last admitted call is expected to start: for turning callers away early. */
  private nextSlot = 0;
  /** When the previous call really started. */
  private lastStart = Number.NEGATIVE_INFINITY;
  /** The turns in arrival order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot - now > this.maxWaitMs) throw new AppError('unavailable', this.busyMessage);
    this.nextSlot = slot + this.intervalMs;
    const turn = this.queue.then(async () => {
      for (let wait = this.lastStart + this.intervalMs - Date.now(); wait > 0; wait = this.lastStart + this.intervalMs - Date.now()) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      this.lastStart = Date.now();
    });
    this.queue = turn;
    await turn;
    return task();
  }
}
