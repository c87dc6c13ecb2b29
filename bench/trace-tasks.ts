/**
 * Main-thread tasks of a Lighthouse run, by the thread's own CPU time. Lighthouse's total blocking
 * time multiplies each task's wall-clock duration by the preset's CPU slowdown, so on a shared
 * machine a task that waited for a core counts as work. The trace also records each task's thread
 * time (`tdur`): the same sum over thread time tells what the page itself cost, whatever else the
 * machine was doing. Reported beside Lighthouse's figures (bench/frontend.ts), never instead of them.
 */

/** The parts of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface ThreadTimeTasks {
  /** Top-level main-thread tasks from the first contentful paint on. */
  tasks: number;
  /** Their thread time, in ms (not slowed down). */
  cpuMs: number;
  /** Σ max(0, thread time × slowdown − 50 ms): total blocking time as if no task had waited for a core. */
  blockingMs: number;
  /** How many of them count (over 50 ms once slowed down). */
  long: number;
}

/** Lighthouse's threshold: the part of a task over 50 ms blocks. */
const BLOCKING_MS = 50;

/**
 * The tasks of the page's main thread (the renderer thread where the page's main frame started
 * loading an http(s) document) from its first contentful paint to the end of the trace.
 * null when the trace has no such navigation or paint.
 */
export function threadTimeTasks(events: readonly TraceEvent[], slowdown: number): ThreadTimeTasks | null {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame === true && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts);
  if (!paint) return null;
  const result: ThreadTimeTasks = { tasks: 0, cpuMs: 0, blockingMs: 0, long: 0 };
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid || e.tid !== navigation.tid || e.ts < paint.ts) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    result.tasks += 1;
    result.cpuMs += ms;
    const over = ms * slowdown - BLOCKING_MS;
    if (over > 0) {
      result.blockingMs += over;
      result.long += 1;
    }
  }
  return result;
}
