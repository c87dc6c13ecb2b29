/*
 * The static first frame of a signed-in page (decision 102). For a protected route the gateway puts
 * the page's frame, prerendered at build time (src/prerender/frame.tsx): top bar, page heading,
 * spinner, in front of the app's `#root` when the signed-in hint cookie is set
 * (services/gateway/src/static.ts). While the frame is in the page, `#root` is not displayed
 * (styles.css), so the app's own placeholders never show under or beside it.
 *
 * The rule that keeps it from getting stuck or showing the wrong thing: the frame stays only while
 * the app shows one of the placeholders that stand for the same page (the session check of
 * RequireAuth, the remote page's loading fallback), each of which holds it with
 * `useStaticFrameHold` (useStaticFrameHold.ts). After any commit with no hold left (the page itself has rendered, a
 * redirect to /auth, an error panel, anything else) it is removed, in the same task as that commit,
 * so the swap happens before the next paint. Removing it early is always safe (the app's own state
 * shows); index.ts also removes it when no user is stored (or no name, for a frame that greets the
 * angler: nameStaticFrameUser), when the app's code fails to load, and on any uncaught error.
 *
 * A visitor's sign-in form has a frame too (decision 164), on `/auth?interaction=…`: the same rule,
 * held by the auth screen's placeholders; index.ts keeps it though no user is stored.
 */


/** The element the gateway inserts; `data-path` is the route it was made for. */
export const STATIC_FRAME_ID = 'static-frame';

function frame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_FRAME_ID);
}

const normalise = (path: string) => path.replace(/\/+$/, '') || '/';

/** The route the page's frame was made for (`data-path`), or null without a frame. */
export function staticFramePath(): string | null {
  return frame()?.dataset.path ?? null;
}

let whenGone: Array<() => void> = [];

/** Remove the frame (if any); the app's `#root` is displayed again from then on. */
export function dismissStaticFrame(): void {
  frame()?.remove();
  const waiting = whenGone;
  whenGone = [];
  for (const run of waiting) run();
}

/**
 * Run `then` once the page shows no static frame: at once without one, else when the app has
 * replaced it (or it went for any other reason). For work that must not compete with the page's
 * first screen (the service worker's precaching, index.ts).
 */
export function whenStaticFrameGone(then: () => void): void {
  if (frame()) whenGone.push(then);
  else then();
}

let holds = 0;
let checkQueued = false;

/**
 * Remove the frame unless a placeholder holds it, once the current commit has finished (a hold
 * released and another taken in the same commit keep it).
 */
export function checkStaticFrame(): void {
  if (checkQueued || !frame()) return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (holds === 0) dismissStaticFrame();
  });
}

/**
 * Keep the frame while a placeholder for `pathname` (the route the app is on) is on screen, if the
 * frame was made for that route. Returns the release; when the last hold goes, the frame goes. For
 * components: useStaticFrameHold (the entry imports this file, so it must not import React).
 */
export function holdStaticFrame(pathname: string): () => void {
  const current = frame();
  if (!current || normalise(current.dataset.path ?? '') !== normalise(pathname)) {
    checkStaticFrame();
    return () => undefined;
  }
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    checkStaticFrame();
  };
}

/**
 * In a frame, an element whose text is the signed-in angler's name: the top bar's user menu, and in
 * the dashboard's heading ("Welcome back, …!"). The build leaves it empty; the entry fills it from
 * the stored sign-in before the app loads (nameStaticFrameUser, decision 156).
 */
export const FRAME_USER_ATTRIBUTE = 'data-frame-user';
/**
 * On the part of a frame that names the angler (the dashboard's page area): hidden (styles.css)
 * until the name is in it, so the frame never shows "Welcome back, !" nor a heading that grows
 * when the name comes.
 */
export const FRAME_NEEDS_USER_ATTRIBUTE = 'data-frame-needs-user';
/**
 * On a frame's top-bar user area (the name's menu and Logout): hidden (styles.css) while its name
 * slot is empty. Filled after the first paint (the entry can run after it), the area would widen
 * with the name and move its left edge: a layout shift of about 0.002 on every framed page.
 * Appearing with the name is no shift; without a stored name it stays hidden until the app's top
 * bar replaces the frame.
 */
export const FRAME_USER_AREA_ATTRIBUTE = 'data-frame-user-area';

/**
 * Write `username` (the stored sign-in's, auth/signed-in.ts) into the frame's name slots as text.
 * Without a name, a frame whose page names the angler goes (the app's own state shows); the top
 * bar's slot alone stays empty, as it was before names were filled in.
 */
export function nameStaticFrameUser(username: string | null): void {
  const current = frame();
  if (!current) return;
  if (username) for (const slot of current.querySelectorAll(`[${FRAME_USER_ATTRIBUTE}]`)) slot.textContent = username;
  const waiting = [...current.querySelectorAll(`[${FRAME_NEEDS_USER_ATTRIBUTE}]`)];
  if (waiting.length === 0) return;
  if (!username) {
    dismissStaticFrame();
    return;
  }
  for (const part of waiting) part.removeAttribute(FRAME_NEEDS_USER_ATTRIBUTE);
}

/** Preload links the gateway held back behind a frame (services/gateway/src/static.ts). */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * Run `start` (the app's start-up) once the frame has been painted, and start the downloads the
 * gateway held back at the same moment; without a frame, at once. The first paint then does not
 * share the network or the main thread with the app's scripts. rAF + a task is "after the next
 * paint"; the timer covers a tab that does not paint (in the background).
 */
export function afterFramePainted(start: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    const deferred = document.getElementById(DEFERRED_PRELOADS_ID);
    if (deferred instanceof HTMLTemplateElement) {
      document.head.append(deferred.content);
      deferred.remove();
      // Starting a dozen downloads takes the main thread a while: the app starts in the next task
      // (Total Blocking Time, decision 103).
      setTimeout(start, 0);
      return;
    }
    start();
  };
  if (!frame()) {
    run();
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 250);
}

/** For tests: forget the holds of an earlier render. */
export function resetStaticFrameHolds(): void {
  holds = 0;
  checkQueued = false;
  whenGone = [];
}
