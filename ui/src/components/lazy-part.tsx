import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterIdle } from '../runtime/idle';
import { LoadError, LoadingState } from './list-page';

export interface LazyPart<P> {
  /**
   * Renders the part: at once when its module is already there (preloaded, or opened before), else
   * the kit's loading state until it arrives (or, when it cannot be loaded, the reason and 'Try
   * again' in its place). A part that arrived late is not mounted again (and reset) later on.
   */
  Component: React.ComponentType<P>;
  /** Loads the part's module; again only after a failed load. */
  preload: () => Promise<void>;
}

/**
 * A part of a page loaded when it is first shown, not with the page: a dialog's form with
 * react-hook-form and its schemas (docs/decisions/139-mobile-first-screen-work.md). The dialog
 * around it (title, description, close button) stays with the page, so it opens at once with its
 * labels; only its body waits. When the body arrives after the dialog opened, the focus goes to its
 * first field, where the dialog would have put it on opening with the body there.
 */
export function lazyPart<P extends object>(load: () => Promise<React.ComponentType<P>>, loadingLabel: string): LazyPart<P> {
  let loaded: React.ComponentType<P> | null = null;
  let loading: Promise<React.ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyPartComponent(props: P) {
    const [ready] = React.useState(() => loaded);
    if (ready) return React.createElement(ready, props);
    return <LatePart load={loadOnce} loadingLabel={loadingLabel} props={props} />;
  }
  LazyPartComponent.displayName = 'LazyPart';
  return { Component: LazyPartComponent, preload: () => loadOnce().then(() => undefined) };
}

function LatePart<P extends object>({
  load,
  loadingLabel,
  props,
}: {
  load: () => Promise<React.ComponentType<P>>;
  loadingLabel: string;
  props: P;
}) {
  const [part, setPart] = React.useState<{ component: React.ComponentType<P> } | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    let live = true;
    load().then(
      (component) => live && setPart({ component }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  React.useEffect(() => {
    const container = ref.current;
    const dialog = container?.closest<HTMLElement>('[role="dialog"]');
    const focused = document.activeElement;
    // Only while the focus is still on the dialog itself or its close button, not moved elsewhere.
    if (!part || !container || !dialog || !focused || !dialog.contains(focused) || container.contains(focused)) return;
    firstField(container)?.focus();
  }, [part]);
  return (
    <div ref={ref} className="contents">
      {part ? (
        React.createElement(part.component, props)
      ) : failed ? (
        <LoadError
          title="Could not load this form"
          message="It was not on this device yet and could not be fetched. Check the connection and try again."
          onRetry={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </div>
  );
}

/** What a dialog focuses on opening (as Radix does: tabbable, enabled, not hidden; links skipped). */
function firstField(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.tabIndex < 0 || element.matches(':disabled, a[href], input[type="hidden"]')) continue;
    if (!isHidden(element, container)) return element;
  }
  return null;
}

function isHidden(element: HTMLElement, upTo: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = element; node && node !== upTo; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

/**
 * The performance mark (`performance.mark`) made each time a page's preloaded parts are all in:
 * from then on its forms open without signal on a first visit too, before the service worker
 * controls the page (decision 139). The browser's performance timeline shows it; the journeys wait
 * for it (e2e/offline.spec.ts).
 */
export const PARTS_PRELOADED_MARK = 'tackle:parts-preloaded';

/**
 * Preloads parts once the page has drawn what it read: when none of the app's reads is in flight,
 * at the browser's next idle moment (a page's list renders in slices, so idle comes after its last
 * slice). Their requests then go out after the page's first screen and do not compete with it on a
 * slow network (decision 168); they still go before the service worker's precache (which starts
 * once the page has loaded and the browser is idle, and on a first visit does not control the page
 * yet), so a form opened after the signal went is already there. Their evaluation is a task apart
 * from the page's renders. Nothing if the page goes before. Once they are all in,
 * `PARTS_PRELOADED_MARK` is marked.
 */
export function usePreloadOnceDrawn(...preloads: ReadonlyArray<() => Promise<void>>): void {
  const client = useQueryClient();
  const latest = React.useRef(preloads);
  latest.current = preloads;
  React.useEffect(() => {
    let stop = () => {};
    const preload = () => {
      // A failed preload is tried again on opening, where the failure is shown.
      void Promise.all(latest.current.map((load) => load())).then(
        () => performance.mark(PARTS_PRELOADED_MARK),
        () => undefined,
      );
    };
    // Once drawn and shown (decision 170): requests made before the page's largest paint compete with it.
    const whenIdle = () => {
      stop = afterIdle(preload, { timeout: IDLE_WAIT_MS });
    };
    if (client.isFetching() === 0) whenIdle();
    else {
      // Reads that keep failing and retrying, or a read that never ends: the parts go anyway.
      const fallback = setTimeout(settled, READS_WAIT_MS);
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() === 0) settled();
      });
      function settled() {
        clearTimeout(fallback);
        unsubscribe();
        whenIdle();
      }
      stop = () => {
        clearTimeout(fallback);
        unsubscribe();
      };
    }
    return () => stop();
  }, [client]);
}

/** The longest a preload waits for the app's reads to be in. */
const READS_WAIT_MS = 5000;
/** The longest a preload then waits for the browser to be idle. */
const IDLE_WAIT_MS = 2000;
