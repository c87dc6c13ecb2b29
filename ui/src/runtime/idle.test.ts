import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle, FRAME_WAIT_MS } from './idle';

/** The browser's idle and frame callbacks, run when the test says. */
const browser = {
  idle: [] as Array<() => void>,
  frames: [] as Array<() => void>,
  idleFor() {
    for (const run of this.idle.splice(0)) run();
  },
  frame() {
    for (const run of this.frames.splice(0)) run();
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  browser.idle.length = 0;
  browser.frames.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => browser.idle.push(run));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => browser.idle.splice(handle - 1, 1, () => undefined));
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => browser.frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => browser.frames.splice(handle - 1, 1, () => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterIdle (decision 170)', () => {
  it('runs once the browser is idle and the frame drawn by then is shown: two frames later', () => {
    const then = vi.fn();
    afterIdle(then, { timeout: 2000 });
    browser.idleFor();
    expect(then).not.toHaveBeenCalled();
    browser.frame(); // the frame drawn when idle came
    expect(then).not.toHaveBeenCalled();
    browser.frame(); // the next one has begun: the one before is on the screen
    expect(then).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it('goes anyway when no frame comes (a tab in the background)', () => {
    const then = vi.fn();
    afterIdle(then, { timeout: 2000 });
    browser.idleFor();
    vi.advanceTimersByTime(FRAME_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    browser.frame();
    browser.frame();
    expect(then).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, wherever it was', () => {
    const beforeIdle = vi.fn();
    afterIdle(beforeIdle, { timeout: 2000 })();
    browser.idleFor();
    const betweenFrames = vi.fn();
    const cancel = afterIdle(betweenFrames, { timeout: 2000 });
    browser.idleFor();
    browser.frame();
    cancel();
    browser.frame();
    vi.runAllTimers();
    expect(beforeIdle).not.toHaveBeenCalled();
    expect(betweenFrames).not.toHaveBeenCalled();
  });
});
