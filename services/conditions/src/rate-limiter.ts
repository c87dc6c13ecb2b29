import { AppError } from '@tackle/platform';

/**
 * Spaces calls at least `intervalMs` apart, in arrival order (Nominatim's usage policy allows one
 * request per second). A caller that would wait longer than `maxWaitMs` is turned away with 503
 * instead of being kept hanging.
 */
export class MinIntervalLimiter {
  private nextSlot = 0;

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
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    return task();
  }
}
