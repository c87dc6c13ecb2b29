import { describe, expect, it } from 'vitest';
import { threadTimeTasks, type TraceEvent } from './trace-tasks';

const page = { pid: 7, tid: 1 };
const navigation: TraceEvent = { name: 'navigationStart', ...page, ts: 1_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:5125/gear' } } };
const blank: TraceEvent = { name: 'navigationStart', pid: 3, tid: 1, ts: 500, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } };
const fcp: TraceEvent = { name: 'firstContentfulPaint', ...page, ts: 2_000 };
const task = (ts: number, durMs: number, tdurMs: number, where = page): TraceEvent => ({ name: 'RunTask', ph: 'X', ...where, ts, dur: durMs * 1000, tdur: tdurMs * 1000 });

describe('threadTimeTasks', () => {
  it("sums the page's main-thread tasks after the first paint by thread time, slowed down", () => {
    const events = [
      blank,
      navigation,
      task(1_500, 90, 90), // before the first paint
      fcp,
      task(3_000, 120, 20), // waited 100 ms for a core: 20 ms × 4 − 50 = 30
      task(4_000, 10, 10), // 40 ms slowed down: not blocking
      task(5_000, 60, 60), // 240 − 50 = 190
      task(6_000, 200, 200, { pid: 7, tid: 2 }), // another thread
      task(7_000, 200, 200, { pid: 3, tid: 1 }), // another renderer
    ];
    expect(threadTimeTasks(events, 4)).toEqual({ tasks: 3, cpuMs: 90, blockingMs: 220, long: 2 });
    expect(threadTimeTasks(events, 1)).toEqual({ tasks: 3, cpuMs: 90, blockingMs: 10, long: 1 });
  });

  it('uses the wall-clock duration of a task without thread time', () => {
    const { tdur: _, ...untimed } = task(3_000, 70, 0);
    expect(threadTimeTasks([navigation, fcp, untimed], 1)?.blockingMs).toBe(20);
  });

  it('says null without a navigation to a web page or a first paint', () => {
    expect(threadTimeTasks([blank, fcp, task(3_000, 100, 100)], 4)).toBeNull();
    expect(threadTimeTasks([navigation, task(3_000, 100, 100)], 4)).toBeNull();
  });
});
