import { SERVICE_WORKER_URL, SW_MESSAGE } from '@tackle/contracts';
import { initialUpdateState, updateStep, type UpdateEvent, type UpdateState } from './update-state';

/** The update state of this page, for the notice (useSyncExternalStore). */
export interface UpdateStore {
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  dispatch(event: UpdateEvent): void;
}

export interface ServiceWorkerOptions {
  container?: ServiceWorkerContainer;
  reload?: () => void;
  /**
   * Shows the notice the first time an update is offered: the app's (./app.ts), or on a prerendered
   * page the app loaded to show it (static-page.ts).
   */
  showNotice: (updates: UpdateStore) => void;
}

/**
 * Registers /sw.js (decision 116) and follows its updates: a new version that is installed and
 * waiting is offered with 'Update available — reload' (./update-state.ts decides when); choosing it
 * tells that worker to take over, and the page reloads once it has. The first worker installs
 * without a word. Called by the entry (index.ts) once the page has loaded, in production builds.
 */
export async function startServiceWorker({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
  showNotice,
}: ServiceWorkerOptions): Promise<UpdateStore> {
  let state = initialUpdateState(container.controller !== null);
  const listeners = new Set<() => void>();
  let waiting: ServiceWorker | null = null;
  let noticeShown = false;

  const updates: UpdateStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const step = updateStep(state, event);
      state = step.state;
      for (const effect of step.effects) {
        if (effect === 'skip-waiting') waiting?.postMessage({ type: SW_MESSAGE.skipWaiting });
        else reload();
      }
      if (state.phase === 'available' && !noticeShown) {
        noticeShown = true;
        showNotice(updates);
      }
      for (const listener of listeners) listener();
    },
  };

  container.addEventListener('controllerchange', () => updates.dispatch({ type: 'controller-changed' }));
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });

  const offer = (worker: ServiceWorker) => {
    if (worker === waiting || registration.waiting !== worker) return;
    waiting = worker;
    updates.dispatch({ type: 'waiting', replacesActive: registration.active !== null });
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const installed = () => {
      if (worker.state === 'installed') offer(worker);
    };
    worker.addEventListener('statechange', installed);
    installed();
  };
  if (registration.waiting) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  // Every start of the app looks for a new version itself: registering again does not (the
  // registration exists), and the browser's own check after a page load happens when the browser
  // chooses. The first worker is being installed already. An app left open (a phone on the boat)
  // looks again whenever it is shown again.
  const checkForUpdate = () => registration.update().catch(() => undefined);
  if (registration.active) void checkForUpdate();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  return updates;
}
