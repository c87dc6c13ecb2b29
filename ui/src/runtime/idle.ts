/*
 * Work that must not compete with what the page is showing (decision 170): form parts preloaded by
 * a page (components/lazy-part.tsx), the service worker's start (the shell's entry and the
 * prerendered pages' script). No React and nothing else of the kit: the shell's small scripts
 * import it through `@tackle/ui/idle`.
 */

/**
 * Runs `then` once the browser is idle (at most `timeout` ms from now) and the frame drawn up to then
 * is on the screen; answers a function that cancels it.
 *
 * Idle alone comes too early: the browser is idle once a commit's frame is drawn, which is before
 * that frame is shown, so a request started then still counted as made before the page's largest
 * paint. The second animation frame after idle comes once the next frame has begun, after the one
 * before it was shown. A tab in the background draws no frames: after `FRAME_WAIT_MS` it goes anyway.
 */
export function afterIdle(then: () => void, { timeout }: { timeout: number }): () => void {
  let done = false;
  const clears: Array<() => void> = [];
  const stop = () => {
    done = true;
    for (const clear of clears) clear();
  };
  const run = () => {
    if (done) return;
    stop();
    then();
  };
  const afterFrames = () => {
    if (done) return;
    if (typeof requestAnimationFrame !== 'function') return run();
    const wait = setTimeout(run, FRAME_WAIT_MS);
    clears.push(() => clearTimeout(wait));
    const first = requestAnimationFrame(() => {
      const second = requestAnimationFrame(run);
      clears.push(() => cancelAnimationFrame(second));
    });
    clears.push(() => cancelAnimationFrame(first));
  };
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(afterFrames, { timeout });
    clears.push(() => cancelIdleCallback(idle));
  } else {
    const idle = setTimeout(afterFrames, 0);
    clears.push(() => clearTimeout(idle));
  }
  return stop;
}

/** The longest `afterIdle` waits for frames once idle (a tab in the background draws none). */
export const FRAME_WAIT_MS = 1000;
