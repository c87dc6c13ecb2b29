import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStaticFrame, dismissStaticFrame, holdStaticFrame, resetStaticFrameHolds, STATIC_FRAME_ID, whenStaticFrameGone } from './static-frame';

// Decision 102: the static first frame stays while a placeholder for its route holds it and goes
// after the first commit (here: the end of the current task's microtasks) with no hold left.

class FakeFrame {
  removed = false;
  dataset: Record<string, string>;
  constructor(path: string) {
    this.dataset = { path };
  }
  remove() {
    this.removed = true;
  }
}

let frame: FakeFrame | null;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetStaticFrameHolds();
  frame = new FakeFrame('/gear');
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) => (id === STATIC_FRAME_ID && frame && !frame.removed ? frame : null),
  };
});

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('the static first frame', () => {
  it('stays while a placeholder for its route holds it and goes when the last hold goes', async () => {
    const sessionCheck = holdStaticFrame('/gear');
    await settle();
    expect(frame?.removed).toBe(false);
    // One commit: the session check gives way to the remote page's loading fallback.
    sessionCheck();
    const pageLoading = holdStaticFrame('/gear/');
    await settle();
    expect(frame?.removed).toBe(false);
    // The page has rendered.
    pageLoading();
    pageLoading(); // releasing twice (StrictMode, a repeated cleanup) counts once
    expect(frame?.removed).toBe(false); // not inside the commit ...
    await settle();
    expect(frame?.removed).toBe(true); // ... but before the next task (the next paint)
  });

  it('goes after a commit with no placeholder at all (redirect, error panel, another page)', async () => {
    checkStaticFrame();
    await settle();
    expect(frame?.removed).toBe(true);
  });

  it('is not held by a placeholder of another route', async () => {
    const other = holdStaticFrame('/auth');
    await settle();
    expect(frame?.removed).toBe(true);
    other();
  });

  it('a second hold keeps it when the first goes', async () => {
    const a = holdStaticFrame('/gear');
    const b = holdStaticFrame('/gear');
    a();
    await settle();
    expect(frame?.removed).toBe(false);
    b();
    await settle();
    expect(frame?.removed).toBe(true);
  });

  it('can always be removed at once, and nothing breaks without one', async () => {
    holdStaticFrame('/gear');
    dismissStaticFrame();
    expect(frame?.removed).toBe(true);
    frame = null;
    expect(() => {
      dismissStaticFrame();
      checkStaticFrame();
      holdStaticFrame('/gear')();
    }).not.toThrow();
    await settle();
  });

  it('runs what waits for it once it has gone, once, and at once when there is none', async () => {
    const ran: string[] = [];
    whenStaticFrameGone(() => ran.push('service worker'));
    const pageLoading = holdStaticFrame('/gear');
    await settle();
    expect(ran).toEqual([]);
    pageLoading();
    await settle();
    expect(frame?.removed).toBe(true);
    expect(ran).toEqual(['service worker']);
    dismissStaticFrame();
    expect(ran).toEqual(['service worker']);
    whenStaticFrameGone(() => ran.push('no frame'));
    expect(ran).toEqual(['service worker', 'no frame']);
  });
});
