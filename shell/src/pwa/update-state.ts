/**
 * When the 'Update available — reload' notice shows, and what clicking it does
 * (docs/decisions/116-service-worker-and-updates.md). Pure: events in, the next state and the
 * effects to run out; ./register.ts feeds it the service worker's events and runs the effects.
 */

export type UpdatePhase =
  /** Nothing to offer. */
  | 'idle'
  /** A new version is installed and waiting: the notice shows. */
  | 'available'
  /** The user closed the notice; the new version waits for the next start of the app. */
  | 'dismissed'
  /** The user chose to reload: the waiting worker was asked to take over. */
  | 'applying'
  /** The page is reloading under the new worker. */
  | 'reloading';

export interface UpdateState {
  phase: UpdatePhase;
  /** A service worker controls this page (what it runs came through a worker). */
  controlled: boolean;
}

export type UpdateEvent =
  /**
   * A worker finished installing and waits. `replacesActive`: another worker is active, so this is
   * a new version; the very first worker never waits and is no update.
   */
  | { type: 'waiting'; replacesActive: boolean }
  | { type: 'reload-chosen' }
  | { type: 'dismissed' }
  /** Another worker now controls the page (`controllerchange`). */
  | { type: 'controller-changed' };

export type UpdateEffect =
  /** Tell the waiting worker to take over. */
  | 'skip-waiting'
  /** Reload the page (once). */
  | 'reload';

export interface UpdateStep {
  state: UpdateState;
  effects: UpdateEffect[];
}

export function initialUpdateState(controlled: boolean): UpdateState {
  return { phase: 'idle', controlled };
}

const stay = (state: UpdateState): UpdateStep => ({ state, effects: [] });

export function updateStep(state: UpdateState, event: UpdateEvent): UpdateStep {
  switch (event.type) {
    case 'waiting':
      if (!event.replacesActive || state.phase === 'applying' || state.phase === 'reloading') return stay(state);
      return { state: { ...state, phase: 'available' }, effects: [] };
    case 'reload-chosen':
      if (state.phase !== 'available') return stay(state);
      return { state: { ...state, phase: 'applying' }, effects: ['skip-waiting'] };
    case 'dismissed':
      if (state.phase !== 'available') return stay(state);
      return { state: { ...state, phase: 'dismissed' }, effects: [] };
    case 'controller-changed':
      if (state.phase === 'reloading') return stay(state);
      // The first worker taking control of a page it was loaded without: nothing changed for it.
      if (state.phase !== 'applying' && !state.controlled) return { state: { ...state, controlled: true }, effects: [] };
      // Our reload, or another tab's: this page's scripts are the old version, and the worker that
      // answers its next requests is the new one. Reload rather than mix them.
      return { state: { phase: 'reloading', controlled: true }, effects: ['reload'] };
  }
}
